import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, STORY_MESSAGES } from '../../../shared/messages.js';
import type { TAudioJobStatus, TStory } from '../../../shared/stories.js';
import type { Db } from '../../platform/db/client.js';
import { storyAudioJobs } from '../../platform/db/schema/audio.js';
import { stories as storyRows } from '../../platform/db/schema/stories.js';
import { AppError } from '../../platform/errors.js';
import { isUuid } from '../../platform/http/input.js';
import type { NarratedStories } from './abilities.js';
import type { AudioJobRow } from './job-rows.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface NarrationStatusDeps {
  db: Db;
  stories: NarratedStories;
  /** How long a request waits for its job before answering 202. */
  waitMs: number;
  /** True once the server is stopping: a waiting request answers at once (issue 28). */
  stopWaiting?: () => boolean;
  /** How often a waiting request looks at its job row. */
  pollMs: number;
}

/** A job row as the client follows it (spec: GET /api/stories/{id}/audio/status). */
export function statusOf(row: AudioJobRow | undefined): TAudioJobStatus {
  if (!row) return { status: 'none', done: 0, total: 0 };
  return {
    status: row.status,
    done: row.done,
    total: row.total,
    ...(row.status === 'failed' && row.error ? { error: ADMIN_MESSAGES.audioFailed } : {}),
  };
}

/** Reading a narration's state: the status a client polls, and a request's wait for its job. */
export function createNarrationStatus(deps: NarrationStatusDeps) {
  const { db } = deps;

  async function jobRow(storyId: string): Promise<AudioJobRow | undefined> {
    const [row] = await db.select().from(storyAudioJobs).where(eq(storyAudioJobs.storyId, storyId));
    return row;
  }

  /** Waits for the story's job to end, up to waitMs; answers the job's state then. */
  async function waitFor(storyId: string): Promise<TAudioJobStatus> {
    const until = Date.now() + deps.waitMs;
    for (;;) {
      const current = statusOf(await jobRow(storyId));
      if (current.status === 'ready' || current.status === 'failed' || current.status === 'none')
        return current;
      if (Date.now() >= until || deps.stopWaiting?.()) return current;
      await sleep(deps.pollMs);
    }
  }

  /** GET /api/stories/{id}/audio/status: the job, and the story with its audio once it is ready. */
  async function status(
    userId: string,
    storyId: string,
  ): Promise<{ status: TAudioJobStatus; story?: TStory }> {
    if (!isUuid(storyId)) throw AppError.notFound(STORY_MESSAGES.notFound);
    // ONE statement: the owned story with its job (a poll is the session and this). Only a read:
    // the story row is the stories feature's to write (NarratedStories.saveAudio).
    const [row] = await db
      .select({ story: storyRows, job: storyAudioJobs })
      .from(storyRows)
      .leftJoin(storyAudioJobs, eq(storyAudioJobs.storyId, storyRows.id))
      .where(and(eq(storyRows.id, storyId), eq(storyRows.userId, userId)));
    if (!row) throw AppError.notFound(STORY_MESSAGES.notFound);
    const current = statusOf(row.job ?? undefined);
    return current.status === 'ready'
      ? { status: current, story: deps.stories.view(row.story) }
      : { status: current };
  }

  return { waitFor, status };
}

export type NarrationStatus = ReturnType<typeof createNarrationStatus>;
