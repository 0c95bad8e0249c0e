/** A relative's recording (an invitation's): read for their page, approved by the parent, gone on revoking. */
import { and, eq, sql } from 'drizzle-orm';
import { RECORDING_MESSAGES, type TRecording } from '../../../shared/recordings.js';
import { recordedNarrations } from '../../platform/db/schema/recordings.js';
import { AppError } from '../../platform/errors.js';
import { isUuid } from '../../platform/http/input.js';
import type { RecordingRows, RecordingsDeps } from './recordings.js';

const notFound = () => AppError.notFound(RECORDING_MESSAGES.notFound);

export function createRecordingApproval(deps: Pick<RecordingsDeps, 'db' | 'onWrite'> & RecordingRows) {
  const { db, view, takenOf } = deps;

  /**
   * POST /api/recordings/:id/approve: a relative's saved voice becomes the child's to hear (the
   * story's voices hold approved ones only, by the trigger). Approving again is harmless.
   */
  async function approve(userId: string, recordingId: string): Promise<TRecording> {
    if (!isUuid(recordingId)) throw notFound();
    const [row] = await db
      .update(recordedNarrations)
      .set({ approvedAt: sql`coalesce(${recordedNarrations.approvedAt}, now())`, updatedAt: new Date() })
      .where(
        and(
          eq(recordedNarrations.id, recordingId),
          eq(recordedNarrations.userId, userId),
          eq(recordedNarrations.status, 'ready'),
        ),
      )
      .returning();
    if (!row) {
      const [held] = await db
        .select({ id: recordedNarrations.id })
        .from(recordedNarrations)
        .where(and(eq(recordedNarrations.id, recordingId), eq(recordedNarrations.userId, userId)));
      if (!held) throw notFound();
      throw new AppError('CONFLICT', 409, RECORDING_MESSAGES.notReady);
    }
    deps.onWrite(userId);
    return view(row, []);
  }

  /** A recording made through an invitation, for the relative's page (null: none started yet). */
  async function ofInvitation(userId: string, invitationId: string): Promise<TRecording | null> {
    const [row] = await db
      .select()
      .from(recordedNarrations)
      .where(and(eq(recordedNarrations.userId, userId), eq(recordedNarrations.invitationId, invitationId)));
    if (!row) return null;
    const taken = row.status === 'recording' ? await takenOf([row.id]) : null;
    return view(row, taken?.get(row.id) ?? []);
  }

  /** An invitation's unfinished recording goes when the invitation is revoked (a saved one stays). */
  async function removeUnfinished(userId: string, invitationId: string): Promise<void> {
    await db
      .delete(recordedNarrations)
      .where(
        and(
          eq(recordedNarrations.userId, userId),
          eq(recordedNarrations.invitationId, invitationId),
          eq(recordedNarrations.status, 'recording'),
        ),
      );
  }

  return { approve, ofInvitation, removeUnfinished };
}
