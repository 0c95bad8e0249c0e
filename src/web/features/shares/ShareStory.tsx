import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DEFAULT_SHARE_EXPIRY_DAYS,
  SHARE_EXPIRY_DAYS,
  SHARE_EXPIRY_LABELS,
  SHARE_UI,
  type TShareExpiryDays,
} from '../../../shared/shares';
import { Button } from '../../components/Button';
import { ModalAlert } from '../../components/Dialog';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { createShare, SHARES_KEY } from './api';

type TCopyState = 'idle' | 'copied' | 'failed';

/**
 * Share this story (issue 30): the reader's button opens a dialog where the parent picks how long
 * the link works, creates it, and copies it. The link is shown once: only its hash is kept.
 */
export function ShareStory({ storyId }: { storyId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="share-story__open" onClick={() => setOpen(true)}>
        {SHARE_UI.shareButton}
      </Button>
      {open && <ShareDialog storyId={storyId} onClose={() => setOpen(false)} />}
    </>
  );
}

export function ShareDialog({ storyId, onClose }: { storyId: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [days, setDays] = useState<TShareExpiryDays>(DEFAULT_SHARE_EXPIRY_DAYS);
  const [copy, setCopy] = useState<TCopyState>('idle');
  const create = useMutation({
    mutationFn: () => createShare(storyId, days),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SHARES_KEY }),
  });
  const url = create.data?.url;

  async function copyLink(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <ModalAlert
      open
      role="dialog"
      title={SHARE_UI.dialogTitle}
      onDismiss={onClose}
      actions={
        url ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {SHARE_UI.close}
            </Button>
            <Button onClick={() => void copyLink(url)} autoFocus>
              {SHARE_UI.copy}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
              {SHARE_UI.close}
            </Button>
            <Button busy={create.isPending} onClick={() => create.mutate()}>
              {create.isPending ? SHARE_UI.creating : SHARE_UI.create}
            </Button>
          </>
        )
      }
    >
      <div className="stack share-dialog">
        <p className="muted">{SHARE_UI.dialogIntro}</p>
        {url ? (
          // A textarea so the whole link shows on a phone, wrapped, rather than cut off mid-token.
          <TextAreaField
            label={SHARE_UI.linkLabel}
            className="share-dialog__link"
            value={url}
            readOnly
            rows={3}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
        ) : (
          <SelectField
            label={SHARE_UI.expiryLabel}
            value={String(days)}
            disabled={create.isPending}
            onChange={(event) => setDays(Number(event.target.value) as TShareExpiryDays)}
          >
            {SHARE_EXPIRY_DAYS.map((d) => (
              <option key={d} value={d}>
                {SHARE_EXPIRY_LABELS[d]}
              </option>
            ))}
          </SelectField>
        )}
        {create.isError && (
          <p role="alert" className="share-dialog__problem">
            {SHARE_UI.failed}
          </p>
        )}
        {copy !== 'idle' && (
          <p role="status" className={copy === 'copied' ? 'share-dialog__copied' : 'share-dialog__problem'}>
            {copy === 'copied' ? SHARE_UI.copied : SHARE_UI.copyFailed}
          </p>
        )}
      </div>
    </ModalAlert>
  );
}
