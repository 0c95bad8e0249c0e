import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { SERIES_MESSAGES, type TSeries, type TSeriesDetail } from '../../../shared/series.js';
import type { TSeriesCreateRequest } from '../../../shared/series-schema.js';
import { joinNames } from '../../../shared/siblings.js';
import { STORY_EXCERPT_LENGTH, type TStoryOptions } from '../../../shared/stories.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { storySeries } from '../../platform/db/schema/series.js';
import { stories } from '../../platform/db/schema/stories.js';
import type { Access } from '../../platform/entitlements.js';
import { AppError } from '../../platform/errors.js';
import { isUuid } from '../../platform/http/input.js';
import type { ChildFinder } from './abilities.js';
import type { SeriesKeep, StorySeriesChapter } from './writer/types.js';
import { findStoryChildren } from './writer-input.js';

/**
 * Series (issue 27 part 4): a parent starts one for one child or siblings; each chapter is a story
 * written with the series' children and options (the generate request's own are not used), and
 * keeps what chapter 1 chose. Every statement filters by the user id: another family's series is
 * a 404. A chapter is saved with the conditional update of advance(), in the story's transaction.
 */
type SeriesRow = typeof storySeries.$inferSelect;

/** The next chapter of a series, as the story service writes it. */
export interface SeriesChapterJob {
  id: string;
  childIds: string[];
  options: TStoryOptions;
  writer: StorySeriesChapter;
}

const ended = () => new AppError('CONFLICT', 409, SERIES_MESSAGES.ended);

/**
 * Two requests writing the same chapter at once: the second's insert meets the unique index
 * (series_id, chapter) before advance() can refuse it. Either way the parent hears a 409.
 */
export function chapterTaken(err: unknown): AppError | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505')
      return new AppError('CONFLICT', 409, SERIES_MESSAGES.chapterTaken);
  return null;
}

