/**
 * A library that works offline (issue 30 part 2): the words the parent reads about it, and the
 * names of the browser caches the app and its service worker share (docs/decisions/032).
 */

export const OFFLINE_LABELS = {
  /** The reader's button (a toggle: pressed once the story is kept). */
  keep: 'Keep for offline',
  keeping: 'Keeping for offline…',
  kept: 'Kept for offline',
  /** The button on each row of the offline list; the story's title makes it unique. */
  remove: 'Remove from offline',
  removeStory: (title: string) => `Remove ${title} from offline`,
  listTitle: 'Kept for offline',
  /** The list's landmark name. */
  listName: 'Stories kept for offline',
  forChild: (childName: string) => `For ${childName}`,
  withNarration: 'with narration',
} as const;

export const OFFLINE_MESSAGES = {
  bannerTitle: "You're offline.",
  banner:
    'Your recent stories and the ones kept for offline can still be read and played. New stories wait for the connection.',
  listIntro: 'These stories open and play without a connection on this device.',
  keptDone: 'This story and its narration are kept on this device.',
  keptTextOnly: 'This story is kept on this device. Its narration plays when you are online.',
  keepFailed: 'This story could not be kept for offline. Please try again while online.',
  keepNeedsConnection:
    'Keeping a story for offline needs a connection. Please try again when you are online.',
  removed: (title: string) => `${title} is no longer kept for offline.`,
  /**
   * A story cannot be asked for without a connection: refused at once, so nothing is spent, held
   * or sent twice when the connection comes back (decision 032).
   */
  storyNeedsConnectionTitle: 'Stories are written online',
  storyNeedsConnection:
    'You are offline, so no story was requested and no credit was used. Once you are back online, ask again.',
  notKeptOffline: 'This story is not on this device. It opens when you are back online.',
} as const;

/**
 * The caches that hold a family's data (everything under this prefix is deleted at sign-out); the
 * service worker's precache of the app's own files is the only other cache, and holds nothing of
 * any family.
 */
export const OFFLINE_CACHE_PREFIX = 'moonlit-family-';
export const OFFLINE_CACHES = {
  /** Stories the parent chose, with their narration: kept until removed or sign-out. */
  kept: `${OFFLINE_CACHE_PREFIX}kept-v1`,
  /** What the app read lately (the library's first page, its stories): refreshed on every read. */
  recent: `${OFFLINE_CACHE_PREFIX}recent-v1`,
} as const;
