import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TCreditKind } from '../../../shared/credits.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { creditUsage } from '../../platform/db/schema/stories.js';
import { localDate } from './local-day.js';
import type { CreditDay } from './credit-day.js';

/** child_key values: no per-child credits, and Family's account-wide total. */
export const ACCOUNT_KEY = '';
export const FAMILY_TOTAL_KEY = '*';

/**
 * Takes one from a counter in one conditional upsert: the last credit goes to exactly one of any
 * number of concurrent statements. False when the counter is at its limit.
 */
export async function takeOne(
  exec: Db | Tx,
  userId: string,
  childKey: string,
  kind: TCreditKind,
  day: CreditDay,
  limit: number,
): Promise<boolean> {
  const rows = await exec
    .insert(creditUsage)
    .values({
      userId,
      childKey,
      kind,
      day: localDate(day.start, day.timeZone),
      windowStart: day.start,
      windowEnd: day.end,
      used: 1,
    })
    .onConflictDoUpdate({
      target: [creditUsage.userId, creditUsage.childKey, creditUsage.kind, creditUsage.windowStart],
      set: { used: sql`${creditUsage.used} + 1` },
      setWhere: sql`${creditUsage.used} < ${limit}`,
    })
    .returning({ used: creditUsage.used });
  return rows.length > 0;
}

/** Moves a reservation's counters by delta (-1 gives back, +1 counts again); never below zero. */
export async function moveCounters(
  exec: Db | Tx,
  held: { userId: string; kind: string; childKeys: string[]; windowStart: Date },
  delta: 1 | -1,
): Promise<void> {
  await exec
    .update(creditUsage)
    .set({ used: sql`${creditUsage.used} + ${delta}` })
    .where(
      and(
        eq(creditUsage.userId, held.userId),
        eq(creditUsage.kind, held.kind),
        eq(creditUsage.windowStart, held.windowStart),
        inArray(creditUsage.childKey, held.childKeys),
        delta < 0 ? gt(creditUsage.used, 0) : undefined,
      ),
    );
}
