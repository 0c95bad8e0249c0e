/** Business constants of spec §9, in one place for server and web. */

export const CHILD_AGE_MIN = 0;
export const CHILD_AGE_MAX = 12;
export const PASSWORD_MIN_LENGTH = 6;

export const READING_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type TReadingLevel = (typeof READING_LEVELS)[number];

/** Optional: how stories refer to the child (the name is used naturally otherwise). */
export const CHILD_PRONOUNS = ['she/her', 'he/him', 'they/them'] as const;
export type TChildPronouns = (typeof CHILD_PRONOUNS)[number];

export const STORY_TONES = ['funny', 'adventurous', 'calming', 'educational', 'magical'] as const;
export type TStoryTone = (typeof STORY_TONES)[number];

export const STORY_THEMES = [
  'adventure',
  'fantasy',
  'friendship',
  'nature',
  'space',
  'ocean',
  'magic',
  'animals',
  'bedtime',
] as const;
export type TStoryTheme = (typeof STORY_THEMES)[number];
export const DEFAULT_THEME: TStoryTheme = 'adventure';

/** Under this age the story form picks, and recommends, the short length (issue 24). */
export const YOUNGEST_SHORT_AGE = 4;

export const STORY_LENGTHS = {
  short: { minWords: 200, maxWords: 300, minutes: '2-3' },
  medium: { minWords: 300, maxWords: 500, minutes: '4-6' },
  long: { minWords: 500, maxWords: 700, minutes: '7-10' },
} as const;
export type TStoryLength = keyof typeof STORY_LENGTHS;
export const STORY_LENGTH_KEYS = ['short', 'medium', 'long'] as const;
export const DEFAULT_STORY_LENGTH: TStoryLength = 'medium';

export const STORY_TYPES = ['personalized_text', 'personalized_audio', 'daily_audio'] as const;
export type TStoryType = (typeof STORY_TYPES)[number];
export const DEFAULT_STORY_TYPE: TStoryType = 'personalized_text';

/** Words per minute a parent reads aloud at bedtime; drives readingTime. */
export const READING_WORDS_PER_MINUTE = 90;

export const FEATURED_EXCERPT_CHARS = 300;
export const ADMIN_PREVIEW_CHARS = 150;
export const USER_PAGE_SIZE = 25;
export const RECENT_SUBSCRIPTIONS_PANEL_ROWS = 20;
export const RECENT_SUBSCRIPTIONS_DEFAULT = 50;
export const REVENUE_CHART_RANGES = [7, 30, 90] as const;
export const REVENUE_CHART_DEFAULT = 30;
export const ADMIN_STATS_WINDOW_DAYS = 30;
export const EXPIRING_SOON_DAYS = 7;
export const MIN_CHART_BAR_PERCENT = 5;
export const SUCCESS_PAGE_WAIT_MS = 2000;
export const TRIAL_DAYS = 7;
export const STORY_FORM_OPEN_DELAY_MS = 100;

export const ADMIN_GENERATOR_DEFAULTS = {
  age: 5,
  mainCharacterName: 'Charlie',
  theme: 'bedtime',
  storyLength: 'medium',
  readingLevel: 'grade-level',
  interests: 'magical adventures',
  favoriteCharacter: 'friendly animals',
  storyTone: 'gentle and magical',
} as const;
