import { useId, useState } from 'react';
import type { TPlan } from '../../../shared/billing';
import { PLAN_PERIOD_MESSAGES } from '../../../shared/design-messages';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import type { TPlanKey } from '../../../shared/plans';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LoadingView } from '../../components/LoadingView';
import { PlanCard } from './PlanCard';
import { planCardState, type TPlanCardAction, type TPlanViewer } from './plan-actions';
import type { TPlanEntry } from './plan-order';
import {
  bestSavingPercent,
  initialPeriod,
  plansByPeriod,
  savingsByKey,
  type TPlanPeriod,
} from './plan-period';
import './plan-period.css';

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

/**
 * The plans, shared by /pricing, /pricing-extension, /subscription-plans and Profile: a Monthly /
 * Yearly switch and the three cards of the chosen period.
 * Only one period is on screen, so a phone shows three cards instead of six, and the annual badge
 * appears once, over the yearly cards.
 */
export function PlansGrid({ entries, viewer, processing, pendingKey, onAction, label }: TPlansGridProps) {
  const switchName = useId();
  const [chosen, setChosen] = useState<TPlanPeriod | null>(null);
  const period = chosen ?? initialPeriod(viewer?.kind === 'member' ? viewer.status : null);
  const split = plansByPeriod(entries);
  const savings = savingsByKey(split);
  const best = bestSavingPercent(savings);
  const shown = split[period];
  const hasBothPeriods = split.month.length > 0 && split.year.length > 0;

  const card = ({ key, plan }: TPlanEntry) => (
    <PlanCard
      key={key}
      planKey={key}
      plan={plan}
      state={viewer ? planCardState(key, plan, viewer) : NO_ACTIONS}
      saving={savings.get(key) ?? null}
      disabled={processing}
      busy={processing && pendingKey === key}
      onAction={(action) => onAction(key, plan, action)}
    />
  );

  return (
    <div className="plans">
      {hasBothPeriods && (
        <fieldset className="period-switch">
          <legend className="visually-hidden">{PLAN_PERIOD_MESSAGES.label}</legend>
          {(['month', 'year'] as const).map((value) => (
            <label key={value} className="period-switch__option">
              <input
                type="radio"
                name={switchName}
                value={value}
                checked={period === value}
                onChange={() => setChosen(value)}
              />
              <span className="period-switch__text">
                {value === 'month' ? PLAN_PERIOD_MESSAGES.monthly : PLAN_PERIOD_MESSAGES.yearly}
                {value === 'year' && best !== null && (
                  <span className="period-switch__hint"> {PLAN_PERIOD_MESSAGES.saveUpTo(best)}</span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {period === 'year' && shown.length > 0 && (
        <p className="plans__annual-badge">
          <span className="badge badge--annual">{SUBSCRIPTION_MESSAGES.annualBadge}</span>
        </p>
      )}
      <ul className="plan-grid plan-grid--period" aria-label={label ?? 'Plans'}>
        {shown.map(card)}
      </ul>
    </div>
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
