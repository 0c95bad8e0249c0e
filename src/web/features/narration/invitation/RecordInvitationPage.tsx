import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { INVITATION_MESSAGES as M } from '../../../../shared/invitations';
import { Alert } from '../../../components/Alert';
import { MoonIcon } from '../../../components/icons';
import { LoadingView } from '../../../components/LoadingView';
import { usePublicConfig } from '../../../lib/public-config';
import { RecorderPanel } from '../recorder/VoiceRecorder';
import { getInvitation, invitationRecorderApi } from './invitation-api';
import type { TInvitationView } from '../../../../shared/invitations';

/** The page's frame: the brand only, no app navigation (the visitor has no account here). */
function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { appName } = usePublicConfig();
  return (
    <div className="page-frame">
      <header className="page-frame__bar">
        <span className="brand">
          <MoonIcon className="brand__moon" />
          <span className="brand__name">{appName}</span>
        </span>
      </header>
      <main className="page-frame__main">
        <h1 className="page-title">{title}</h1>
        {children}
      </main>
    </div>
  );
}

function Recorder({ token, view }: { token: string; view: TInvitationView }) {
  const api = useMemo(() => invitationRecorderApi(token, view), [token, view]);
  const [saved, setSaved] = useState(view.recording?.status === 'ready');
  if (saved) return <Alert tone="success">{M.thanks}</Alert>;
  return (
    <RecorderPanel
      api={api}
      sentences={view.sentences}
      defaultName={view.name}
      fixedName
      intro={M.pageIntro(view.name)}
      onSaved={() => setSaved(true)}
    />
  );
}

/**
 * /record/{token} (issue 29 part 4): a relative records the story the parent invited them to
 * read, with the same recorder as the parent, and no account. A link that does not work (unknown,
 * expired, revoked) gets one calm message that says nothing about which.
 */
export function RecordInvitationPage({ token }: { token: string }) {
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => getInvitation(token),
    retry: false,
    // The recorder keeps its own state: the page does not refetch under it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (invitation.isPending) return <LoadingView label={M.loading} />;
  if (!invitation.data)
    return (
      <Frame title={M.goneTitle}>
        <p className="lead">{M.gone}</p>
      </Frame>
    );
  return (
    <Frame title={M.pageHeading(invitation.data.childName)}>
      <p className="lead">{invitation.data.title}</p>
      <Recorder token={token} view={invitation.data} />
    </Frame>
  );
}
