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
   * A progressive delay (sign-in guessing): the first `free` attempts of a key go through; after
   * that each attempt must wait, since the key's last one, `firstDelay` seconds, doubling with
   * every further attempt up to `maxDelay`. Answers 0 when the attempt is taken (counted, and the
   * key's last attempt is now), else the whole seconds still to wait. Taking is one conditional
   * statement, so concurrent callers cannot slip past the delay together. A key left alone for
   * the window starts over.
   */
  async function throttle(
    key: string,
    delays: { free: number; firstDelay: number; maxDelay: number },
  ): Promise<number> {
    const expired = sql`${authAttempts.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
    const dueAt = sql`${authAttempts.windowStart} + make_interval(secs => least(${delays.maxDelay}::float8,
      ${delays.firstDelay}::float8 * power(2::float8, greatest(${authAttempts.count} - ${delays.free}, 0))))`;
    const taken = await db
      .insert(authAttempts)
      .values({ key, windowStart: sql`now()`, count: 1 })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${authAttempts.count} + 1 END`,
          windowStart: sql`now()`,
        },
        setWhere: sql`${expired} OR ${authAttempts.count} < ${delays.free} OR ${dueAt} <= now()`,
      })
      .returning({ count: authAttempts.count });
    if (taken.length > 0) return 0;
    const [row] = await db
      .select({ wait: sql<number>`ceil(extract(epoch from (${dueAt} - now())))`.mapWith(Number) })
      .from(authAttempts)
      .where(eq(authAttempts.key, key));
    return Math.max(1, row?.wait ?? 1);
  }

  /** Gives back one attempt taken by throttle() (it turned out not to count). */
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

  return { hit, throttle, release, count, clear };
}

export type AttemptCounter = ReturnType<typeof createAttemptCounter>;
