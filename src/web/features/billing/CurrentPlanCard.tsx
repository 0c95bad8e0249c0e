import type { TSubscriptionStatus } from '../../../shared/billing';
import { BILLING_UI_MESSAGES, SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { LoadingView } from '../../components/LoadingView';
import { PlanDetails } from './PlanDetails';
import { canManageSubscription } from './status-label';

interface TCurrentPlanCardProps {
  status: TSubscriptionStatus | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  usage: string[];
  processing: boolean;
  managing: boolean;
  manageError: string | null;
  onManage: () => void;
}

/** Profile tab: the current plan and status, what it includes, and Manage Subscription. */
export function CurrentPlanCard(props: TCurrentPlanCardProps) {
  const { status, loading, failed, onRetry, usage, processing, managing, manageError, onManage } = props;
  return (
    <Card className="current-plan stack" aria-labelledby="current-plan-title">
      <h2 id="current-plan-title" className="card__title">
        Your subscription
      </h2>
      {loading ? (
        <LoadingView inline label="Loading your subscription…" />
      ) : (
        <PlanDetails status={status} failed={failed} />
      )}
      {failed && (
        <>
          <Alert tone="error">{SUBSCRIPTION_MESSAGES.couldNotLoadSubscription}</Alert>
          <Button variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        </>
      )}
      {usage.length > 0 && (
        <ul className="usage-chips" aria-label="Your plan includes">
          {usage.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {canManageSubscription(status) && (
        <Button variant="secondary" block disabled={processing} busy={managing} onClick={onManage}>
          {BILLING_UI_MESSAGES.manageSubscription}
        </Button>
      )}
      {manageError && <Alert tone="error">{manageError}</Alert>}
    </Card>
  );
}
