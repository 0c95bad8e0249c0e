import { createHash } from 'node:crypto';
import type { Context } from 'hono';

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

/**
 * Answers a JSON body with its ETag, or 304 Not Modified (no body) when the client already has it.
 * `etag` may be passed when the caller keeps one with a cached body.
 */
export function jsonWithEtag(c: Context, json: string, etag = weakEtagOf(json)): Response {
  const headers = { ETag: etag, 'Cache-Control': PRIVATE_REVALIDATE };
  if (clientHas(c, etag)) return c.body(null, 304, headers);
  return c.body(json, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
}
