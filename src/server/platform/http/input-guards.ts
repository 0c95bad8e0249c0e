import type { Context, MiddlewareHandler } from 'hono';
import { GENERIC_MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { AppEnv } from './env.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * True when the request has a body: chunked, or a non-zero Content-Length. Without either header
 * (a Request built in-process) a body stream with a declared Content-Type counts.
 */
function carriesBody(c: Context): boolean {
  if (!BODY_METHODS.has(c.req.method)) return false;
  if (c.req.header('transfer-encoding')) return true;
  const length = c.req.header('content-length');
  if (length !== undefined) return length.trim() !== '0';
  return c.req.raw.body !== null && c.req.header('content-type') !== undefined;
}

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The JSON API takes JSON only: a form or text body on /api/* is a 415, so no endpoint can be
 * reached by a plain cross-site HTML form and every endpoint sees the shape it validates.
 * Webhooks are exempt (they verify a signature over the raw body).
 */
export function requireJsonBody(exemptPrefixes: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!carriesBody(c) || exemptPrefixes.some((p) => c.req.path.startsWith(p))) return next();
    if (mediaType(c) !== 'application/json')
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, GENERIC_MESSAGES.jsonRequired);
    return next();
  };
}

/** Half of a UTF-16 pair on its own: only a JSON \\u escape can make one, and PostgreSQL refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function someString(value: unknown, bad: (s: string) => boolean): boolean {
  if (typeof value === 'string') return bad(value);
  if (Array.isArray(value)) return value.some((v) => someString(v, bad));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => bad(k) || someString(v, bad));
  return false;
}
const hasNul = (value: unknown) => someString(value, (s) => s.includes('\u0000'));
const hasLoneSurrogate = (value: unknown) => someString(value, (s) => LONE_SURROGATE.test(s));

function formHasNul(text: string): boolean {
  try {
    for (const [k, v] of new URLSearchParams(text))
      if (k.includes('\u0000') || v.includes('\u0000')) return true;
    return false;
  } catch {
    return text.includes('\u0000');
  }
}

/**
 * PostgreSQL text cannot hold U+0000 (nor a lone UTF-16 surrogate, which only a JSON escape can
 * carry), so a null character anywhere in the input (path, query, JSON or form body), or a broken
 * one in a JSON body, is refused with a 400 before any handler or better-auth sees it. The path
 * and query are checked by the request frame (request-frame.ts) on every request; bodies here,
 * on the methods that carry one, after the size limit. The body is read once and put back on
 * the request for the handlers after us (signed webhooks are left alone: their handler verifies
 * the raw bytes).
 */
export const nullCharacterRefusal = () => AppError.badRequest(GENERIC_MESSAGES.nullCharacter);

/** %00 in the path or the query string, as the router would decode it. */
export function urlHasNul(url: string): boolean {
  return /%00/i.test(url) || url.includes('\u0000');
}

export function rejectNullCharacterBodies(rawBodyPrefixes: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!carriesBody(c) || !c.req.raw.body) return next();
    // Signed webhooks keep their exact bytes for the signature check.
    if (rawBodyPrefixes.some((p) => c.req.path.startsWith(p))) return next();
    const text = await c.req.raw.text();
    c.req.raw = new Request(c.req.raw, { body: text });
    const type = mediaType(c);
    let nul: boolean;
    if (type === 'application/json' || type.endsWith('+json')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined; // not JSON: the handler answers it with its own 400
      }
      nul = hasNul(parsed);
      if (!nul && hasLoneSurrogate(parsed)) throw AppError.badRequest(GENERIC_MESSAGES.brokenCharacter);
    } else if (type === 'application/x-www-form-urlencoded') {
      nul = formHasNul(text);
    } else {
      nul = text.includes('\u0000');
    }
    if (nul) throw nullCharacterRefusal();
    return next();
  };
}

/**
 * better-auth answers its own failures; a 5xx from it may carry a database message. Log it here
 * and send the generic message instead.
 */
export function hideServerErrorDetails(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status < 500) return;
    const detail = await c.res
      .clone()
      .text()
      .catch(() => '');
    c.get('log')?.error({ status: c.res.status, detail: detail.slice(0, 2000) }, 'server error answered');
    c.res = c.json({ error: GENERIC_MESSAGES.internal, code: 'INTERNAL' }, 500);
    c.res.headers.delete('content-length');
  };
}
