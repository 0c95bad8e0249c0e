import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES, GENERIC_MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../platform/errors.js';
import type { AttemptCounter } from '../../platform/http/attempts.js';
import type { AppEnv } from '../../platform/http/env.js';
import { knownDevice, knownDeviceCookie } from './known-device.js';

export interface BruteForceLimits {
  /** Failed sign-ins per e-mail (and per device) before each further one has to wait. */
  signInFailures: number;
  /** The longest wait between two sign-in attempts of a slowed account, in seconds. */
  signInMaxDelaySeconds: number;
  /** Accounts created from one address per window (a school or office shares one). */
  signUpsPerAddress: number;
}

/** The known-device cookie's secret, and whether cookies are Secure. */
export interface DeviceCookies {
  secret: string;
  secure: boolean;
}

/** Paths under /api/identity that send mail or create accounts: limited per e-mail and per address. */
const MAIL_SENDING = new Set(['/request-password-reset', '/send-verification-email', '/forget-password']);
const MAIL_PER_EMAIL = 5;
const MAIL_PER_IP = 30;
/** One address may try this many times the per-e-mail limit (a household or office behind one NAT). */
const SIGNIN_IP_FACTOR = 5;
/** The first wait once an account's free attempts are used; it doubles with every further one. */
const SIGNIN_FIRST_DELAY_SECONDS = 15;

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
 * Brute-force protection in front of better-auth. Sign-in guessing is slowed, never locked: each
 * attempt is taken BEFORE the password is checked (one conditional statement per key, so
 * concurrent guesses cannot slip past the wait together), and past the free attempts of an e-mail
 * (and of a client address) every further attempt waits 15 s, doubling up to the maximum, since
 * the last one (429 with Retry-After meanwhile). A browser that signed in to the account before
 * (known-device.ts) is counted on its own instead, so a stranger's guesses never keep the owner
 * out. A success clears that e-mail's (or device's) count only. Account creation and
 * mail-sending count every request.
 */
export function bruteForceGuard(
  counter: AttemptCounter,
  limits: BruteForceLimits,
  basePath: string,
  addressOf: (c: Context) => string,
  device: DeviceCookies,
): MiddlewareHandler<AppEnv> {
  const delays = (free: number) => ({
    free,
    firstDelay: SIGNIN_FIRST_DELAY_SECONDS,
    maxDelay: limits.signInMaxDelaySeconds,
  });

  /** Takes an attempt on each key in turn; on a refusal, gives back the ones already taken. */
  async function take(c: Context, keys: [string, number][]): Promise<void> {
    for (const [i, [key, free]] of keys.entries()) {
      const wait = await counter.throttle(key, delays(free));
      if (wait === 0) continue;
      for (const [taken] of keys.slice(0, i)) await counter.release(taken);
      c.header('Retry-After', String(wait));
      throw tooMany(AUTH_MESSAGES.tooManyRequests);
    }
  }

  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const sub = c.req.path.slice(basePath.length);
    const ip = addressOf(c);

    if (sub === '/sign-in/email') {
      const email = await emailOf(c);
      // No e-mail: better-auth refuses the body without checking any password.
      if (!email) return next();
      const deviceId = knownDevice(c.req.header('cookie'), email, device.secret);
      // The owner's own browser is counted on its own: neither the account's nor the address's count.
      const ownKey = deviceId ? `signin-device:${deviceId}` : `signin:${email}`;
      const keys: [string, number][] = deviceId
        ? [[ownKey, limits.signInFailures]]
        : [
            [ownKey, limits.signInFailures],
            [`signin-ip:${ip}`, limits.signInFailures * SIGNIN_IP_FACTOR],
          ];
      await take(c, keys);
      await next();
      const status = c.res.status;
      if (c.res.ok) {
        await counter.clear(ownKey);
        for (const [key] of keys.slice(1)) await counter.release(key);
        c.res.headers.append('Set-Cookie', knownDeviceCookie(deviceId, email, device.secret, device.secure));
      } else if (NOT_CHECKED.has(status)) {
        for (const [key] of keys) await counter.release(key);
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
