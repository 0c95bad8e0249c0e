import { useId } from 'react';
import type { TPlan } from '../../../shared/billing';
import { PLAN_PERIOD_MESSAGES } from '../../../shared/design-messages';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import type { TPlanKey } from '../../../shared/plans';
import { Button } from '../../components/Button';
import type { TPlanCardAction, TPlanCardState } from './plan-actions';
import { planTier, priceView, type TYearlySaving } from './price-format';

interface TPlanCardProps {
  planKey: TPlanKey;
  plan: TPlan;
  state: TPlanCardState;
  /** A yearly card: what it saves against paying monthly for a year. */
  saving?: TYearlySaving | null;
  /** Every plan button is disabled while anything is processing (spec §4). */
  disabled: boolean;
  /** This card's own action is the one under way. */
  busy: boolean;
  onAction: (action: TPlanCardAction) => void;
}

/**
 * One plan: name, price (annual as a monthly equivalent, with its saving), Most Popular, features
 * and its one action. The annual badge is the grid's, shown once over the yearly cards.
 */
export function PlanCard({ planKey, plan, state, saving, disabled, busy, onAction }: TPlanCardProps) {
  const titleId = useId();
  const price = priceView(plan);
  const popular = plan.isPopular || planKey === 'premium';
  const classes = [
    'plan-card',
    `plan-card--${planTier(planKey, plan)}`,
    popular ? 'plan-card--popular' : '',
    state.badge ? 'plan-card--current' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <li className={classes}>
      <article className="plan-card__body" aria-labelledby={titleId}>
        {popular && (
          <p className="plan-card__ribbons">
            <span className="badge badge--popular">{SUBSCRIPTION_MESSAGES.mostPopular}</span>
          </p>
        )}
        <h3 id={titleId} className="plan-card__name">
          {plan.name}
        </h3>
        <p className="plan-card__price">
          <span className="plan-card__amount">{price.amount}</span>
          {price.per && <span className="plan-card__per">{price.per}</span>}
        </p>
        {price.billed && <p className="plan-card__billed">{price.billed}</p>}
        {saving && (
          <p className="plan-card__saving">{PLAN_PERIOD_MESSAGES.saving(saving.dollars, saving.percent)}</p>
        )}
        <ul className="checklist plan-card__features">
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {state.badge && <p className="plan-card__current-badge">{state.badge}</p>}
        {state.action && (
          <Button
            block
            variant={popular ? 'primary' : 'secondary'}
            disabled={disabled}
            busy={busy}
            onClick={() => state.action && onAction(state.action)}
          >
            {state.action.label}
          </Button>
        )}
      </article>
    </li>
  );
}
