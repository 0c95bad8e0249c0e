import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ACTIVATION_MESSAGES } from '../../../shared/messages';
import type { TActivationQuery } from '../../app/route-chooser';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LoadingView } from '../../components/LoadingView';
import { PageFrame } from '../../components/PageFrame';
import { PATHS } from '../../lib/paths';
import type { TUser } from '../../lib/user';
import { verifyAccount } from './api';
import { isLinkProblem, setPasswordErrorMessage } from './error-messages';
import { useSetMe } from './hooks';
import { SendActivationForm } from './SendActivationForm';
import { SetPasswordForm } from './SetPasswordForm';

/** What the user last did; 'auto' means "work it out from the link and the account". */
type TPhase =
  | { kind: 'auto' }
  | { kind: 'settingPassword' }
  | { kind: 'needsActivation' }
  | { kind: 'success' }
  | { kind: 'passwordChanged' }
  | { kind: 'error'; message: string; retry: TPhase };

export type TActivationView =
  'checking' | 'needsActivation' | 'settingPassword' | 'success' | 'passwordChanged' | 'error';

const TITLES: Record<TActivationView, string> = {
  checking: 'Checking your account',
  needsActivation: 'Activate your account',
  settingPassword: 'Choose a new password',
  success: 'Your account is ready',
  // A reset link changes the password; it says nothing about activating the account.
  passwordChanged: ACTIVATION_MESSAGES.passwordChangedTitle,
  error: 'That did not work',
};

function initialPhase(query: TActivationQuery): TPhase {
  return query.mode === 'resetPassword' && query.oobCode ? { kind: 'settingPassword' } : { kind: 'auto' };
}

/** Spec §2 Activation page: checking → needsActivation | settingPassword → success | error. */
export function ActivationPage({ query, user }: { query: TActivationQuery; user: TUser | null }) {
  const navigate = useNavigate();
  const setMe = useSetMe();
  const [phase, setPhase] = useState<TPhase>(() => initialPhase(query));

  const check = useQuery({
    queryKey: ['identity', 'activation-check', user?.uid],
    queryFn: async () => {
      const fresh = await verifyAccount();
      setMe(fresh);
      return fresh;
    },
    enabled: phase.kind === 'auto' && user !== null,
    retry: false,
    gcTime: 0,
  });

  let view: TActivationView;
  let shown: TPhase = phase;
  if (phase.kind === 'auto') {
    if (!user) view = 'needsActivation';
    else if (check.isPending) view = 'checking';
    else if (check.isError) {
      view = 'error';
      shown = { kind: 'error', message: ACTIVATION_MESSAGES.checkFailed, retry: { kind: 'auto' } };
    } else view = check.data?.isAccountActive ? 'success' : 'needsActivation';
  } else view = phase.kind;

  const tryAgain = () => {
    if (shown.kind !== 'error') return;
    if (phase.kind === 'auto') void check.refetch();
    setPhase(shown.retry);
  };

  return (
    <PageFrame title={TITLES[view]}>
      <div className="card stack">
        {view === 'checking' && <LoadingView inline label="Checking your account…" />}
        {view === 'needsActivation' && <SendActivationForm initialEmail={query.email ?? user?.email ?? ''} />}
        {view === 'settingPassword' && query.oobCode && (
          <SetPasswordForm
            oobCode={query.oobCode}
            email={query.email}
            onSuccess={() => setPhase({ kind: 'passwordChanged' })}
            onError={(error) =>
              setPhase({
                kind: 'error',
                message: setPasswordErrorMessage(error),
                retry: isLinkProblem(error) ? { kind: 'needsActivation' } : { kind: 'settingPassword' },
              })
            }
          />
        )}
        {(view === 'success' || view === 'passwordChanged') && (
          <>
            <p className="muted">
              {view === 'success'
                ? 'Your account is active. Sweet dreams await.'
                : ACTIVATION_MESSAGES.passwordChanged}
            </p>
            <Button block onClick={() => void navigate(PATHS.home)}>
              Go to Dashboard
            </Button>
          </>
        )}
        {view === 'error' && shown.kind === 'error' && (
          <>
            <Alert tone="error">{shown.message}</Alert>
            <Button block onClick={tryAgain}>
              Try Again
            </Button>
          </>
        )}
      </div>
    </PageFrame>
  );
}
