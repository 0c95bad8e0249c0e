import { desc, eq, sql } from 'drizzle-orm';
import type { TCurrentSubscription, TSubscriptionStatus } from '../../../shared/billing.js';
import { PLAN_CATALOGUE, PLAN_KEYS, PLAN_RANK, type TPlanKey } from '../../../shared/plans.js';
import type { Db } from '../../platform/db/client.js';
import { billingCustomers, payments, subscriptions } from '../../platform/db/schema/billing.js';
import { users } from '../../platform/db/schema/identity.js';

export const LIVE_STATUSES = ['active', 'trialing'];
/** Provider words meaning "no subscription now" (spec §4 shows them as inactive). */
const OVER_STATUSES = ['canceled', 'incomplete_expired'];
/** Checkouts that never got paid do not count as having subscribed. */
const NEVER_STARTED = ['incomplete', 'incomplete_expired'];

type SubscriptionRow = typeof subscriptions.$inferSelect;

const isPlanKey = (k: string): k is TPlanKey => (PLAN_KEYS as readonly string[]).includes(k);
const planKeyOf = (row: SubscriptionRow): TPlanKey => (isPlanKey(row.planKey) ? row.planKey : 'starter');
const rankOf = (row: SubscriptionRow) =>
  row.status === 'trialing' ? PLAN_RANK.trial : PLAN_RANK[PLAN_CATALOGUE[planKeyOf(row)].type];

export interface BillingState {
  customerId: string | null;
  /** The best active or trialing subscription, if any. */
  live: (SubscriptionRow & { planKey: TPlanKey }) | null;
  /** The subscription to describe: the live one, else the newest. */
  shown: SubscriptionRow | null;
  hasEverSubscribedOrTrialed: boolean;
}

/**
 * Reads the mirror (never the provider) for one user in ONE statement: every subscription row
 * (newest first), the customer id and whether any payment exists, beside the user's own row so
 * a user with no subscription still gets an answer.
 */
export async function loadBillingState(db: Db, userId: string): Promise<BillingState> {
  const joined = await db
    .select({
      sub: subscriptions,
      customerId: sql<string | null>`(select ${billingCustomers.customerId} from ${billingCustomers}
        where ${billingCustomers.userId} = ${users.id})`,
      paid: sql<boolean>`exists (select 1 from ${payments} where ${payments.userId} = ${users.id})`.mapWith(
        Boolean,
      ),
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId))
    .orderBy(desc(subscriptions.createdAt));
  const rows = joined.flatMap((r) => (r.sub ? [r.sub] : []));
  const first = joined[0];
  const live =
    rows.filter((r) => LIVE_STATUSES.includes(r.status)).sort((a, b) => rankOf(b) - rankOf(a))[0] ?? null;
  return {
    customerId: first?.customerId ?? null,
    live: live ? { ...live, planKey: planKeyOf(live) } : null,
    shown: live ?? rows[0] ?? null,
    hasEverSubscribedOrTrialed:
      Boolean(first?.paid) || rows.some((r) => r.trialStart !== null || !NEVER_STARTED.includes(r.status)),
  };
}

/** Spec §3 Subscription status, first form. */
export function statusView(state: BillingState): TSubscriptionStatus {
  const { live, shown } = state;
  const shownKey = shown ? planKeyOf(shown) : 'free';
  const status = live
    ? live.status
    : !shown || OVER_STATUSES.includes(shown.status)
      ? 'inactive'
      : shown.status;
  return {
    planType: live ? PLAN_CATALOGUE[live.planKey].type : 'free',
    status,
    cancelAtPeriodEnd: shown?.cancelAtPeriodEnd ?? false,
    current_period_end: shown?.currentPeriodEnd?.toISOString() ?? null,
    trialEnd: shown?.trialEnd?.toISOString() ?? null,
    stripeCustomerId: state.customerId,
    hasEverSubscribedOrTrialed: state.hasEverSubscribedOrTrialed,
    planKey: shownKey,
    planName: PLAN_CATALOGUE[shownKey].name,
    priceId: shown?.priceId ?? null,
  };
}

/** Spec §3 Subscription status, second form: the plan the user is entitled to and its limits. */
export function currentView(state: BillingState): TCurrentSubscription {
  const key: TPlanKey = state.live ? state.live.planKey : 'free';
  const plan = PLAN_CATALOGUE[key];
  return {
    subscription: { planName: plan.name, plan: key, status: statusView(state).status },
    usage: {
      personalized_text: { limit: plan.limits.personalized_text },
      personalized_audio: { limit: plan.limits.personalized_audio },
      childProfiles: { limit: plan.limits.childProfiles },
    },
  };
}
