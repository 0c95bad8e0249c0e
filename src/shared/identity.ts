import { z } from 'zod';

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

/** PUT /api/auth/profile */
export const ZProfileUpdate = z
  .object({
    displayName: z.string().trim().min(1).max(80).optional(),
    timeZone: z
      .string()
      .max(64)
      .refine(isValidTimeZone, 'must be an IANA time zone such as Europe/Paris')
      .optional(),
    preferences: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;
