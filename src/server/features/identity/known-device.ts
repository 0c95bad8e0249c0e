import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie } from '../../../shared/front-door.js';
import { IDENTITY_BASE_PATH } from './auth.js';

/**
 * "This browser signed in to this account before": an HttpOnly cookie set at every successful
 * e-mail sign-in, `<device id>.<HMAC of the id and the account's e-mail>`. Someone guessing an
 * account's password slows its sign-ins down (brute-force.ts); the owner's own browser shows this
 * cookie and is counted on its own, so a stranger's guesses never keep the owner out. The cookie
 * names one account (the last one signed in to from this browser) and only the identity paths see it.
 */
export const KNOWN_DEVICE_COOKIE = 'mt_device';
const ONE_YEAR = 60 * 60 * 24 * 365;

function signature(secret: string, deviceId: string, email: string): Buffer {
  return createHmac('sha256', secret).update(`known-device:${deviceId}:${email}`).digest();
}

/** The device id the request's cookie vouches for on this e-mail, or null. */
export function knownDevice(cookieHeader: string | undefined, email: string, secret: string): string | null {
  const value = readCookie(cookieHeader, KNOWN_DEVICE_COOKIE);
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  const deviceId = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64url');
  const expected = signature(secret, deviceId, email);
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/** The Set-Cookie line that marks this browser as the account's (keeping its id when it had one). */
export function knownDeviceCookie(
  deviceId: string | null,
  email: string,
  secret: string,
  secure: boolean,
): string {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  const value = `${id}.${signature(secret, id, email).toString('base64url')}`;
  return `${KNOWN_DEVICE_COOKIE}=${value}; Path=${IDENTITY_BASE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${ONE_YEAR}${secure ? '; Secure' : ''}`;
}
