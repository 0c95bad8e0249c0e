import type { Context } from 'hono';
import type { AppEnv } from '../../platform/http/env.js';
import { parseRange, type AudioStore } from './audio-store.js';
import type { AudioFile } from './service.js';

/**
 * The answer for a stored MP3 its owner may hear (the caller checked the owner): the file with
 * Range support (206), or from a bucket a 302 to a short-lived presigned URL (the player follows
 * it, and its Range requests go to the bucket). Story narrations and recorded voices alike.
 */
export function audioResponse(c: Context<AppEnv>, file: AudioFile, store: AudioStore): Response {
  if (file.url) {
    // Never cached past the signature's life; each play asks us again (and the owner is checked).
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(file.url, 302);
  }
  const common = {
    'Accept-Ranges': 'bytes',
    'Content-Type': 'audio/mpeg',
    'Cache-Control': 'private, max-age=86400',
  };
  const range = parseRange(c.req.header('range'), file.size);
  if (range === 'unsatisfiable') {
    return c.body(null, 416, { ...common, 'Content-Range': `bytes */${file.size}` });
  }
  if (!range) {
    return c.body(store.stream(file.key), 200, { ...common, 'Content-Length': String(file.size) });
  }
  return c.body(store.stream(file.key, range), 206, {
    ...common,
    'Content-Length': String(range.last - range.first + 1),
    'Content-Range': `bytes ${range.first}-${range.last}/${file.size}`,
  });
}
