import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { INVITATION_MESSAGES as M, type TInvitation } from '../../../../shared/invitations';
import { Button } from '../../../components/Button';
import { formatDate } from '../../../lib/format';
import { deleteRecording } from '../recorder/recordings-api';
import { approveRecording, revokeInvitation } from './invitation-api';

/**
 * What the row says: a saved voice waiting for approval says until when it is kept (the clean-up
 * job deletes it then), also when its link was revoked after the save.
 */
function statusText({ status, removesAt }: TInvitation): string {
  if (removesAt && status === 'recorded') return M.recordedUntil(formatDate(removesAt));
  if (removesAt && status === 'revokedRecorded') return M.revokedRecordedUntil(formatDate(removesAt));
  return M.status[status];
}

/** One invitation: its state, and what the parent may do with it now. */
function InvitationRow({
  invitation,
  playing,
  onListen,
  onChanged,
}: {
  invitation: TInvitation;
  playing: boolean;
  onListen: () => void;
  onChanged: () => void;
}) {
  const { name, status, recordingId } = invitation;
  const act = useMutation({
    mutationFn: (what: 'revoke' | 'approve' | 'delete') =>
      what === 'revoke'
        ? revokeInvitation(invitation.id)
        : what === 'approve'
          ? approveRecording(recordingId ?? '')
          : deleteRecording(recordingId ?? ''),
    onSuccess: onChanged,
  });
  const live = status === 'waiting' || status === 'recorded';
  // Saved and not yet approved: heard, approved or deleted here, whether or not the link still works.
  const waiting = status === 'recorded' || status === 'revokedRecorded';
  return (
    <li className="invite__row">
      <div className="invite__who">
        <span className="invite__name">{name}</span>
        <span className={`invite__status invite__status--${status}`}>{statusText(invitation)}</span>
      </div>
      <div className="invite__actions">
        {waiting && invitation.audioUrl && (
          <>
            <Button variant="secondary" onClick={onListen} aria-label={M.listen(name)}>
              {playing ? M.stopListening : M.listenShort}
            </Button>
            <Button onClick={() => act.mutate('approve')} busy={act.isPending} aria-label={M.approve(name)}>
              {M.approveShort}
            </Button>
            <Button variant="ghost" onClick={() => act.mutate('delete')} aria-label={M.remove(name)}>
              {M.removeShort}
            </Button>
          </>
        )}
        {live && (
          <Button variant="ghost" onClick={() => act.mutate('revoke')} aria-label={M.revoke(name)}>
            {M.revokeShort}
          </Button>
        )}
      </div>
      {act.isError && (
        <p role="alert" className="invite__problem">
          {M.failed}
        </p>
      )}
      {act.isSuccess && act.variables === 'approve' && <p role="status">{M.approved}</p>}
    </li>
  );
}

/** The story's invitations; a relative's recording is heard here before the child hears it. */
export function InvitationList({
  invitations,
  onChanged,
}: {
  invitations: TInvitation[];
  onChanged: () => void;
}) {
  const [playing, setPlaying] = useState<string | null>(null);
  const player = useRef<HTMLAudioElement | null>(null);
  useEffect(() => () => player.current?.pause(), []);

  const listen = (invitation: TInvitation) => {
    player.current?.pause();
    if (playing === invitation.id || !invitation.audioUrl) return setPlaying(null);
    const audio = new Audio(invitation.audioUrl);
    audio.onended = () => setPlaying(null);
    player.current = audio;
    setPlaying(invitation.id);
    void audio.play().catch(() => setPlaying(null));
  };

  return (
    <div className="stack">
      <h3 className="invite__list-title">{M.listTitle}</h3>
      <ul className="invite__list">
        {invitations.map((i) => (
          <InvitationRow
            key={i.id}
            invitation={i}
            playing={playing === i.id}
            onListen={() => listen(i)}
            onChanged={onChanged}
          />
        ))}
      </ul>
    </div>
  );
}
