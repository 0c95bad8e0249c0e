import { createHash } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TCreditKind } from '../../../shared/credits.js';
import { ADMIN_MESSAGES, STORY_MESSAGES } from '../../../shared/messages.js';
import type { TAudioJobStatus, TSentenceTiming, TStory, TStoryAudio } from '../../../shared/stories.js';
import { ZSentenceTiming } from '../../../shared/stories.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { storyAudioJobs, type StoredCredit } from '../../platform/db/schema/audio.js';
import { stories } from '../../platform/db/schema/stories.js';
import type { Access } from '../../platform/entitlements.js';
import { AppError } from '../../platform/errors.js';
import { isUuid } from '../../platform/http/input.js';
import type { JobDefinition, Jobs } from '../../platform/jobs/index.js';
import type { Logger } from '../../platform/logger.js';
import type { AudioStore } from './audio-store.js';
import { readMp3Info } from './mp3-frames.js';
import type { Narrator } from './port.js';

/** The credits abilities narration needs (wired in context.ts from the credits feature). */
export interface AudioCredits {
  spend(req: {
    userId: string;
    access: Access;
    kind: TCreditKind;
    childId: string;
    timeZone: string;
  }): Promise<StoredCredit | null>;
  /** Gives a reserved credit back (a no-op once settled or released). */
  release(spent: StoredCredit): Promise<void>;
  /** Marks the credit as paid for, in the transaction that saves the audio. */
  settle(tx: Tx, spent: StoredCredit, storyId: string): Promise<unknown>;
}

export interface NarrationDeps {
  db: Db;
  jobs: Jobs;
  store: AudioStore;
  narrator: Narrator;
  credits: AudioCredits;
  findStory(userId: string, storyId: string): Promise<TStory | null>;
  /** The stories feature's view of a story row (the status read loads the row with its job). */
  storyView(row: typeof stories.$inferSelect): TStory;
  /** A story's audio changed: the read cache forgets the user's library. */
  onWrite(userId: string): void;
  logger: Logger;
  /** How long POST generate-audio waits for its job before answering 202. */
  waitMs: number;
  /** True once the server is stopping: a waiting Add Audio answers its 202 at once (issue 28). */
  stopWaiting?: () => boolean;
  /** Retries after the first attempt (pg-boss, with backoff) before the credit is given back. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How often a waiting request looks at its job row. */
  pollMs?: number;
}

export interface Requester {
  userId: string;
  access: Access;
  timeZone: string;
}

const ZPayload = z.object({ storyId: z.uuid() });
const ZSidecar = z.object({ timings: z.array(ZSentenceTiming), voiceId: z.string() });
const JOB_NAME = 'narration.generate-audio';
const STALE_QUEUED_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A run that another run of the same story replaced (its worker lost the job's lease, say cut off
 * from the database, and another worker took the job): it stops without writing anything.
 */
class Superseded extends Error {}

/** A narrated file: streamed by the API (key, size) or, from a bucket, played from `url`. */
export interface AudioFile {
  key: string;
  size: number;
  url?: string;
}

export function audioUrlOf(storyId: string): string {
  return `/api/stories/${storyId}/audio`;
}

