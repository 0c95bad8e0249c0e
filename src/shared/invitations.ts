import { z } from 'zod';
import { RECORDER_NAME_MAX, RECORDING_MESSAGES, TAKE_UPLOAD_PREFIX } from './recordings.js';

/**
 * Invite a relative to record a story (issue 29 part 4): a private link for one story that needs
 * no account, works for 14 days unless revoked, and shows only the story's text and the child's
 * first name. What the relative saves waits for the parent's approval. Every word of it is here.
 */

export const INVITATION_DAYS = 14;
/** Invitations one parent may create per day (a link is cheap to make, a leak is costly). */
export const INVITATIONS_PER_DAY = 20;
/** Requests one link, and one address, may make to the public routes per hour (a take is one). */
export const INVITATION_PUBLIC_PER_TOKEN_PER_HOUR = 1500;
export const INVITATION_PUBLIC_PER_ADDRESS_PER_HOUR = 3000;
export const INVITATION_EMAIL_MAX = 254;
/**
 * A relative's voice the parent neither approves nor deletes is deleted this many days after it
 * was saved (an hourly job): a recording of someone's voice should not wait unseen for ever.
 */
export const UNAPPROVED_RECORDING_DAYS = 30;

/** The relative's page in the web app. */
export { RECORD_PAGE_PREFIX } from './invitation-paths.js';
/** A token is 32 random bytes in base64url: 43 characters, no padding. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const storyInvitationsPath = (storyId: string) => `/api/stories/${storyId}/invitations`;
export const invitationPath = (id: string) => `/api/invitations/${id}`;
export const approvePath = (recordingId: string) => `/api/recordings/${recordingId}/approve`;
export const byTokenPath = (token: string) => `/api/invitations/by-token/${token}`;
/** Takes by token sit under the take prefix, so the JSON-only body guards let the WAV through. */
export const TOKEN_TAKE_PREFIX = `${TAKE_UPLOAD_PREFIX}by-token/`;
export const tokenTakePath = (token: string, sentence: number) => `${TOKEN_TAKE_PREFIX}${token}/${sentence}`;

export const INVITATION_MESSAGES = {
  inviteTitle: 'Invite someone to record',
  inviteIntro:
    'Send a private link to a grandparent or another relative. They can record this story without an account; you listen and approve it before your child hears it. The link works for 14 days.',
  inviteName: 'Their name, as the child will see it',
  inviteNamePlaceholder: 'Grandma, Grandpa, Auntie Jo…',
  inviteEmail: 'Their e-mail (optional: we send them the link)',
  invite: 'Create invitation link',
  inviting: 'Creating the link…',
  linkLabel: 'Invitation link',
  copy: 'Copy invitation link',
  copied: 'Link copied',
  copyFailed: 'Could not copy. Select the link and copy it yourself.',
  mailed: 'We sent the link by e-mail too.',
  listTitle: 'Invitations',
  status: {
    waiting: 'Waiting for a recording',
    recorded: 'Recorded: waiting for approval',
    approved: 'Approved',
    expired: 'Expired',
    revoked: 'Revoked',
    revokedRecorded: 'Link revoked: the recording waits for your approval',
  },
  /** A saved voice waiting for approval, and the day the job deletes it if nobody decides. */
  recordedUntil: (day: string) => `Waiting for your approval, kept until ${day}`,
  revokedRecordedUntil: (day: string) =>
    `Link revoked. The recording waits for your approval, kept until ${day}`,
  revoke: (name: string) => `Revoke the invitation for ${name}`,
  revokeShort: 'Revoke',
  listen: (name: string) => `Listen to ${name}'s recording`,
  listenShort: 'Listen',
  stopListening: 'Stop',
  approve: (name: string) => `Approve ${name}'s recording`,
  approveShort: 'Approve',
  remove: (name: string) => `Delete ${name}'s recording`,
  removeShort: 'Delete',
  approved: 'Approved: your child can now hear this voice.',
  failed: 'That did not work. Please try again.',
  emailInvalid: 'Please enter a valid e-mail address, or leave it empty',
  tooMany: `You can create at most ${INVITATIONS_PER_DAY} invitations a day. Please try again tomorrow.`,
  notFound: 'Invitation not found',
  /** The public page: one calm message for unknown, expired and revoked links alike. */
  gone: 'This link is no longer active. Ask the person who sent it for a new one.',
  goneTitle: 'This link has ended',
  pageHeading: (child: string) => `Record a bedtime story for ${child}`,
  pageIntro: (name: string) =>
    `Hello ${name}! Read the story aloud, one sentence at a time. You can listen back and record a sentence again before you save.`,
  thanks: 'Thank you! Your recording is saved. The parent will listen to it first, then share it.',
  loading: 'Opening the story…',
} as const;

/**
 * The mail to the parent when a relative has saved a recording. It goes to the parent's own
 * (verified) address; the subject still names nobody, as the development outbox logs subjects.
 */
export const RECORDED_MAIL_MESSAGES = {
  subject: 'A new recording is waiting for your approval',
  heading: (name: string, title: string) => `${name} has recorded ${title}`,
  listen: (child: string) =>
    `Listen to it in the reader. ${child} hears it once you approve it; until then it stays with you.`,
  keptUntil: (day: string) => `If you neither approve nor delete it, it is deleted on ${day}.`,
  action: 'Listen and approve',
  someone: 'Someone you invited',
  yourChild: 'Your child',
  story: 'your story',
} as const;

const ZName = z
  .string({ error: RECORDING_MESSAGES.nameRequired })
  .trim()
  .min(1, RECORDING_MESSAGES.nameRequired)
  .max(RECORDER_NAME_MAX, RECORDING_MESSAGES.nameTooLong);

export const ZInvitationCreate = z.strictObject({
  name: ZName,
  // An empty field means no mail.
  email: z
    .union([
      z.literal('').transform(() => undefined),
      z
        .string()
        .trim()
        .max(INVITATION_EMAIL_MAX, INVITATION_MESSAGES.emailInvalid)
        .pipe(z.email({ error: INVITATION_MESSAGES.emailInvalid })),
    ])
    .optional(),
});
export type TInvitationCreate = z.input<typeof ZInvitationCreate>;

export const ZCreatedInvitation = z.object({ id: z.string(), url: z.string() });
export type TCreatedInvitation = z.infer<typeof ZCreatedInvitation>;

/** revokedRecorded: the link was revoked after the relative saved; the voice still waits for the parent. */
export const INVITATION_STATUSES = [
  'waiting',
  'recorded',
  'approved',
  'expired',
  'revoked',
  'revokedRecorded',
] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];

/** One invitation in the parent's list: never the token (it is not kept). */
export const ZInvitation = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(INVITATION_STATUSES),
  recordingId: z.string().nullable(),
  /** The recording's audio, for the parent to listen to before approving. */
  audioUrl: z.string().nullable(),
  /** A saved voice not approved yet: when it is deleted unless the parent decides first. */
  removesAt: z.string().nullable(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

/** What the relative's page gets: the story's words and the child's first name, nothing else. */
export const ZInvitationView = z.object({
  childName: z.string(),
  title: z.string(),
  sentences: z.array(z.string()),
  name: z.string(),
  expiresAt: z.string(),
  recording: z
    .object({
      id: z.string(),
      taken: z.array(z.number().int()),
      status: z.enum(['recording', 'ready']),
    })
    .optional(),
});
export type TInvitationView = z.infer<typeof ZInvitationView>;
