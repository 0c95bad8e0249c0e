import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, STORY_MESSAGES } from '../../../shared/messages.js';
import type { TAudioJobStatus, TStory } from '../../../shared/stories.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { storyAudioJobs, type StoredCredit } from '../../platform/db/schema/audio.js';
import type { Access } from '../../platform/entitlements.js';
import { AppError } from '../../platform/errors.js';
import type { Jobs } from '../../platform/jobs/index.js';
import type { Logger } from '../../platform/logger.js';
import type { AudioCredits, NarratedStories } from './abilities.js';
import { audioJobRows as rows } from './job-rows.js';
import type { NarrationJob } from './run.js';
import type { NarrationStatus } from './status.js';

export interface Requester {
  userId: string;
  access: Access;
  timeZone: string;
}

export interface NarrationRequestDeps {
  db: Db;
  jobs: Jobs;
  job: NarrationJob;
  credits: AudioCredits;
  stories: NarratedStories;
  status: NarrationStatus;
  logger: Logger;
}

/** No audio credit left today: the claim and everything else in its transaction roll back. */
class NoCredit extends Error {}

/**
 * The ways a narration is asked for. Each records the story's job row, spends or holds its credit
 * and queues the job in ONE transaction (pg-boss sends on the transaction's connection), so a
 * crash between them leaves all three or none: never a spent credit without a job.
 */
export function createNarrationRequests(deps: NarrationRequestDeps) {
  const { db, jobs, job, credits, stories, status } = deps;

  /**
   * Claims the story's job row: a new row, or a failed one taken back; false when a job is live
   * (or done). On PostgreSQL a concurrent claim of a new row waits here for this transaction.
   */
  async function claim(tx: Tx, userId: string, storyId: string) {
    const inserted = await tx
      .insert(storyAudioJobs)
      .values({ storyId, userId, status: rows.machine.words.queued })
      .onConflictDoNothing()
      .returning({ storyId: storyAudioJobs.storyId });
    if (inserted.length > 0) return true;
    return rows.retake(tx, storyId, { done: 0, total: 0, credit: null, refundedAt: null, error: null });
  }

  /**
   * Claims the job row, pays (`pay` runs in the same transaction, only once the claim is ours, and
   * may refuse by throwing) and queues the job; false when another request's job is live. The
   * row records the credit with the job, so it is settled with the audio or given back once.
   * The worker is woken once the job is committed.
   */
  async function claimAndQueue(
    userId: string,
    storyId: string,
    pay: (tx: Tx) => Promise<StoredCredit | null>,
  ): Promise<boolean> {
    await jobs.prepare(job);
    const queued = await db.transaction(async (tx) => {
      if (!(await claim(tx, userId, storyId))) return false;
      const credit = await pay(tx);
      if (credit) await tx.update(storyAudioJobs).set({ credit }).where(eq(storyAudioJobs.storyId, storyId));
      await jobs.send(job, { storyId }, { singletonKey: storyId, tx });
      return true;
    });
    if (queued) jobs.wake(job);
    return queued;
  }

  /**
   * A job claimed long ago that never started: the process that claimed it may have died before
   * its worker took the job. Queue it again (a duplicate run is harmless: it finds the story
   * ready, or writes the same content-addressed file).
   */
  async function requeueIfStale(storyId: string) {
    const [existing] = await db.select().from(storyAudioJobs).where(eq(storyAudioJobs.storyId, storyId));
    if (existing?.status === rows.machine.words.done)
      throw new AppError('CONFLICT', 409, STORY_MESSAGES.audioAlreadyExists);
    if (!existing || !rows.machine.isStale(existing)) return;
    await jobs.prepare(job);
    const touched = await db.transaction(async (tx) => {
      if (!(await rows.touch(tx, storyId))) return false;
      await jobs.send(job, { storyId }, { singletonKey: storyId, tx });
      return true;
    });
    if (touched) jobs.wake(job);
  }

  async function ownedStory(userId: string, storyId: string): Promise<TStory> {
    const story = await stories.find(userId, storyId);
    if (!story) throw AppError.notFound(STORY_MESSAGES.notFound);
    return story;
  }

  /**
   * POST /api/stories/generate-audio/:id. One request per story spends a credit and queues the
   * job (a request that finds no credit leaves nothing behind: its claim rolls back with it); a
   * concurrent one joins the same job. Answers the story
   * with its audio, or (waited too long) the story without it and the job's status.
   */
  async function requestAudio(
    who: Requester,
    storyId: string,
  ): Promise<{ story: TStory; status: TAudioJobStatus }> {
    const story = await ownedStory(who.userId, storyId);
    if (story.audio) throw new AppError('CONFLICT', 409, STORY_MESSAGES.audioAlreadyExists);
    const spend = async (tx: Tx) => {
      const credit = await credits.spend(
        {
          userId: who.userId,
          access: who.access,
          kind: 'audio',
          childId: story.childId ?? '',
          timeZone: who.timeZone,
        },
        tx,
      );
      if (!credit) throw new NoCredit();
      return credit;
    };
    const queued = await claimAndQueue(who.userId, storyId, spend).catch((err: unknown) => {
      if (!(err instanceof NoCredit)) throw err;
      throw new AppError('NO_CREDITS', 403, STORY_MESSAGES.noCredits('audio'), {
        creditLimit: true,
        kind: 'audio',
        planType: who.access.planType,
      });
    });
    if (!queued) await requeueIfStale(storyId);
    const current = await status.waitFor(storyId);
    if (current.status === 'failed') throw new AppError('GENERATION_FAILED', 502, ADMIN_MESSAGES.audioFailed);
    return { story: await ownedStory(who.userId, storyId), status: current };
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
    try {
      // A story is only just saved: nothing else can hold its job, but if something did, the
      // credit goes back.
      if (!(await claimAndQueue(userId, storyId, async () => credit))) await credits.release(credit);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      deps.logger.warn({ err, storyId }, 'narration not queued: its credit goes back');
      await credits.release(credit);
      await db
        .insert(storyAudioJobs)
        .values({ storyId, userId, status: rows.machine.words.failed, error: message })
        .onConflictDoNothing()
        .catch((e: unknown) => deps.logger.warn({ err: e, storyId }, 'failed narration not recorded'));
    }
    const current = await status.waitFor(storyId);
    return { story: await ownedStory(userId, storyId), status: current };
  }

  /**
   * Narrates any story by id, with no owner check and no credit: for a caller that decided
   * who may ask (the daily story). Joins a live job; answers at once when the audio exists.
   */
  async function narrateStory(storyId: string): Promise<{ story: TStory; status: TAudioJobStatus }> {
    const found = await stories.findAny(storyId);
    if (!found) throw AppError.notFound(STORY_MESSAGES.notFound);
    const { story, userId } = found;
    if (story.audio) {
      const sentences = story.audio.timings?.length ?? 0;
      return { story, status: { status: 'ready', done: sentences, total: sentences } };
    }
    if (!(await claimAndQueue(userId, storyId, async () => null)))
      await requeueIfStale(storyId).catch(() => undefined); // ready meanwhile: waitFor says so
    const current = await status.waitFor(storyId);
    if (current.status === 'failed') throw new AppError('GENERATION_FAILED', 502, ADMIN_MESSAGES.audioFailed);
    return { story: (await stories.find(userId, storyId)) ?? story, status: current };
  }

  return { requestAudio, narrateSaved, narrateStory };
}
