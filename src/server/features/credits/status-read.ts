import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.js';
import { creditClock } from '../../platform/db/schema/credits.js';
import { users } from '../../platform/db/schema/identity.js';
import { creditUsage } from '../../platform/db/schema/stories.js';
import type { TWelcomeGift } from '../../../shared/credits.js';
import type { CreditDay } from './credit-day.js';

/** The children feature's ability: the user's child ids as a JSON-array SQL expression. */
export type ChildIdsSelect = (userId: AnyPgColumn) => SQL<unknown>;

export interface StatusSnapshot {
  /** The pinned credit day, if the user ever spent. */
  pinned: CreditDay | null;
  /** Counts used in the pinned day, by `${kind}:${childKey}`. */
  used: Map<string, number>;
  childIds: string[];
  /** The welcome story: still to come (no story yet, no gift given to this account or address). */
  welcome: TWelcomeGift;
}

/** Every table the status statement reads (a write to any of them empties the kept snapshots). */
export const STATUS_TABLES = [
  'credit_clock',
  'credit_usage',
  'child',
  'user',
  'story',
  'welcome_gift',
] as const;

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/**
 * Everything the credit panel needs, in ONE statement: the pinned credit day, the counters of
 * that day, and the user's child ids. Counters are only ever written for the pinned day (a spend
 * pins the day first, in the same transaction), so when the pinned day has ended the day in force
 * has no counters yet and reading the pinned day's is exact.
 */
export function createStatusReader(db: Db, childIdsSelect: ChildIdsSelect) {
  // Prepared once: PostgreSQL plans the statement once per connection, not on every status read.
  const statement = db
    .select({
      timeZone: creditClock.timeZone,
      windowStart: creditClock.windowStart,
      windowEnd: creditClock.windowEnd,
      used: sql<unknown>`(select coalesce(json_agg(json_build_array(${creditUsage.kind}, ${creditUsage.childKey}, ${creditUsage.used})), '[]'::json)
        from ${creditUsage}
        where ${creditUsage.userId} = ${users.id} and ${creditUsage.windowStart} = ${creditClock.windowStart})`,
      childIds: childIdsSelect(users.id),
      // The welcome gift (0018_welcome_gift.sql); the e-mail hash is reservations.ts emailKey().
      welcomeStoryId: sql<
        string | null
      >`(select g."story_id"::text from "welcome_gift" g where g."user_id" = "user"."id")`,
      hasStories: sql<boolean>`exists (select 1 from "story" s where s."user_id" = "user"."id")`,
      welcomeGiven: sql<boolean>`exists (select 1 from "welcome_gift" g where g."user_id" = "user"."id"
        or g."email_key" = encode(sha256(convert_to(lower(trim("user"."email")), 'UTF8')), 'hex'))`,
    })
    .from(users)
    .leftJoin(creditClock, eq(creditClock.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('credit_status_snapshot');

  return async function readStatusSnapshot(userId: string): Promise<StatusSnapshot> {
    const [row] = await statement.execute({ userId });
    const used = new Map<string, number>();
    for (const entry of Array.isArray(row?.used) ? row.used : []) {
      if (Array.isArray(entry) && typeof entry[2] === 'number') used.set(`${entry[0]}:${entry[1]}`, entry[2]);
    }
    const pinned =
      row?.timeZone && row.windowStart && row.windowEnd
        ? { timeZone: row.timeZone, start: row.windowStart, end: row.windowEnd }
        : null;
    return {
      pinned,
      used,
      childIds: strings(row?.childIds),
      welcome: {
        available: row !== undefined && row.hasStories !== true && row.welcomeGiven !== true,
        storyId: row?.welcomeStoryId ?? null,
      },
    };
  };
}
