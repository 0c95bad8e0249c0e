import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SUCCESS_PAGE_WAIT_MS } from '../../../shared/constants';
import { BILLING_UI_MESSAGES } from '../../../shared/messages';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { MoonIcon } from '../../components/icons';
import { LoadingView } from '../../components/LoadingView';
import { PageFrame } from '../../components/PageFrame';
import { PATHS } from '../../lib/paths';
import { usePublicConfig } from '../../lib/public-config';
import { useAuthState } from '../identity/hooks';
import { fetchSubscriptionStatus } from './api';
import { statusErrorMessage } from './errors';
import { PlanDetails, trialMessage } from './PlanDetails';

/** True once `ms` have passed since mount (spec §9: the 2-second wait after checkout). */
function useWaited(ms: number, active: boolean): boolean {
  const [done, setDone] = useState(!active);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setDone(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms, active]);
  return done;
}

/** Spec §2 welcome page after checkout: with session_id wait 2 s, read the status, show the plan. */
export function SubscriptionSuccessPage({ sessionId }: { sessionId: string | null }) {
  const navigate = useNavigate();
  const { auth, user } = useAuthState();
  const { appName } = usePublicConfig();
  const welcome = `Welcome to ${appName}`;
  const signedIn = auth.status === 'signedIn';
  const waited = useWaited(SUCCESS_PAGE_WAIT_MS, Boolean(sessionId));
  const status = useQuery({
    queryKey: ['billing', 'status', 'success', sessionId],
    queryFn: ({ signal }) => fetchSubscriptionStatus(sessionId, signal),
    enabled: signedIn && waited,
    retry: 1,
  });

  if (!signedIn) {
    return (
      <PageFrame title={welcome}>
        <div className="card stack">
          <p>Thank you! Please log in to see your subscription.</p>
          <Link className="btn btn--primary btn--block" to={PATHS.login}>
            <span>Log in</span>
          </Link>
        </div>
      </PageFrame>
    );
  }

  const loading = !waited || status.isPending;
  const trial = status.data ? trialMessage(status.data) : null;
  const verified = user?.isAccountActive ?? false;

  return (
    <PageFrame title={loading ? 'Setting things up' : welcome}>
      <div className="card stack success-card">
        {loading && <LoadingView inline label={BILLING_UI_MESSAGES.settingUpSubscription} />}
        {status.isError && (
          <>
            <Alert tone="error">{statusErrorMessage(status.error)}</Alert>
            <Button variant="secondary" busy={status.isFetching} onClick={() => void status.refetch()}>
              Try Again
            </Button>
          </>
        )}
        {status.data && (
          <>
            <MoonIcon className="success-card__moon" />
            {trial ? (
              <p className="success-card__headline">{trial}</p>
            ) : (
              <p className="success-card__headline">
                {status.data.planKey === 'free'
                  ? 'Your account is ready.'
                  : `Thank you for choosing ${status.data.planName}!`}
              </p>
            )}
            <PlanDetails status={status.data} />
          </>
        )}
        {!loading && !verified && (
          <Alert tone="info" title="One last step">
            We sent an activation link to <strong>{user?.email}</strong>. Open it to start creating stories.
          </Alert>
        )}
        {!loading && (
          <Button block onClick={() => void navigate(PATHS.home)}>
            Go to Dashboard
          </Button>
        )}
      </div>
    </PageFrame>
  );
}
