import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { creditClock } from '../../platform/db/schema/credits.js';
import { creditDayAt, type CreditDay } from './credit-day.js';

async function readPinned(exec: Db | Tx, userId: string, forUpdate: boolean): Promise<CreditDay | null> {
  const query = exec.select().from(creditClock).where(eq(creditClock.userId, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? { timeZone: row.timeZone, start: row.windowStart, end: row.windowEnd } : null;
}

/**
 * Inside a spend's transaction: locks the user's clock row (one user's spends queue here), moves it
 * on to a new credit day when the pinned one has ended, and answers the day in force.
 */
export async function pinCreditDay(
  tx: Tx,
  userId: string,
  now: Date,
  profileZone: string,
): Promise<CreditDay> {
  let pinned = await readPinned(tx, userId, true);
  if (!pinned) {
    const day = creditDayAt(null, now, profileZone);
    const inserted = await tx
      .insert(creditClock)
      .values({ userId, timeZone: day.timeZone, windowStart: day.start, windowEnd: day.end })
      .onConflictDoNothing()
      .returning({ userId: creditClock.userId });
    if (inserted.length > 0) return day;
    // A concurrent first spend pinned it first: use theirs.
    pinned = await readPinned(tx, userId, true);
  }
  const day = creditDayAt(pinned, now, profileZone);
  if (day !== pinned) {
    await tx
      .update(creditClock)
      .set({ timeZone: day.timeZone, windowStart: day.start, windowEnd: day.end })
      .where(eq(creditClock.userId, userId));
  }
  return day;
}
