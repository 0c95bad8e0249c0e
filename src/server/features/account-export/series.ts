import { asc, eq } from 'drizzle-orm';
import type { TFamilyExport } from '../../../shared/account-export.js';
import type { Db } from '../../platform/db/client.js';
import { storySeries } from '../../platform/db/schema/series.js';

/**
 * The family's series (issue 27 part 4): children, chapters, options, title and status. The
 * engine's keep (the companion and world it chose) is how the stories were written, not about the
 * family, and stays out; each chapter is in `stories` with its seriesId and chapter.
 */
export async function collectSeries(db: Db, userId: string): Promise<TFamilyExport['series']> {
  const rows = await db
    .select()
    .from(storySeries)
    .where(eq(storySeries.userId, userId))
    .orderBy(asc(storySeries.createdAt), asc(storySeries.id));
  return rows.map((r) => ({
    id: r.id,
    childIds: r.childIds,
    childName: r.childName,
    chapters: r.chapters,
    written: r.written,
    options: r.options,
    title: r.title,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
}
