import { z } from 'zod';
import {
  ADMIN_GENERATOR_DEFAULTS,
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  STORY_LENGTH_KEYS,
  type TReadingLevel,
} from './constants.js';
import { ADMIN_MESSAGES } from './messages.js';
import { DAILY_UI } from './daily-ui.js';

export { DAILY_UI, dailyFooter, engagementPercent, waitPhrase } from './daily-ui.js';
import { ZSentenceTiming } from './stories.js';
import {
  CHARACTER_TYPE_IDS,
  FAMILY_IDS,
  GENERATOR_TONE_IDS,
  INTEREST_IDS,
  LEARNING_IDS,
  MAIN_THEME_IDS,
  SETTING_IDS,
  TWIST_IDS,
  type TStoryOption,
} from './story-options.js';

/**
 * The daily story (spec §2 Daily story and Admin Panel Daily Story tab, §3 Daily story, Daily
 * stats, generation payload, schedule request, §7 stories/daily and admin daily-story calls).
 * Schemas and every string of those screens, for the server and both web screens.
 */

/** Spec §2: the admin generator's three reading levels, and what the story writer makes of them. */
export const DAILY_READING_LEVEL_OPTIONS = [
  { id: 'below-grade-level', label: 'Below grade level' },
  { id: 'grade-level', label: 'Grade level' },
  { id: 'above-grade-level', label: 'Above grade level' },
] as const satisfies readonly TStoryOption[];
export type TDailyReadingLevel = (typeof DAILY_READING_LEVEL_OPTIONS)[number]['id'];
export const WRITER_LEVEL_OF: Record<TDailyReadingLevel, TReadingLevel> = {
  'below-grade-level': 'beginner',
  'grade-level': 'intermediate',
  'above-grade-level': 'advanced',
};

/** Spec §2 story length with its words and minutes, as the generator shows them. */
export const DAILY_LENGTH_OPTIONS = [
  { id: 'short', label: 'Short (200-300 words, 2-3 min)' },
  { id: 'medium', label: 'Medium (300-500 words, 4-6 min)' },
  { id: 'long', label: 'Long (500-700 words, 7-10 min)' },
] as const satisfies readonly TStoryOption[];

/** Spec §3/§9 defaults, as option ids (the spec's words are the ids' labels). */
export const DAILY_GENERATOR_DEFAULTS = {
  age: ADMIN_GENERATOR_DEFAULTS.age,
  mainCharacterName: ADMIN_GENERATOR_DEFAULTS.mainCharacterName,
  theme: 'bedtime',
  storyLength: 'medium',
  readingLevel: 'grade-level',
  interests: 'magical-adventures',
  favoriteCharacter: 'friendly-animals',
  storyTone: 'gentle-magical',
} as const;

