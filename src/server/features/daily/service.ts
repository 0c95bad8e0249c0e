import {
  DAILY_UI,
  type TAdminDailyStoryResponse,
  type TDailyStats,
  type TDailyStatusFilter,
  type TDailyStory,
  type TPublicDailyStory,
} from '../../../shared/daily.js';
import { ADMIN_STATS_WINDOW_DAYS } from '../../../shared/constants.js';
import { ADMIN_MESSAGES, DAILY_MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../platform/errors.js';
import type { Logger } from '../../platform/logger.js';
import type { DailyNarration } from './abilities.js';
import { addDays, todayIn } from './calendar.js';
import {
  adminAudioUrl,
  publicAudioUrl,
  toDailyStory,
  toStoryFields,
  type DailyRepository,
  type DailyRow,
} from './repository.js';

export interface DailyServiceDeps {
  repository: DailyRepository;
  narration: DailyNarration;
  logger: Logger;
  timeZone: string;
  now: () => Date;
}

const notFound = () => AppError.notFound(DAILY_UI.noSuchStory);
const asAdmin = (row: DailyRow) => toDailyStory(row, adminAudioUrl);

/** Schedules, deletes, lists and counts daily stories; "today" is APP_TIMEZONE's date. */
export function createDailyService({ repository, narration, logger, timeZone, now }: DailyServiceDeps) {
  const today = () => todayIn(timeZone, now());

  /** Spec §5: a date is required, and it may not be before today. Scheduling publishes. */
  async function schedule(id: string, publishDate: string): Promise<TDailyStory> {
    if (publishDate < today()) throw AppError.badRequest(ADMIN_MESSAGES.pastDate);
    const result = await repository.schedule(id, publishDate);
    if (result === null) throw notFound();
    if (result === 'taken') throw new AppError('CONFLICT', 409, DAILY_UI.dateTaken(publishDate));
    if (result.replaced) {
      logger.info({ replaced: result.replaced.id, by: id, publishDate }, 'automatic daily story replaced');
      await releaseAudio(result.replaced.audioKey);
    }
    return asAdmin(result.row);
  }

  /** A deleted story's narration file, unless another story shares it. */
  async function releaseAudio(key: string | null) {
    if (key && !(await repository.audioKeyInUse(key))) {
      await narration
        .release(key)
        .catch((err: unknown) => logger.warn({ err, key }, 'daily audio not deleted'));
    }
  }

  /** Deletes the row, then its narration file unless another story shares it; answers what was deleted. */
  async function remove(where: { id: string } | { date: string }): Promise<{ id: string; title: string }> {
    const removed = await repository.remove(where);
    if (!removed) throw notFound();
    await releaseAudio(removed.audioKey);
    return { id: removed.id, title: removed.title };
  }

  async function list(filter: TDailyStatusFilter): Promise<TDailyStory[]> {
    return (await repository.list(filter)).map(asAdmin);
  }

  async function byId(id: string): Promise<TDailyStory> {
    const row = await repository.byId(id);
    if (!row) throw notFound();
    return asAdmin(row);
  }

  /** GET /admin/daily-story: today's story, whether there is one, and what the calendar says. */
  async function current(): Promise<TAdminDailyStoryResponse> {
    const date = today();
    const [row, counts] = await Promise.all([repository.byDate(date), repository.counts(date)]);
    return {
      success: true,
      story: row ? asAdmin(row) : null,
      hasStoryToday: row !== null,
      debugInfo: { today: date, timeZone, ...counts },
    };
  }

  /** Spec §3 Daily stats over the stories published in the last ADMIN_STATS_WINDOW_DAYS days. */
  async function stats(): Promise<TDailyStats> {
    const to = today();
    const rows = await repository.publishedBetween(addDays(to, -(ADMIN_STATS_WINDOW_DAYS - 1)), to);
    const totalViews = rows.reduce((n, r) => n + r.views, 0);
    const totalPlays = rows.reduce((n, r) => n + r.plays, 0);
    return {
      totalStories: rows.length,
      totalViews,
      totalPlays,
      averageViewsPerStory: rows.length ? Math.round((totalViews / rows.length) * 10) / 10 : 0,
      recentStories: rows.slice(0, 10).map((r) => ({
        id: r.id,
        date: r.publishDate ?? '',
        title: r.title,
        theme: r.theme,
        stats: { views: r.views, plays: r.plays },
      })),
    };
  }

  /** Today's story for a reader, with their view of it today (one per reader, story and day). */
  async function readToday(userId: string): Promise<{ story: TPublicDailyStory; viewId: string }> {
    const day = today();
    const row = await repository.storyOn(day);
    if (!row)
      throw new AppError('NOT_FOUND', 404, DAILY_MESSAGES.noDailyStory, { success: false, story: null });
    const viewId = await repository.countView(row.id, userId, day);
    const {
      status: _status,
      generatedAt: _at,
      automatic: _auto,
      ...story
    } = toStoryFields(row, publicAudioUrl);
    return { story, viewId };
  }

  /** A play counts only from the reader whose view it names. */
  async function countPlay(storyId: string, viewId: string, userId: string): Promise<boolean> {
    return repository.countPlay(storyId, viewId, userId);
  }

  /** The stored narration of a story: today's for readers (storyId must match), any for admins. */
  async function audioFile(
    where: { today: true; storyId?: string } | { id: string },
  ): Promise<{ key: string; size: number } | null> {
    const row = 'id' in where ? await repository.byId(where.id) : await repository.storyOn(today());
    if (!row?.audioKey) return null;
    if ('today' in where && where.storyId && where.storyId !== row.id) return null;
    const key = `${row.audioKey}.mp3`;
    const size = await narration.size(key);
    return size === null ? null : { key, size };
  }

  return { today, schedule, remove, list, byId, current, stats, readToday, countPlay, audioFile };
}

export type DailyService = ReturnType<typeof createDailyService>;
