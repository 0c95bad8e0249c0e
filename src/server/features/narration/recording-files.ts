import { and, eq, isNull, lt, type SQL } from 'drizzle-orm';
import { RECORDING_MESSAGES } from '../../../shared/recordings.js';
import type { Db } from '../../platform/db/client.js';
import { recordedNarrations } from '../../platform/db/schema/recordings.js';
import { AppError } from '../../platform/errors.js';
import { isUuid } from '../../platform/http/input.js';
import type { AudioStore } from './audio-store.js';
import type { AudioFile } from './service.js';

const notFound = () => AppError.notFound(RECORDING_MESSAGES.notFound);

/**
 * Recorded voices' files (issue 29): served to their owner, and deleted with their rows, whoever
 * deletes those (the owner, the story's, the child's or the account's deletion by cascade).
 */
export function createRecordingFiles(deps: { db: Db; store: AudioStore; onWrite(userId: string): void }) {
  const { db, store } = deps;

  async function deleteFiles(keys: (string | null)[]) {
    for (const key of keys) if (key) await store.delete(`${key}.mp3`);
  }

  /** One voice, its takes (cascade) and its file, if `guard` still holds; false when nothing went. */
  async function removeOne(userId: string, recordingId: string, guard?: SQL): Promise<boolean> {
    const gone = await db
      .delete(recordedNarrations)
      .where(and(eq(recordedNarrations.id, recordingId), eq(recordedNarrations.userId, userId), guard))
      .returning({ fileKey: recordedNarrations.fileKey });
    if (gone.length === 0) return false;
    await deleteFiles(gone.map((g) => g.fileKey));
    deps.onWrite(userId);
    return true;
  }

  /** DELETE /api/recordings/:id: the voice, its takes and its file. */
  async function remove(userId: string, recordingId: string): Promise<void> {
    if (!isUuid(recordingId) || !(await removeOne(userId, recordingId))) throw notFound();
  }

  /**
   * The clean-up job: relatives' voices never approved (approved_at NULL: only an invitation's
   * recording is ever unapproved) last written before `cutoff` go the way the parent's Delete
   * takes them. For a saved voice the last write is its save (finish sets updated_at; approving
   * would make it approved); an unfinished one was last written when started, and its link had
   * ended long before. The guard is checked again in the delete, so a voice approved meanwhile
   * stays. At most `limit` a run: the next run takes the rest.
   */
  async function removeUnapproved(cutoff: Date, limit = 200): Promise<number> {
    const stale = () => and(isNull(recordedNarrations.approvedAt), lt(recordedNarrations.updatedAt, cutoff));
    const due = await db
      .select({ id: recordedNarrations.id, userId: recordedNarrations.userId })
      .from(recordedNarrations)
      .where(stale())
      .limit(limit);
    let removed = 0;
    for (const r of due) if (await removeOne(r.userId, r.id, stale())) removed++;
    return removed;
  }

  /** GET /api/recordings/:id/audio: a finished voice's file, to its owner only. */
  async function fileOf(userId: string, recordingId: string): Promise<AudioFile | null> {
    if (!isUuid(recordingId)) return null;
    const [row] = await db
      .select({ fileKey: recordedNarrations.fileKey, size: recordedNarrations.size })
      .from(recordedNarrations)
      .where(
        and(
          eq(recordedNarrations.id, recordingId),
          eq(recordedNarrations.userId, userId),
          eq(recordedNarrations.status, 'ready'),
        ),
      );
    if (!row?.fileKey) return null;
    const key = `${row.fileKey}.mp3`;
    if (store.presignedUrl) return { key, size: row.size ?? 0, url: await store.presignedUrl(key) };
    const size = await store.size(key);
    return size === null ? null : { key, size };
  }

  /** The files of the recordings `where` picks, deleted after `remove` took their rows (by cascade). */
  async function removingFiles<T>(where: ReturnType<typeof and>, remove: () => Promise<T>): Promise<T> {
    const rows = await db
      .select({ fileKey: recordedNarrations.fileKey })
      .from(recordedNarrations)
      .where(where);
    const result = await remove();
    await deleteFiles(rows.map((r) => r.fileKey));
    return result;
  }

  /** A story's deletion: its voices go with it (cascade), then their files. */
  async function removeStory(userId: string, storyId: string, remove: () => Promise<boolean>) {
    if (!isUuid(storyId)) return remove();
    const where = and(eq(recordedNarrations.storyId, storyId), eq(recordedNarrations.userId, userId));
    const rows = await db
      .select({ fileKey: recordedNarrations.fileKey })
      .from(recordedNarrations)
      .where(where);
    const removed = await remove();
    if (removed) await deleteFiles(rows.map((r) => r.fileKey));
    return removed;
  }

  /** A child's deletion: the voices recorded for the child's stories go (cascade), then their files. */
  function removeChild(userId: string, childId: string, remove: () => Promise<void>): Promise<void> {
    if (!isUuid(childId)) return remove();
    return removingFiles(
      and(eq(recordedNarrations.childId, childId), eq(recordedNarrations.userId, userId)),
      remove,
    );
  }

  /** An account's deletion: every voice of the family goes (cascade), then the files. */
  function removeUser<T>(userId: string, remove: () => Promise<T>): Promise<T> {
    return removingFiles(and(eq(recordedNarrations.userId, userId)), remove);
  }

  return { remove, removeUnapproved, fileOf, removeStory, removeChild, removeUser };
}
