import { z } from 'zod';
import {
  ADMIN_GENERATOR_DEFAULTS,
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  STORY_LENGTH_KEYS,
  type TReadingLevel,
} from './constants.js';
import { ADMIN_MESSAGES } from './messages.js';
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

/** Every string of the daily screens that the spec names (and the few that are ours). */
export const DAILY_UI = {
  // Subscriber's Daily tab (spec §2 Daily story public view)
  todaysStory: "Today's Story",
  listen: 'Listen',
  pause: 'Pause',
  loveThisStory: 'Love This Story?',
  ctaPoints: ['Your child as the hero', 'Custom themes and interests', 'Professional audio narration'],
  startCreating: 'Start Creating Personal Stories',
  /**
   * The footer under the Daily tab, by the reader's plan (dailyFooter): it never offers a plan the
   * reader already has, and promises only what the plans give (a story a day each, not "unlimited").
   */
  footerFor: {
    free: 'A new bedtime story is here every day. A plan adds stories made for your own child, with their name, interests and favourite characters.',
    starter:
      'A new bedtime story is here every day. Premium adds a narrated audio story of your own each day.',
    paid: 'A new bedtime story is here every day, alongside the stories you make for your child.',
  },
  subscriptionRequired: 'Subscription Required',
  viewPlans: 'View Subscription Plans',
  storyUnavailable: 'Story Unavailable',
  createYourOwn: 'Create Your Own Stories',
  loading: "Opening today's story…",
  progressLabel: 'Narration progress',
  // Admin Daily Story tab (spec §2 Admin Panel)
  todayHeading: "Today's Story",
  noStoryToday: 'No story exists for today. Schedule a draft for today, or generate a new one.',
  deleteStory: 'Delete Story',
  deleteDailyConfirm: (title: string) => `Are you sure you want to delete today's story "${title}"?`,
  analyticsHeading: 'Analytics (last 30 days)',
  totalStories: 'Stories',
  totalViews: 'Views',
  totalPlays: 'Plays',
  averageViews: 'Average views per story',
  engagement: 'Engagement',
  recentStories: 'Recent stories',
  generatorHeading: 'Generate a Daily Story',
  previewHeading: 'Preview',
  createDraft: 'Create Draft Story',
  createDraftHint: 'Text only, 10-20 seconds',
  createWithAudio: 'Create Story + Audio Draft',
  createWithAudioHint: 'Text and narration, 60-90 seconds',
  audioConfirmTitle: 'Create the narration too?',
  audioConfirm: 'Creating the story with its audio narration may take 60-90 seconds. Continue?',
  addAudioConfirm: 'Generating the audio narration may take 60-90 seconds. Continue?',
  // Measured here (issue 26): the recent median, or the spec's range before any job finished.
  specStoryWait: '10-20 seconds',
  specAudioWait: '60-90 seconds',
  createDraftHintMeasured: (wait: string) => `Text only, ${wait}`,
  createWithAudioHintMeasured: (wait: string) => `Text and narration, ${wait}`,
  audioConfirmMeasured: (wait: string) =>
    `Creating the story with its audio narration takes ${wait} here. Continue?`,
  addAudioConfirmMeasured: (wait: string) => `Generating the audio narration takes ${wait} here. Continue?`,
  continue: 'Continue',
  generating: 'Generating…',
  hasStoryToday: "Today already has a story: generating is paused until tomorrow's.",
  // The automatic story (issue 26): written by the app on a day the admin left empty.
  automaticBadge: 'Automatic',
  automaticToday:
    'Written automatically because nothing was scheduled for today. Schedule a story for today to replace it.',
  autoPublishLabel: 'Publish a story automatically on days with nothing scheduled',
  autoPublishOn: 'On: a day with nothing scheduled gets a story written at its start.',
  autoPublishOff: 'Off: a day with nothing scheduled has no daily story.',
  autoPublishFailed: 'Could not change the automatic story setting. Please try again.',
  jobProgress: {
    queued: 'Waiting for a worker…',
    writing: 'Writing the story…',
    narrating: (done: number, total: number) =>
      total > 0 ? `Recording the narration: ${done} of ${total} sentences` : 'Recording the narration…',
    ready: 'Draft ready.',
    failed: 'Generation failed.',
  },
  draftCreated: (title: string) => `Draft created: "${title}"`,
  libraryHeading: 'Story Library',
  statusFilter: 'Status',
  statusLabels: { all: 'All', published: 'Published', draft: 'Draft' },
  refresh: 'Refresh',
  hasAudio: 'Audio',
  noAudio: 'No audio',
  noStories: 'No stories yet. Generate one above.',
  words: (n: number) => `${n} words`,
  minutes: (n: number) => `${n} min read`,
  views: (n: number) => `${n} views`,
  plays: (n: number) => `${n} plays`,
  addAudio: 'Add Audio',
  schedule: 'Schedule',
  viewFull: 'View Full',
  delete: 'Delete',
  scheduleTitle: 'Schedule Story',
  publishDate: 'Publish date',
  cancel: 'Cancel',
  scheduleConfirm: (title: string, date: string) => `Publish "${title}" as the daily story for ${date}?`,
  playAudio: 'Play audio',
  pauseAudio: 'Pause audio',
  loadingAudio: 'Loading audio…',
  unscheduled: 'Not scheduled',
  loadFailed: 'Could not load the daily stories. Please try again.',
  retry: 'Try Again',
  // Admin credential
  adminOnly: 'This account is not an admin. Sign in with an admin account to use the Admin Panel.',
  adminLoadFailed: 'Could not open the admin session. Please try again.',
  // Validation (ours, not in the spec)
  ageRange: 'Child age must be a whole number from 0 to 12',
  chooseFromList: (label: string) => `${label}: please choose one of the options`,
  mustBeText: (label: string) => `${label} must be text`,
  mustBeBoolean: (label: string) => `${label} must be true or false`,
  textTooLong: (label: string, max: number) => `${label} can be at most ${max} characters`,
  dateTaken: (date: string) =>
    `Another story is already scheduled for ${date}. Delete it or choose another date.`,
  mustBeBooleanSetting: 'autoPublish must be true or false',
  noSuchStory: 'Daily story not found',
  dateInvalid: 'Please choose a real date (YYYY-MM-DD)',
  badPlay: 'storyId and viewId must be the ids this page was given',
  adminTokenRequired: 'Your admin session has expired. Please open the Admin Panel again.',
} as const;

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

/** The plan families the Daily tab's footer tells apart (a user's planType). */
export function dailyFooter(planType: string | null | undefined): string {
  if (planType === 'premium' || planType === 'family') return DAILY_UI.footerFor.paid;
  if (planType === 'starter') return DAILY_UI.footerFor.starter;
  return DAILY_UI.footerFor.free;
}

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

/** "about 3 seconds" from a measured median, else the spec's range. */
export function waitPhrase(seconds: number | null, specRange: string): string {
  if (seconds === null) return specRange;
  if (seconds < 90) return `about ${seconds} second${seconds === 1 ? '' : 's'}`;
  return `about ${Math.round(seconds / 60)} minutes`;
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

/** Spec §2: engagement = plays / views as a rounded percentage (0 with no views). */
export function engagementPercent(plays: number, views: number): number {
  return views > 0 ? Math.round((plays / views) * 100) : 0;
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
