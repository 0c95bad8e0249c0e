/** Spec §6/§9 child profile cap, as the Kids screen needs it: is there room for another child? */
import type { TCurrentSubscription } from '../../../shared/billing';
import { CHILD_MESSAGES } from '../../../shared/messages';
import { PLAN_PROMISES } from '../../../shared/plan-promises';
import { PLAN_CATALOGUE } from '../../../shared/plans';

export interface TChildLimitNotice {
  message: string;
  /** A higher plan allows more children (Family is the top plan: no upgrade link). */
  canUpgrade: boolean;
}

/**
 * At the cap: the spec's limit message instead of a form that would only be refused once filled.
 * Null while there is room, while the plan is unknown (the server still decides), or with no plan
 * at all (limit 0: that is a subscription problem, shown as such).
 */
export function childLimitNotice(
  childCount: number,
  current: Pick<TCurrentSubscription, 'subscription' | 'usage'> | null | undefined,
): TChildLimitNotice | null {
  if (!current) return null;
  const { limit } = current.usage.childProfiles;
  if (limit === 'unlimited' || limit < 1 || childCount < limit) return null;
  // Family is the largest plan: "upgrade to add more children" would promise what no plan gives.
  const family = PLAN_CATALOGUE[current.subscription.plan].type === 'family';
  return {
    message: family ? PLAN_PROMISES.familyAtChildCap : CHILD_MESSAGES.limitReached(limit),
    canUpgrade: !family,
  };
}
