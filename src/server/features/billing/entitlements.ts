import { and, desc, eq, inArray } from 'drizzle-orm';
import { PLAN_CATALOGUE, PLAN_KEYS, PLAN_RANK, type TPlanKey } from '../../../shared/plans.js';
import type { Db } from '../../platform/db/client.js';
import { subscriptions } from '../../platform/db/schema/billing.js';
import { FREE_ACCESS, type Access, type Entitlements } from '../../platform/entitlements.js';

const LIVE = ['active', 'trialing'];

const isPlanKey = (k: string): k is TPlanKey => (PLAN_KEYS as readonly string[]).includes(k);

/** Reads the mirrored subscription rows (written only by syncCustomer). */
export function createBillingEntitlements(db: Db): Entitlements {
  return {
    async forUser(userId, role): Promise<Access> {
      const [sub] = await db
        .select({ status: subscriptions.status, planKey: subscriptions.planKey })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, LIVE)))
        .orderBy(desc(subscriptions.updatedAt))
        .limit(1);
      const base: Access = sub && isPlanKey(sub.planKey)
        ? {
            planKey: sub.planKey,
            planType: PLAN_CATALOGUE[sub.planKey].type,
            status: sub.status,
            active: true,
            rank: sub.status === 'trialing' ? PLAN_RANK.trial : PLAN_RANK[PLAN_CATALOGUE[sub.planKey].type === 'free' ? 'free' : PLAN_CATALOGUE[sub.planKey].type],
          }
        : FREE_ACCESS;
      return role === 'admin' ? { ...base, rank: PLAN_RANK.admin } : base;
    },
  };
}
