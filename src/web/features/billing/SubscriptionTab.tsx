import { BILLING_UI_MESSAGES } from '../../../shared/messages';
import { Alert } from '../../components/Alert';
import { CurrentPlanCard } from './CurrentPlanCard';
import { isUnauthenticated } from './errors';
import { useCurrentSubscription, useSubscriptionStatus } from './hooks';
import { PlansSection } from './PlansSection';
import { PremiumBenefits } from './PremiumBenefits';
import { hasPremiumOrMore } from './plan-actions';
import { isLive } from './status-label';
import { useBillingActions } from './use-billing-actions';
import { usageSummary } from './usage-summary';

/** Profile & Settings, Subscription tab (spec §2, §4). */
export function SubscriptionTab() {
  const status = useSubscriptionStatus();
  const live = isLive(status.data?.status);
  const current = useCurrentSubscription(live);
  const actions = useBillingActions();

  if (status.isError && isUnauthenticated(status.error)) {
    return <Alert tone="info">{BILLING_UI_MESSAGES.loginForSubscription}</Alert>;
  }

  const planError = actions.error && actions.error.at !== 'manage' ? actions.error.message : null;
  const pendingKey = actions.pending && actions.pending !== 'manage' ? actions.pending : null;

  return (
    <>
      <CurrentPlanCard
        status={status.data ?? null}
        loading={status.isPending}
        failed={status.isError}
        onRetry={() => void status.refetch()}
        usage={live ? usageSummary(current.data) : []}
        processing={actions.processing}
        managing={actions.pending === 'manage'}
        manageError={actions.error?.at === 'manage' ? actions.error.message : null}
        onManage={() => actions.openPortal('manage')}
      />
      <PlansSection
        title="Plans"
        viewer={status.data ? { kind: 'member', status: status.data } : null}
        processing={actions.processing}
        pendingKey={pendingKey}
        error={planError}
        onAction={actions.onPlanAction}
      />
      {/* No pitch for a plan they already have: Premium and Family subscribers see none. */}
      {!(status.data && hasPremiumOrMore(status.data)) && <PremiumBenefits />}
      <footer className="billing-footer muted">
        <p>
          Subscriptions auto-renew monthly (annual plans once a year) and can be cancelled anytime from Manage
          Subscription. A free trial converts to a paid subscription unless you cancel before it ends.
        </p>
      </footer>
    </>
  );
}
