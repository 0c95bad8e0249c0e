import { and, eq } from 'drizzle-orm';
import type { TStoryBriefStatus } from '../../../shared/briefs.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { storyBriefs, type StoryBriefErrorJson } from '../../platform/db/schema/stories.js';
import { jobRowMachine, jobRows } from '../../platform/jobs/job-row.js';

/**
 * A brief's status (issue 27 part 1), moved by the one job-row state machine every job row uses
 * (platform/jobs/job-row.ts): queued, writing (its running phase; a run again after a worker
 * died), done or failed. Every move is one conditional UPDATE: of two runs of one brief (a worker
 * that lost its lease and the one that took over, or two servers), only one completes it or
 * fails it.
 */
export type BriefStatus = TStoryBriefStatus;
export type BriefRow = typeof storyBriefs.$inferSelect;

const machine = jobRowMachine<BriefStatus>({
  queued: 'queued',
  running: ['writing'],
  done: 'done',
  failed: 'failed',
});
const rows = jobRows(storyBriefs, storyBriefs.id, machine);

export const isFinal = (status: BriefStatus): boolean => machine.isFinished(status);

/** A run starts (first or again): writing, one more attempt. Null when the brief has ended. */
export async function startRun(db: Db, briefId: string): Promise<BriefRow | null> {
  // The row as this run starts it: its attempts are the run's own, which fence its writes.
  return rows.startRow(db, briefId, 'writing');
}

/**
 * Done, with its story: in the transaction that saves the story. False when another run ended
 * the brief first: the caller must roll its story back (the fence of exactly one story).
 */
export async function complete(
  tx: Tx,
  briefId: string,
  storyId: string,
  notices: string[] | undefined,
): Promise<boolean> {
  return rows.move(tx, briefId, 'done', { storyId, notices: notices ?? null, error: null, draft: null });
}

/** Failed for good, with the answer the parent gets. False when the brief had ended already. */
export async function fail(db: Db, briefId: string, error: StoryBriefErrorJson): Promise<boolean> {
  return rows.move(db, briefId, 'failed', { error, draft: null });
}

/**
 * The text so far of a run still writing (brief-draft.ts). Fenced by the run's attempt: a run
 * that a later one replaced, or a brief that has ended, keeps what is there.
 */
export async function saveDraft(db: Db, briefId: string, attempt: number, text: string): Promise<void> {
  await db
    .update(storyBriefs)
    .set({ draft: text })
    .where(
      and(eq(storyBriefs.id, briefId), eq(storyBriefs.status, 'writing'), eq(storyBriefs.attempts, attempt)),
    );
}
