import { Link } from 'react-router';
import { BILLING_UI_MESSAGES, SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import type { TSignupQuery } from '../../app/route-chooser';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LoadingView } from '../../components/LoadingView';
import { PageFrame } from '../../components/PageFrame';
import { capitalise } from '../../lib/format';
import { PATHS } from '../../lib/paths';
import { usePlans } from './hooks';
import { findPlanByPriceId } from './plan-order';
import { priceView } from './price-format';
import { SignupForm } from './SignupForm';
import { useSignupCheckout, type TSignupView } from './use-signup-checkout';

const LOADING_LABELS: Record<Exclude<TSignupView, 'form'>, string> = {
  signingUp: BILLING_UI_MESSAGES.processingSignUp,
  creatingCheckout: BILLING_UI_MESSAGES.settingUpSubscription,
  redirecting: BILLING_UI_MESSAGES.almostReady,
};

/** Spec §2 sign-up page: create the account, then straight on to checkout for the chosen plan. */
export function SignupPage({ query }: { query: TSignupQuery }) {
  if (!query.priceId) {
    return (
      <PageFrame title={SUBSCRIPTION_MESSAGES.missingPlanInformation}>
        <div className="card stack">
          <p className="muted">
            We could not tell which plan you picked. Please choose a plan first, then create your account.
          </p>
          <Link className="btn btn--primary btn--block" to={PATHS.pricing}>
            <span>Back to pricing</span>
          </Link>
        </div>
      </PageFrame>
    );
  }
  return <SignupWithPlan query={query} />;
}

function PlanSummary({ query }: { query: TSignupQuery }) {
  const plans = usePlans('public');
  const entry = findPlanByPriceId(plans.data, query.priceId);
  const name = entry?.plan.name ?? capitalise((query.product ?? 'Your plan').replace(/_/g, ' '));
  const price = entry ? priceView(entry.plan) : null;
  const trialDays = query.trialDays ?? (entry?.key === 'starter' ? entry.plan.trialDays : 0);
  return (
    <section className="plan-summary" aria-label="Your plan">
      <div>
        <p className="plan-summary__eyebrow">Your plan</p>
        <p className="plan-summary__name">{name}</p>
        {price && (
          <p className="plan-summary__price">
            <strong>
              {price.amount}
              {price.per}
            </strong>
            {price.billed && <span className="muted"> · {price.billed}</span>}
          </p>
        )}
      </div>
      {trialDays > 0 && <span className="badge">{trialDays}-day free trial</span>}
    </section>
  );
}

function SignupWithPlan({ query }: { query: TSignupQuery }) {
  const flow = useSignupCheckout(query);

  if (flow.view !== 'form') {
    return (
      <PageFrame title="Just a moment">
        <div className="card">
          <LoadingView inline label={LOADING_LABELS[flow.view]} />
          <p className="muted signup-wait">Please keep this page open.</p>
        </div>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={flow.signedIn ? 'Complete your subscription' : 'Create your account'}>
      <PlanSummary query={query} />
      {query.checkoutCanceled && (
        <Alert tone="info" title="Checkout cancelled">
          No payment was taken. Your plan is saved here — continue whenever you are ready.
        </Alert>
      )}
      {query.error && <Alert tone="error">{query.error}</Alert>}
      {flow.checkoutError && <Alert tone="error">{flow.checkoutError}</Alert>}
      <div className="card stack">
        {flow.signedIn ? (
          <>
            <p>
              You are signed in as <strong>{flow.user?.email}</strong>.
            </p>
            <Button block onClick={flow.retryCheckout}>
              Continue to Checkout
            </Button>
          </>
        ) : (
          <SignupForm
            initialEmail={query.email ?? ''}
            onSubmit={flow.signUp}
            onGoogle={flow.googleSignUp}
            googlePending={flow.googlePending}
            googleError={flow.googleError}
          />
        )}
      </div>
      <p className="signup-links">
        {!flow.signedIn && (
          <>
            Already have an account? <Link to={PATHS.login}>Sign in</Link>
            <span aria-hidden="true"> · </span>
          </>
        )}
        <Link to={PATHS.pricing}>Back to pricing</Link>
      </p>
    </PageFrame>
  );
}
