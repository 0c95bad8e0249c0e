/** Recorded narrations' API, and their session: a voice started, a story's voices listed, takes saved. */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  RECORDING_MAX_SENTENCES,
  RECORDING_MAX_SENTENCE_SECONDS,
  RECORDING_MAX_STORY_SECONDS,
  RECORDING_MESSAGES,
  RECORDING_MIN_SENTENCE_SECONDS,
  RECORDINGS_PER_STORY,
  recordingAudioPath,
  type TRecording,
  type TTakeSaved,
} from '../../../shared/recordings.js';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import { splitIntoSentences } from '../../../shared/sentences.js';
import type { TStory } from '../../../shared/stories.js';
import type { Db } from '../../platform/db/client.js';
import {
  recordedNarrations,
  recordedTakes,
  recordingInvitations,
} from '../../platform/db/schema/recordings.js';
import { stories } from '../../platform/db/schema/stories.js';
import { AppError } from '../../platform/errors.js';
import { isUuid } from '../../platform/http/input.js';
import type { Logger } from '../../platform/logger.js';
import type { AudioStore } from './audio-store.js';
import type { WorkerPool } from './pool.js';
import { createRecordingApproval } from './recording-approval.js';
import { createRecordingFiles } from './recording-files.js';
import { createRecordingFinish } from './recording-finish.js';
import { parseWav } from './wav.js';

export interface RecordingsDeps {
  db: Db;
  store: AudioStore;
  findStory(userId: string, storyId: string): Promise<TStory | null>;
  /** A story's voices changed: the read cache forgets the user's library. */
  onWrite(userId: string): void;
  logger: Logger;
  /** The MP3 encoder's worker threads (the offline voice's worker); default: one, started on first use. */
  pool?: WorkerPool;
}

type Row = typeof recordedNarrations.$inferSelect;

/**
 * Who records: the parent (their own voice, approved as made), or a relative through one
 * invitation (the parent's story, user id and row; the voice waits for the parent's approval).
 * A recording is changed only by who records it: the parent cannot add takes to a relative's.
 */
export interface RecordingOwner {
  userId: string;
  invitationId?: string;
}

/** The row readers the session shares with recording-finish.ts and recording-approval.ts. */
export interface RecordingRows {
  view(row: Row, taken: number[]): TRecording;
  owned(owner: RecordingOwner, recordingId: string): Promise<Row>;
  takenOf(ids: string[]): Promise<Map<string, number[]>>;
}

const notFound = () => AppError.notFound(RECORDING_MESSAGES.notFound);

/**
 * Recorded narrations (issue 29). Every statement filters by the owner's user id, so another
 * family's recording or story answers 404. They cost no audio credit and need no particular plan.
 */
