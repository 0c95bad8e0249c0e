/** Identity calls: our /api/auth routes and better-auth under /api/identity (same origin, cookies). */
import { apiGet, apiSend, isApiError } from '../../lib/api';
import { browserTimeZone } from '../../lib/format';
import { EMAIL_VERIFIED_CALLBACK, PATHS } from '../../lib/paths';
import type { TSignInInput, TSignUpInput, TUser } from './types';

/** Who am I: the user, or null when signed out (401). */
export async function fetchMe(signal?: AbortSignal): Promise<TUser | null> {
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
