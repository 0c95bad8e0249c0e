import { z } from 'zod';

/**
 * Share this story (issue 30): a private, revocable link that shows one story to someone without
 * an account (a grandparent). The link holds a random token; only its SHA-256 is stored. Every
 * user-facing word of the feature, on the server's public page and in the web client, is here.
 */

/** How long a link may work, in days; the parent picks one. */
export const SHARE_EXPIRY_DAYS = [1, 7, 30, 90] as const;
export type TShareExpiryDays = (typeof SHARE_EXPIRY_DAYS)[number];
export const DEFAULT_SHARE_EXPIRY_DAYS: TShareExpiryDays = 7;

export const SHARE_EXPIRY_LABELS: Record<TShareExpiryDays, string> = {
  1: '1 day',
  7: '1 week',
  30: '30 days',
  90: '90 days',
};

/** Links one parent may create per hour (a link is cheap to make and a leak is costly). */
export const SHARE_CREATE_LIMIT_PER_HOUR = 20;

/** The public page of a link: /s/{token}. */
export const SHARE_PAGE_PREFIX = '/s/';
export const shareAudioPath = (token: string) => `${SHARE_PAGE_PREFIX}${token}/audio`;

/** A token is 32 random bytes in base64url: 43 characters, no padding. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const SHARE_MESSAGES = {
  badExpiry: `Choose how long the link works: ${SHARE_EXPIRY_DAYS.join(', ')} days`,
  notFound: 'Shared link not found',
} as const;

export const ZCreateShareRequest = z.strictObject({
  expiresInDays: z
    .literal(SHARE_EXPIRY_DAYS, { error: SHARE_MESSAGES.badExpiry })
    .default(DEFAULT_SHARE_EXPIRY_DAYS),
});
export type TCreateShareRequest = z.input<typeof ZCreateShareRequest>;

export const ZCreatedShare = z.object({ id: z.string(), url: z.string() });
export type TCreatedShare = z.infer<typeof ZCreatedShare>;

export const SHARE_STATUSES = ['active', 'expired', 'revoked'] as const;
export type TShareStatus = (typeof SHARE_STATUSES)[number];

/** One link in the parent's list: never the token (it is not kept). */
export const ZShare = z.object({
  id: z.string(),
  storyId: z.string(),
  storyTitle: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(SHARE_STATUSES),
});
export type TShare = z.infer<typeof ZShare>;

/** The words of the web client (the reader's button and dialog, the Account tab's list). */
export const SHARE_UI = {
  shareButton: 'Share this story',
  dialogTitle: 'Share this story',
  dialogIntro:
    'Anyone with the link can read this story (and hear it, if it has narration) without an account. You can turn the link off at any time.',
  expiryLabel: 'How long the link works',
  create: 'Create link',
  creating: 'Creating link…',
  linkLabel: 'Share link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy. Select the link and copy it yourself.',
  close: 'Close',
  failed: 'The link was not created. Please try again.',
  listTitle: 'Shared links',
  listIntro: 'Stories you shared with a link. Turn a link off and it stops working at once.',
  listEmpty: 'You have no active shared links.',
  listFailed: 'Shared links could not be loaded.',
  expires: (when: string) => `Works until ${when}`,
  revoke: 'Turn off',
  revokeLabel: (title: string) => `Turn off the link to ${title}`,
  revokeFailed: 'That link was not turned off. Please try again.',
} as const;

/** The words of the public page a link opens (server-rendered). */
export const SHARE_PAGE = {
  siteName: 'Moonlit Tales',
  /** Open Graph and the tab title say nothing private: no child, no story title. */
  ogTitle: 'A bedtime story from Moonlit Tales',
  ogDescription: 'A bedtime story shared with you by a family on Moonlit Tales.',
  madeFor: (firstName: string) => `A bedtime story for ${firstName}`,
  listen: 'Listen to the story',
  footer: 'Shared privately from Moonlit Tales. Please do not pass this link on.',
  goneTitle: 'This link has expired or was turned off',
  goneBody:
    'The family who shared this story may have turned the link off, or its time ran out. Ask them for a new link.',
} as const;
