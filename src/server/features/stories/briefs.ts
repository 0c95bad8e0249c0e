import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { TStoryBriefView } from '../../../shared/briefs.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { storyBriefs } from '../../platform/db/schema/stories.js';
import { isUuid } from '../../platform/http/input.js';
import type { BriefRow, BriefStatus } from './brief-state.js';

export type NewBrief = typeof storyBriefs.$inferInsert;

export const briefView = (row: BriefRow): TStoryBriefView => ({
  id: row.id,
  status: row.status,
  storyId: row.storyId,
});

/** Brief rows (0026_story_briefs.sql); a parent's reads filter by their user id. */
export function createBriefStore(db: Db) {
  return {
    /** In the credit reservation's transaction (credits.spend's alsoInTx). */
    async insert(tx: Tx, values: NewBrief): Promise<string> {
      const [row] = await tx.insert(storyBriefs).values(values).returning({ id: storyBriefs.id });
      if (!row) throw new Error('brief insert returned no row');
      return row.id;
    },
    async row(id: string): Promise<BriefRow | null> {
      const [row] = await db.select().from(storyBriefs).where(eq(storyBriefs.id, id));
      return row ?? null;
    },
    async owned(userId: string, id: string): Promise<BriefRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(storyBriefs)
        .where(and(eq(storyBriefs.id, id), eq(storyBriefs.userId, userId)));
      return row ?? null;
    },
    /** Briefs in this status untouched since `before`, oldest first (the resume sweep). */
    async idleSince(status: BriefStatus, before: Date, limit: number): Promise<BriefRow[]> {
      return db
        .select()
        .from(storyBriefs)
        .where(and(inArray(storyBriefs.status, [status]), lt(storyBriefs.updatedAt, before)))
        .orderBy(asc(storyBriefs.updatedAt))
        .limit(limit);
    },
  };
}

export type BriefStore = ReturnType<typeof createBriefStore>;
