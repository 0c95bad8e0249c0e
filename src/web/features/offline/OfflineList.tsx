import { useState } from 'react';
import { Link } from 'react-router';
import { OFFLINE_LABELS, OFFLINE_MESSAGES } from '../../../shared/offline';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PATHS } from '../../lib/paths';
import { useKeptStories, useRemoveKept } from './use-kept';

/** The library's list of what is on this device for offline, each with "Remove from offline". */
export function OfflineList() {
  const kept = useKeptStories();
  const remove = useRemoveKept();
  const [removed, setRemoved] = useState<string | null>(null);
  const stories = kept.data ?? [];
  if (stories.length === 0 && !removed) return null;
  return (
    <Card className="stack offline-list" aria-labelledby="offline-list-title">
      <h2 id="offline-list-title" className="card__title">
        {OFFLINE_LABELS.listTitle}
      </h2>
      {stories.length > 0 && <p className="muted">{OFFLINE_MESSAGES.listIntro}</p>}
      {removed && (
        <Alert tone="success" onDismiss={() => setRemoved(null)}>
          {OFFLINE_MESSAGES.removed(removed)}
        </Alert>
      )}
      {stories.length > 0 && (
        <ul className="shared-links__list" aria-label={OFFLINE_LABELS.listName}>
          {stories.map((s) => (
            <li key={s.id} className="shared-links__item">
              <span className="shared-links__text">
                <Link to={PATHS.read(s.id)}>{s.title}</Link>
                <span className="muted">
                  {' · '}
                  {OFFLINE_LABELS.forChild(s.childName)}
                  {s.hasAudio && ` · ${OFFLINE_LABELS.withNarration}`}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={OFFLINE_LABELS.removeStory(s.title)}
                busy={remove.isPending && remove.variables === s.id}
                onClick={() => remove.mutate(s.id, { onSuccess: () => setRemoved(s.title) })}
              >
                {OFFLINE_LABELS.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
