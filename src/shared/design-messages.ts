/**
 * User-facing words of the design pass (issue 10) that the spec does not name: the account menu,
 * the plan period switch, the first-run welcome, the empty states, the sandbox pages and the mails.
 * Spec strings stay in messages.ts; these are ours, kept once here and used from here.
 */

export const ACCOUNT_MENU_MESSAGES = {
  /** The accessible name of the header's user-initial button. */
  button: 'Account',
  menu: 'Account menu',
  signedInAs: 'Signed in as',
  settings: 'Profile & Settings',
  logout: 'Logout',
  signOutTitle: 'Sign out',
  signOutHint: 'Sign out of this device. Your stories and child profiles stay safe in your account.',
} as const;

export const PLAN_PERIOD_MESSAGES = {
  label: 'Billing period',
  monthly: 'Monthly',
  yearly: 'Yearly',
  /** On the Yearly option: how much the best yearly plan saves against twelve months. */
  saveUpTo: (percent: number) => `save up to ${percent}%`,
  /** Under a yearly price: the saving against paying monthly for a year. */
  saving: (dollars: string, percent: number) => `You save ${dollars} a year (${percent}%)`,
} as const;

export const FIRST_RUN_MESSAGES = {
  title: (appName: string) => `Welcome to ${appName}`,
  greeting: (name: string) => `Hello, ${name}!`,
  intro: 'Two quick steps and tonight’s bedtime story is ready: tell us who it is for, then pick a theme.',
  progressLabel: 'Getting started',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  childStepTitle: 'Who is tonight’s story for?',
  childStepSubmit: 'Next: Tonight’s Story',
  storyStepTitle: (name: string) => `Tonight’s story for ${name}`,
  storyStepHint: 'Choose a theme. You can add settings, twists and more from the Library any time.',
  themeLegend: 'Theme',
  createStory: 'Create Tonight’s Story',
  doneTitle: 'Tonight’s story is ready',
  readStory: 'Read Tonight’s Story',
  skip: 'Skip for now',
  choosePlan: 'Choose a plan',
  forChild: (name: string) => `For ${name}`,
} as const;

export const EMPTY_STATE_MESSAGES = {
  noChildrenTitle: 'No child profiles yet',
  noChildrenText: 'Add your child and every story will be written with them as the hero.',
  noStoriesText: 'Stories you create for your children are kept here, ready for tonight and every night.',
  noStoriesNoKidsText: 'Add a child profile first, then write their very first bedtime story.',
  addChildProfile: 'Add a Child Profile',
  createFirstStory: 'Create Your First Story',
  noMatchTitle: 'No stories match these filters',
  noMatchText: 'Try another child, theme or audio choice, or see the whole library.',
  showAll: 'Show All Stories',
  noAudioTitle: 'No narrated stories yet',
  noAudioText: 'Add a gentle narration to any story and it will be ready to play at bedtime.',
} as const;

export const SANDBOX_PAGE_MESSAGES = {
  testModeText: 'This is the local payment sandbox: no real card is charged and no money moves.',
} as const;

export const MAIL_LAYOUT_MESSAGES = {
  fallbackIntro: 'Or paste this link into your browser:',
  footer: 'You are receiving this e-mail because of your Moonlit Tales account.',
} as const;
