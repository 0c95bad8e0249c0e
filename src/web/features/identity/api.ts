/** Identity calls: our /api/auth routes and better-auth under /api/identity (same origin, cookies). */
import { apiGet, apiSend, isApiError } from '../../lib/api';
import { browserTimeZone } from '../../lib/format';
import { EMAIL_VERIFIED_CALLBACK, PATHS } from '../../lib/paths';
import { readCookie, SIGNED_IN_COOKIE } from '../../../shared/front-door';
import type { TSignInInput, TSignUpInput, TUser } from './types';

/**
 * Whether this browser may hold a session: the server's readable hint beside the HttpOnly session
 * cookie (server identity/signed-in-hint.ts). Without it there is nothing to ask about.
 */
export function maySignedIn(cookie: string | null = readDocumentCookie()): boolean {
  // No cookie jar to read (not a browser): ask, as before the hint.
  return cookie === null || readCookie(cookie, SIGNED_IN_COOKIE) === '1';
}

function readDocumentCookie(): string | null {
  try {
    return typeof document === 'undefined' ? null : document.cookie;
  } catch {
    return null;
  }
}

/**
 * Who am I: the user, or null when signed out. A signed-out browser (no hint) does not ask, so a
 * signed-out page logs no 401; a stale hint gets its 401, which also clears the hint.
 */
export async function fetchMe(signal?: AbortSignal, cookie?: string | null): Promise<TUser | null> {
  if (!maySignedIn(cookie)) return null;
  try {
    return await apiGet<TUser>('/api/auth/me', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** Refreshes the user after verification (spec §7 POST /auth/verify). */
export function verifyAccount(): Promise<TUser> {
  return apiSend<TUser>('POST', '/api/auth/verify');
}

/** Keeps the account's time zone (credits turn at local midnight) in step with this browser. */
export function saveTimeZone(timeZone: string): Promise<TUser> {
  return apiSend<TUser>('PUT', '/api/auth/profile', { timeZone });
}

export async function signUpWithEmail(input: TSignUpInput): Promise<void> {
  await apiSend('POST', '/api/identity/sign-up/email', {
    ...input,
    callbackURL: EMAIL_VERIFIED_CALLBACK,
    timeZone: browserTimeZone(),
  });
}

export async function signInWithEmail(input: TSignInInput): Promise<void> {
  await apiSend('POST', '/api/identity/sign-in/email', input);
}

/**
 * Sign-up answers the same for a new address and a taken one and opens no session (issue 28), so
 * the new password signs in next: true when it did (a new account, signed in unverified as spec
 * §4 wants), false when it did not (the address was taken: its owner was mailed, and the page
 * says so without saying which). Other errors are thrown as before.
 */
export async function signUpAndSignIn(input: TSignUpInput): Promise<boolean> {
  await signUpWithEmail(input);
  try {
    await signInWithEmail({ email: input.email, password: input.password });
    return true;
  } catch (error) {
    if (isApiError(error) && [401, 403, 429].includes(error.status)) return false;
    throw error;
  }
}

export async function signOut(): Promise<void> {
  await apiSend('POST', '/api/identity/sign-out', {});
}

export async function sendVerificationEmail(email: string): Promise<void> {
  await apiSend('POST', '/api/identity/send-verification-email', {
    email,
    callbackURL: EMAIL_VERIFIED_CALLBACK,
  });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiSend('POST', '/api/identity/request-password-reset', { email, redirectTo: PATHS.activate });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await apiSend('POST', '/api/identity/reset-password', { token, newPassword });
}

/** Public: e-mails an activation link to an account created at checkout (spec §7). */
export async function sendActivationEmail(email: string): Promise<void> {
  await apiSend('POST', '/api/public/subscriptions/send-activation', { email });
}

/** Starts Google sign-in; the browser leaves for Google's consent page. */
export async function startGoogleSignIn(): Promise<void> {
  const { url } = await apiSend<{ url?: string; redirect?: boolean }>(
    'POST',
    '/api/identity/sign-in/social',
    {
      provider: 'google',
      callbackURL: PATHS.home,
      newUserCallbackURL: PATHS.pricingExtension,
      errorCallbackURL: `${PATHS.login}?error=google`,
    },
  );
  if (!url) throw new Error('No redirect URL from the sign-in service');
  window.location.href = url;
}
