import { Link } from 'react-router';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import type { TSignupQuery } from '../../app/route-chooser';
import { Alert } from '../../components/Alert';
import { PageFrame } from '../../components/PageFrame';
import { PATHS } from '../../lib/paths';

/** /signup (placeholder): create an account and go straight to checkout for the chosen plan. */
export function SignupPage({ query }: { query: TSignupQuery }) {
  if (!query.priceId) {
    return (
      <PageFrame title={SUBSCRIPTION_MESSAGES.missingPlanInformation}>
        <div className="card stack">
          <p className="muted">Please choose a plan first.</p>
          <Link to={PATHS.pricing}>Back to pricing</Link>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Create your account">
      <div className="card stack">
        {query.error && <Alert tone="error">{query.error}</Alert>}
        <p className="muted">Plan: {query.product ?? query.priceId}</p>
        <p>
          Already have an account? <Link to={PATHS.login}>Sign in</Link> ·{' '}
          <Link to={PATHS.pricing}>Back to pricing</Link>
        </p>
      </div>
    </PageFrame>
  );
}
