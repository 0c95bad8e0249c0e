import { PAID_PLAN_KEYS, PLAN_CATALOGUE, monthlyEquivalent } from '../../../shared/plans';

/** Read-only list of the paid plans with their fallback prices (placeholder for the plan cards). */
export function PlanPreviewList() {
  return (
    <ul className="plan-preview">
      {PAID_PLAN_KEYS.map((key) => {
        const plan = PLAN_CATALOGUE[key];
        return (
          <li key={key} className="plan-preview__item">
            <span className="plan-preview__name">{plan.name}</span>
            <span className="plan-preview__price">
              ${monthlyEquivalent(plan.priceCents, plan.interval)}/mo
            </span>
          </li>
        );
      })}
    </ul>
  );
}
