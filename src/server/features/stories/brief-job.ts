import { z } from 'zod';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { JobDefinition, Jobs } from '../../platform/jobs/index.js';
import type { Logger } from '../../platform/logger.js';
import type { BriefBus, SavedBrief } from './brief-bus.js';
import { createDraftSaver } from './brief-draft.js';
import { saveDraft, startRun, type BriefRow } from './brief-state.js';
import type { BriefWriter } from './brief-writer.js';
import type { BriefStore } from './briefs.js';

const ZPayload = z.object({ briefId: z.uuid() });
const ZNoPayload = z.object({}).loose();

/**
 * A brief is sent as its job a moment after its commit (jobs.runHere): one queued this long with
 * no job was never sent (its server died right after the request).
 */
const QUEUED_UNSENT_MS = 10_000;
/** A brief still writing after this long has no live run left (its job failed for good): it fails. */
const WRITING_ABANDONED_MS = 30 * 60_000;
/** Runs a brief may start (each one a process that died under it) before it fails for good. */
const MAX_RUNS = 4;
const SWEEP_BATCH = 100;

export interface BriefPipelineDeps {
  db: Db;
  jobs: Pick<Jobs, 'define' | 'send' | 'runHere' | 'liveKeys'>;
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

  /** Sends a brief whose job is gone again, or fails it when it has had its runs. */
  async function recover(row: BriefRow, now: number): Promise<'sent' | 'failed'> {
    const abandoned = row.status === 'writing' && row.updatedAt.getTime() < now - WRITING_ABANDONED_MS;
    if (row.attempts >= MAX_RUNS || abandoned) {
      await writer.failBrief(
        row,
        new AppError('GENERATION_FAILED', 502, STORY_MESSAGES.generateFailed),
        logger,
      );
      return 'failed';
    }
    logger.info({ briefId: row.id, status: row.status }, 'story brief had no job: sent again');
    await deps.jobs.send(job, { briefId: row.id }, { singletonKey: row.id });
    return 'sent';
  }

  /**
   * Every minute, and once at start: a brief whose job is gone is sent again. Queued with no job
   * (its server died between the brief's commit and its run, e.g. a restart mid-request), or
   * writing when its job has ended without ending the brief. A queued brief younger than the
   * grace may have its send on the way: the sweep looks again when its grace ends, so a parent
   * whose server restarted waits seconds, not the next minute. One that has had its runs, or is
   * writing with no live run for half an hour, fails, its credit back.
   */
  const resume: JobDefinition<typeof ZNoPayload> = {
    name: 'stories.resume-briefs',
    payload: ZNoPayload,
    cron: '* * * * *',
    sweepAtStart: true,
    async handler() {
      const now = Date.now();
      const rows = [
        ...(await briefs.idleSince('queued', new Date(now), SWEEP_BATCH)),
        ...(await briefs.idleSince('writing', new Date(now), SWEEP_BATCH)),
      ];
      const live = await deps.jobs.liveKeys(
        job,
        rows.map((row) => row.id),
      );
      let failed = 0;
      let lookAgainMs: number | undefined;
      for (const row of rows) {
        if (live.has(row.id)) continue;
        const graceLeft = row.updatedAt.getTime() + QUEUED_UNSENT_MS - now;
        if (row.status === 'queued' && graceLeft > 0)
          lookAgainMs = Math.min(lookAgainMs ?? graceLeft, graceLeft);
        else if ((await recover(row, now)) === 'failed') failed++;
      }
      if (failed > 0) logger.warn({ briefs: failed }, 'abandoned story briefs failed');
      if (lookAgainMs !== undefined)
        await deps.jobs.send(resume, {}, { startAfterSeconds: Math.ceil(lookAgainMs / 1000) });
    },
  };
  deps.jobs.define(resume);

  return {
    job,
    /** The sweep, as its cron runs it (tests). */
    resume: () => resume.handler({}),
    /** Runs the brief's job in this process now (see jobs.runHere). */
    runHere: (briefId: string) => deps.jobs.runHere(job, { briefId }, { singletonKey: briefId }),
  };
}

export type BriefPipeline = ReturnType<typeof createBriefPipeline>;
