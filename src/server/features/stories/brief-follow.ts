import { STORY_MESSAGES } from '../../../shared/messages.js';
import { AppError, type ErrorCode } from '../../platform/errors.js';
import { isFinal, type BriefRow } from './brief-state.js';
import type { BriefStore } from './briefs.js';

/** How often a follower reads a brief another process is writing. */
export const FOLLOW_POLL_MS = 250;
/** A request never waits longer than this for a brief (no worker anywhere): 409, retry later. */
const FOLLOW_LIMIT_MS = 15 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The brief once it has ended (done or failed); polls while another process writes it. */
export async function followBrief(
  briefs: Pick<BriefStore, 'row'>,
  briefId: string,
  options: { signal?: AbortSignal; pollMs?: number } = {},
): Promise<BriefRow> {
  const until = Date.now() + FOLLOW_LIMIT_MS;
  for (;;) {
    const row = await briefs.row(briefId);
    if (!row) throw AppError.notFound(STORY_MESSAGES.notFound);
    if (isFinal(row.status)) return row;
    if (Date.now() >= until || options.signal?.aborted)
      throw new AppError('CONFLICT', 409, STORY_MESSAGES.stillWriting, { retryable: true });
    await sleep(options.pollMs ?? FOLLOW_POLL_MS);
  }
}

/** A failed brief's answer, as the request that made it would have thrown it. */
export function briefError(row: BriefRow): AppError {
  if (!row.error) return new AppError('GENERATION_FAILED', 502, STORY_MESSAGES.generateFailed);
  const { error, code, status, ...flags } = row.error;
  // Written from an AppError by brief-writer.ts (errorBody + status), so its code is one of ours.
  return new AppError(code as ErrorCode, status, error, flags);
}
