/**
 * The daily story's words and the small pure helpers of its screens, without the schemas: the
 * signed-in app's player and Daily tab read these, and importing daily.ts would bring zod (and the
 * story schemas it builds at load) into every signed-in page. daily.ts re-exports all of it.
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

/** The plan families the Daily tab's footer tells apart (a user's planType). */
export function dailyFooter(planType: string | null | undefined): string {
  if (planType === 'premium' || planType === 'family') return DAILY_UI.footerFor.paid;
  if (planType === 'starter') return DAILY_UI.footerFor.starter;
  return DAILY_UI.footerFor.free;
}

/** "about 3 seconds" from a measured median, else the spec's range. */
export function waitPhrase(seconds: number | null, specRange: string): string {
  if (seconds === null) return specRange;
  if (seconds < 90) return `about ${seconds} second${seconds === 1 ? '' : 's'}`;
  return `about ${Math.round(seconds / 60)} minutes`;
}

/** Spec §2: engagement = plays / views as a rounded percentage (0 with no views). */
export function engagementPercent(plays: number, views: number): number {
  return views > 0 ? Math.round((plays / views) * 100) : 0;
}
