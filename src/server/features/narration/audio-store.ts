import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ByteRange } from '../../platform/http/range.js';

export { parseRange, type ByteRange } from '../../platform/http/range.js';

/**
 * Where audio files live. Keys are content hashes (text + voice + settings), so equal narrations
 * share one file. Local disk (streamed by the API) or an S3-compatible bucket (s3-audio-store.ts),
 * which answers `presignedUrl` so the browser fetches the file from the bucket itself.
 */
export interface AudioStore {
  readonly kind: 'local' | 's3';
  /** A short-lived URL that plays the file; absent when the API streams it. */
  presignedUrl?(key: string): Promise<string>;
  put(key: string, bytes: Uint8Array): Promise<void>;
  size(key: string): Promise<number | null>;
  readAll(key: string): Promise<Uint8Array | null>;
  stream(key: string, range?: ByteRange): ReadableStream<Uint8Array>;
  delete(key: string): Promise<void>;
}

// .pdf: the books feature's printed books share this store (context.ts hands it over).
export const SAFE_KEY = /^[a-f0-9]{64}\.(mp3|json|pdf)$/;

/** A partial file this old belongs to a write that died with its process (kill -9, a crash). */
export const STALE_PART_MS = 60 * 60 * 1000;

/**
 * Removes the `*.part` files under DATA_DIR/audio older than STALE_PART_MS (a write in flight is
 * younger); run at start. Answers how many went.
 */
export async function removeStaleParts(dataDir: string, now = Date.now()): Promise<number> {
  const root = path.join(dataDir, 'audio');
  let removed = 0;
  const shards = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const shard of shards) {
    if (!shard.isDirectory()) continue;
    const dir = path.join(root, shard.name);
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (!name.endsWith('.part')) continue;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (info && now - info.mtimeMs > STALE_PART_MS) {
        await rm(file, { force: true });
        removed++;
      }
    }
  }
  return removed;
}

export function createLocalAudioStore(dataDir: string): AudioStore {
  const root = path.join(dataDir, 'audio');
  const fileOf = (key: string) => {
    // Keys are made by us, but a path never comes from anything but a checked hash.
    if (!SAFE_KEY.test(key)) throw new Error(`bad audio key ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader (or a crash) never sees half a file.
      const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
      try {
        await writeFile(temp, bytes);
        await rename(temp, file);
      } catch (err) {
        // A full disk must not stay full: the partial file goes with the failed write.
        await rm(temp, { force: true }).catch(() => undefined);
        throw err;
      }
    },
    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch {
        return null;
      }
    },
    async readAll(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch {
        return null;
      }
    },
    stream(key, range) {
      const nodeStream = createReadStream(fileOf(key), range ? { start: range.first, end: range.last } : {});
      return Readable.toWeb(nodeStream) as ReadableStream<Uint8Array>;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
