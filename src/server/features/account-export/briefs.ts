import { asc, eq } from 'drizzle-orm';
import type { TFamilyExport } from '../../../shared/account-export.js';
import type { Db } from '../../platform/db/client.js';
import { storyBriefs } from '../../platform/db/schema/stories.js';

/**
 * The family's story requests (issue 27 part 1's briefs): what the parent asked for, when, for
 * which children, and how it ended (the story it made, or the answer it failed with). The credit
 * reservation's id and the idempotency key are the server's bookkeeping and stay out.
 */
export async function collectStoryRequests(db: Db, userId: string): Promise<TFamilyExport['storyRequests']> {
  const rows = await db
    .select()
    .from(storyBriefs)
    .where(eq(storyBriefs.userId, userId))
    .orderBy(asc(storyBriefs.createdAt), asc(storyBriefs.id));
  return rows.map((r) => ({
    id: r.id,
    childIds: r.childIds,
    options: r.options,
    seriesId: r.seriesId,
    status: r.status,
    storyId: r.storyId,
    notices: r.notices ?? [],
    error: r.error?.error ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
