import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { GENERIC_MESSAGES } from '../../../shared/messages.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { diskFullPath } from '../disk-full.js';
import { AppError, errorBody } from '../errors.js';
import type { Logger } from '../logger.js';
import type { AppEnv } from './env.js';
import { requestFrame } from './request-frame.js';
import { validationError } from './input.js';

/**
 * A request id on every log line (and echoed in X-Request-Id) and the access log line: the
 * request frame without the app's headers and checks, for a feature test's small app. The app itself uses requestFrame with everything (app.ts).
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return requestFrame({ logger });
}

/**
 * Served over https: in production (behind TLS, wherever PUBLIC_URL points) or whenever PUBLIC_URL
 * says https. Then HSTS goes out and the session cookie is Secure (__Secure-).
 */
export function servedOverHttps(config: { isProduction: boolean; PUBLIC_URL: string }): boolean {
  return config.isProduction || config.PUBLIC_URL.toLowerCase().startsWith('https:');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages. Requests with a Bearer token carry
 * no ambient credential, and signed webhooks are exempt (they are verified by signature).
 */
export function crossSiteProtection(
  allowedOrigins: string[],
  exemptPrefixes: string[],
): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/$/, '')));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exemptPrefixes.some((p) => c.req.path.startsWith(p))) return next();
    if (c.req.header('authorization')?.startsWith('Bearer ') && !c.req.header('cookie')) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const ok = origin
      ? allowed.has(origin) || sameHost(origin, c)
      : site
        ? site === 'same-origin' || site === 'none'
        : !c.req.header('cookie');
    if (!ok) throw new AppError('CROSS_SITE', 403, GENERIC_MESSAGES.crossSite);
    return next();
  };
}

function sameHost(origin: string, c: Context): boolean {
  try {
    return new URL(origin).host === c.req.header('host');
  } catch {
    return false;
  }
}

/**
 * The first argument is ignored: the error body is the same in every mode (callers still pass
 * it). databasePort tells the database's connection errors from other services' (see unavailable.ts).
 */
export function errorHandler(_isProduction?: boolean, databasePort?: number) {
  return (err: Error, c: Context<AppEnv>) => {
    const log = c.get('log');
    if (err instanceof AppError) {
      if (err.status >= 500) log?.error({ err }, err.message);
      return c.json(errorBody(err), err.status as 400);
    }
    // A schema's own parse in a route: the same answer as parseInput's.
    if (err instanceof ZodError) return c.json(errorBody(validationError(err)), 400);
    if (err instanceof HTTPException) {
      const status = err.status;
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
      const message =
        status === 413 ? GENERIC_MESSAGES.payloadTooLarge : err.message || GENERIC_MESSAGES.invalidInput;
      return c.json({ error: message, code }, status);
    }
    // The database is down or unreachable: say so (503, retry soon) rather than "something went
    // wrong"; the pool reconnects by itself when it is back.
    if (isDatabaseUnavailable(err, databasePort)) {
      log?.warn({ err: { message: err.message } }, 'database unavailable');
      return c.json({ error: GENERIC_MESSAGES.databaseUnavailable, code: 'UNAVAILABLE' }, 503, {
        'Retry-After': '5',
      });
    }
    // A full disk: the operator must free space under the path the log names; nothing is lost.
    const full = diskFullPath(err);
    if (full !== null) {
      log?.error({ path: full }, `disk full: could not write ${full}`);
      return c.json({ error: GENERIC_MESSAGES.databaseUnavailable, code: 'UNAVAILABLE' }, 503, {
        'Retry-After': '30',
      });
    }
    // The details (a database error may quote SQL and values) go to the log only, in every mode.
    log?.error({ err }, 'unhandled error');
    return c.json({ error: GENERIC_MESSAGES.internal, code: 'INTERNAL' }, 500);
  };
}

/** Parses a JSON body with a schema from src/shared; a broken body is a 400, never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw AppError.badRequest('The request body must be valid JSON.');
  }
}
