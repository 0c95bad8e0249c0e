import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SHARE_UI } from '../../../shared/shares';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { formatDate } from '../../lib/format';
import { PATHS } from '../../lib/paths';
import { listShares, revokeShare, SHARES_KEY } from './api';

/**
 * The parent's active share links, each with "Turn off". In the Account tab beside the privacy
 * export: links reach across stories, and who can see the family's stories is an account matter.
 */
export function SharedLinks() {
  const queryClient = useQueryClient();
  const shares = useQuery({ queryKey: SHARES_KEY, queryFn: ({ signal }) => listShares(signal) });
  const revoke = useMutation({
    mutationFn: revokeShare,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: SHARES_KEY }),
  });
  const active = (shares.data ?? []).filter((s) => s.status === 'active');
  return (
    <Card className="stack shared-links" aria-labelledby="shared-links-title">
      <h2 id="shared-links-title" className="card__title">
        {SHARE_UI.listTitle}
      </h2>
      <p className="muted">{SHARE_UI.listIntro}</p>
      {shares.isError && <p role="alert">{SHARE_UI.listFailed}</p>}
      {shares.isSuccess && active.length === 0 && <p className="muted">{SHARE_UI.listEmpty}</p>}
      {active.length > 0 && (
        <ul className="shared-links__list" aria-label={SHARE_UI.listTitle}>
          {active.map((s) => (
            <li key={s.id} className="shared-links__item">
              <span className="shared-links__text">
                <Link to={PATHS.read(s.storyId)}>{s.storyTitle}</Link>
                <span className="muted"> · {SHARE_UI.expires(formatDate(s.expiresAt))}</span>
              </span>
              <Button
                variant="secondary"
                aria-label={SHARE_UI.revokeLabel(s.storyTitle)}
                busy={revoke.isPending && revoke.variables === s.id}
                onClick={() => revoke.mutate(s.id)}
              >
                {SHARE_UI.revoke}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {revoke.isError && <p role="alert">{SHARE_UI.revokeFailed}</p>}
    </Card>
  );
}
