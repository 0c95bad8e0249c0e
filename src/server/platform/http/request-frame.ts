import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { GENERIC_MESSAGES } from '../../../shared/messages.js';
import type { Logger } from '../logger.js';
import type { DrainState } from './drain.js';
import type { AppEnv } from './env.js';
import { turnGatherer } from '../per-turn.js';
import { nullCharacterRefusal, urlHasNul } from './input-guards.js';
import { lazyChild } from './lazy-log.js';
import { defaultResponseHeaders } from './response-headers.js';

/**
 * Request ids: a random prefix per process and a counter. Unique across processes (48 random
 * bits) without a UUID per request; a client's own X-Request-Id is kept when it is well-formed.
 */
const ID_PREFIX = randomBytes(6).toString('base64url');
let requestCount = 0;
const nextRequestId = () => `${ID_PREFIX}-${(++requestCount).toString(36)}`;

/** CSP without inline script, no framing, no sniffing; HSTS only when served over https. */
export function securityHeaderValues(https: boolean): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob: https:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "form-action 'self' https:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export interface FrameOptions {
  logger: Logger;
  /** The security headers of every answer (securityHeaderValues); none in a feature test's small app. */
  securityHeaders?: Record<string, string>;
  /** A stopping server: health says 503 and every answer closes its connection. */
  drain?: Pick<DrainState, 'draining'>;
  /** Refuse a null character in the path or query (input-guards.ts checks bodies). */
  refuseNullInUrl?: boolean;
  /** The app's error handler, for the frame's own refusal (a null character). */
  onError?: (err: Error, c: Context<AppEnv>) => Response | Promise<Response>;
  /**
   * Hold each request to the check phase of the loop's turn, so the requests read together are
   * answered together (platform/per-turn.ts). For answers made without a round trip (PGlite); on
   * PostgreSQL the cache fence's round trip already gathers them, and an extra turn there cost
   * 20-30% of the read rate (decision 020). Set by REQUEST_GATE (config.ts requestGateOn).
   */
  gatherTurn?: boolean;
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * What every request passes through first: its id and logger, the headers every answer carries
 * (security; `Cache-Control: no-store` on the API unless a route sets its own, since API answers
 * depend on who asks and often hold personal data), the drain of a stopping server, null
 * characters in the path or query, and the access log line. One layer, not five: each async layer costs every
 * request a promise and a closure, and here the headers reach Node's response in one loop
 * (docs/decisions/019-fixed-cost-of-reads-and-library-paint.md).
 */
export function requestFrame(options: FrameOptions): MiddlewareHandler<AppEnv> {
  const { logger, drain, onError } = options;
  const pageHeaders = options.securityHeaders ?? {};
  const apiHeaders = { ...pageHeaders, 'Cache-Control': 'no-store' };
  const nextTurn = options.gatherTurn ? turnGatherer() : null;

  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : nextRequestId();
    c.set('requestId', requestId);
    // Made only if a handler logs (see lazy-log.ts); the line below needs no child.
    c.set('log', lazyChild(logger, { requestId }));
    const path = c.req.path;
    const finish = defaultResponseHeaders(c, isApi(path) ? apiHeaders : pageHeaders, requestId);
    const draining = drain?.draining === true;
    if (draining && path === '/api/health') {
      c.res = c.json({ status: 'draining', error: GENERIC_MESSAGES.shuttingDown }, 503, {
        Connection: 'close',
      });
      finish();
      return;
    }
    const started = performance.now();
    if (options.refuseNullInUrl && urlHasNul(c.req.url)) {
      const refusal = nullCharacterRefusal();
      if (!onError) throw refusal;
      c.res = await onError(refusal, c);
    } else {
      if (nextTurn) await nextTurn();
      await next();
    }
    finish();
    if (draining) c.header('Connection', 'close');
    if (!logger.isLevelEnabled('info')) return;
    logger.info(
      {
        requestId,
        method: c.req.method,
        path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
