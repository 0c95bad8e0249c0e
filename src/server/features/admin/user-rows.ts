import { ADMIN_DATA_MESSAGES, type TAdminUserRow } from '../../../shared/admin-data.js';
import { PLAN_CATALOGUE, PLAN_KEYS, type TPlanKey } from '../../../shared/plans.js';
import type { adminUserStats } from '../../platform/db/schema/admin.js';
import { DAY_MS, divideRounded, formatCents, formatLongDate, utcDayNumber } from './time.js';

/** What the list, the detail and the export read per user. */
export type TUserStatsRow = typeof adminUserStats.$inferSelect & { id: string; name: string; email: string };

const isPlanKey = (k: string | null): k is TPlanKey =>
  k !== null && (PLAN_KEYS as readonly string[]).includes(k);

/** The plan a user has now: the live subscription's, else Free. */
export function currentPlanKey(row: TUserStatsRow): TPlanKey {
  return row.planType !== 'free' && isPlanKey(row.planKey) ? row.planKey : 'free';
}

/** Spec §3 User row (admin), with the figures of decision 014. */
export function toUserRow(row: TUserStatsRow, now: Date): TAdminUserRow {
  const today = utcDayNumber(now);
  const key = currentPlanKey(row);
  const plan = PLAN_CATALOGUE[key];
  const cents = key === 'free' ? 0 : (row.planPriceCents ?? plan.priceCents);
  const perMonth = row.planInterval === 'year' ? divideRounded(cents, 12) : cents;
  const expires = row.planKey ? row.planExpiresAt : null;
  const daysLeft = expires ? Math.ceil((expires.getTime() - now.getTime()) / DAY_MS) : null;
  const expiryFormatted =
    !expires || daysLeft === null
      ? ADMIN_DATA_MESSAGES.noExpiry
      : daysLeft <= 0
        ? ADMIN_DATA_MESSAGES.expired
        : `${formatLongDate(expires)} (${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left)`;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subscription: {
      planType: plan.type,
      planName: plan.name,
      price: perMonth,
      expiryDate: expires ? expires.toISOString() : null,
      expiryFormatted,
      daysUntilExpiry: daysLeft,
    },
    totalSpending: row.totalSpendingCents,
    totalSpendingFormatted: formatCents(row.totalSpendingCents),
    activeDays: row.activeDays,
    inactiveDays: inactiveDays(row, today),
    subscriptionCount: row.subscriptionCount,
    lastActivity: row.lastActivityAt.toISOString(),
    activity: { storiesGenerated: row.storiesGenerated, childrenCount: row.childrenCount },
    joinDate: row.joinedAt.toISOString(),
    joinDateFormatted: formatLongDate(row.joinedAt),
    joinDaysAgo: Math.max(0, today - row.joinDay),
  };
}

/** Days since joining (the join day and today included) on which the user did nothing. */
export function inactiveDays(row: Pick<TUserStatsRow, 'joinDay' | 'activeDays'>, today: number): number {
  return Math.max(0, today - row.joinDay + 1 - row.activeDays);
}
