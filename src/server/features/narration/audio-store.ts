import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
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
  presignedUrl?(key: string): string;
  put(key: string, bytes: Uint8Array): Promise<void>;
  size(key: string): Promise<number | null>;
  readAll(key: string): Promise<Uint8Array | null>;
  stream(key: string, range?: ByteRange): ReadableStream<Uint8Array>;
  delete(key: string): Promise<void>;
}

export const SAFE_KEY = /^[a-f0-9]{64}\.(mp3|json)$/;

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
      await writeFile(temp, bytes);
      await rename(temp, file);
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
