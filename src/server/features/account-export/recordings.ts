import { asc, eq } from 'drizzle-orm';
import type { TFamilyExport } from '../../../shared/account-export.js';
import type { Db } from '../../platform/db/client.js';
import { recordedNarrations, recordingInvitations } from '../../platform/db/schema/recordings.js';
import type { ExportAudio } from './collect.js';

/**
 * The family's recorded voices (issue 29): who recorded which story, and each finished voice's MP3
 * in the archive (audio/recordings/<id>.mp3), and the invitations for relatives to record. Takes
 * still waiting to be saved are not files yet.
 */
export async function collectRecordings(
  db: Db,
  userId: string,
): Promise<{
  json: TFamilyExport['recordedVoices'];
  audio: ExportAudio[];
  invitations: TFamilyExport['recordingInvitations'];
}> {
  const rows = await db
    .select({
      id: recordedNarrations.id,
      storyId: recordedNarrations.storyId,
      name: recordedNarrations.recorderName,
      status: recordedNarrations.status,
      fileKey: recordedNarrations.fileKey,
      duration: recordedNarrations.duration,
      createdAt: recordedNarrations.createdAt,
      approvedAt: recordedNarrations.approvedAt,
    })
    .from(recordedNarrations)
    .where(eq(recordedNarrations.userId, userId))
    .orderBy(asc(recordedNarrations.createdAt), asc(recordedNarrations.id));
  const audio: ExportAudio[] = [];
  const json = rows.map((r) => {
    const entry = r.status === 'ready' && r.fileKey ? `audio/recordings/${r.id}.mp3` : null;
    if (entry && r.fileKey) audio.push({ storyId: r.storyId, key: `${r.fileKey}.mp3`, entry });
    return {
      id: r.id,
      storyId: r.storyId,
      recorderName: r.name,
      status: r.status,
      file: entry,
      duration: r.duration,
      createdAt: r.createdAt.toISOString(),
      approvedAt: r.approvedAt?.toISOString() ?? null,
    };
  });
  // Who was invited to record which story, and until when (never the token's hash).
  const invited = await db
    .select()
    .from(recordingInvitations)
    .where(eq(recordingInvitations.userId, userId))
    .orderBy(asc(recordingInvitations.createdAt), asc(recordingInvitations.id));
  const invitations = invited.map((i) => ({
    id: i.id,
    storyId: i.storyId,
    name: i.name,
    email: i.email,
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    revokedAt: i.revokedAt?.toISOString() ?? null,
    recordingId: i.recordingId,
  }));
  return { json, audio, invitations };
}
