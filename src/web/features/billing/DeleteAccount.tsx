import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ACCOUNT_DELETED_QUERY,
  ACCOUNT_DELETION_MESSAGES as M,
  ACCOUNT_DELETION_PATH,
  confirmsEmail,
  type TAccountDeleted,
} from '../../../shared/account-deletion';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { TextField } from '../../components/TextField';
import { apiSend, isApiError } from '../../lib/api';
import { PATHS } from '../../lib/paths';
import { announceSignOut } from '../../lib/sign-out-signal';
import { clearAdminToken } from '../../lib/storage-keys';

const deleteAccount = (confirmation: string) =>
  apiSend<TAccountDeleted>('DELETE', ACCOUNT_DELETION_PATH, { confirmation });

/** A refusal the server explains (wrong e-mail, the last admin) is shown as it says; anything else calmly. */
const messageOf = (err: unknown) =>
  isApiError(err) && err.status >= 400 && err.status < 500 ? err.message : M.failed;

/**
 * The danger zone of Account Settings: deleting the account, after typing its e-mail in a dialog.
 * Afterwards the session is gone; a full page load to the sign-in page drops everything cached.
 */
export function DeleteAccountSection({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="stack danger-zone" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="card__title">
        {M.sectionTitle}
      </h2>
      <p className="muted">{M.sectionText}</p>
      <Button variant="secondary" className="btn--danger" block onClick={() => setOpen(true)}>
        {M.openDialog}
      </Button>
      {open && <DeleteAccountDialog email={email} onClose={() => setOpen(false)} />}
    </Card>
  );
}

function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const remove = useMutation({
    mutationFn: () => deleteAccount(typed),
    onSuccess: async () => {
      // As a sign-out: narration stops, the admin token is forgotten, then a full page load.
      announceSignOut();
      clearAdminToken();
      await queryClient.cancelQueries();
      window.location.replace(`${PATHS.home}?${ACCOUNT_DELETED_QUERY}=true`);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmsEmail(typed, email)) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    remove.mutate();
  };

  return (
    <dialog
      ref={ref}
      className="modal delete-account"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onCancel={(event) => {
        event.preventDefault();
        if (!remove.isPending) onClose();
      }}
    >
      <form className="modal__panel" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="modal__title">
          {M.dialogTitle}
        </h2>
        <div className="modal__body">
          <p id={`${id}-intro`}>{M.dialogIntro}</p>
          <p className="muted">{M.dialogSubscription}</p>
          <p className="muted">{M.dialogExportHint}</p>
          <TextField
            label={M.confirmLabel}
            hint={M.confirmHint(email)}
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={typed}
            error={mismatch ? M.confirmationMismatch : null}
            onChange={(e) => {
              setTyped(e.target.value);
              setMismatch(false);
            }}
          />
          {remove.isError && <Alert tone="error">{messageOf(remove.error)}</Alert>}
        </div>
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {M.cancel}
          </Button>
          <Button type="submit" variant="secondary" className="btn--danger" busy={remove.isPending}>
            {M.confirm}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
