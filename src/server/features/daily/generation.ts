import { measuredEstimates } from './estimates.js';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { TDailyGenerateRequest, TDailyJob } from '../../../shared/daily.js';
import { ADMIN_MESSAGES, STORY_MESSAGES } from '../../../shared/messages.js';
import type { Db } from '../../platform/db/client.js';
import { dailyStories, dailyStoryJobs } from '../../platform/db/schema/daily.js';
import { AppError } from '../../platform/errors.js';
import type { JobDefinition, Jobs } from '../../platform/jobs/index.js';
import { Superseded, jobRowMachine, jobRows } from '../../platform/jobs/job-row.js';
import type { Logger } from '../../platform/logger.js';
import type { DailyAuthor, DailyNarration } from './abilities.js';
import { dailyWriterInput } from './writer-input.js';

type JobRow = typeof dailyStoryJobs.$inferSelect;

export interface GenerationDeps {
  db: Db;
  jobs: Jobs;
  author: DailyAuthor;
  narration: DailyNarration;
  logger: Logger;
  /** How long a request waits for its job before answering 202. */
  waitMs: number;
  /** True once the server is stopping: a waiting request answers at once. */
  stopWaiting?: () => boolean;
  retryLimit?: number;
  retryDelaySeconds?: number;
  pollMs?: number;
}

const ZPayload = z.object({ jobId: z.uuid() });
const JOB_NAME = 'daily.generate';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refusal that a retry cannot fix (both drafts failed the safety check). */
class FinalFailure extends Error {}

/**
 * The job row on the one job-row state machine (platform/jobs/job-row.ts), in the admin screen's
 * words: a run writes, then narrates. Every write of a run is fenced by its attempt: a run that a
 * later run replaced (its worker lost the lease) writes nothing more.
 */
const machine = jobRowMachine({
  queued: 'queued',
  running: ['writing', 'narrating'],
  done: 'ready',
  failed: 'failed',
} as const);
const rows = jobRows(dailyStoryJobs, dailyStoryJobs.id, machine);
const unlessSuperseded = (err: unknown) => {
  if (!(err instanceof Superseded)) throw err;
};

export function jobView(row: JobRow): TDailyJob {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    includeAudio: row.includeAudio,
    done: row.done,
    total: row.total,
    storyId: row.storyId,
    ...(row.status === 'failed' && row.error ? { error: row.error } : {}),
  };
}

/**
 * Generation and Add Audio as jobs (ARCHITECTURE §3: long work is a job). The job row holds the
 * progress the admin screen follows; the handler is idempotent: a story already written is not
 * written again on a retry, a story with audio is not narrated again.
 */
