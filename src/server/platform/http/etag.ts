import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { gzipJson, wantsGzip } from './compress.js';

/**
 * Personal data may be kept by the browser (so a phone that opens the library again gets a 304
 * and reuses what it has) but never by a shared cache, and is always revalidated first. See
 * docs/decisions/011-library-reads.md.
 */
export const PRIVATE_REVALIDATE = 'private, no-cache';

/** A weak validator from the body itself: exact whatever changed (a story, its audio, a child's name). */
export function weakEtagOf(body: string | Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when the client's If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function clientHas(c: Context, etag: string): boolean {
  const header = c.req.header('if-none-match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** A JSON body with its validator and gzip form, as a cached answer keeps them (read-cache.ts). */
export interface TaggedJson {
  json: string;
  etag(): string;
  gzip(): Promise<Buffer>;
}

/**
 * Answers a JSON body with its ETag, or 304 Not Modified (no body) when the client already has it;
 * gzipped when the client takes it and the body is worth it. A cached body brings its own ETag and
 * gzip form, made once per change.
 */
export async function jsonWithEtag(c: Context, body: string | TaggedJson): Promise<Response> {
  const json = typeof body === 'string' ? body : body.json;
  const etag = typeof body === 'string' ? weakEtagOf(json) : body.etag();
  const headers = { ETag: etag, 'Cache-Control': PRIVATE_REVALIDATE, Vary: 'Accept-Encoding' };
  if (clientHas(c, etag)) return c.body(null, 304, headers);
  const type = { ...headers, 'Content-Type': 'application/json; charset=UTF-8' };
  if (!wantsGzip(c, json)) return c.body(json, 200, type);
  const gz = typeof body === 'string' ? await gzipJson(json) : await body.gzip();
  const bytes = new Uint8Array(gz.buffer as ArrayBuffer, gz.byteOffset, gz.byteLength); // a view, not a copy
  return c.body(bytes, 200, { ...type, 'Content-Encoding': 'gzip' });
}
