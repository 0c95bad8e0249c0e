import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authAttempts } from '../db/schema/identity.js';

/**
 * Fixed-window counters in the database, so the limit holds across several app servers.
 * One statement per hit: the upsert resets an expired window or increments the current one.
 */
export function createAttemptCounter(db: Db, windowSeconds: number) {
  async function hit(key: string): Promise<number> {
    const rows = await db
      .insert(authAttempts)
      .values({ key, windowStart: new Date(), count: 1 })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          count: sql`CASE WHEN ${authAttempts.windowStart} < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE ${authAttempts.count} + 1 END`,
          windowStart: sql`CASE WHEN ${authAttempts.windowStart} < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE ${authAttempts.windowStart} END`,
        },
      })
      .returning({ count: authAttempts.count });
    return rows[0]?.count ?? 1;
  }

  /**
   * Takes one of `limit` slots of the current window, or answers false when none is left, in one
   * conditional statement: concurrent callers can never take more than `limit` between them.
   */
  async function reserve(key: string, limit: number): Promise<boolean> {
    const expired = sql`${authAttempts.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
    const rows = await db
      .insert(authAttempts)
      .values({ key, windowStart: new Date(), count: 1 })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${authAttempts.count} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${authAttempts.windowStart} END`,
        },
        setWhere: sql`${expired} OR ${authAttempts.count} < ${limit}`,
      })
      .returning({ count: authAttempts.count });
    return rows.length > 0 && limit > 0;
  }

  /** Gives back one slot taken by reserve() (the attempt turned out not to count). */
  async function release(key: string) {
    await db
      .update(authAttempts)
      .set({ count: sql`greatest(${authAttempts.count} - 1, 0)` })
      .where(eq(authAttempts.key, key));
  }

  async function count(key: string): Promise<number> {
    const [row] = await db
      .select({ count: authAttempts.count })
      .from(authAttempts)
      .where(
        and(
          eq(authAttempts.key, key),
          gte(authAttempts.windowStart, sql`now() - make_interval(secs => ${windowSeconds})`),
        ),
      );
    return row?.count ?? 0;
  }

  async function clear(key: string) {
    await db.delete(authAttempts).where(eq(authAttempts.key, key));
  }

  return { hit, reserve, release, count, clear };
}

export type AttemptCounter = ReturnType<typeof createAttemptCounter>;
