import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { TFinancialOverview, TRecentSubscription, TRevenueChart } from '../../../shared/admin-data.js';
import { PLAN_CATALOGUE, PLAN_KEYS, type TPlanKey } from '../../../shared/plans.js';
import type { Db } from '../../platform/db/client.js';
import { payments, subscriptions } from '../../platform/db/schema/billing.js';
import { users } from '../../platform/db/schema/identity.js';
import {
  DAY_MS,
  divideRounded,
  formatLongDate,
  formatShortDate,
  formatTime,
  isoDay,
  startOfUtcDay,
  startOfUtcMonth,
} from './time.js';

/** Subscriptions that count as active: paying or in their trial. */
const ACTIVE = ['active', 'trialing'];

const isPlanKey = (k: string | null): k is TPlanKey =>
  k !== null && (PLAN_KEYS as readonly string[]).includes(k);
const planOf = (k: string) => PLAN_CATALOGUE[isPlanKey(k) ? k : 'starter'];

/** The Financials tab, from our own ledger (payment) and mirror (subscription); cents throughout. */
export function createFinancials(db: Db, clock: () => Date) {
  async function revenueBetween(from: Date, to: Date): Promise<number> {
    const [row] = await db
      .select({ cents: sql`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number) })
      .from(payments)
      .where(and(gte(payments.paidAt, from), lt(payments.paidAt, to)));
    return row?.cents ?? 0;
  }

  async function overview(): Promise<TFinancialOverview> {
    const now = clock();
    const end = new Date(now.getTime() + 1); // up to and including this moment
    const [daily, monthly, active] = await Promise.all([
      revenueBetween(startOfUtcDay(now), end),
      revenueBetween(startOfUtcMonth(now), end),
      db
        .select({
          planKey: subscriptions.planKey,
          status: subscriptions.status,
          interval: subscriptions.interval,
          priceCents: subscriptions.priceCents,
        })
        .from(subscriptions)
        .where(inArray(subscriptions.status, ACTIVE)),
    ]);
    const planBreakdown = { starter: 0, premium: 0, family: 0 };
    // MRR: paying subscriptions only (a trial pays nothing yet); an annual price counts as price / 12.
    // Summed in twelfths of a cent and rounded once, so no subscription's rounding adds up.
    let twelfths = 0;
    for (const s of active) {
      const type = planOf(s.planKey).type;
      if (type !== 'free') planBreakdown[type] += 1;
      if (s.status !== 'active') continue;
      twelfths += s.interval === 'year' ? s.priceCents : s.priceCents * 12;
    }
    return {
      dailyRevenue: daily,
      monthlyRevenue: monthly,
      monthlyRecurringRevenue: divideRounded(twelfths, 12),
      totalActiveSubscriptions: active.length,
      planBreakdown,
    };
  }

  async function revenueChart(period: number): Promise<TRevenueChart> {
    const now = clock();
    const first = new Date(startOfUtcDay(now).getTime() - (period - 1) * DAY_MS);
    const end = new Date(startOfUtcDay(now).getTime() + DAY_MS);
    const day = sql<string>`to_char(${payments.paidAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
    const [byDay, [started]] = await Promise.all([
      db
        .select({ day, cents: sql`sum(${payments.amountCents})`.mapWith(Number) })
        .from(payments)
        .where(and(gte(payments.paidAt, first), lt(payments.paidAt, end)))
        .groupBy(day),
      db
        .select({ count: sql`count(*)`.mapWith(Number) })
        .from(subscriptions)
        .where(
          and(
            gte(sql`coalesce(${subscriptions.trialStart}, ${subscriptions.createdAt})`, first),
            lt(sql`coalesce(${subscriptions.trialStart}, ${subscriptions.createdAt})`, end),
          ),
        ),
    ]);
    const cents = new Map(byDay.map((r) => [r.day, r.cents]));
    const chartData = Array.from({ length: period }, (_, i) => {
      const date = new Date(first.getTime() + i * DAY_MS);
      const key = isoDay(date);
      return { date: key, formattedDate: formatShortDate(date), revenue: cents.get(key) ?? 0 };
    });
    return {
      totalRevenue: chartData.reduce((sum, d) => sum + d.revenue, 0),
      totalSubscriptions: started?.count ?? 0,
      chartData,
    };
  }

  async function recentSubscriptions(limit: number): Promise<TRecentSubscription[]> {
    const rows = await db
      .select({
        id: subscriptions.id,
        userName: users.name,
        userEmail: users.email,
        planKey: subscriptions.planKey,
        priceCents: subscriptions.priceCents,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(limit);
    return rows.map((r) => {
      const plan = planOf(r.planKey);
      return {
        id: r.id,
        userName: r.userName,
        userEmail: r.userEmail,
        planType: plan.type,
        planName: plan.name,
        price: r.priceCents,
        formattedDate: formatLongDate(r.createdAt),
        formattedTime: formatTime(r.createdAt),
      };
    });
  }

  return { overview, revenueChart, recentSubscriptions };
}

export type Financials = ReturnType<typeof createFinancials>;