export const DAILY_TEXT_MAX = { name: 40, fears: 200, notes: 500 } as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The day after an ISO date (the schedule modal's default). */
export function nextIsoDate(value: string): string {
  const d = new Date(`${value}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function optional<const T extends readonly [string, ...string[]]>(ids: T, label: string) {
  return z
    .union([z.enum(ids), z.literal(''), z.null()], { error: DAILY_UI.chooseFromList(label) })
    .optional()
    .transform((v) => (v ? v : undefined));
}

function optionalText(label: string, max: number) {
  return z
    .string({ error: DAILY_UI.mustBeText(label) })
    .trim()
    .max(max, DAILY_UI.textTooLong(label, max))
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/** POST /api/admin/daily-story/generate: spec §3 Daily-story generation payload. */
export const ZDailyGenerateRequest = z.strictObject({
  theme: z.enum(MAIN_THEME_IDS, { error: DAILY_UI.chooseFromList('Main theme') }).default('bedtime'),
  storyLength: z
    .enum(STORY_LENGTH_KEYS, { error: DAILY_UI.chooseFromList('Story length') })
    .default(DAILY_GENERATOR_DEFAULTS.storyLength),
  age: z
    .number({ error: DAILY_UI.ageRange })
    .int(DAILY_UI.ageRange)
    .min(CHILD_AGE_MIN, DAILY_UI.ageRange)
    .max(CHILD_AGE_MAX, DAILY_UI.ageRange)
    .default(DAILY_GENERATOR_DEFAULTS.age),
  readingLevel: z
    .enum(['below-grade-level', 'grade-level', 'above-grade-level'], {
      error: DAILY_UI.chooseFromList('Reading level'),
    })
    .default(DAILY_GENERATOR_DEFAULTS.readingLevel),
  interests: z
    .enum(INTEREST_IDS, { error: DAILY_UI.chooseFromList("Child's interests") })
    .default(DAILY_GENERATOR_DEFAULTS.interests),
  favoriteCharacter: z
    .enum(CHARACTER_TYPE_IDS, { error: DAILY_UI.chooseFromList('Favourite character type') })
    .default(DAILY_GENERATOR_DEFAULTS.favoriteCharacter),
  storyTone: z
    .enum(GENERATOR_TONE_IDS, { error: DAILY_UI.chooseFromList('Story tone') })
    .default(DAILY_GENERATOR_DEFAULTS.storyTone),
  fears: optionalText('Things to avoid', DAILY_TEXT_MAX.fears),
  setting: optional(SETTING_IDS, 'Setting'),
  randomTwist: optional(TWIST_IDS, 'Story twist'),
  familyFriends: optional(FAMILY_IDS, 'Include family/friends'),
  learningGoals: optional(LEARNING_IDS, 'Learning focus'),
  uniqueElements: optionalText('Special features', DAILY_TEXT_MAX.notes),
  customPrompt: optionalText('Custom story direction', DAILY_TEXT_MAX.notes),
  mainCharacterName: z
    .string({ error: DAILY_UI.mustBeText('Main character name') })
    .trim()
    .max(DAILY_TEXT_MAX.name, DAILY_UI.textTooLong('Main character name', DAILY_TEXT_MAX.name))
    .optional()
    // No required fields beyond the defaults (spec §5): a blank name is Charlie.
    .transform((v) => (v ? v : DAILY_GENERATOR_DEFAULTS.mainCharacterName)),
  includeAudio: z.boolean({ error: DAILY_UI.mustBeBoolean('includeAudio') }).default(false),
  isDraftStory: z.literal(true).default(true),
  status: z.literal('draft').default('draft'),
});
export type TDailyGenerateRequest = z.infer<typeof ZDailyGenerateRequest>;
export type TDailyGenerateInput = z.input<typeof ZDailyGenerateRequest>;

/** PUT /api/admin/daily-story/{id}/schedule: spec §3 Admin schedule request. */
export const ZDailyScheduleRequest = z.object({
  publishDate: z
    .string({ error: ADMIN_MESSAGES.selectPublishDate })
    .trim()
    .min(1, ADMIN_MESSAGES.selectPublishDate)
    .refine(isIsoDate, DAILY_UI.dateInvalid),
  status: z.literal('scheduled').default('scheduled'),
});
export type TDailyScheduleRequest = z.infer<typeof ZDailyScheduleRequest>;

/** POST /api/stories/daily/public/play: the view the play belongs to (one play per view). */
export const ZDailyPlayRequest = z.object({
  storyId: z.uuid({ error: DAILY_UI.badPlay }),
  viewId: z.uuid({ error: DAILY_UI.badPlay }),
});
export type TDailyPlayRequest = z.infer<typeof ZDailyPlayRequest>;

export const DAILY_STATUSES = ['draft', 'published'] as const;
export type TDailyStatus = (typeof DAILY_STATUSES)[number];
export const DAILY_STATUS_FILTERS = ['all', 'published', 'draft'] as const;
export type TDailyStatusFilter = (typeof DAILY_STATUS_FILTERS)[number];

export const ZDailyAudio = z.object({
  audioUrl: z.string(),
  mimeType: z.string(),
  duration: z.number(),
  size: z.number(),
  voiceId: z.string(),
  /** Sentence timings for the read-along, when the narration kept them (as a story's audio). */
  timings: z.array(ZSentenceTiming).optional(),
});
export type TDailyAudio = z.infer<typeof ZDailyAudio>;

/** Spec §3 Daily story, as the admin sees it. */
export const ZDailyStory = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  theme: z.string(),
  status: z.enum(DAILY_STATUSES),
  /** The publish date (YYYY-MM-DD, in APP_TIMEZONE); null for a draft. */
  date: z.string().nullable(),
  generatedAt: z.string(),
  audioUrl: z.string().optional(),
  audio: ZDailyAudio.optional(),
  metadata: z.object({ wordCount: z.number().int(), estimatedReadingTime: z.number().int() }),
  stats: z.object({ views: z.number().int(), plays: z.number().int() }),
  /** Written and published by the app on a day the admin left empty; scheduling replaces it. */
  automatic: z.boolean(),
});
export type TDailyStory = z.infer<typeof ZDailyStory>;

/** What a subscriber is given: no stats, no drafts, nothing about who chose it. */
export type TPublicDailyStory = Omit<TDailyStory, 'stats' | 'status' | 'generatedAt' | 'automatic'>;

/** GET/PUT /api/admin/daily-story/settings: the admin's switch for the automatic story. */
export const ZDailySettings = z.strictObject({
  autoPublish: z.boolean({ error: DAILY_UI.mustBeBooleanSetting }),
});
export type TDailySettings = z.infer<typeof ZDailySettings>;

/**
 * GET /api/admin/daily-story/estimates (issue 26): the measured median wait of recent finished
 * jobs, in whole seconds; null where no job of that kind has finished yet.
 */
export interface TDailyEstimates {
  storySeconds: number | null;
  storyAndAudioSeconds: number | null;
  audioSeconds: number | null;
}

/**
 * The automatic story's generator payload (issue 26): the generator's defaults, with the theme
 * and the hero's name turning with the date so that consecutive days differ.
 */
export const AUTO_DAILY_THEMES = [
  'bedtime',
  'adventure',
  'friendship',
  'nature',
  'space',
  'ocean',
  'magic',
  'animals',
] as const satisfies readonly (typeof MAIN_THEME_IDS)[number][];
export const AUTO_DAILY_NAMES = ['Charlie', 'Luna', 'Milo', 'Ivy', 'Oscar', 'Hazel', 'Finn'] as const;

export interface TDailyPublicResponse {
  success: boolean;
  story: TPublicDailyStory | null;
  /** The view this load counted; the first play of this view is reported with it. */
  viewId?: string;
  error?: string;
  upgradeRequired?: boolean;
}

/** Spec §3 Daily stats (last ADMIN_STATS_WINDOW_DAYS days). */
export interface TDailyStats {
  totalStories: number;
  totalViews: number;
  totalPlays: number;
  averageViewsPerStory: number;
  recentStories: { id: string; date: string; title: string; theme: string; stats: TDailyStory['stats'] }[];
}

export const DAILY_JOB_STATUSES = ['queued', 'writing', 'narrating', 'ready', 'failed'] as const;
export type TDailyJobStatus = (typeof DAILY_JOB_STATUSES)[number];

/** A generation (or Add Audio) job as the admin screen follows it. */
export interface TDailyJob {
  id: string;
  kind: 'generate' | 'audio';
  status: TDailyJobStatus;
  includeAudio: boolean;
  /** Narration progress in sentences (0/0 until narration starts). */
  done: number;
  total: number;
  storyId: string | null;
  error?: string;
}

export interface TDailyJobResponse {
  success: boolean;
  job: TDailyJob;
  story?: TDailyStory;
}

export interface TAdminDailyStoryResponse {
  success: boolean;
  story: TDailyStory | null;
  hasStoryToday: boolean;
  debugInfo: { today: string; timeZone: string; drafts: number; published: number; upcoming: number };
}

/** The admin credential (POST /api/admin/session). */
export interface TAdminSession {
  token: string;
  expiresAt: string;
}

/** Header a client sends to get 202 + a job at once instead of waiting for the generation. */
export const RESPOND_ASYNC = { header: 'Prefer', value: 'respond-async' } as const;
