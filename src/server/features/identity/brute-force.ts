import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES, GENERIC_MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../platform/errors.js';
import type { AttemptCounter } from '../../platform/http/attempts.js';
import type { AppEnv } from '../../platform/http/env.js';

export interface BruteForceLimits {
  /** Failed sign-ins per e-mail per window before 'Too many failed attempts…'. */
  signInFailures: number;
  /** Accounts created from one address per window (a school or office shares one). */
  signUpsPerAddress: number;
}

/** Paths under /api/identity that send mail or create accounts: limited per e-mail and per address. */
const MAIL_SENDING = new Set(['/request-password-reset', '/send-verification-email', '/forget-password']);
const MAIL_PER_EMAIL = 5;
const MAIL_PER_IP = 30;
/** One address may try this many times the per-e-mail limit (a household or office behind one NAT). */
const SIGNIN_IP_FACTOR = 5;

/** Answers that mean the password was never checked: the reserved attempt is given back. */
const NOT_CHECKED = new Set([400, 413, 415, 422]);

/**
 * The e-mail a request names, the way better-auth will read it. identityJsonOnly (in front of
 * this) lets only JSON bodies through, so JSON is the one encoding to read here.
 */
async function emailOf(c: Context): Promise<string> {
  try {
    const body: unknown = await c.req.raw.clone().json();
    if (typeof body !== 'object' || body === null || !('email' in body)) return '';
    const email = (body as { email: unknown }).email;
    return typeof email === 'string' ? email.normalize('NFKC').trim().toLowerCase() : '';
  } catch {
    return '';
  }
}

const tooMany = (message: string) => new AppError('TOO_MANY_ATTEMPTS', 429, message);

/**
 * Brute-force protection in front of better-auth. Sign-in reserves an attempt per e-mail and per
 * address BEFORE the password is checked (one conditional statement each, so concurrent guesses
 * cannot overrun the limit); a success clears that e-mail's count only. Account creation and
 * mail-sending count every request.
 */
export function bruteForceGuard(
  counter: AttemptCounter,
  limits: BruteForceLimits,
  basePath: string,
  addressOf: (c: Context) => string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const sub = c.req.path.slice(basePath.length);
    const ip = addressOf(c);

    if (sub === '/sign-in/email') {
      const email = await emailOf(c);
      // No e-mail: better-auth refuses the body without checking any password.
      if (!email) return next();
      const emailKey = `signin:${email}`;
      const ipKey = `signin-ip:${ip}`;
      if (!(await counter.reserve(emailKey, limits.signInFailures)))
        throw tooMany(AUTH_MESSAGES.tooManyRequests);
      if (!(await counter.reserve(ipKey, limits.signInFailures * SIGNIN_IP_FACTOR))) {
        await counter.release(emailKey);
        throw tooMany(AUTH_MESSAGES.tooManyRequests);
      }
      await next();
      const status = c.res.status;
      if (c.res.ok) {
        await counter.clear(emailKey);
        await counter.release(ipKey);
      } else if (NOT_CHECKED.has(status)) {
        await counter.release(emailKey);
        await counter.release(ipKey);
      }
      return;
    }
    if (sub === '/sign-up/email') {
      if ((await counter.hit(`signup-ip:${ip}`)) > limits.signUpsPerAddress)
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
export async function limitMailSending(counter: AttemptCounter, ip: string, email: string) {
  if (
    (await counter.hit(`mail:${email.toLowerCase()}`)) > MAIL_PER_EMAIL ||
    (await counter.hit(`mail-ip:${ip}`)) > MAIL_PER_IP
  )
    throw tooMany(GENERIC_MESSAGES.rateLimited);
}
