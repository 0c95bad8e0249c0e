import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { keyTimings, storyDocument } from '../../../shared/story-document.js';
import type { TStoryAudio } from '../../../shared/stories.js';
import type { Db } from '../../platform/db/client.js';
import { storyAudioJobs } from '../../platform/db/schema/audio.js';
import { Superseded } from '../../platform/jobs/job-row.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { Logger } from '../../platform/logger.js';
import type { AudioCredits, NarratedStories } from './abilities.js';
import type { NarrationFiles } from './files.js';
import { audioJobRows as rows } from './job-rows.js';
import { readMp3Info } from './mp3-frames.js';

const ZPayload = z.object({ storyId: z.uuid() });
export type NarrationJob = JobDefinition<typeof ZPayload>;

export function audioUrlOf(storyId: string): string {
  return `/api/stories/${storyId}/audio`;
}

export interface NarrationRunDeps {
  db: Db;
  files: NarrationFiles;
  credits: AudioCredits;
  stories: NarratedStories;
  /** A story's audio changed: the read cache forgets the user's library. */
  onWrite(userId: string): void;
  logger: Logger;
  retryLimit: number;
  retryDelaySeconds?: number;
}

/**
 * The narration job: narrates a story's text (or reuses the same text's file), then in one
 * transaction marks its row ready, has the stories feature put the audio on the story, and
 * settles the credit. Each run is fenced by its attempt (platform/jobs/job-row.ts): only the
 * story's latest run writes, so a run replaced by another (its worker lost the lease) saves nothing.
 */
export function narrationJob(deps: NarrationRunDeps): NarrationJob {
  const { db, files, credits, stories, logger, retryLimit } = deps;

  /** Progress of the narration, kept on its job row by the run that owns it. */
  async function narrate(storyId: string, attempt: number, content: string) {
    let progressWrite = Promise.resolve();
    const made = await files.narrationFor(
      content,
      ({ done, total }) => {
        // Written in order, one at a time; progress is advisory, so a failed write is only logged.
        progressWrite = progressWrite
          .then(async () => {
            await rows.update(db, storyId, attempt, { done, total });
          })
          .catch((err: unknown) => logger.warn({ err, storyId }, 'narration progress not saved'));
      },
      // A replaced run does not store its file over the latest run's.
      () => rows.hold(db, storyId, attempt, {}),
    );
    await progressWrite;
    return made;
  }

  /** Gives the credit back and fails the job, once, while `attempt` is the story's latest run. */
  async function finalFailure(storyId: string, message: string, attempt: number) {
    // Claiming refunded_at first makes the refund happen once, whoever else runs this. The refund
    // comes before the row says 'failed', so whoever sees 'failed' (a waiting request) also sees
    // the credit back.
    const [claimed] = await db
      .update(storyAudioJobs)
      .set({ refundedAt: new Date() })
      .where(
        and(
          rows.fence(storyId, attempt),
          sql`${storyAudioJobs.refundedAt} IS NULL`,
          sql`${storyAudioJobs.credit} IS NOT NULL`,
        ),
      )
      .returning({ credit: storyAudioJobs.credit });
    // If this fails the reservation stays 'reserved' and the credits sweeper gives it back.
    if (claimed?.credit) await credits.release(claimed.credit);
    await rows.update(db, storyId, attempt, { error: message }, rows.machine.words.failed);
  }

  async function run(storyId: string) {
    const found = await stories.findAny(storyId);
    if (!found) return; // deleted meanwhile: its job row went with it
    const attempt = await rows.start(db, storyId, 'running');
    if (attempt === null) return; // ready or failed already
    try {
      const made = await narrate(storyId, attempt, found.story.content);
      // Each timing names the sentence it says (issue 27): the reader marks sentences by id.
      const timings = keyTimings(found.story.document ?? storyDocument(found.story.content), made.timings);
      const info = readMp3Info(made.bytes); // measured from the file, as players will show it
      const audio: TStoryAudio = {
        audioUrl: audioUrlOf(storyId),
        mimeType: 'audio/mpeg',
        delivery: 'url',
        duration: Math.round(info.duration * 1000) / 1000,
        voiceId: made.voiceId,
        size: made.bytes.length,
        timings,
      };
      await db.transaction(async (tx) => {
        // The fence first: only the story's latest run saves, so the audio and the credit's
        // settlement are written once even if a replaced run is still going somewhere.
        const sentences = timings.length;
        await rows.hold(
          tx,
          storyId,
          attempt,
          { contentKey: made.key, timings, done: sentences, total: sentences, error: null },
          rows.machine.words.done,
        );
        await stories.saveAudio(tx, storyId, audio);
        const [held] = await tx
          .select({ credit: storyAudioJobs.credit })
          .from(storyAudioJobs)
          .where(eq(storyAudioJobs.storyId, storyId));
        // The reservation is paid for by the audio: the credits sweeper never gives it back.
        if (held?.credit) await credits.settle(tx, held.credit, storyId);
      });
      deps.onWrite(found.userId);
      logger.info(
        { storyId, duration: audio.duration, size: audio.size, reused: made.reused },
        'story narrated',
      );
    } catch (err) {
      if (err instanceof Superseded) {
        logger.warn({ storyId, attempt }, 'narration run replaced by a later run: nothing saved');
        return;
      }
      const message = err instanceof Error ? err.message : String(err);
      logger.warn({ err, storyId, attempt }, 'narration attempt failed');
      if (rows.machine.afterFailure(attempt, retryLimit) === rows.machine.words.failed) {
        await finalFailure(storyId, message, attempt);
        return; // done for good: pg-boss must not retry a job whose credit was given back
      }
      await rows.update(db, storyId, attempt, { error: message }, rows.machine.words.queued);
      throw err;
    }
  }

  return {
    name: 'narration.generate-audio',
    payload: ZPayload,
    retryLimit,
    retryDelaySeconds: deps.retryDelaySeconds,
    // A worker killed mid-narration stops renewing the job's lease (JOB_LEASE_SECONDS): the job is
    // run again once it lapses. The expiry stays as pg-boss's own limit before the first heartbeat.
    heartbeat: true,
    expireInSeconds: 300,
    handler: ({ storyId }) => run(storyId),
  };
}
