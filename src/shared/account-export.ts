import { z } from 'zod';

/**
 * The privacy export (GET /api/account/export): `family.json` inside the ZIP. Everything the
 * product holds about one family, readable by a person; never another family's rows, a password
 * hash, a session token, a provider token or a verification code.
 */
export const ACCOUNT_EXPORT_PATH = '/api/account/export';
export const FAMILY_EXPORT_FORMAT = 'moonlit-family-export/1';

const iso = z.string();
const isoOrNull = iso.nullable();

export const ZExportAudioFile = z.object({
  storyId: z.string(),
  /** Path inside the ZIP (audio/<storyId>.mp3), or null when the file is no longer stored. */
  file: z.string().nullable(),
  size: z.number().nullable(),
  duration: z.number().nullable(),
  voiceId: z.string().nullable(),
});

export const ZFamilyExport = z.object({
  format: z.literal(FAMILY_EXPORT_FORMAT),
  exportedAt: iso,
  account: z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    emailVerified: z.boolean(),
    photoURL: z.string().nullable(),
    role: z.string(),
    timeZone: z.string(),
    preferences: z.record(z.string(), z.unknown()),
    createdAt: iso,
    updatedAt: iso,
    lastActiveAt: isoOrNull,
    /** How the parent signs in ("credential" = e-mail and password, "google"); never a token. */
    signInMethods: z.array(z.object({ provider: z.string(), linkedAt: iso })),
    /** Signed-in browsers: when, from which address and browser (the token itself stays out). */
    sessions: z.array(
      z.object({
        createdAt: iso,
        expiresAt: iso,
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
      }),
    ),
    activeDays: z.array(z.string()),
  }),
  billing: z.object({
    customer: z.object({ provider: z.string(), customerId: z.string(), createdAt: iso }).nullable(),
    subscriptions: z.array(z.record(z.string(), z.unknown())),
    payments: z.array(z.record(z.string(), z.unknown())),
  }),
  children: z.array(z.record(z.string(), z.unknown())),
  stories: z.array(z.record(z.string(), z.unknown())),
  credits: z.object({
    usage: z.array(z.record(z.string(), z.unknown())),
    spent: z.array(z.record(z.string(), z.unknown())),
  }),
  dailyStoryPlays: z.array(
    z.object({ storyId: z.string(), title: z.string(), viewedAt: iso, playedAt: isoOrNull }),
  ),
  /** Mail we sent to the family: subject and dates only (bodies hold sign-in and reset links). */
  mail: z.array(z.object({ subject: z.string(), status: z.string(), createdAt: iso, sentAt: isoOrNull })),
  audioFiles: z.array(ZExportAudioFile),
  /** Printed books (issue 30): their stories in order; the PDFs themselves are not in the archive. */
  books: z.array(
    z.object({
      id: z.string(),
      pageSize: z.string(),
      status: z.string(),
      pageCount: z.number().nullable(),
      storyIds: z.array(z.string()),
      createdAt: iso,
    }),
  ),
  /** Series of chapters (issue 27): each chapter is in `stories` with its seriesId and chapter. */
  series: z.array(
    z.object({
      id: z.string(),
      childIds: z.array(z.string()),
      childName: z.string(),
      chapters: z.number(),
      written: z.number(),
      options: z.record(z.string(), z.unknown()),
      title: z.string().nullable(),
      status: z.string(),
      createdAt: iso,
    }),
  ),
  /** Every story the parent asked for (issue 27): its options, children, and how it ended. */
  storyRequests: z.array(
    z.object({
      id: z.string(),
      childIds: z.array(z.string()),
      options: z.record(z.string(), z.unknown()),
      seriesId: z.string().nullable(),
      status: z.string(),
      storyId: z.string().nullable(),
      notices: z.array(z.string()),
      error: z.string().nullable(),
      createdAt: iso,
      updatedAt: iso,
    }),
  ),
  /** Voices a family member recorded (issue 29); `file` is the MP3 in the archive once saved. */
  recordedVoices: z.array(
    z.object({
      id: z.string(),
      storyId: z.string(),
      recorderName: z.string(),
      status: z.string(),
      file: z.string().nullable(),
      duration: z.number().nullable(),
      createdAt: iso,
      /** Null: a relative's voice the parent has not approved. */
      approvedAt: isoOrNull,
    }),
  ),
  /** Invitations for a relative to record a story (issue 29 part 4); the link is never kept. */
  recordingInvitations: z.array(
    z.object({
      id: z.string(),
      storyId: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      createdAt: iso,
      expiresAt: iso,
      revokedAt: isoOrNull,
      recordingId: z.string().nullable(),
    }),
  ),
  /** Links that showed a story without an account (issue 30); the link itself is never kept. */
  shares: z.array(
    z.object({ id: z.string(), storyId: z.string(), createdAt: iso, expiresAt: iso, revokedAt: isoOrNull }),
  ),
});
export type TFamilyExport = z.infer<typeof ZFamilyExport>;

/** moonlit-export-YYYY-MM-DD.zip (the UTC date of the export). */
export const exportFileName = (now: Date) => `moonlit-export-${now.toISOString().slice(0, 10)}.zip`;
