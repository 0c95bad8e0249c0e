import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { z } from 'zod';
import {
  ZIdentityUserFields,
  ZPasswordNotBlank,
  isValidTimeZone,
  DISPLAY_NAME_MAX,
} from '../../../shared/identity.js';

/** better-auth endpoints that write user fields, and the body field holding a new password. */
const WRITES_USER_FIELDS = new Set(['/sign-up/email', '/update-user']);
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

function refuse(code: string, error: z.ZodError): never {
  const message = error.issues[0]?.message ?? 'Invalid input';
  throw new APIError('BAD_REQUEST', { code, message });
}

/**
 * better-auth's own endpoints held to the rules of PUT /api/auth/profile (name ≤ 80 characters of
 * text, a real IANA zone) and no password that is only whitespace. A `before` hook, so HTTP
 * calls and server-side auth.api calls are both covered.
 */
export const identityInputRules = createAuthMiddleware(async (ctx) => {
  const body: unknown = ctx.body;
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (WRITES_USER_FIELDS.has(ctx.path)) {
    const fields = ZIdentityUserFields.safeParse(record);
    if (!fields.success) refuse('VALIDATION', fields.error);
  }
  const passwordField = NEW_PASSWORD_FIELD[ctx.path];
  if (passwordField && typeof record[passwordField] === 'string') {
    const password = ZPasswordNotBlank.safeParse(record[passwordField]);
    if (!password.success) refuse('PASSWORD_BLANK', password.error);
  }
});

/**
 * Last line for writes that bypass the endpoints above (a Google profile's name): the same
 * limits, applied by trimming instead of refusing, since there is nobody to show a message to.
 */
export function boundedUserFields<T extends { name?: unknown; timeZone?: unknown }>(data: T): T {
  const out = { ...data };
  if (typeof out.name === 'string')
    out.name = out.name
      .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
      .trim()
      .slice(0, DISPLAY_NAME_MAX);
  else if ('name' in out && out.name !== undefined) out.name = '';
  if ('timeZone' in out && out.timeZone !== undefined)
    if (typeof out.timeZone !== 'string' || out.timeZone.length > 64 || !isValidTimeZone(out.timeZone))
      out.timeZone = 'UTC';
  return out;
}
