import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AUTH_MESSAGES, GENERIC_MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../platform/errors.js';
import type { AttemptCounter } from '../../platform/http/attempts.js';
import type { AppEnv } from '../../platform/http/env.js';

export interface BruteForceLimits {
  /** Failed sign-ins per e-mail per window before 'Too many failed attempts…'. */
  signInFailures: number;
}

/** Paths under /api/identity that send mail or create accounts: limited per e-mail and per address. */
const MAIL_SENDING = new Set(['/request-password-reset', '/send-verification-email', '/forget-password']);
const MAIL_PER_EMAIL = 5;
const MAIL_PER_IP = 30;
const SIGNUPS_PER_IP = 20;

export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

async function emailOf(c: Context): Promise<string> {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  } catch {
    return '';
  }
}

const tooMany = (message: string) => new AppError('TOO_MANY_ATTEMPTS', 429, message);

/**
 * Brute-force protection in front of better-auth. Sign-in counts only failures (a correct
 * password clears the count); account creation and mail-sending count every request.
 */
export function bruteForceGuard(
  counter: AttemptCounter,
  limits: BruteForceLimits,
  basePath: string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const sub = c.req.path.slice(basePath.length);
    const ip = clientIp(c);

    if (sub === '/sign-in/email') {
      const email = await emailOf(c);
      const emailKey = `signin:${email}`;
      const ipKey = `signin-ip:${ip}`;
      if (
        (await counter.count(emailKey)) >= limits.signInFailures ||
        (await counter.count(ipKey)) >= limits.signInFailures * 5
      )
        throw tooMany(AUTH_MESSAGES.tooManyRequests);
      await next();
      if (c.res.status === 401) {
        await counter.hit(emailKey);
        await counter.hit(ipKey);
      } else if (c.res.ok) await counter.clear(emailKey);
      return;
    }
    if (sub === '/sign-up/email') {
      if ((await counter.hit(`signup-ip:${ip}`)) > SIGNUPS_PER_IP)
        throw tooMany(GENERIC_MESSAGES.rateLimited);
      return next();
    }
    if (MAIL_SENDING.has(sub)) {
      const email = await emailOf(c);
      if (
        (await counter.hit(`mail:${email}`)) > MAIL_PER_EMAIL ||
        (await counter.hit(`mail-ip:${ip}`)) > MAIL_PER_IP
      )
        throw tooMany(GENERIC_MESSAGES.rateLimited);
    }
    return next();
  };
}

/** The same per-e-mail mail limit for our own public send-activation endpoint. */
export async function limitMailSending(counter: AttemptCounter, c: Context, email: string) {
  if (
    (await counter.hit(`mail:${email.toLowerCase()}`)) > MAIL_PER_EMAIL ||
    (await counter.hit(`mail-ip:${clientIp(c)}`)) > MAIL_PER_IP
  )
    throw tooMany(GENERIC_MESSAGES.rateLimited);
}
