/** Spec §9: plans appear in a fixed order, monthly before annual; free only where asked for. */
import type { TPlan, TPlansResponse } from '../../../shared/billing';
import { PAID_PLAN_KEYS, type TPlanKey } from '../../../shared/plans';

/** The catalogue's own order: monthly before annual, starter → family. */
export const PAID_DISPLAY_ORDER: readonly TPlanKey[] = PAID_PLAN_KEYS;

export interface TPlanEntry {
  key: TPlanKey;
  plan: TPlan;
}

/**
 * The plans of a plans response in display order. The free card comes first, and only when
 * `includeFree` is set and the response has a free entry (public pricing never shows it).
 */
export function orderPlans(
  plans: Partial<TPlansResponse> | null | undefined,
  { includeFree = false }: { includeFree?: boolean } = {},
): TPlanEntry[] {
  if (!plans) return [];
  const keys: readonly TPlanKey[] = includeFree ? ['free', ...PAID_DISPLAY_ORDER] : PAID_DISPLAY_ORDER;
  return keys.flatMap((key) => {
    const plan = plans[key];
    return plan ? [{ key, plan }] : [];
  });
}

/** The plan a price id sells, if the response knows it. */
export function findPlanByPriceId(
  plans: Partial<TPlansResponse> | null | undefined,
  priceId: string | null,
): TPlanEntry | null {
  if (!priceId) return null;
  return orderPlans(plans, { includeFree: true }).find((entry) => entry.plan.priceId === priceId) ?? null;
}
