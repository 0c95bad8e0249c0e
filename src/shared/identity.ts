import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.js';

/** Spec §3 User (client view), answered by GET /api/auth/me, POST /api/auth/verify. */
export const ZClientUser = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  emailVerified: z.boolean(),
  photoURL: z.string().nullable(),
  planType: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  preferences: z.record(z.string(), z.unknown()),
  role: z.enum(['user', 'admin']),
  isAccountActive: z.boolean(),
  isGoogleUser: z.boolean(),
  needsActivation: z.boolean(),
  timeZone: z.string(),
});
export type TClientUser = z.infer<typeof ZClientUser>;

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const DISPLAY_NAME_MAX = 80;

/** A display name: text on one line (it is shown in mails and the header), at most 80 characters. */
export const ZDisplayName = z
  .string(VALIDATION_MESSAGES.nameNotText)
  .trim()
  .max(DISPLAY_NAME_MAX, VALIDATION_MESSAGES.nameTooLong)
  .refine((v) => !/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(v), VALIDATION_MESSAGES.nameNotText);

/** An IANA time zone the runtime knows (credits turn at its midnight). */
export const ZTimeZone = z
  .string(VALIDATION_MESSAGES.timeZoneInvalid)
  .max(64, VALIDATION_MESSAGES.timeZoneInvalid)
  .refine(isValidTimeZone, VALIDATION_MESSAGES.timeZoneInvalid);

/** A password: not only whitespace (length rules are better-auth's). */
export const ZPasswordNotBlank = z.string().refine((v) => v.trim() !== '', VALIDATION_MESSAGES.passwordBlank);

/**
 * The user fields better-auth's own endpoints (sign-up, update-user) write, held to the same
 * rules as PUT /api/auth/profile. Other body fields are better-auth's to check.
 */
export const ZIdentityUserFields = z.object({
  name: ZDisplayName.optional(),
  timeZone: ZTimeZone.optional(),
  image: z
    .url(VALIDATION_MESSAGES.imageInvalid)
    .max(2048, VALIDATION_MESSAGES.imageInvalid)
    .regex(/^https?:\/\//i, VALIDATION_MESSAGES.imageInvalid)
    .nullable()
    .optional(),
});

export const PREFERENCES_MAX_CHARS = 2048;

/** PUT /api/auth/profile */
export const ZProfileUpdate = z
  .object({
    displayName: ZDisplayName.pipe(z.string().min(1, VALIDATION_MESSAGES.nameRequired)).optional(),
    timeZone: ZTimeZone.optional(),
    // Small settings only: they travel back on every /api/auth/me.
    preferences: z
      .record(z.string(), z.unknown())
      .refine(
        (p) => JSON.stringify(p).length <= PREFERENCES_MAX_CHARS,
        VALIDATION_MESSAGES.preferencesTooLarge,
      )
      .optional(),
  })
  .strict();
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;
