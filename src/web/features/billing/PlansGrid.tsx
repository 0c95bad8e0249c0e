import type { TPlan } from '../../../shared/billing';
import type { TPlanKey } from '../../../shared/plans';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LoadingView } from '../../components/LoadingView';
import { PlanCard } from './PlanCard';
import { planCardState, type TPlanCardAction, type TPlanViewer } from './plan-actions';
import type { TPlanEntry } from './plan-order';

const NO_ACTIONS = { badge: null, action: null } as const;

interface TPlansGridProps {
  entries: readonly TPlanEntry[];
  /** null: plans only, without badges or buttons (e.g. the status could not be read). */
  viewer: TPlanViewer | null;
  /** Something is processing: every plan button is disabled. */
  processing: boolean;
  /** The plan whose button started the processing (shows the spinner). */
  pendingKey?: TPlanKey | null;
  onAction: (key: TPlanKey, plan: TPlan, action: TPlanCardAction) => void;
  label?: string;
}

/** The grid of plan cards shared by /pricing, /pricing-extension, /subscription-plans and Profile. */
export function PlansGrid({ entries, viewer, processing, pendingKey, onAction, label }: TPlansGridProps) {
  return (
    <ul className="plan-grid" aria-label={label ?? 'Plans'}>
      {entries.map(({ key, plan }) => (
        <PlanCard
          key={key}
          planKey={key}
          plan={plan}
          state={viewer ? planCardState(key, plan, viewer) : NO_ACTIONS}
          disabled={processing}
          busy={processing && pendingKey === key}
          onAction={(action) => onAction(key, plan, action)}
        />
      ))}
    </ul>
  );
}

interface TPlansStateProps {
  isPending: boolean;
  error: string | null;
  onRetry: () => void;
  retrying: boolean;
}

/** Loading and failure views for a plans request; renders nothing once plans are there. */
export function PlansLoadState({ isPending, error, onRetry, retrying }: TPlansStateProps) {
  if (isPending) return <LoadingView inline label="Loading plans…" />;
  if (!error) return null;
  return (
    <div className="stack">
      <Alert tone="error">{error}</Alert>
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
