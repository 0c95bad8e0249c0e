import { Link } from 'react-router';
import { MoonIcon } from '../../components/icons';
import { PageFrame } from '../../components/PageFrame';
import { PATHS } from '../../lib/paths';
import { useAuthState } from '../identity/hooks';

/** Spec §2 /subscription-canceled: checkout was cancelled; nothing was charged. */
export function SubscriptionCanceledPage() {
  const { auth } = useAuthState();
  const signedIn = auth.status === 'signedIn';
  return (
    <PageFrame title="Checkout cancelled">
      <div className="card stack canceled-card">
        <MoonIcon className="success-card__moon" />
        <p className="lead">No worries — nothing was charged.</p>
        <p className="muted">
          Your checkout was cancelled and no payment was taken. Whenever you are ready, pick a plan and your
          first personalised bedtime story is only a few minutes away.
        </p>
        <Link className="btn btn--primary btn--block" to={signedIn ? PATHS.subscriptionPlans : PATHS.pricing}>
          <span>Back to pricing</span>
        </Link>
        <Link className="btn btn--secondary btn--block" to={PATHS.home}>
          <span>{signedIn ? 'Back to the app' : 'Go to Moonlit Tales'}</span>
        </Link>
      </div>
    </PageFrame>
  );
}
