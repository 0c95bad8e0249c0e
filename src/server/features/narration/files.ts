import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { TSentenceTiming, TStory } from '../../../shared/stories.js';
import { ZSentenceTiming } from '../../../shared/stories.js';
import type { Db } from '../../platform/db/client.js';
import { storyAudioJobs } from '../../platform/db/schema/audio.js';
import type { AudioStore } from './audio-store.js';
import { readMp3Info } from './mp3-frames.js';
import type { Narrator } from './port.js';

const ZSidecar = z.object({ timings: z.array(ZSentenceTiming), voiceId: z.string() });

/** A narrated file: streamed by the API (key, size) or, from a bucket, played from `url`. */
export interface AudioFile {
  key: string;
  size: number;
  url?: string;
}

export type Progress = (p: { done: number; total: number }) => void;

/**
 * The narration files: one per text + voice + settings (content-addressed, so equal stories share
 * one), made by the narrator, kept in the audio store (DATA_DIR or a bucket), and deleted when
 * the last story that uses one goes.
 */
export function createNarrationFiles(deps: { db: Db; store: AudioStore; narrator: Narrator }) {
  const { db, store, narrator } = deps;

  function contentKeyOf(content: string): string {
    return createHash('sha256')
      .update(`${narrator.voiceId}\n${narrator.settingsKey}\n${content}`)
      .digest('hex');
  }

  /**
   * The file for this text + voice + settings: reused when it exists, else narrated and stored.
   * `beforeStore` may refuse (throw) to store what was narrated.
   */
  async function narrationFor(
    content: string,
    onProgress: Progress,
    beforeStore: () => Promise<void> = async () => undefined,
  ) {
    const key = contentKeyOf(content);
    const [bytes, sidecar] = await Promise.all([store.readAll(`${key}.mp3`), store.readAll(`${key}.json`)]);
    if (bytes && sidecar) {
      const parsed = ZSidecar.safeParse(JSON.parse(new TextDecoder().decode(sidecar)));
      if (parsed.success) return { key, bytes, ...parsed.data, reused: true };
    }
    const made = await narrator.narrate(content, onProgress);
    await beforeStore();
    // The sidecar goes first: a file is only reused when both are there.
    await store.put(
      `${key}.json`,
      new TextEncoder().encode(JSON.stringify({ timings: made.timings, voiceId: made.voiceId })),
    );
    await store.put(`${key}.mp3`, made.bytes);
    return { key, bytes: made.bytes, timings: made.timings, voiceId: made.voiceId, reused: false };
  }

  /**
   * Narrates any text with the same narrator and stores it (the daily story's audio, the front
   * door's sample). The key names the file (`${key}.mp3`); equal text + voice + settings share one.
   */
  async function narrateText(
    content: string,
    onProgress: Progress = () => undefined,
  ): Promise<{
    key: string;
    size: number;
    duration: number;
    voiceId: string;
    mimeType: string;
    timings: TSentenceTiming[];
  }> {
    const made = await narrationFor(content, onProgress);
    const info = readMp3Info(made.bytes);
    return {
      key: made.key,
      size: made.bytes.length,
      duration: Math.round(info.duration * 1000) / 1000,
      voiceId: made.voiceId,
      mimeType: 'audio/mpeg',
      // The daily reader highlights as it plays, like a family's own story.
      timings: made.timings,
    };
  }

  async function deleteFile(key: string) {
    await store.delete(`${key}.mp3`);
    await store.delete(`${key}.json`);
  }

  /** Deletes a stored narration unless a personal story uses the same file (the caller checked its own). */
  async function releaseFile(key: string): Promise<void> {
    const [used] = await db
      .select({ storyId: storyAudioJobs.storyId })
      .from(storyAudioJobs)
      .where(eq(storyAudioJobs.contentKey, key))
      .limit(1);
    if (!used) await deleteFile(key);
  }

  /** Where a narrated story's file is: a presigned URL (bucket) or a key and size to stream. */
  async function locate(story: TStory): Promise<AudioFile | null> {
    if (!story.audio) return null;
    const [row] = await db
      .select({ contentKey: storyAudioJobs.contentKey })
      .from(storyAudioJobs)
      .where(eq(storyAudioJobs.storyId, story.id));
    if (!row?.contentKey) return null;
    const key = `${row.contentKey}.mp3`;
    // A bucket serves the bytes itself (no HEAD round trip: the size was measured when it was saved).
    if (store.presignedUrl) return { key, size: story.audio.size ?? 0, url: await store.presignedUrl(key) };
    const size = await store.size(key);
    return size === null ? null : { key, size };
  }

  /** Deletes a story through `remove`, then its audio file unless another story shares it. */
  async function removeStory(
    userId: string,
    storyId: string,
    remove: () => Promise<boolean>,
  ): Promise<boolean> {
    const [row] = await db
      .select({ userId: storyAudioJobs.userId, contentKey: storyAudioJobs.contentKey })
      .from(storyAudioJobs)
      .where(eq(storyAudioJobs.storyId, storyId));
    const removed = await remove();
    const contentKey = row?.userId === userId ? row.contentKey : null;
    if (removed && contentKey) {
      const [shared] = await db
        .select({ storyId: storyAudioJobs.storyId })
        .from(storyAudioJobs)
        .where(and(eq(storyAudioJobs.contentKey, contentKey), ne(storyAudioJobs.storyId, storyId)))
        .limit(1);
      if (!shared) await deleteFile(contentKey);
    }
    return removed;
  }

  /**
   * Deletes a whole account's rows through `remove` (its audio jobs go with them), then every audio
   * file of that account that no other account's story still uses.
   */
  async function removeUserAudio(userId: string, remove: () => Promise<void>): Promise<number> {
    const rows = await db
      .selectDistinct({ contentKey: storyAudioJobs.contentKey })
      .from(storyAudioJobs)
      .where(eq(storyAudioJobs.userId, userId));
    await remove();
    let deleted = 0;
    for (const { contentKey } of rows) {
      if (!contentKey) continue;
      const [shared] = await db
        .select({ storyId: storyAudioJobs.storyId })
        .from(storyAudioJobs)
        .where(eq(storyAudioJobs.contentKey, contentKey))
        .limit(1);
      if (shared) continue;
      await deleteFile(contentKey);
      deleted += 1;
    }
    return deleted;
  }

  return { narrationFor, narrateText, releaseFile, locate, removeStory, removeUserAudio };
}

export type NarrationFiles = ReturnType<typeof createNarrationFiles>;