export function toSeries(row: SeriesRow): TSeries {
  return {
    id: row.id,
    childIds: row.childIds,
    childName: row.childName,
    chapters: row.chapters,
    written: row.written,
    options: row.options,
    title: row.title,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createSeriesStore(db: Db, children: ChildFinder) {
  async function create(userId: string, access: Access, request: TSeriesCreateRequest): Promise<TSeries> {
    // The same rules as a story's childIds: each one the parent's own, siblings on Family only.
    const found = await findStoryChildren(children, userId, access, { childIds: request.childIds });
    const { childIds, chapters, ...options } = request;
    const [row] = await db
      .insert(storySeries)
      .values({
        userId,
        childIds,
        childName: joinNames(found.map((c) => c.name)),
        chapters,
        options,
      })
      .returning();
    if (!row) throw new Error('series insert returned no row');
    return toSeries(row);
  }

  async function findRow(userId: string, id: string): Promise<SeriesRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select()
      .from(storySeries)
      .where(and(eq(storySeries.id, id), eq(storySeries.userId, userId)));
    return row ?? null;
  }

  /** The chapters still on the shelf, in order, for each series. */
  async function chaptersOf(userId: string, ids: string[]) {
    if (ids.length === 0) return new Map<string, TSeriesDetail['stories']>();
    const rows = await db
      .select({
        seriesId: stories.seriesId,
        chapter: stories.chapter,
        id: stories.id,
        title: stories.title,
        childId: stories.childId,
        childName: stories.childName,
        theme: stories.theme,
        createdAt: stories.createdAt,
        readingTime: stories.readingTime,
        audio: stories.audio,
        excerpt: sql<string>`left(${stories.content}, ${STORY_EXCERPT_LENGTH})`,
      })
      .from(stories)
      .where(and(eq(stories.userId, userId), inArray(stories.seriesId, ids)))
      .orderBy(asc(stories.chapter));
    const out = new Map<string, TSeriesDetail['stories']>();
    for (const r of rows) {
      if (r.seriesId === null) continue;
      const list = out.get(r.seriesId) ?? [];
      list.push({
        chapter: r.chapter ?? 0,
        id: r.id,
        title: r.title,
        childId: r.childId,
        childName: r.childName,
        theme: r.theme,
        createdAt: r.createdAt.toISOString(),
        readingTime: r.readingTime,
        audio: {
          hasAudio: r.audio !== null,
          duration: r.audio?.duration ?? null,
          audioUrl: r.audio?.audioUrl ?? null,
        },
        cover: null,
        excerpt: r.excerpt,
      });
      out.set(r.seriesId, list);
    }
    return out;
  }

  async function detail(userId: string, id: string): Promise<TSeriesDetail | null> {
    const row = await findRow(userId, id);
    if (!row) return null;
    const chapters = await chaptersOf(userId, [row.id]);
    return { ...toSeries(row), stories: chapters.get(row.id) ?? [] };
  }

  /** The parent's series, newest first, each with its chapters in order. */
  async function list(userId: string): Promise<TSeriesDetail[]> {
    const rows = await db
      .select()
      .from(storySeries)
      .where(eq(storySeries.userId, userId))
      .orderBy(desc(storySeries.createdAt), desc(storySeries.id));
    const chapters = await chaptersOf(
      userId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...toSeries(r), stories: chapters.get(r.id) ?? [] }));
  }

  /**
   * What the next chapter is written with: 404 for a series that is not the parent's, 409 for a
   * finished or ended one. The plots told so far and the last chapter on the shelf's title come
   * from the chapters themselves.
   */
  async function nextChapter(userId: string, id: string): Promise<SeriesChapterJob> {
    const row = await findRow(userId, id);
    if (!row) throw AppError.notFound(SERIES_MESSAGES.notFound);
    if (row.status === 'ended') throw ended();
    if (row.status === 'finished' || row.written >= row.chapters)
      throw new AppError('CONFLICT', 409, SERIES_MESSAGES.finished);
    const told = await db
      .select({ planId: stories.planId, title: stories.title })
      .from(stories)
      .where(and(eq(stories.userId, userId), eq(stories.seriesId, row.id)))
      .orderBy(asc(stories.chapter));
    const keep = (row.keep ?? undefined) as SeriesKeep | undefined;
    return {
      id: row.id,
      childIds: row.childIds,
      options: row.options,
      writer: {
        chapter: row.written + 1,
        chapters: row.chapters,
        ...(keep === undefined ? {} : { keep }),
        ...(row.lastEvent === null ? {} : { lastEvent: row.lastEvent }),
        ...(told.length === 0 ? {} : { lastTitle: told.at(-1)?.title }),
        planIds: told.flatMap((t) => (t.planId === null ? [] : [t.planId])),
      },
    };
  }

  /** A series whose child is gone ends (the trigger of 0025 does it too, for every path). */
  async function end(userId: string, id: string): Promise<void> {
    await db
      .update(storySeries)
      .set({ status: 'ended', updatedAt: new Date() })
      .where(and(eq(storySeries.id, id), eq(storySeries.userId, userId), eq(storySeries.status, 'open')));
  }

  /**
   * In the transaction that saves the chapter: one more written, only if it is still the chapter
   * expected (two tabs writing the same chapter: the second is refused and its credit returned).
   */
  async function advance(
    tx: Tx,
    userId: string,
    job: SeriesChapterJob,
    chapter: { title: string; keep?: SeriesKeep; event?: string },
  ): Promise<void> {
    const n = job.writer.chapter;
    const rows = await tx
      .update(storySeries)
      .set({
        written: sql`${storySeries.written} + 1`,
        status: sql`case when ${storySeries.written} + 1 >= ${storySeries.chapters} then 'finished' else 'open' end`,
        title: sql`coalesce(${storySeries.title}, ${chapter.title})`,
        ...(n === 1 && chapter.keep !== undefined ? { keep: chapter.keep as Record<string, unknown> } : {}),
        lastEvent: chapter.event ?? null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(storySeries.id, job.id),
          eq(storySeries.userId, userId),
          eq(storySeries.status, 'open'),
          eq(storySeries.written, n - 1),
        ),
      )
      .returning({ id: storySeries.id });
    if (rows.length === 0) throw new AppError('CONFLICT', 409, SERIES_MESSAGES.chapterTaken);
  }

  return { create, detail, list, nextChapter, end, advance };
}

export type SeriesStore = ReturnType<typeof createSeriesStore>;