export function createRecordings(deps: RecordingsDeps) {
  const { db, store } = deps;

  function view(row: Row, taken: number[]): TRecording {
    return {
      id: row.id,
      storyId: row.storyId,
      name: row.recorderName,
      status: row.status,
      sentences: row.sentences,
      taken,
      duration: row.duration,
      audioUrl: row.status === 'ready' ? recordingAudioPath(row.id) : null,
      createdAt: row.createdAt.toISOString(),
      approved: row.approvedAt !== null,
      invitationId: row.invitationId,
    };
  }

  /** The recording `owner` records (for the parent: their own voices, not a relative's). */
  async function owned(owner: RecordingOwner, recordingId: string): Promise<Row> {
    if (!isUuid(recordingId)) throw notFound();
    const [row] = await db
      .select()
      .from(recordedNarrations)
      .where(
        and(
          eq(recordedNarrations.id, recordingId),
          eq(recordedNarrations.userId, owner.userId),
          owner.invitationId
            ? eq(recordedNarrations.invitationId, owner.invitationId)
            : isNull(recordedNarrations.invitationId),
        ),
      );
    if (!row) throw notFound();
    return row;
  }

  async function takenOf(ids: string[]): Promise<Map<string, number[]>> {
    const map = new Map<string, number[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return map;
    const rows = await db
      .select({ id: recordedTakes.narrationId, sentence: recordedTakes.sentence })
      .from(recordedTakes)
      .where(inArray(recordedTakes.narrationId, ids))
      .orderBy(asc(recordedTakes.sentence));
    for (const r of rows) map.get(r.id)?.push(r.sentence);
    return map;
  }

  /**
   * POST /api/stories/:id/recordings: a new voice for the owner's story (at most
   * RECORDINGS_PER_STORY). Through an invitation: its one recording (a second start answers null,
   * and the caller reads the one that won).
   */
  async function create(owner: RecordingOwner, storyId: string, name: string): Promise<TRecording | null> {
    const { userId, invitationId } = owner;
    const story = await deps.findStory(userId, storyId);
    if (!story) throw AppError.notFound(STORY_MESSAGES.notFound);
    const sentences = splitIntoSentences(story.content).flat().length;
    if (sentences === 0 || sentences > RECORDING_MAX_SENTENCES)
      throw AppError.badRequest(RECORDING_MESSAGES.storyTooLong);
    const row = await db.transaction(async (tx) => {
      // The story row is the lock: two new voices at once count each other.
      await tx
        .select({ id: stories.id })
        .from(stories)
        .where(and(eq(stories.id, storyId), eq(stories.userId, userId)))
        .for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(recordedNarrations)
        .where(and(eq(recordedNarrations.storyId, storyId), eq(recordedNarrations.userId, userId)));
      if ((held?.n ?? 0) >= RECORDINGS_PER_STORY)
        throw new AppError('LIMIT_REACHED', 409, RECORDING_MESSAGES.tooManyVoices);
      const [inserted] = await tx
        .insert(recordedNarrations)
        .values({
          storyId,
          userId,
          childId: story.childId,
          recorderName: name,
          sentences,
          invitationId: invitationId ?? null,
          // The parent's own voice needs no approval; a relative's waits for the parent.
          approvedAt: invitationId ? null : new Date(),
        })
        // One recording per invitation (a unique index): a second start at once inserts nothing.
        .onConflictDoNothing()
        .returning();
      if (inserted && invitationId)
        await tx
          .update(recordingInvitations)
          .set({ recordingId: inserted.id })
          .where(eq(recordingInvitations.id, invitationId));
      return inserted;
    });
    return row ? view(row, []) : null;
  }

  /** GET /api/stories/:id/recordings: the story's voices, finished or in progress (to resume). */
  async function list(userId: string, storyId: string): Promise<TRecording[]> {
    const story = await deps.findStory(userId, storyId);
    if (!story) throw AppError.notFound(STORY_MESSAGES.notFound);
    const rows = await db
      .select()
      .from(recordedNarrations)
      .where(and(eq(recordedNarrations.storyId, storyId), eq(recordedNarrations.userId, userId)))
      .orderBy(asc(recordedNarrations.createdAt), asc(recordedNarrations.id));
    const taken = await takenOf(rows.filter((r) => r.status === 'recording').map((r) => r.id));
    return rows.map((r) => view(r, taken.get(r.id) ?? []));
  }

  /**
   * PUT /api/recording-takes/:id/:sentence with a WAV body: saves (or replaces) one sentence's take.
   * Idempotent, so a client on a flaky connection simply sends the same sentence again.
   */
  async function putTake(owner: RecordingOwner, recordingId: string, sentence: number, body: Uint8Array) {
    const row = await owned(owner, recordingId);
    if (row.status !== 'recording') throw new AppError('CONFLICT', 409, RECORDING_MESSAGES.notEditable);
    if (sentence >= row.sentences) throw AppError.badRequest(RECORDING_MESSAGES.sentenceOutOfRange);
    const take = parseWav(body);
    const seconds = take.samples / take.rate;
    if (seconds < RECORDING_MIN_SENTENCE_SECONDS) throw AppError.badRequest(RECORDING_MESSAGES.tooShort);
    if (seconds > RECORDING_MAX_SENTENCE_SECONDS) throw AppError.badRequest(RECORDING_MESSAGES.tooLong);
    const [others] = await db
      .select({
        seconds: sql<number>`coalesce(sum(${recordedTakes.samples}::float8 / ${recordedTakes.sampleRate}), 0)`,
      })
      .from(recordedTakes)
      .where(and(eq(recordedTakes.narrationId, row.id), sql`${recordedTakes.sentence} <> ${sentence}`));
    if (Number(others?.seconds ?? 0) + seconds > RECORDING_MAX_STORY_SECONDS)
      throw AppError.badRequest(RECORDING_MESSAGES.storyTimeUsed);
    const values = { sampleRate: take.rate, samples: take.samples, pcm: take.pcm, createdAt: new Date() };
    await db
      .insert(recordedTakes)
      .values({ narrationId: row.id, sentence, ...values })
      .onConflictDoUpdate({ target: [recordedTakes.narrationId, recordedTakes.sentence], set: values });
    return { sentence, seconds: Math.round(seconds * 1000) / 1000 } satisfies TTakeSaved;
  }

  const rows: RecordingRows = { view, owned, takenOf };
  const finishing = createRecordingFinish({ ...deps, ...rows });

  return {
    create,
    list,
    putTake,
    finish: finishing.finish,
    ...createRecordingApproval({ db, onWrite: deps.onWrite, ...rows }),
    ...createRecordingFiles({ db, store, onWrite: deps.onWrite }),
    store,
    close: finishing.close,
  };
}

export type Recordings = ReturnType<typeof createRecordings>;
