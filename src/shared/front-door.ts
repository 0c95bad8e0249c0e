/**
 * The logged-out front door (issue 26 part 7) and the small names both the server and the web
 * client must agree on: the sample story route, and the cookies that carry the theme and the
 * "signed in" hint across to server-rendered pages and to the client's first request. No zod
 * here: the web client's first page reads the cookies, and every kilobyte there counts.
 */
/** The Library tab's one name (spec §2 bottom tabs), wherever a screen points to it. */
export const LIBRARY_TAB_NAME = 'Library';

/** The front page's additions below the spec's login box. */
export const FRONT_DOOR_LABELS = {
  plansTitle: 'Plans and prices',
  plansText: 'Starter, Premium and Family, monthly or yearly. Cancel anytime.',
  plansLink: 'See the plans',
  sampleTitle: 'Read a sample story',
  sampleIntro: 'One of our gentle bedtime stories, free to read without an account.',
  readWhole: 'Read the whole story',
  showLess: 'Show less',
  loading: 'Finding tonight’s sample…',
  failed: 'The sample story could not be loaded just now.',
  minutes: (n: number) => `${n} min read`,
  listen: 'Listen to the sample story',
} as const;

/** Public, cacheable, unauthenticated: the same sample story for every visitor. */
export const SAMPLE_STORY_PATH = '/api/sample-story';
/** The sample read aloud by the app's voice (when the server narrates). */
export const SAMPLE_AUDIO_PATH = '/api/sample-story/audio';

export interface TSampleStory {
  title: string;
  /** Paragraphs separated by a blank line. */
  content: string;
  wordCount: number;
  /** Minutes. */
  readingTime: number;
  /** Where to hear it, when the server narrates. */
  audioUrl?: string;
}

/**
 * A readable (not HttpOnly) hint that this browser holds a session. The session cookie itself is
 * HttpOnly; without the hint a signed-out page would ask GET /api/auth/me and log a 401 on every
 * visit. The server sets it wherever it sets or sees the session and clears it with the session;
 * it grants nothing (the session cookie alone does).
 */
export const SIGNED_IN_COOKIE = 'moonlit_signed_in';

/**
 * The appearance chosen in Account Settings ('light' or 'dark'), mirrored from localStorage into
 * a cookie so the server-rendered pages (sandbox checkout and portal) can follow it. Absent:
 * follow the device (prefers-color-scheme).
 */
export const THEME_COOKIE = 'moonlit_theme';
export type TThemeCookie = 'light' | 'dark';

export function isThemeCookie(value: unknown): value is TThemeCookie {
  return value === 'light' || value === 'dark';
}

/** One year: a preference, like the localStorage value it mirrors. */
export const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The value of cookie `name` in a Cookie header (or document.cookie), if present. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
