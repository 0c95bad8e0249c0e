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
  /** Show the free card (if the plans response has one). Off for paying members. */
  includeFree?: boolean;
}

/** The signed-in plans grid (Profile tab, /subscription-plans): catalogue plans, free card unless told. */
export function PlansSection(props: TPlansSectionProps) {
  const { title, viewer, processing, pendingKey, error, onAction, includeFree = true } = props;
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
          entries={orderPlans(plans.data, { includeFree })}
          viewer={viewer}
          processing={processing}
          pendingKey={pendingKey}
          onAction={onAction}
        />
      )}
    </section>
  );
}