export function createDailyGeneration(deps: GenerationDeps) {
  const { db, author, narration, logger } = deps;
  const retryLimit = deps.retryLimit ?? 2;
  const pollMs = deps.pollMs ?? 200;

  async function jobRow(jobId: string): Promise<JobRow | null> {
    const [row] = await db.select().from(dailyStoryJobs).where(eq(dailyStoryJobs.id, jobId));
    return row ?? null;
  }

  async function writeStory(row: JobRow, attempt: number, request: TDailyGenerateRequest): Promise<string> {
    const written = await author.write(dailyWriterInput(request));
    if (!written) throw new FinalFailure(ADMIN_MESSAGES.storyFailed);
    // The draft and the job's link to it are one write: a retry never makes a second draft.
    return db.transaction(async (tx) => {
      const [story] = await tx
        .insert(dailyStories)
        .values({
          title: written.title,
          content: written.content,
          theme: request.theme,
          status: 'draft',
          wordCount: written.wordCount,
          readingTime: written.readingTime,
          request,
          writer: written.writer,
          createdBy: row.requestedBy,
        })
        .returning({ id: dailyStories.id });
      if (!story) throw new Error('daily story not saved');
      // Only the latest run links its draft (a replaced run's draft is rolled back).
      await rows.hold(tx, row.id, attempt, { storyId: story.id });
      return story.id;
    });
  }

  async function narrateStory(jobId: string, attempt: number, storyId: string) {
    const [story] = await db.select().from(dailyStories).where(eq(dailyStories.id, storyId));
    if (!story) throw new FinalFailure(ADMIN_MESSAGES.audioFailed); // deleted meanwhile
    if (story.audio) return;
    await rows.hold(db, jobId, attempt, {}, 'narrating');
    let progress = Promise.resolve();
    const made = await narration.narrate(story.content, ({ done, total }) => {
      // In order, one at a time; progress is advisory, so a failed write is only logged.
      progress = progress
        .then(async () => {
          await rows.hold(db, jobId, attempt, { done, total });
        })
        .catch(unlessSuperseded) // a replaced run's progress is not shown; its end says so
        .catch((err: unknown) => logger.warn({ err, jobId }, 'daily narration progress not saved'));
    });
    await progress;
    await db.transaction(async (tx) => {
      await rows.hold(tx, jobId, attempt, {});
      await tx
        .update(dailyStories)
        .set({
          audio: {
            mimeType: made.mimeType,
            duration: made.duration,
            size: made.size,
            voiceId: made.voiceId,
            ...(made.timings ? { timings: made.timings } : {}),
          },
          audioKey: made.key,
          updatedAt: new Date(),
        })
        .where(eq(dailyStories.id, storyId));
    });
  }

  async function run(jobId: string) {
    const row = await jobRow(jobId);
    if (!row) return;
    // The run starts in the stage it resumes: a story written by an earlier attempt is narrated.
    const attempts = await rows.start(db, jobId, row.storyId && row.includeAudio ? 'narrating' : 'writing');
    if (attempts === null) return; // ready or failed already
    let stage: 'story' | 'audio' = row.storyId ? 'audio' : 'story';
    try {
      let storyId = row.storyId;
      if (!storyId) {
        if (!row.request) throw new FinalFailure(ADMIN_MESSAGES.storyFailed);
        storyId = await writeStory(row, attempts, row.request);
      }
      if (row.includeAudio) {
        stage = 'audio';
        await narrateStory(jobId, attempts, storyId);
      }
      await rows.hold(db, jobId, attempts, { error: null }, machine.words.done);
      logger.info({ jobId, storyId, kind: row.kind }, 'daily story job done');
    } catch (err) {
      if (err instanceof Superseded) {
        logger.warn({ jobId, attempts }, 'daily story run replaced by a later run');
        return;
      }
      const failed = stage === 'story' ? ADMIN_MESSAGES.storyFailed : ADMIN_MESSAGES.audioFailed;
      logger.warn({ err, jobId, attempts, stage }, 'daily story job attempt failed');
      const next = machine.afterFailure(attempts, retryLimit, err instanceof FinalFailure);
      await rows.hold(db, jobId, attempts, { error: failed }, next).catch(unlessSuperseded);
      if (next === machine.words.failed) return; // for good: pg-boss must not retry
      throw err;
    }
  }

  const job: JobDefinition<typeof ZPayload> = {
    name: JOB_NAME,
    payload: ZPayload,
    retryLimit,
    retryDelaySeconds: deps.retryDelaySeconds,
    // A worker that died stops renewing the lease: the job runs again once it lapses (issue 28).
    heartbeat: true,
    expireInSeconds: 300,
    handler: ({ jobId }) => run(jobId),
  };
  deps.jobs.define(job);

  /** The job row and its job in one transaction: both exist, or neither. */
  async function enqueue(values: typeof dailyStoryJobs.$inferInsert): Promise<JobRow> {
    await deps.jobs.prepare(job);
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(dailyStoryJobs).values(values).returning();
      if (!inserted) throw new Error('daily job not saved');
      await deps.jobs.send(job, { jobId: inserted.id }, { singletonKey: inserted.id, tx });
      return inserted;
    });
    deps.jobs.wake(job);
    return row;
  }

  /** POST generate: a new draft, with its narration when includeAudio. */
  function startGeneration(request: TDailyGenerateRequest, adminId: string): Promise<JobRow> {
    return enqueue({
      kind: 'generate',
      request,
      includeAudio: request.includeAudio,
      status: 'queued',
      requestedBy: adminId,
    });
  }

  /** POST {id}/generate-audio: one live job per story; a second request joins it. */
  async function startAudio(storyId: string, adminId: string): Promise<JobRow> {
    const [story] = await db
      .select({ id: dailyStories.id, audio: dailyStories.audio })
      .from(dailyStories)
      .where(eq(dailyStories.id, storyId));
    if (!story) throw AppError.notFound(STORY_MESSAGES.notFound);
    if (story.audio) throw new AppError('CONFLICT', 409, STORY_MESSAGES.audioAlreadyExists);
    const [live] = await db
      .select()
      .from(dailyStoryJobs)
      .where(
        and(
          eq(dailyStoryJobs.storyId, storyId),
          eq(dailyStoryJobs.kind, 'audio'),
          inArray(dailyStoryJobs.status, ['queued', 'narrating']),
        ),
      );
    if (live) return live;
    try {
      return await enqueue({
        kind: 'audio',
        storyId,
        includeAudio: true,
        status: 'queued',
        requestedBy: adminId,
      });
    } catch (err) {
      // Lost the race for the one live job (the partial unique index): join the winner.
      const [winner] = await db
        .select()
        .from(dailyStoryJobs)
        .where(
          and(
            eq(dailyStoryJobs.storyId, storyId),
            eq(dailyStoryJobs.kind, 'audio'),
            inArray(dailyStoryJobs.status, ['queued', 'narrating']),
          ),
        );
      if (winner) return winner;
      throw err;
    }
  }

  /**
   * A job row as a client follows it. Queued long ago and never started: the process that wrote
   * the row may have died before queueing the job, so it is queued again (a duplicate run is
   * harmless: the handler skips what is done).
   */
  async function follow(jobId: string): Promise<JobRow | null> {
    const row = await jobRow(jobId);
    if (row && machine.isStale(row)) {
      await deps.jobs.prepare(job);
      const touched = await db.transaction(async (tx) => {
        if (!(await rows.touch(tx, row.id))) return false;
        await deps.jobs.send(job, { jobId: row.id }, { singletonKey: row.id, tx });
        return true;
      });
      if (touched) deps.jobs.wake(job);
    }
    return row;
  }

  /** Waits for the job to end, up to waitMs (0: not at all). */
  async function waitFor(jobId: string, waitMs = deps.waitMs): Promise<JobRow> {
    const until = Date.now() + waitMs;
    for (;;) {
      const row = await jobRow(jobId);
      if (!row) throw AppError.notFound();
      if (machine.isFinished(row.status) || Date.now() >= until || deps.stopWaiting?.()) return row;
      await sleep(pollMs);
    }
  }

  return { startGeneration, startAudio, waitFor, jobRow, follow, estimates: () => measuredEstimates(db) };
}

export type DailyGeneration = ReturnType<typeof createDailyGeneration>;
