import type { S3Client } from '../../platform/s3/client.js';
import { SAFE_KEY, type AudioStore } from './audio-store.js';

const CONTENT_TYPES = { mp3: 'audio/mpeg', json: 'application/json', pdf: 'application/pdf' } as const;

/**
 * Audio files in an S3-compatible bucket, under `audio/`. Playback goes straight to the bucket
 * with a presigned GET (the API checks the owner first, then redirects), so the API never
 * carries the bytes; `stream` is there for callers that must.
 */
export function createS3AudioStore(s3: S3Client, expiresSeconds: number): AudioStore {
  const objectOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`bad audio key ${key}`);
    return `audio/${key}`;
  };
  return {
    kind: 's3',
    presignedUrl: (key) => s3.presignGet(objectOf(key), expiresSeconds),
    put: (key, bytes) =>
      s3.put(
        objectOf(key),
        bytes,
        CONTENT_TYPES[key.endsWith('.mp3') ? 'mp3' : key.endsWith('.pdf') ? 'pdf' : 'json'],
      ),
    size: (key) => s3.head(objectOf(key)),
    async readAll(key) {
      const res = await s3.get(objectOf(key));
      return res ? new Uint8Array(await res.arrayBuffer()) : null;
    },
    stream(key, range) {
      const object = objectOf(key);
      // The port hands back a stream at once; the bytes follow from the bucket.
      const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
      void s3
        .get(object, range)
        .then((res) => {
          if (!res?.body) throw new Error(`audio ${key} is not in the bucket`);
          return res.body.pipeTo(writable);
        })
        .catch((err: unknown) => writable.abort(err).catch(() => undefined));
      return readable;
    },
    delete: (key) => s3.delete(objectOf(key)),
  };
}
