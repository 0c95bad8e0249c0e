import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  AUTO_DAILY_NAMES,
  AUTO_DAILY_THEMES,
  ZDailyGenerateRequest,
  type TDailyGenerateRequest,
  type TDailySettings,
} from '../../../shared/daily.js';
import type { Db } from '../../platform/db/client.js';
import { dailyAutoDays, dailySettings, dailyStories } from '../../platform/db/schema/daily.js';
import type { JobDefinition, Jobs } from '../../platform/jobs/index.js';
import type { Logger } from '../../platform/logger.js';
import type { DailyAuthor } from './abilities.js';
import { todayIn } from './calendar.js';
import { dailyWriterInput } from './writer-input.js';

export interface AutoPublishDeps {
  db: Db;
  jobs: Jobs;
  /** The same writer and safety check as the admin's generator (context.ts wires it). */
  author: DailyAuthor;
  logger: Logger;
  timeZone: string;
  now: () => Date;
}

/**
 * What a run did: published today's story; found the switch off; found the day already had its
 * automatic run; found a story the admin scheduled; or the writer refused both drafts (the next
 * run tries again).
 */
export type AutoPublishOutcome = 'published' | 'off' | 'done' | 'taken' | 'refused';

const ZNoPayload = z.object({}).loose();
export const AUTO_PUBLISH_JOB = 'daily.auto-publish';

/** The story on its date already (the admin scheduled one meanwhile): the claim is undone. */
class DateTaken extends Error {}

/** The generator payload of a date's automatic story: the defaults, theme and hero by the date. */
export function automaticRequest(date: string): TDailyGenerateRequest {
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  return ZDailyGenerateRequest.parse({
    theme: AUTO_DAILY_THEMES[day % AUTO_DAILY_THEMES.length],
    mainCharacterName: AUTO_DAILY_NAMES[day % AUTO_DAILY_NAMES.length],
  });
}

/**
 * Issue 26, a home that is never empty: on a day the admin left empty (APP_TIMEZONE's date), the
 * app writes a story with the daily generator's writer and publishes it, marked automatic.
 *
 * A pg-boss cron job looks every minute (so the start of the day is met in any zone, whatever its
 * offset from UTC), and every process kicks it once at start-up. Publishing once is the
 * database's doing, not a flag in memory: the day's row in daily_auto_day and the story are
 * inserted in one transaction, and its primary key lets only one server (or one of two runs) win.
 * The unique publish_date means a story the admin scheduled is never displaced.
 */
export function createDailyAutoPublish(deps: AutoPublishDeps) {
  const { db, author, logger } = deps;
  const today = () => todayIn(deps.timeZone, deps.now());

  /** The switch, whether the day had its run, whether a story holds the date: one statement. */
  async function dayState(date: string) {
    const [row] = await db
      .select({
        on: dailySettings.autoPublish,
        ran: sql<boolean>`exists (select 1 from "daily_auto_day" d where d."date" = ${date})`.mapWith(
          Boolean,
        ),
        taken: sql<boolean>`exists (select 1 from "daily_story" s where s."publish_date" = ${date})`.mapWith(
          Boolean,
        ),
      })
      .from(dailySettings);
    // The migration writes the settings row; without it the default (on) holds.
    return row ?? { on: true, ran: false, taken: false };
  }

  async function publishToday(): Promise<AutoPublishOutcome> {
    const date = today();
    const state = await dayState(date);
    if (!state.on) return 'off';
    if (state.ran) return 'done';
    if (state.taken) return 'taken';
    const request = automaticRequest(date);
    // Written outside the transaction: an LLM writer may take seconds, and a transaction held that
    // long would stall everything on the embedded database.
    const written = await author.write(dailyWriterInput(request));
    if (!written) {
      logger.warn({ date }, 'automatic daily story refused by the safety check; the next run tries again');
      return 'refused';
    }
    try {
      return await db.transaction(async (tx) => {
        // Switched off while the story was being written: the admin's word wins.
        const [setting] = await tx.select({ on: dailySettings.autoPublish }).from(dailySettings);
        if (setting && !setting.on) return 'off' as const;
        const [claimed] = await tx
          .insert(dailyAutoDays)
          .values({ date })
          .onConflictDoNothing()
          .returning({ date: dailyAutoDays.date });
        if (!claimed) return 'done' as const;
        const [story] = await tx
          .insert(dailyStories)
          .values({
            title: written.title,
            content: written.content,
            theme: request.theme,
            status: 'published',
            publishDate: date,
            automatic: true,
            wordCount: written.wordCount,
            readingTime: written.readingTime,
            request,
            writer: written.writer,
          })
          .onConflictDoNothing({ target: dailyStories.publishDate })
          .returning({ id: dailyStories.id });
        if (!story) throw new DateTaken();
        await tx.update(dailyAutoDays).set({ storyId: story.id }).where(eq(dailyAutoDays.date, date));
        logger.info({ date, storyId: story.id }, 'automatic daily story published');
        return 'published' as const;
      });
    } catch (err) {
      if (err instanceof DateTaken) return 'taken';
      throw err;
    }
  }

  const job: JobDefinition<typeof ZNoPayload> = {
    name: AUTO_PUBLISH_JOB,
    payload: ZNoPayload,
    cron: '* * * * *',
    retryLimit: 2,
    expireInSeconds: 300,
    handler: async () => {
      await publishToday();
    },
  };
  deps.jobs.define(job);

  /** At start-up: the job at once, so a server starting on an empty day fills it without waiting. */
  async function kick(): Promise<void> {
    await deps.jobs.send(job, {}, { singletonKey: `${AUTO_PUBLISH_JOB}:${today()}` });
  }

  async function settings(): Promise<TDailySettings> {
    const [row] = await db.select({ autoPublish: dailySettings.autoPublish }).from(dailySettings);
    return { autoPublish: row?.autoPublish ?? true };
  }

  async function setAutoPublish(autoPublish: boolean, adminId: string): Promise<TDailySettings> {
    await db
      .insert(dailySettings)
      .values({ id: true, autoPublish, updatedBy: adminId })
      .onConflictDoUpdate({
        target: dailySettings.id,
        set: { autoPublish, updatedBy: adminId, updatedAt: new Date() },
      });
    // Switched on during an empty day: publish now rather than at the next minute's run.
    if (autoPublish)
      await kick().catch((err: unknown) => logger.warn({ err }, 'automatic daily story not queued'));
    return { autoPublish };
  }

  return { publishToday, kick, settings, setAutoPublish, job };
}

export type DailyAutoPublish = ReturnType<typeof createDailyAutoPublish>;
