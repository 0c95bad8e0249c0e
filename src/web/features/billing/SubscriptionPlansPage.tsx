import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PLAN_PROMISES } from '../../../shared/plan-promises';
import type { TPlan } from '../../../shared/billing';
import { BILLING_UI_MESSAGES, SUBSCRIPTION_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages';
import type { TPlanKey } from '../../../shared/plans';
import { Alert } from '../../components/Alert';
import { PageFrame } from '../../components/PageFrame';
import { PATHS } from '../../lib/paths';
import { useAuthState } from '../identity/hooks';
import { useSubscriptionStatus } from './hooks';
import { hasTopPlan, type TPlanCardAction, type TPlanViewer } from './plan-actions';
import { CurrentPlanCard } from './CurrentPlanCard';
import { PlansSection } from './PlansSection';
import { signupUrl } from './signup-url';
import { isLive } from './status-label';
import { useBillingActions } from './use-billing-actions';

/** Opened from an upsell (?plan=premium / family): the line says what that plan adds. */
function plansIntro(plan: string | null): string {
  if (plan === 'premium') return PLAN_PROMISES.premiumAddsNarration;
  if (plan === 'family') return PLAN_PROMISES.familyAddsChildren;
  return PLAN_PROMISES.plansIntro;
}

/** Spec §2 /subscription-plans: where users go when their credits run out. */
export function SubscriptionPlansPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { auth } = useAuthState();
  const signedIn = auth.status === 'signedIn';
  const status = useSubscriptionStatus(signedIn);
  const actions = useBillingActions();
  const [visitorError, setVisitorError] = useState<string | null>(null);

  const viewer: TPlanViewer | null = !signedIn
    ? { kind: 'visitor' }
    : status.data
      ? { kind: 'member', status: status.data, offerUpgrades: true }
      : null;
  // Every status has a way forward here: buy a plan, upgrade in the portal, or (Family) a clear word.
  const topPlan = status.data ? hasTopPlan(status.data) : false;
  const canUpgrade = status.data ? isLive(status.data.status) && !topPlan : false;

  // Signed out, a plan leads to the sign-up page like /pricing does.
  const onAction = (key: TPlanKey, plan: TPlan, action: TPlanCardAction) => {
    if (signedIn) return actions.onPlanAction(key, plan, action);
    if (!plan.priceId) return setVisitorError(VALIDATION_MESSAGES.invalidPlan);
    const trialDays = key === 'starter' ? plan.trialDays : 0;
    void navigate(signupUrl({ priceId: plan.priceId, product: key, trialDays }));
  };
  const actionError = actions.error && actions.error.at !== 'manage' ? actions.error.message : null;

  return (
    <PageFrame title="Subscription plans" wide>
      <p className="lead muted pricing-intro">{plansIntro(searchParams.get('plan'))}</p>
      {signedIn ? (
        <CurrentPlanCard
          status={status.data ?? null}
          loading={status.isPending}
          failed={status.isError}
          onRetry={() => void status.refetch()}
          usage={[]}
          processing={actions.processing}
          managing={actions.pending === 'manage'}
          manageError={actions.error?.at === 'manage' ? actions.error.message : null}
          onManage={() => actions.openPortal('manage')}
        />
      ) : (
        <Alert tone="info">{SUBSCRIPTION_MESSAGES.loginToSubscribe}</Alert>
      )}
      {topPlan && <Alert tone="success">{BILLING_UI_MESSAGES.topPlan}</Alert>}
      {canUpgrade && <p className="muted">{BILLING_UI_MESSAGES.upgradeInPortal}</p>}
      <PlansSection
        title="Choose a plan"
        viewer={viewer}
        processing={actions.processing}
        pendingKey={actions.pending && actions.pending !== 'manage' ? actions.pending : null}
        error={signedIn ? actionError : visitorError}
        onAction={onAction}
      />
      <p className="signup-links">
        {signedIn ? (
          <Link to={PATHS.profile}>Back to the app</Link>
        ) : (
          <>
            <Link to={PATHS.login}>Log in</Link>
            <span aria-hidden="true"> · </span>
            <Link to={PATHS.pricing}>See pricing</Link>
          </>
        )}
      </p>
    </PageFrame>
  );
}
