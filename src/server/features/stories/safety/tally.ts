import { sql } from 'drizzle-orm';
import type { SafetyFigures } from '../../../../shared/admin-data.js';
import type { Db } from '../../../platform/db/client.js';
import { storySafetyRefusals as t } from '../../../platform/db/schema/stories.js';
import type { Logger } from '../../../platform/logger.js';

export type { SafetyFigures };

export interface SafetyTally {
  refused(categories: readonly string[]): void;
  fellBack(): void;
  figures(): Promise<SafetyFigures>;
}

/** Reserved categories of story_safety_refusal that hold the totals. */
const DRAFTS = '_drafts';
const FALLBACKS = '_fallbacks';

/**
 * The safety net's refusals, counted per day and category in the database (0023), so the admin's
 * health figures survive a restart and add up across servers. Counting never holds up a story: a
 * count that cannot be written (database down) is logged and lost, the story goes on.
 */
export function createSafetyTally(db: Db, log: Logger, now: () => Date = () => new Date()): SafetyTally {
  const started = now().toISOString();
  const pending = new Set<Promise<void>>();

  function count(categories: string[]) {
    const day = now().toISOString().slice(0, 10);
    const write = db
      .insert(t)
      .values(categories.map((category) => ({ day, category, count: 1 })))
      .onConflictDoUpdate({ target: [t.day, t.category], set: { count: sql`${t.count} + 1` } })
      .then(
        () => undefined,
        (err: unknown) => log.warn({ err, categories }, 'a safety refusal could not be counted'),
      )
      .finally(() => pending.delete(write));
    pending.add(write);
  }

  return {
    refused: (categories) => count([DRAFTS, ...new Set(categories)]),
    fellBack: () => count([FALLBACKS]),
    async figures() {
      await Promise.all(pending);
      const rows = await db
        .select({
          category: t.category,
          total: sql`sum(${t.count})`.mapWith(Number),
          first: sql<string>`min(${t.day})::text`,
        })
        .from(t)
        .groupBy(t.category);
      const byCategory: Record<string, number> = {};
      let refusedDrafts = 0;
      let localFallbacks = 0;
      let since = started;
      for (const row of rows.sort((a, b) => a.category.localeCompare(b.category))) {
        if (row.first < since) since = row.first;
        if (row.category === DRAFTS) refusedDrafts = row.total;
        else if (row.category === FALLBACKS) localFallbacks = row.total;
        else byCategory[row.category] = row.total;
      }
      return { since, refusedDrafts, byCategory, localFallbacks };
    },
  };
}
