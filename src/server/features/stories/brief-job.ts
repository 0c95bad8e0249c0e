import { z } from 'zod';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { JobDefinition, Jobs } from '../../platform/jobs/index.js';
import type { Logger } from '../../platform/logger.js';
import type { BriefBus, SavedBrief } from './brief-bus.js';
import { createDraftSaver } from './brief-draft.js';
import { saveDraft, startRun } from './brief-state.js';
import type { BriefWriter } from './brief-writer.js';
import type { BriefStore } from './briefs.js';

const ZPayload = z.object({ briefId: z.uuid() });
const ZNoPayload = z.object({}).loose();

/** A queued brief untouched this long was never sent (its server died right after the request). */
const QUEUED_UNSENT_MS = 60_000;
/** A brief still writing after this long has no live run left (its job failed for good): it fails. */
const WRITING_ABANDONED_MS = 30 * 60_000;
const SWEEP_BATCH = 100;

export interface BriefPipelineDeps {
  db: Db;
  jobs: Pick<Jobs, 'define' | 'send' | 'runHere'>;
  briefs: BriefStore;
  writer: BriefWriter;
  bus: BriefBus;
  logger: Logger;
}

/**
 * The generation pipeline's job (issue 27 part 1): `stories.write-brief` writes one brief's story.
 * The request that made the brief runs the job itself at once (jobs.runHere: no queue wait, its
 * text streams to the parent from this process); the job's lease makes it survive that process:
 * after a kill -9 another worker, or the restarted server, runs it again from the brief.
 */
export function createBriefPipeline(deps: BriefPipelineDeps) {
  const { db, briefs, writer, bus, logger } = deps;

  async function run(briefId: string) {
    const row = await startRun(db, briefId);
    if (!row) return; // done or failed already: a duplicate run does nothing
    const draft = createDraftSaver(
      (text) => saveDraft(db, briefId, row.attempts, text),
      logger.child({ briefId }),
    );
    let saved: SavedBrief | undefined;
    try {
      saved = await writer.write(row, {
        onText: (chunk) => {
          bus.emit(briefId, { kind: 'text', chunk });
          draft.append(chunk);
        },
        onReset: () => {
          bus.emit(briefId, { kind: 'reset' });
          draft.reset();
        },
      });
    } finally {
      await draft.stop();
      bus.emit(briefId, { kind: 'end', saved });
    }
  }

  const job: JobDefinition<typeof ZPayload> = {
    name: 'stories.write-brief',
    payload: ZPayload,
    // Only a process that died is retried (the writer fails a refused story for good itself).
    retryLimit: 3,
    retryDelaySeconds: 1,
    heartbeat: true,
    expireInSeconds: 300,
    handler: ({ briefId }) => run(briefId),
  };
  deps.jobs.define(job);

  /**
   * Every minute: a brief queued but never sent (the server died between its commit and the
   * send) is sent now; one abandoned while writing (its job out of retries) fails, its credit back.
   */
  const resume: JobDefinition<typeof ZNoPayload> = {
    name: 'stories.resume-briefs',
    payload: ZNoPayload,
    cron: '* * * * *',
    async handler() {
      const now = Date.now();
      for (const row of await briefs.idleSince('queued', new Date(now - QUEUED_UNSENT_MS), SWEEP_BATCH))
        await deps.jobs.send(job, { briefId: row.id }, { singletonKey: row.id });
      const abandoned = await briefs.idleSince('writing', new Date(now - WRITING_ABANDONED_MS), SWEEP_BATCH);
      for (const row of abandoned)
        await writer.failBrief(
          row,
          new AppError('GENERATION_FAILED', 502, STORY_MESSAGES.generateFailed),
          logger,
        );
      if (abandoned.length > 0) logger.warn({ briefs: abandoned.length }, 'abandoned story briefs failed');
    },
  };
  deps.jobs.define(resume);

  return {
    job,
    /** Runs the brief's job in this process now (see jobs.runHere). */
    runHere: (briefId: string) => deps.jobs.runHere(job, { briefId }, { singletonKey: briefId }),
  };
}

export type BriefPipeline = ReturnType<typeof createBriefPipeline>;
