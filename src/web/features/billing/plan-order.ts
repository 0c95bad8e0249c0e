/** Spec §9: plans appear in a fixed order, monthly before annual; the free plan is never a card. */
import type { TPlan, TPlansResponse } from '../../../shared/billing';
import { PAID_PLAN_KEYS, type TPlanKey } from '../../../shared/plans';

/** The catalogue's own order: monthly before annual, starter → family. */
export const PAID_DISPLAY_ORDER: readonly TPlanKey[] = PAID_PLAN_KEYS;

export interface TPlanEntry {
  key: TPlanKey;
  plan: TPlan;
}

/**
 * The plans a user can choose, in display order: the paid plans only. The free plan stays in the
 * plans response (and in the backend) but is never shown as a card: it cannot be bought or chosen.
 */
export function orderPlans(plans: Partial<TPlansResponse> | null | undefined): TPlanEntry[] {
  return entriesOf(plans, PAID_DISPLAY_ORDER);
}

function entriesOf(
  plans: Partial<TPlansResponse> | null | undefined,
  keys: readonly TPlanKey[],
): TPlanEntry[] {
  if (!plans) return [];
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
  return (
    entriesOf(plans, ['free', ...PAID_DISPLAY_ORDER]).find((entry) => entry.plan.priceId === priceId) ?? null
  );
}
