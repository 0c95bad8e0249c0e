import type { TPlan } from '../../../shared/billing';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import type { TPlanKey } from '../../../shared/plans';
import { Alert } from '../../components/Alert';
import { usePlans } from './hooks';
import type { TPlanCardAction, TPlanViewer } from './plan-actions';
import { orderPlans } from './plan-order';
import { PlansGrid, PlansLoadState } from './PlansGrid';

interface TPlansSectionProps {
  title: string;
  viewer: TPlanViewer | null;
  processing: boolean;
  pendingKey: TPlanKey | null;
  error: string | null;
  onAction: (key: TPlanKey, plan: TPlan, action: TPlanCardAction) => void;
}

/** The signed-in plans grid (Profile tab, /subscription-plans): the catalogue's paid plans. */
export function PlansSection(props: TPlansSectionProps) {
  const { title, viewer, processing, pendingKey, error, onAction } = props;
  const plans = usePlans('catalogue');
  return (
    <section className="stack" aria-labelledby="plans-section-title">
      <h2 id="plans-section-title" className="section-title">
        {title}
      </h2>
      {error && <Alert tone="error">{error}</Alert>}
      <PlansLoadState
        isPending={plans.isPending}
        error={plans.isError ? SUBSCRIPTION_MESSAGES.failedToLoadPlansRetry : null}
        retrying={plans.isFetching}
        onRetry={() => void plans.refetch()}
      />
      {plans.data && (
        <PlansGrid
          label={title}
          entries={orderPlans(plans.data)}
          viewer={viewer}
          processing={processing}
          pendingKey={pendingKey}
          onAction={onAction}
        />
      )}
    </section>
  );
}
