/**
 * The route chooser of spec §2 as one pure function: (path, query, auth) -> screen.
 * Every screen of the app is decided here and nowhere else; router.tsx only renders the answer.
 */
import { ACCOUNT_DELETED_QUERY, ACCOUNT_DELETION_MESSAGES } from '../../shared/account-deletion-messages';
import { ADMIN_MESSAGES } from '../../shared/messages';
import { RECORD_PAGE_PREFIX } from '../../shared/invitation-paths';
import { DEFAULT_TAB, PATHS, type TMainTab } from '../lib/paths';

/** The part of the User client view the chooser needs. */
export interface TChooserUser {
  isAccountActive: boolean;
}

export type TAuthState =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: TChooserUser };

/**
 * Whether the family has stories of its own (issue 26): 'unknown' while asked. A subscriber with
 * stories opens the app root on the Library; the Daily tab stays one tap away.
 */
export type TOwnStories = 'unknown' | 'none' | 'some';

export interface TChooserInput {
  pathname: string;
  /** `location.search`, with or without the leading '?'. */
  search: string;
  auth: TAuthState;
  /** Read only where ownStoriesMatter says so; absent counts as 'none'. */
  ownStories?: TOwnStories;
}

export interface TSignupQuery {
  priceId: string | null;
  email: string | null;
  product: string | null;
  trialDays: number | null;
  error: string | null;
  checkoutCanceled: boolean;
}

export interface TActivationQuery {
  mode: string | null;
  oobCode: string | null;
  email: string | null;
}

export type TScreen =
  | { screen: 'loading' }
  | { screen: 'redirect'; to: string }
  | { screen: 'login'; message?: string }
  | { screen: 'admin' }
  | { screen: 'pricing' }
  | { screen: 'pricingExtension' }
  | { screen: 'signup'; query: TSignupQuery }
  | { screen: 'activation'; query: TActivationQuery }
  | { screen: 'checkEmail' }
  | { screen: 'subscriptionSuccess'; sessionId: string | null }
  | { screen: 'subscriptionCanceled' }
  | { screen: 'subscriptionPlans' }
  | { screen: 'welcome' }
  /** A relative's invitation to record a story: no account, signed in or not. */
  | { screen: 'record'; token: string }
  | { screen: 'app'; tab: TMainTab; storyId?: string; emailVerified?: boolean };

export type TScreenName = TScreen['screen'];

function trimTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function parseTrialDays(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

function signupQuery(params: URLSearchParams): TSignupQuery {
  return {
    priceId: params.get('priceId'),
    email: params.get('email'),
    product: params.get('product'),
    trialDays: parseTrialDays(params.get('trialDays')),
    error: params.get('error'),
    checkoutCanceled: params.get('checkoutCanceled') === 'true',
  };
}

/** Maps a signed-in path to a main-app tab; `/` and unknown paths give the default tab. */
function tabFor(path: string): { tab: TMainTab; storyId?: string } {
  const read = /^\/read\/([^/]+)$/.exec(path);
  if (read?.[1]) return { tab: 'read', storyId: decodeURIComponent(read[1]) };
  switch (path) {
    case PATHS.library:
      return { tab: 'library' };
    case PATHS.kids:
      return { tab: 'kids' };
    case PATHS.profile:
    case PATHS.subscription:
      return { tab: 'profile' };
    default:
      return { tab: DEFAULT_TAB };
  }
}

/** The main app needs a signed-in, active (verified or Google) account (spec §4, §6). */
function mainApp(auth: TAuthState, path: string, extra: { emailVerified?: boolean } = {}): TScreen {
  if (auth.status !== 'signedIn') return { screen: 'login' };
  if (!auth.user.isAccountActive) return { screen: 'checkEmail' };
  return { screen: 'app', ...tabFor(path), ...extra };
}

/**
 * Whether the answer depends on the family's own stories: the bare app root for a signed-in,
 * active account (not the admin flag, not the verification return, not a deep link).
 */
export function ownStoriesMatter({ pathname, search, auth }: Omit<TChooserInput, 'ownStories'>): boolean {
  if (auth.status !== 'signedIn' || !auth.user.isAccountActive) return false;
  const params = new URLSearchParams(search);
  return (
    trimTrailingSlash(pathname) === PATHS.home &&
    params.get('admin') !== 'true' &&
    params.get('emailVerified') !== 'true'
  );
}

/**
 * Whether this path shows a signed-in parent the library's unfiltered first page (the Library tab,
 * or the app root that lands there), so it can be fetched while the session is still being read.
 */
export function showsLibraryFirstPage(input: { pathname: string; search: string }): boolean {
  const auth: TAuthState = { status: 'signedIn', user: { isAccountActive: true } };
  if (ownStoriesMatter({ ...input, auth })) return true;
  const guess = chooseScreen({ ...input, auth });
  return guess.screen === 'app' && guess.tab === 'library';
}

export function chooseScreen({ pathname, search, auth, ownStories = 'none' }: TChooserInput): TScreen {
  // The invitation page needs no account, so it does not wait for the session.
  const record = new RegExp(`^${RECORD_PAGE_PREFIX}([^/]+)/?$`).exec(pathname);
  if (record?.[1]) return { screen: 'record', token: decodeURIComponent(record[1]) };
  if (auth.status === 'loading') return { screen: 'loading' };

  const params = new URLSearchParams(search);
  const path = trimTrailingSlash(pathname);
  const signedIn = auth.status === 'signedIn';
  const active = auth.status === 'signedIn' && auth.user.isAccountActive;

  if (params.get('admin') === 'true') {
    return signedIn ? { screen: 'admin' } : { screen: 'login', message: ADMIN_MESSAGES.loginRequired };
  }

  switch (path) {
    case PATHS.pricing:
      return { screen: 'pricing' };
    case PATHS.pricingExtension:
      // The catalogue page is for signed-in users (it has Logout); a visitor gets the public one.
      return signedIn ? { screen: 'pricingExtension' } : { screen: 'redirect', to: PATHS.pricing };
    case PATHS.signup:
      return { screen: 'signup', query: signupQuery(params) };
    case PATHS.checkEmail:
      // Held here until verified, then on to the welcome page (spec §4).
      return active ? { screen: 'redirect', to: PATHS.subscriptionSuccess } : { screen: 'checkEmail' };
    case PATHS.subscriptionSuccess: {
      const sessionId = params.get('session_id');
      if (!sessionId && signedIn && !active) return { screen: 'redirect', to: PATHS.checkEmail };
      return { screen: 'subscriptionSuccess', sessionId };
    }
    case PATHS.subscriptionCanceled:
      return { screen: 'subscriptionCanceled' };
    case PATHS.subscriptionPlans:
      return { screen: 'subscriptionPlans' };
    case PATHS.welcome: {
      // The first-run welcome is part of the main app: the same sign-in and verification rules.
      const app = mainApp(auth, path);
      return app.screen === 'app' ? { screen: 'welcome' } : app;
    }
    case PATHS.login:
      // Once signed in, the login page hands over to the chooser's answer for '/'.
      return signedIn ? { screen: 'redirect', to: PATHS.home } : { screen: 'login' };
  }

  if (path.includes('activate')) {
    return {
      screen: 'activation',
      query: { mode: params.get('mode'), oobCode: params.get('oobCode'), email: params.get('email') },
    };
  }

  // Just after the parent deleted their account: the sign-in page says so (once signed in again,
  // as someone else, the flag means nothing).
  if (path === PATHS.home && params.get(ACCOUNT_DELETED_QUERY) === 'true' && !signedIn) {
    return { screen: 'login', message: ACCOUNT_DELETION_MESSAGES.deleted };
  }

  if (path === PATHS.home && params.get('emailVerified') === 'true') {
    return mainApp(auth, path, { emailVerified: true });
  }

  // A family with stories of its own comes home to its Library (as a path, so the tab stays put
  // whatever the library does next); the rest land on the default tab.
  if (ownStoriesMatter({ pathname, search, auth })) {
    if (ownStories === 'unknown') return { screen: 'loading' };
    if (ownStories === 'some') return { screen: 'redirect', to: PATHS.library };
  }

  return mainApp(auth, path);
}
