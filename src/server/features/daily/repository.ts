import { and, count, desc, eq, getTableColumns, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { TDailyStatusFilter, TDailyStory } from '../../../shared/daily.js';
import type { Db } from '../../platform/db/client.js';
import { dailyStories, dailyStoryViews } from '../../platform/db/schema/daily.js';
import { sharedPerTurn } from '../../platform/per-turn.js';
import { viewBatcher } from './view-batch.js';

/** A story as stored; the reader's load needs no more. */
export type DailyStoryRow = typeof dailyStories.$inferSelect;
/** A story with its views and plays, counted from daily_story_view (the admin's figures). */
export type DailyRow = DailyStoryRow & { views: number; plays: number };

/**
 * The counts are read when asked, never kept on the story's row: a counter there made every
 * reader's load wait on that one row's lock (migration 0016).
 */
// Written out: drizzle leaves a single-table select's columns unqualified, and inside the
// subquery an unqualified "id" would be the view's own.
const WITH_COUNTS = {
  ...getTableColumns(dailyStories),
  views:
    sql<number>`(SELECT count(*) FROM "daily_story_view" v WHERE v."story_id" = "daily_story"."id")`.mapWith(
      Number,
    ),
  plays:
    sql<number>`(SELECT count(v."played_at") FROM "daily_story_view" v WHERE v."story_id" = "daily_story"."id")`.mapWith(
      Number,
    ),
};

/** Newest first, at most this many in the admin's library. */
const LIBRARY_LIMIT = 200;

export function adminAudioUrl(id: string): string {
  return `/api/admin/daily-story/${id}/audio`;
}
export function publicAudioUrl(id: string): string {
  return `/api/stories/daily/audio?storyId=${id}`;
}

/** A row as spec §3 Daily story; `audioUrl` says where this caller can fetch the audio. */
export function toDailyStory(row: DailyRow, audioUrlOf: (id: string) => string): TDailyStory {
  return { ...toStoryFields(row, audioUrlOf), stats: { views: row.views, plays: row.plays } };
}

/** The story without its counts (what a reader is shown). */
export function toStoryFields(
  row: DailyStoryRow,
  audioUrlOf: (id: string) => string,
): Omit<TDailyStory, 'stats'> {
  const audioUrl = row.audio ? audioUrlOf(row.id) : undefined;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    theme: row.theme,
    status: row.status,
    date: row.publishDate,
    generatedAt: row.generatedAt.toISOString(),
    ...(audioUrl && row.audio ? { audioUrl, audio: { audioUrl, ...row.audio } } : {}),
    metadata: { wordCount: row.wordCount, estimatedReadingTime: row.readingTime },
    automatic: row.automatic,
  };
}

