import { readerPath } from '../../shared/reader-paths';

/** Every path the web client links to (spec §2). The signed-in tabs are paths too. */
export const PATHS = {
  home: '/',
  login: '/login',
  pricing: '/pricing',
  pricingExtension: '/pricing-extension',
  signup: '/signup',
  activate: '/activate',
  checkEmail: '/check-email-for-activation',
  subscriptionSuccess: '/subscription-success',
  subscriptionCanceled: '/subscription-canceled',
  subscription: '/subscription',
  subscriptionPlans: '/subscription-plans',
  daily: '/daily',
  library: '/library',
  kids: '/kids',
  profile: '/profile',
  /** The first-run welcome: first child and tonight's first story (issue 10). */
  welcome: '/welcome',
  read: readerPath,
} as const;

export const MAIN_TABS = ['daily', 'library', 'kids', 'profile', 'read'] as const;
export type TMainTab = (typeof MAIN_TABS)[number];
export const DEFAULT_TAB: TMainTab = 'daily';

/** Query flag that asks the Library tab to open the story form (spec: "opens the stories tab ... form"). */
export const CREATE_STORY_QUERY = 'create';

/** The verification e-mail's return link (spec §2 /?emailVerified=true). */
export const EMAIL_VERIFIED_CALLBACK = '/?emailVerified=true';
