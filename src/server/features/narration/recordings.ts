import { createHash, randomUUID } from 'node:crypto';
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
import type { Db, Tx } from '../../platform/db/client.js';
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
import { readMp3Info } from './mp3-frames.js';
import { createWorkerPool, type WorkerPool } from './pool.js';
import { joinTakes, prepareTake, resample } from './recorded-mix.js';
import { createRecordingFiles } from './recording-files.js';
import { parseWav, pcmToFloat } from './wav.js';

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

/** CBR, like the offline voice: a VBR file has no duration header. */
const BITRATE_KBPS = 48;
/** A microphone's 44.1/48 kHz is more than a voice needs: the MP3 is made at half the rate. */
const outputRateOf = (rate: number) => (rate >= 32000 ? rate / 2 : rate);

const notFound = () => AppError.notFound(RECORDING_MESSAGES.notFound);

/**
 * Recorded narrations (issue 29). Every statement filters by the owner's user id, so another
 * family's recording or story answers 404. They cost no audio credit and need no particular plan.
 */
export function createRecordings(deps: RecordingsDeps) {
  const { db, store, logger } = deps;
  let pool = deps.pool;
  const encoderPool = () => (pool ??= createWorkerPool(1));

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

  /**
   * POST /api/recordings/:id/finish: every sentence taken → one MP3 in the audio store, exact
   * timings on the row (and, by the trigger, on the story), takes deleted. A repeat answers the
   * saved recording. `onSaved` runs in the transaction that marks it ready, so only the one call
   * that saves it runs it (a relative's recording: the parent's mail, written once).
   */
  async function finish(
    owner: RecordingOwner,
    recordingId: string,
    onSaved?: (tx: Tx, saved: TRecording) => Promise<void>,
  ): Promise<TRecording> {
    const { userId } = owner;
    const row = await owned(owner, recordingId);
    if (row.status === 'ready') return view(row, []);
    const story = await deps.findStory(userId, row.storyId);
    if (!story) throw notFound();
    const paragraphs = splitIntoSentences(story.content);
    const takes = await db
      .select()
      .from(recordedTakes)
      .where(eq(recordedTakes.narrationId, row.id))
      .orderBy(asc(recordedTakes.sentence));
    const have = new Set(takes.map((t) => t.sentence));
    const missing = [...Array(row.sentences).keys()].filter((i) => !have.has(i));
    if (missing.length > 0)
      throw AppError.badRequest(RECORDING_MESSAGES.missingSentences(missing.length), { missing });
    // The rate most takes share; a take from another device is brought to it.
    const rates = new Map<number, number>();
    for (const t of takes) rates.set(t.sampleRate, (rates.get(t.sampleRate) ?? 0) + 1);
    const rate = [...rates].sort((a, b) => b[1] - a[1])[0]![0];
    const started = Date.now();
    // A take at a time, giving the event loop a turn between them: a long recording's sample
    // work (about 30 ms per sentence) never holds other requests for seconds.
    const prepared: Float32Array[] = [];
    for (const t of takes) {
      prepared.push(prepareTake(resample(pcmToFloat(t.pcm), t.sampleRate, rate), rate));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const mixed = joinTakes(paragraphs, prepared, rate);
    let bytes: Uint8Array;
    try {
      ({ bytes } = await encoderPool().run<{ bytes: Uint8Array }>(
        'encode',
        { samples: mixed.samples, rate, bitrate: BITRATE_KBPS, outputRate: outputRateOf(rate) },
        [mixed.samples.buffer as ArrayBuffer],
      ));
    } catch (err) {
      logger.warn({ err, recordingId }, 'recorded narration not encoded');
      throw new AppError('GENERATION_FAILED', 502, RECORDING_MESSAGES.encodeFailed);
    }
    const info = readMp3Info(bytes);
    const key = createHash('sha256').update(`recording:${row.id}:${randomUUID()}`).digest('hex');
    await store.put(`${key}.mp3`, bytes);
    const saved = await db.transaction(async (tx) => {
      const [done] = await tx
        .update(recordedNarrations)
        .set({
          status: 'ready',
          fileKey: key,
          duration: Math.round(info.duration * 1000) / 1000,
          size: bytes.length,
          timings: mixed.timings,
          updatedAt: new Date(),
        })
        .where(and(eq(recordedNarrations.id, row.id), eq(recordedNarrations.status, 'recording')))
        .returning();
      // The original takes are not kept once the voice is one file.
      if (done) await tx.delete(recordedTakes).where(eq(recordedTakes.narrationId, row.id));
      if (done && onSaved) await onSaved(tx, view(done, []));
      return done;
    });
    if (!saved) {
      // Another finish of the same recording saved first: this file is not needed.
      await store.delete(`${key}.mp3`);
      return view(await owned(owner, recordingId), []);
    }
    deps.onWrite(userId);
    logger.info(
      { recordingId, sentences: takes.length, duration: saved.duration, ms: Date.now() - started },
      'recorded narration saved',
    );
    return view(saved, []);
  }

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

  return {
    create,
    list,
    putTake,
    finish,
    approve,
    ofInvitation,
    removeUnfinished,
    ...createRecordingFiles({ db, store, onWrite: deps.onWrite }),
    store,
    close: async () => pool?.close(),
  };
}

export type Recordings = ReturnType<typeof createRecordings>;
