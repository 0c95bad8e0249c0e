/** Finishing a recorded narration: its takes joined into one MP3 with sentence timings, saved once. */
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { RECORDING_MESSAGES, type TRecording } from '../../../shared/recordings.js';
import { splitIntoSentences } from '../../../shared/sentences.js';
import { keyTimings, storyDocument } from '../../../shared/story-document.js';
import type { Tx } from '../../platform/db/client.js';
import { recordedNarrations, recordedTakes } from '../../platform/db/schema/recordings.js';
import { AppError } from '../../platform/errors.js';
import { readMp3Info } from './mp3-frames.js';
import { createWorkerPool } from './pool.js';
import { joinTakes, prepareTake, resample } from './recorded-mix.js';
import type { RecordingOwner, RecordingRows, RecordingsDeps } from './recordings.js';
import { pcmToFloat } from './wav.js';

/** CBR, like the offline voice: a VBR file has no duration header. */
const BITRATE_KBPS = 48;
/** A microphone's 44.1/48 kHz is more than a voice needs: the MP3 is made at half the rate. */
const outputRateOf = (rate: number) => (rate >= 32000 ? rate / 2 : rate);

const notFound = () => AppError.notFound(RECORDING_MESSAGES.notFound);

export function createRecordingFinish(deps: RecordingsDeps & RecordingRows) {
  const { db, store, logger, owned, view } = deps;
  let pool = deps.pool;
  const encoderPool = () => (pool ??= createWorkerPool(1));

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
          // Each timing names the sentence it says (issue 27), as a narration's do.
          timings: keyTimings(story.document ?? storyDocument(story.content), mixed.timings),
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

  /** The encoder's pool, if it was ever started (or given). */
  const close = async () => pool?.close();

  return { finish, close };
}
