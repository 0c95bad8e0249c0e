import { PAID_PLAN_KEYS, PLAN_CATALOGUE } from '../../../../../shared/plans.js';
import type { ProviderPrice } from '../port.js';

/**
 * The sandbox sells the spec's fallback prices (§9) under fixed ids, e.g.
 * price_sandbox_starter_monthly, price_sandbox_family_annual.
 */
export const SANDBOX_PRICES: ProviderPrice[] = PAID_PLAN_KEYS.map((key) => {
  const plan = PLAN_CATALOGUE[key];
  const interval = plan.interval ?? 'month';
  return {
    id: `price_sandbox_${plan.type}_${interval === 'year' ? 'annual' : 'monthly'}`,
    productId: `prod_sandbox_${plan.type}`,
    unitAmount: plan.priceCents,
    interval,
    lookupKey: key,
    productPlanKey: plan.type,
  };
});

export function sandboxPrice(priceId: string): ProviderPrice | null {
  return SANDBOX_PRICES.find((p) => p.id === priceId) ?? null;
}

/** The plan a sandbox price sells, for the checkout and portal pages. */
export function sandboxPlan(priceId: string) {
  const price = sandboxPrice(priceId);
  const key = PAID_PLAN_KEYS.find((k) => k === price?.lookupKey);
  if (!price || !key) return null;
  return {
    priceId,
    planKey: key,
    name: PLAN_CATALOGUE[key].name,
    priceCents: price.unitAmount ?? PLAN_CATALOGUE[key].priceCents,
    interval: price.interval ?? 'month',
  };
}
