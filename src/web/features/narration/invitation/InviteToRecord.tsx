import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { INVITATION_EMAIL_MAX, INVITATION_MESSAGES as M } from '../../../../shared/invitations';
import { RECORDER_NAME_MAX, RECORDING_MESSAGES } from '../../../../shared/recordings-ui';
import { Button } from '../../../components/Button';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { isApiError } from '../../../lib/api';
import { STORY_KEYS } from '../../stories/hooks';
import { createInvitation, invitationsKey, listInvitations } from './invitation-api';
import { InvitationList } from './InvitationList';

type TCopyState = 'idle' | 'copied' | 'failed';

/**
 * "Invite someone to record" (issue 29 part 4), beside "Record your voice" in the reader: a
 * private link for a relative (mailed too when an address is given), the story's invitations
 * with their state, and the approval of what a relative recorded.
 */
export function InviteToRecord({ storyId }: { storyId: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [copy, setCopy] = useState<TCopyState>('idle');
  const [mailed, setMailed] = useState(false);
  const invitations = useQuery({
    queryKey: invitationsKey(storyId),
    queryFn: () => listInvitations(storyId),
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: invitationsKey(storyId) });
    void queryClient.invalidateQueries({ queryKey: STORY_KEYS.root });
  };
  const create = useMutation({
    mutationFn: (input: { name: string; email: string }) => createInvitation(storyId, input),
    onSuccess: (_data, input) => {
      setMailed(input.email !== '');
      refresh();
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(RECORDING_MESSAGES.nameRequired);
    if (trimmed.length > RECORDER_NAME_MAX) return setNameError(RECORDING_MESSAGES.nameTooLong);
    setNameError(null);
    setCopy('idle');
    create.mutate({ name: trimmed, email: email.trim() });
  };

  async function copyLink(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  const url = create.data?.url;
  return (
    <section className="invite stack" aria-labelledby="invite-title">
      <h2 id="invite-title" className="invite__title">
        {M.inviteTitle}
      </h2>
      {!open && (
        <Button variant="secondary" className="invite__open" onClick={() => setOpen(true)}>
          {M.inviteTitle}
        </Button>
      )}
      {open && (
        <form className="stack" onSubmit={submit} noValidate>
          <p className="muted">{M.inviteIntro}</p>
          <TextField
            label={M.inviteName}
            placeholder={M.inviteNamePlaceholder}
            value={name}
            maxLength={RECORDER_NAME_MAX}
            error={nameError}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label={M.inviteEmail}
            type="email"
            autoComplete="off"
            value={email}
            maxLength={INVITATION_EMAIL_MAX}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" busy={create.isPending}>
            {create.isPending ? M.inviting : M.invite}
          </Button>
          {create.isError && (
            <p role="alert" className="invite__problem">
              {isApiError(create.error) ? create.error.message : M.failed}
            </p>
          )}
        </form>
      )}
      {url && (
        <div className="stack">
          <TextAreaField
            label={M.linkLabel}
            value={url}
            readOnly
            rows={3}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copyLink(url)}>
            {M.copy}
          </Button>
          {mailed && <p className="muted">{M.mailed}</p>}
          {copy !== 'idle' && (
            <p role="status" className={copy === 'copied' ? 'invite__copied' : 'invite__problem'}>
              {copy === 'copied' ? M.copied : M.copyFailed}
            </p>
          )}
        </div>
      )}
      {invitations.data && invitations.data.length > 0 && (
        <InvitationList invitations={invitations.data} onChanged={refresh} />
      )}
    </section>
  );
}
