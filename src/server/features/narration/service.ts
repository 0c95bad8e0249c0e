import type { Db } from '../../platform/db/client.js';
import type { Jobs } from '../../platform/jobs/index.js';
import type { Logger } from '../../platform/logger.js';
import type { AudioCredits, NarratedStories } from './abilities.js';
import type { AudioStore } from './audio-store.js';
import { createNarrationFiles, type AudioFile } from './files.js';
import type { Narrator } from './port.js';
import { createNarrationRequests } from './requests.js';
import { narrationJob } from './run.js';
import { createNarrationStatus } from './status.js';

export type { AudioCredits, NarratedStories } from './abilities.js';
export type { AudioFile } from './files.js';
export type { Requester } from './requests.js';
export { audioUrlOf } from './run.js';

export interface NarrationDeps {
  db: Db;
  jobs: Jobs;
  store: AudioStore;
  narrator: Narrator;
  credits: AudioCredits;
  /** The stories feature's abilities: find a story, save its audio (context.ts). */
  stories: NarratedStories;
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

/**
 * Narration: a story's audio as a job (run.ts), asked for by a parent's Add Audio, a story
 * written with audio, or the daily story (requests.ts), followed by its status (status.ts), and
 * kept as content-addressed files (files.ts).
 */
export function createNarration(deps: NarrationDeps) {
  const { db, store, narrator, credits, stories, logger } = deps;
  const files = createNarrationFiles({ db, store, narrator });
  const job = narrationJob({
    db,
    files,
    credits,
    stories,
    onWrite: deps.onWrite,
    logger,
    retryLimit: deps.retryLimit ?? 3,
    retryDelaySeconds: deps.retryDelaySeconds,
  });
  deps.jobs.define(job);
  const status = createNarrationStatus({
    db,
    stories,
    waitMs: deps.waitMs,
    stopWaiting: deps.stopWaiting,
    pollMs: deps.pollMs ?? 200,
  });
  const requests = createNarrationRequests({ db, jobs: deps.jobs, job, credits, stories, status, logger });

  /** The story's file, only to its owner (the check comes before any URL is signed). */
  async function fileOf(userId: string, storyId: string): Promise<AudioFile | null> {
    const story = await stories.find(userId, storyId);
    return story ? files.locate(story) : null;
  }

  /**
   * Any story's file, with no owner check: for a caller that has decided who may listen
   * (the daily story, which every plan may hear).
   */
  async function fileOfStory(storyId: string): Promise<AudioFile | null> {
    const found = await stories.findAny(storyId);
    return found ? files.locate(found.story) : null;
  }

  return {
    requestAudio: requests.requestAudio,
    narrateSaved: requests.narrateSaved,
    narrateStory: requests.narrateStory,
    status: status.status,
    fileOf,
    fileOfStory,
    removeStory: files.removeStory,
    narrateText: files.narrateText,
    releaseFile: files.releaseFile,
    removeUserAudio: files.removeUserAudio,
    store,
    narrator,
    close: () => narrator.close(),
  };
}

export type Narration = ReturnType<typeof createNarration>;