export function createDailyRepository(db: Db) {
  async function byId(id: string): Promise<DailyRow | null> {
    const [row] = await db.select(WITH_COUNTS).from(dailyStories).where(eq(dailyStories.id, id));
    return row ?? null;
  }

  async function byDate(date: string): Promise<DailyRow | null> {
    const [row] = await db.select(WITH_COUNTS).from(dailyStories).where(eq(dailyStories.publishDate, date));
    return row ?? null;
  }

  /** The story of a date without its counts: what each reader's load reads. */
  /** Every subscriber's load asks for the day's story: the loads of one turn share one query. */
  const storyOn = sharedPerTurn(async (date: string): Promise<DailyStoryRow | null> => {
    const [row] = await db.select().from(dailyStories).where(eq(dailyStories.publishDate, date));
    return row ?? null;
  });

  async function list(filter: TDailyStatusFilter): Promise<DailyRow[]> {
    return db
      .select(WITH_COUNTS)
      .from(dailyStories)
      .where(filter === 'all' ? undefined : eq(dailyStories.status, filter))
      .orderBy(sql`${dailyStories.publishDate} DESC NULLS FIRST`, desc(dailyStories.generatedAt))
      .limit(LIBRARY_LIMIT);
  }

  /** Published stories whose date lies in [from, to], newest first. */
  async function publishedBetween(from: string, to: string): Promise<DailyRow[]> {
    return db
      .select(WITH_COUNTS)
      .from(dailyStories)
      .where(and(gte(dailyStories.publishDate, from), lte(dailyStories.publishDate, to)))
      .orderBy(desc(dailyStories.publishDate));
  }

  async function counts(today: string) {
    const [row] = await db
      .select({
        drafts: count(sql`CASE WHEN ${dailyStories.status} = 'draft' THEN 1 END`),
        published: count(sql`CASE WHEN ${dailyStories.status} = 'published' THEN 1 END`),
        upcoming: count(sql`CASE WHEN ${dailyStories.publishDate} > ${today} THEN 1 END`),
      })
      .from(dailyStories);
    return { drafts: row?.drafts ?? 0, published: row?.published ?? 0, upcoming: row?.upcoming ?? 0 };
  }

  /**
   * Schedules (publishes) a story for a date; 'taken' when another story the admin chose has that
   * date. An automatic story on that date is replaced: deleted in the same transaction (its
   * narration key, if any, is returned for the caller to release). The scheduled story is the
   * admin's choice from now on, so it is no longer automatic.
   */
  async function schedule(
    id: string,
    date: string,
  ): Promise<{ row: DailyRow; replaced: DailyStoryRow | null } | 'taken' | null> {
    try {
      const done = await db.transaction(async (tx) => {
        const [replaced] = await tx
          .delete(dailyStories)
          .where(
            and(
              eq(dailyStories.publishDate, date),
              eq(dailyStories.automatic, true),
              ne(dailyStories.id, id),
            ),
          )
          .returning();
        const [row] = await tx
          .update(dailyStories)
          .set({ publishDate: date, status: 'published', automatic: false, updatedAt: new Date() })
          .where(eq(dailyStories.id, id))
          .returning({ id: dailyStories.id });
        if (!row) throw new NoSuchStory();
        return { id: row.id, replaced: replaced ?? null };
      });
      const row = await byId(done.id);
      return row ? { row, replaced: done.replaced } : null;
    } catch (err) {
      if (err instanceof NoSuchStory) return null;
      if (isUniqueViolation(err)) return 'taken';
      throw err;
    }
  }

  async function remove(where: { id: string } | { date: string }): Promise<DailyStoryRow | null> {
    const [row] = await db
      .delete(dailyStories)
      .where('id' in where ? eq(dailyStories.id, where.id) : eq(dailyStories.publishDate, where.date))
      .returning();
    return row ?? null;
  }

  async function audioKeyInUse(key: string): Promise<boolean> {
    const [row] = await db
      .select({ id: dailyStories.id })
      .from(dailyStories)
      .where(eq(dailyStories.audioKey, key))
      .limit(1);
    return row !== undefined;
  }

  /** A reader's load of the public story: one view row per reader, story and day (its id). */
  const countView = viewBatcher(db);

  /**
   * The first play of a view counts, and only when the reader who reports it is the one who
   * viewed; every later report for that view is a no-op. The conditional UPDATE (played_at IS
   * NULL) is what makes concurrent reports count once.
   */
  async function countPlay(storyId: string, viewId: string, userId: string): Promise<boolean> {
    const played = await db
      .update(dailyStoryViews)
      .set({ playedAt: new Date() })
      .where(
        and(
          eq(dailyStoryViews.id, viewId),
          eq(dailyStoryViews.storyId, storyId),
          eq(dailyStoryViews.userId, userId),
          isNull(dailyStoryViews.playedAt),
        ),
      )
      .returning({ id: dailyStoryViews.id });
    return played.length > 0;
  }

  return {
    byId,
    byDate,
    storyOn,
    list,
    publishedBetween,
    counts,
    schedule,
    remove,
    audioKeyInUse,
    countView,
    countPlay,
  };
}

export type DailyRepository = ReturnType<typeof createDailyRepository>;

/** Scheduling a story that does not exist: nothing is deleted (the transaction rolls back). */
class NoSuchStory extends Error {}

/** PostgreSQL's unique_violation, however the driver wraps it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