export function createNarration(deps: NarrationDeps) {
  const { db, store, narrator, credits, logger } = deps;
  const retryLimit = deps.retryLimit ?? 3;
  const pollMs = deps.pollMs ?? 200;

  function contentKeyOf(content: string): string {
    return createHash('sha256')
      .update(`${narrator.voiceId}\n${narrator.settingsKey}\n${content}`)
      .digest('hex');
  }

  async function jobRow(storyId: string) {
    const [row] = await db.select().from(storyAudioJobs).where(eq(storyAudioJobs.storyId, storyId));
    return row;
  }

  /**
   * The file for this text + voice + settings: reused when it exists, else narrated and stored.
   * `beforeStore` may refuse (throw) to store what was narrated.
   */
  async function narrationFor(
    content: string,
    onProgress: (p: { done: number; total: number }) => void,
    beforeStore: () => Promise<void> = async () => undefined,
  ) {
    const key = contentKeyOf(content);
    const [bytes, sidecar] = await Promise.all([store.readAll(`${key}.mp3`), store.readAll(`${key}.json`)]);
    if (bytes && sidecar) {
      const parsed = ZSidecar.safeParse(JSON.parse(new TextDecoder().decode(sidecar)));
      if (parsed.success) return { key, bytes, ...parsed.data, reused: true };
    }
    const made = await narrator.narrate(content, onProgress);
    await beforeStore();
    // The sidecar goes first: a file is only reused when both are there.
    await store.put(
      `${key}.json`,
      new TextEncoder().encode(JSON.stringify({ timings: made.timings, voiceId: made.voiceId })),
    );
    await store.put(`${key}.mp3`, made.bytes);
    return { key, bytes: made.bytes, timings: made.timings, voiceId: made.voiceId, reused: false };
  }

  /** The story's job row while `attempt` is its latest run (the fence of run()). */
  const runOf = (storyId: string, attempt: number) =>
    and(eq(storyAudioJobs.storyId, storyId), eq(storyAudioJobs.attempts, attempt));

  /** Progress of a personal story's narration, kept on its job row by the run that owns it. */
  async function narrationForStory(storyId: string, attempt: number, content: string) {
    let progressWrite = Promise.resolve();
    const made = await narrationFor(
      content,
      ({ done, total }) => {
        // Written in order, one at a time; progress is advisory, so a failed write is only logged.
        progressWrite = progressWrite
          .then(async () => {
            await db
              .update(storyAudioJobs)
              .set({ done, total, updatedAt: new Date() })
              .where(runOf(storyId, attempt));
          })
          .catch((err: unknown) => logger.warn({ err, storyId }, 'narration progress not saved'));
      },
      async () => {
        const [row] = await db
          .select({ attempts: storyAudioJobs.attempts })
          .from(storyAudioJobs)
          .where(runOf(storyId, attempt));
        if (!row) throw new Superseded();
      },
    );
    await progressWrite;
    return made;
  }

  /**
   * Narrates any text with the same narrator and stores it (the daily story's audio). The key
   * names the file (`${key}.mp3`); equal text + voice + settings share one file.
   */
  async function narrateText(
    content: string,
    onProgress: (p: { done: number; total: number }) => void = () => undefined,
  ): Promise<{
    key: string;
    size: number;
    duration: number;
    voiceId: string;
    mimeType: string;
    timings: TSentenceTiming[];
  }> {
    const made = await narrationFor(content, onProgress);
    const info = readMp3Info(made.bytes);
    return {
      key: made.key,
      size: made.bytes.length,
      duration: Math.round(info.duration * 1000) / 1000,
      voiceId: made.voiceId,
      mimeType: 'audio/mpeg',
      // The daily reader highlights as it plays, like a family's own story.
      timings: made.timings,
    };
  }

  /** Deletes a stored narration unless a personal story uses the same file (the caller checked its own). */
  async function releaseFile(key: string): Promise<void> {
    const [used] = await db
      .select({ storyId: storyAudioJobs.storyId })
      .from(storyAudioJobs)
      .where(eq(storyAudioJobs.contentKey, key))
      .limit(1);
    if (used) return;
    await store.delete(`${key}.mp3`);
    await store.delete(`${key}.json`);
  }

  /** Gives the credit back and fails the job, once; with `attempt`, only while that run is the latest. */
  async function finalFailure(storyId: string, message: string, attempt?: number) {
    const row = attempt === undefined ? eq(storyAudioJobs.storyId, storyId) : runOf(storyId, attempt);
    // Claiming refunded_at first makes the refund happen once, whoever else runs this. The refund
    // comes before the row says 'failed', so whoever sees 'failed' (a waiting request) also sees
    // the credit back.
    const [claimed] = await db
      .update(storyAudioJobs)
      .set({ refundedAt: new Date() })
      .where(and(row, sql`${storyAudioJobs.refundedAt} IS NULL`, sql`${storyAudioJobs.credit} IS NOT NULL`))
      .returning({ credit: storyAudioJobs.credit });
    // If this fails the reservation stays 'reserved' and the credits sweeper gives it back.
    if (claimed?.credit) await credits.release(claimed.credit);
    await db
      .update(storyAudioJobs)
      .set({ status: 'failed', error: message, updatedAt: new Date() })
      .where(row);
  }

  async function run(storyId: string) {
    const row = await jobRow(storyId);
    if (!row || row.status === 'ready' || row.status === 'failed') return;
    const [story] = await db.select().from(stories).where(eq(stories.id, storyId));
    if (!story) return; // deleted meanwhile: its job row went with it
    const [started] = await db
      .update(storyAudioJobs)
      .set({ status: 'running', attempts: sql`${storyAudioJobs.attempts} + 1`, updatedAt: new Date() })
      .where(eq(storyAudioJobs.storyId, storyId))
      .returning({ attempts: storyAudioJobs.attempts });
    const attempts = started?.attempts ?? 1;
    try {
      const made = await narrationForStory(storyId, attempts, story.content);
      const info = readMp3Info(made.bytes); // measured from the file, as players will show it
      const audio: TStoryAudio = {
        audioUrl: audioUrlOf(storyId),
        mimeType: 'audio/mpeg',
        delivery: 'url',
        duration: Math.round(info.duration * 1000) / 1000,
        voiceId: made.voiceId,
        size: made.bytes.length,
        timings: made.timings,
      };
      await db.transaction(async (tx) => {
        // The fence first: only the story's latest run saves, so the audio and the credit's
        // settlement are written once even if a replaced run is still going somewhere.
        const [held] = await tx
          .update(storyAudioJobs)
          .set({
            status: 'ready',
            contentKey: made.key,
            timings: made.timings,
            done: made.timings.length,
            total: made.timings.length,
            error: null,
            updatedAt: new Date(),
          })
          .where(runOf(storyId, attempts))
          .returning({ credit: storyAudioJobs.credit });
        if (!held) throw new Superseded();
        await tx.update(stories).set({ audio }).where(eq(stories.id, storyId));
        // The reservation is paid for by the audio: the credits sweeper never gives it back.
        if (held.credit) await credits.settle(tx, held.credit, storyId);
      });
      deps.onWrite(story.userId);
      logger.info(
        { storyId, duration: audio.duration, size: audio.size, reused: made.reused },
        'story narrated',
      );
    } catch (err) {
      if (err instanceof Superseded) {
        logger.warn({ storyId, attempts }, 'narration run replaced by a later run: nothing saved');
        return;
      }
      const message = err instanceof Error ? err.message : String(err);
      logger.warn({ err, storyId, attempts }, 'narration attempt failed');
      if (attempts > retryLimit) {
        await finalFailure(storyId, message, attempts);
        return; // done for good: pg-boss must not retry a job whose credit was given back
      }
      await db
        .update(storyAudioJobs)
        .set({ status: 'queued', error: message, updatedAt: new Date() })
        .where(runOf(storyId, attempts));
      throw err;
    }
  }

  const job: JobDefinition<typeof ZPayload> = {
    name: JOB_NAME,
    payload: ZPayload,
    retryLimit,
    retryDelaySeconds: deps.retryDelaySeconds,
    // A worker killed mid-narration stops renewing the job's lease (JOB_LEASE_SECONDS): the job is
    // run again once it lapses. The expiry stays as pg-boss's own limit before the first heartbeat.
    heartbeat: true,
    expireInSeconds: 300,
    handler: ({ storyId }) => run(storyId),
  };
  deps.jobs.define(job);

  function statusOf(row: Awaited<ReturnType<typeof jobRow>>): TAudioJobStatus {
    if (!row) return { status: 'none', done: 0, total: 0 };
    return {
      status: row.status,
      done: row.done,
      total: row.total,
      ...(row.status === 'failed' && row.error ? { error: ADMIN_MESSAGES.audioFailed } : {}),
    };
  }

  async function ownedStory(userId: string, storyId: string): Promise<TStory> {
    const story = await deps.findStory(userId, storyId);
    if (!story) throw AppError.notFound(STORY_MESSAGES.notFound);
    return story;
  }

  /** Claims the story's job row: a new row, or a failed one taken back; false when a job is live. */
  async function claim(userId: string, storyId: string): Promise<boolean> {
    const inserted = await db
      .insert(storyAudioJobs)
      .values({ storyId, userId, status: 'queued' })
      .onConflictDoNothing()
      .returning({ storyId: storyAudioJobs.storyId });
    if (inserted.length > 0) return true;
    const retaken = await db
      .update(storyAudioJobs)
      .set({
        status: 'queued',
        done: 0,
        total: 0,
        attempts: 0,
        credit: null,
        refundedAt: null,
        error: null,
        updatedAt: new Date(),
      })
      .where(and(eq(storyAudioJobs.storyId, storyId), eq(storyAudioJobs.status, 'failed')))
      .returning({ storyId: storyAudioJobs.storyId });
    return retaken.length > 0;
  }

  /**
   * Queues the claimed story's job. The claimed row records the credit before the job exists,
   * so whatever happens next the credit is settled with the audio or given back exactly once.
   */
  async function queue(storyId: string, credit: StoredCredit | null, rethrow: boolean) {
    if (credit) await db.update(storyAudioJobs).set({ credit }).where(eq(storyAudioJobs.storyId, storyId));
    try {
      await deps.jobs.send(job, { storyId }, { singletonKey: storyId });
    } catch (err) {
      await finalFailure(storyId, err instanceof Error ? err.message : String(err));
      if (rethrow) throw err;
    }
  }

  /**
   * A job claimed long ago that never started: the process that claimed it may have died between
   * spending the credit and queueing the job. Queue it again (a duplicate run is harmless: it
   * finds the story ready, or writes the same content-addressed file).
   */
  async function requeueIfStale(storyId: string) {
    const existing = await jobRow(storyId);
    if (existing?.status === 'ready') throw new AppError('CONFLICT', 409, STORY_MESSAGES.audioAlreadyExists);
    if (existing?.status === 'queued' && Date.now() - existing.updatedAt.getTime() > STALE_QUEUED_MS) {
      await db
        .update(storyAudioJobs)
        .set({ updatedAt: new Date() })
        .where(eq(storyAudioJobs.storyId, storyId));
      await deps.jobs.send(job, { storyId }, { singletonKey: storyId });
    }
  }

  /** The user who owns a story, by id alone. */
  async function ownerOf(storyId: string): Promise<string | null> {
    if (!isUuid(storyId)) return null;
    const [row] = await db.select({ userId: stories.userId }).from(stories).where(eq(stories.id, storyId));
    return row?.userId ?? null;
  }

  /** A story by id alone, whoever wrote it. */
  async function anyStory(storyId: string): Promise<TStory | null> {
    const owner = await ownerOf(storyId);
    return owner ? deps.findStory(owner, storyId) : null;
  }

  /**
   * POST /api/stories/generate with personalized_audio: narrates a story just saved, with the
   * audio credit the generation already reserved. Never throws for the narration: the story is
   * saved and paid for; a failed narration gives its credit back and shows in the status.
   */
  async function narrateSaved(
    userId: string,
    storyId: string,
    credit: StoredCredit,
  ): Promise<{ story: TStory; status: TAudioJobStatus }> {
    if (await claim(userId, storyId)) await queue(storyId, credit, false);
    else await credits.release(credit); // a story is only just saved: nothing else can hold its job
    const status = await waitFor(storyId);
    return { story: await ownedStory(userId, storyId), status };
  }

  /**
   * Narrates any story by id, with no owner check and no credit: for a caller that decided
   * who may ask (the daily story). Joins a live job; answers at once when the audio exists.
   */
  async function narrateStory(storyId: string): Promise<{ story: TStory; status: TAudioJobStatus }> {
    const owner = await ownerOf(storyId);
    const story = owner ? await deps.findStory(owner, storyId) : null;
    if (!owner || !story) throw AppError.notFound(STORY_MESSAGES.notFound);
    if (story.audio) {
      const sentences = story.audio.timings?.length ?? 0;
      return { story, status: { status: 'ready', done: sentences, total: sentences } };
    }
    if (await claim(owner, storyId)) await queue(storyId, null, true);
    else await requeueIfStale(storyId).catch(() => undefined); // ready meanwhile: waitFor says so
    const status = await waitFor(storyId);
    if (status.status === 'failed') throw new AppError('GENERATION_FAILED', 502, ADMIN_MESSAGES.audioFailed);
    return { story: (await deps.findStory(owner, storyId)) ?? story, status };
  }

  /** Waits for the story's job to end, up to waitMs; answers the job's state then. */
  async function waitFor(storyId: string): Promise<TAudioJobStatus> {
    const until = Date.now() + deps.waitMs;
    for (;;) {
      const status = statusOf(await jobRow(storyId));
      if (status.status === 'ready' || status.status === 'failed' || status.status === 'none') return status;
      if (Date.now() >= until || deps.stopWaiting?.()) return status;
      await sleep(pollMs);
    }
  }

  /**
   * POST /api/stories/generate-audio/:id. One request per story spends a credit and queues the
   * job; a concurrent one joins the same job. Answers the story with its audio, or (waited too
   * long) the story without it and the job's status.
   */
  async function requestAudio(
    who: Requester,
    storyId: string,
  ): Promise<{ story: TStory; status: TAudioJobStatus }> {
    const story = await ownedStory(who.userId, storyId);
    if (story.audio) throw new AppError('CONFLICT', 409, STORY_MESSAGES.audioAlreadyExists);
    if (await claim(who.userId, storyId)) {
      const credit = await credits.spend({
        userId: who.userId,
        access: who.access,
        kind: 'audio',
        childId: story.childId ?? '',
        timeZone: who.timeZone,
      });
      if (!credit) {
        await db.delete(storyAudioJobs).where(eq(storyAudioJobs.storyId, storyId));
        throw new AppError('NO_CREDITS', 403, STORY_MESSAGES.noCredits('audio'), {
          creditLimit: true,
          kind: 'audio',
          planType: who.access.planType,
        });
      }
      await queue(storyId, credit, true);
    } else {
      await requeueIfStale(storyId);
    }
    const status = await waitFor(storyId);
    if (status.status === 'failed') {
      throw new AppError('GENERATION_FAILED', 502, ADMIN_MESSAGES.audioFailed);
    }
    return { story: await ownedStory(who.userId, storyId), status };
  }

  async function status(
    userId: string,
    storyId: string,
  ): Promise<{ status: TAudioJobStatus; story?: TStory }> {
    if (!isUuid(storyId)) throw AppError.notFound(STORY_MESSAGES.notFound);
    // ONE statement: the owned story with its job (a poll is the session and this).
    const [row] = await db
      .select({ story: stories, job: storyAudioJobs })
      .from(stories)
      .leftJoin(storyAudioJobs, eq(storyAudioJobs.storyId, stories.id))
      .where(and(eq(stories.id, storyId), eq(stories.userId, userId)));
    if (!row) throw AppError.notFound(STORY_MESSAGES.notFound);
    const current = statusOf(row.job ?? undefined);
    return current.status === 'ready'
      ? { status: current, story: deps.storyView(row.story) }
      : { status: current };
  }

  /** Where a narrated story's file is: a presigned URL (bucket) or a key and size to stream. */
  async function locate(story: TStory): Promise<AudioFile | null> {
    if (!story.audio) return null;
    const row = await jobRow(story.id);
    if (!row?.contentKey) return null;
    const key = `${row.contentKey}.mp3`;
    // A bucket serves the bytes itself (no HEAD round trip: the size was measured when it was saved).
    if (store.presignedUrl) return { key, size: story.audio.size ?? 0, url: await store.presignedUrl(key) };
    const size = await store.size(key);
    return size === null ? null : { key, size };
  }

  /** The story's file, only to its owner (the check comes before any URL is signed). */
  async function fileOf(userId: string, storyId: string): Promise<AudioFile | null> {
    const story = await deps.findStory(userId, storyId);
    return story ? locate(story) : null;
  }

  /**
   * Any story's file, with no owner check: for a caller that has decided who may listen
   * (the daily story, which every plan may hear).
   */
  async function fileOfStory(storyId: string): Promise<AudioFile | null> {
    const story = await anyStory(storyId);
    return story ? locate(story) : null;
  }

  /** Deletes a story through `remove`, then its audio file unless another story shares it. */
  async function removeStory(
    userId: string,
    storyId: string,
    remove: () => Promise<boolean>,
  ): Promise<boolean> {
    const row = await jobRow(storyId);
    const removed = await remove();
    const contentKey = row?.userId === userId ? row.contentKey : null;
    if (removed && contentKey) {
      const [shared] = await db
        .select({ storyId: storyAudioJobs.storyId })
        .from(storyAudioJobs)
        .where(and(eq(storyAudioJobs.contentKey, contentKey), ne(storyAudioJobs.storyId, storyId)))
        .limit(1);
      if (!shared) {
        await store.delete(`${contentKey}.mp3`);
        await store.delete(`${contentKey}.json`);
      }
    }
    return removed;
  }

  /**
   * Deletes a whole account's rows through `remove` (its audio jobs go with them), then every audio
   * file of that account that no other account's story still uses.
   */
  async function removeUserAudio(userId: string, remove: () => Promise<void>): Promise<number> {
    const rows = await db
      .selectDistinct({ contentKey: storyAudioJobs.contentKey })
      .from(storyAudioJobs)
      .where(eq(storyAudioJobs.userId, userId));
    await remove();
    let deleted = 0;
    for (const { contentKey } of rows) {
      if (!contentKey) continue;
      const [shared] = await db
        .select({ storyId: storyAudioJobs.storyId })
        .from(storyAudioJobs)
        .where(eq(storyAudioJobs.contentKey, contentKey))
        .limit(1);
      if (shared) continue;
      await store.delete(`${contentKey}.mp3`);
      await store.delete(`${contentKey}.json`);
      deleted += 1;
    }
    return deleted;
  }

  return {
    requestAudio,
    narrateSaved,
    narrateStory,
    status,
    fileOf,
    fileOfStory,
    removeStory,
    narrateText,
    releaseFile,
    removeUserAudio,
    store,
    narrator,
    close: () => narrator.close(),
  };
}

export type Narration = ReturnType<typeof createNarration>;
export type { TSentenceTiming };
