import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PLAN_CATALOGUE, PLAN_KEYS, PLAN_RANK, type TPlanKey } from '../../../shared/plans.js';
import type { Db } from '../../platform/db/client.js';
import { subscriptions } from '../../platform/db/schema/billing.js';
import {
  FREE_ACCESS,
  type Access,
  type AccessInSession,
  type Entitlements,
} from '../../platform/entitlements.js';

const LIVE = ['active', 'trialing'];

const isPlanKey = (k: string): k is TPlanKey => (PLAN_KEYS as readonly string[]).includes(k);

function accessOf(sub: { status: string; planKey: string }): Access | null {
  if (!isPlanKey(sub.planKey)) return null;
  const type = PLAN_CATALOGUE[sub.planKey].type;
  // Spec §6: a trial ranks 1 whatever the plan; paid plans rank by their family.
  const rank = sub.status === 'trialing' ? PLAN_RANK.trial : PLAN_RANK[type];
  return { planKey: sub.planKey, planType: type, status: sub.status, active: true, rank };
}

/** The best of a user's live subscriptions; admin outranks every plan (spec §6 rank 5). */
function bestAccess(live: { status: string; planKey: string }[], role: string | undefined): Access {
  // Two live subscriptions (e.g. a plan bought while another runs out) grant the better one.
  const base =
    live
      .map(accessOf)
      .filter((a): a is Access => a !== null)
      .sort((a, b) => b.rank - a.rank)[0] ?? FREE_ACCESS;
  // An admin also passes the active-subscription guard.
  return role === 'admin' ? { ...base, rank: PLAN_RANK.admin, active: true } : base;
}

/** Reads the mirrored subscription rows (written only by syncCustomer). */
export function createBillingEntitlements(db: Db): Entitlements {
  return {
    async forUser(userId, role): Promise<Access> {
      const live = await db
        .select({ status: subscriptions.status, planKey: subscriptions.planKey })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, LIVE)));
      return bestAccess(live, role);
    },
    invalidate: () => undefined, // nothing kept: every read asks the database
  };
}

/**
 * The same answer, read inside the session statement: the user's live subscriptions as a JSON
 * array of [status, planKey] (subscription_user_idx finds them). Read on every request, so a
 * plan change is seen at once on every server, with no cache to invalidate.
 */
export const billingAccessInSession: AccessInSession = {
  select: (userId: AnyPgColumn) =>
    sql`(select coalesce(json_agg(json_build_array(${subscriptions.status}, ${subscriptions.planKey})), '[]'::json)
      from ${subscriptions}
      where ${subscriptions.userId} = ${userId} and ${subscriptions.status} in ('active', 'trialing'))`,
  accessOf(selected, role) {
    const pairs = Array.isArray(selected) ? selected : [];
    const live = pairs.flatMap((p: unknown) =>
      Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string'
        ? [{ status: p[0], planKey: p[1] }]
        : [],
    );
    return bestAccess(live, role);
  },
};
