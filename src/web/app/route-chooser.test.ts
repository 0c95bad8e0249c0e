import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES } from '../../shared/account-deletion';
import { ADMIN_MESSAGES } from '../../shared/messages';
import {
  chooseScreen,
  ownStoriesMatter,
  showsLibraryFirstPage,
  type TAuthState,
  type TOwnStories,
  type TScreen,
} from './route-chooser';

const loading: TAuthState = { status: 'loading' };
const out: TAuthState = { status: 'signedOut' };
const verified: TAuthState = { status: 'signedIn', user: { isAccountActive: true } };
const unverified: TAuthState = { status: 'signedIn', user: { isAccountActive: false } };

const noSignupQuery = {
  priceId: null,
  email: null,
  product: null,
  trialDays: null,
  error: null,
  checkoutCanceled: false,
};

type TRow = [url: string, auth: TAuthState, expected: TScreen];

const table: TRow[] = [
  // Full-screen loading view while authentication loads, whatever the path.
  ['/', loading, { screen: 'loading' }],
  ['/pricing', loading, { screen: 'loading' }],
  ['/?admin=true', loading, { screen: 'loading' }],

  // /record/{token}: a relative's invitation to record, with or without an account, at once.
  ['/record/abc_DEF-123', loading, { screen: 'record', token: 'abc_DEF-123' }],
  ['/record/abc_DEF-123', out, { screen: 'record', token: 'abc_DEF-123' }],
  ['/record/abc_DEF-123/', verified, { screen: 'record', token: 'abc_DEF-123' }],
  ['/record/', out, { screen: 'login' }],

  // /pricing: public pricing page.
  ['/pricing', out, { screen: 'pricing' }],
  ['/pricing', verified, { screen: 'pricing' }],
  ['/pricing/', out, { screen: 'pricing' }],

  // /pricing-extension: logged-in catalogue pricing page (sign-up lands here).
  ['/pricing-extension', unverified, { screen: 'pricingExtension' }],
  ['/pricing-extension', verified, { screen: 'pricingExtension' }],
  // A visitor (not signed in) is sent to the public pricing page instead.
  ['/pricing-extension', out, { screen: 'redirect', to: '/pricing' }],
  ['/pricing-extension/', out, { screen: 'redirect', to: '/pricing' }],
  ['/pricing-extension', loading, { screen: 'loading' }],

  // /signup with its query.
  ['/signup', out, { screen: 'signup', query: noSignupQuery }],
  [
    '/signup?priceId=price_1&email=a%40b.co&product=premium&trialDays=7&error=boom&checkoutCanceled=true',
    unverified,
    {
      screen: 'signup',
      query: {
        priceId: 'price_1',
        email: 'a@b.co',
        product: 'premium',
        trialDays: 7,
        error: 'boom',
        checkoutCanceled: true,
      },
    },
  ],
  ['/signup?trialDays=abc&checkoutCanceled=1', out, { screen: 'signup', query: noSignupQuery }],

  // Any path containing 'activate'.
  ['/activate', out, { screen: 'activation', query: { mode: null, oobCode: null, email: null } }],
  [
    '/activate?mode=resetPassword&oobCode=tok123&email=a%40b.co',
    out,
    { screen: 'activation', query: { mode: 'resetPassword', oobCode: 'tok123', email: 'a@b.co' } },
  ],
  [
    '/account/activate-now',
    verified,
    { screen: 'activation', query: { mode: null, oobCode: null, email: null } },
  ],

  // /check-email-for-activation: held here until verified, then the welcome page.
  ['/check-email-for-activation', unverified, { screen: 'checkEmail' }],
  ['/check-email-for-activation', out, { screen: 'checkEmail' }],
  ['/check-email-for-activation', verified, { screen: 'redirect', to: '/subscription-success' }],

  // /subscription-success: without session_id an unverified user goes to the check-email page.
  ['/subscription-success?session_id=cs_1', unverified, { screen: 'subscriptionSuccess', sessionId: 'cs_1' }],
  ['/subscription-success', unverified, { screen: 'redirect', to: '/check-email-for-activation' }],
  ['/subscription-success', verified, { screen: 'subscriptionSuccess', sessionId: null }],
  ['/subscription-success', out, { screen: 'subscriptionSuccess', sessionId: null }],

  // /subscription-canceled.
  ['/subscription-canceled', out, { screen: 'subscriptionCanceled' }],
  ['/subscription-canceled', verified, { screen: 'subscriptionCanceled' }],

  // /subscription: main app (Profile tab) when logged in, else login.
  ['/subscription', verified, { screen: 'app', tab: 'profile' }],
  ['/subscription', out, { screen: 'login' }],
  ['/subscription', unverified, { screen: 'checkEmail' }],

  // /login: the login screen; a signed-in user is handed on to '/'.
  ['/login', out, { screen: 'login' }],
  ['/login?error=google', out, { screen: 'login' }],
  ['/login', verified, { screen: 'redirect', to: '/' }],
  ['/login', unverified, { screen: 'redirect', to: '/' }],

  // /subscription-plans.
  ['/subscription-plans', out, { screen: 'subscriptionPlans' }],
  ['/subscription-plans', verified, { screen: 'subscriptionPlans' }],

  // /?emailVerified=true: return link after e-mail verification.
  ['/?emailVerified=true', verified, { screen: 'app', tab: 'daily', emailVerified: true }],
  ['/?emailVerified=true', unverified, { screen: 'checkEmail' }],
  ['/?emailVerified=true', out, { screen: 'login' }],

  // Any other path: verified -> main app; signed in but not verified -> check-email; signed out -> login.
  ['/', verified, { screen: 'app', tab: 'daily' }],
  ['/', unverified, { screen: 'checkEmail' }],
  ['/', out, { screen: 'login' }],
  ['/somewhere/else', verified, { screen: 'app', tab: 'daily' }],
  ['/somewhere/else', unverified, { screen: 'checkEmail' }],
  ['/somewhere/else', out, { screen: 'login' }],

  // Main-app tabs are paths.
  ['/daily', verified, { screen: 'app', tab: 'daily' }],
  ['/library', verified, { screen: 'app', tab: 'library' }],
  // The first-run welcome: for a verified parent; otherwise what the main app would answer.
  ['/welcome', verified, { screen: 'welcome' }],
  ['/welcome/', verified, { screen: 'welcome' }],
  ['/welcome', unverified, { screen: 'checkEmail' }],
  ['/welcome', out, { screen: 'login' }],
  ['/library?create=1', verified, { screen: 'app', tab: 'library' }],
  ['/kids', verified, { screen: 'app', tab: 'kids' }],
  ['/profile', verified, { screen: 'app', tab: 'profile' }],
  ['/profile/', verified, { screen: 'app', tab: 'profile' }],
  ['/read/story-42', verified, { screen: 'app', tab: 'read', storyId: 'story-42' }],
  ['/read/a%20b', verified, { screen: 'app', tab: 'read', storyId: 'a b' }],
  ['/read', verified, { screen: 'app', tab: 'daily' }],
  ['/kids', out, { screen: 'login' }],
  ['/read/story-42', unverified, { screen: 'checkEmail' }],

  // admin=true: the admin panel when signed in, else the login screen with its message.
  ['/?admin=true', verified, { screen: 'admin' }],
  ['/?admin=true', unverified, { screen: 'admin' }],
  ['/?admin=true', out, { screen: 'login', message: ADMIN_MESSAGES.loginRequired }],
  ['/pricing?admin=true', out, { screen: 'login', message: 'Please log in to view the admin panel.' }],
  ['/?admin=false', verified, { screen: 'app', tab: 'daily' }],

  // After a self-service deletion: the login screen says the account is gone.
  ['/?accountDeleted=true', out, { screen: 'login', message: ACCOUNT_DELETION_MESSAGES.deleted }],
  ['/?accountDeleted=true', verified, { screen: 'app', tab: 'daily' }],
  ['/pricing?accountDeleted=true', out, { screen: 'pricing' }],
];

describe('chooseScreen (spec §2 route table)', () => {
  it.each(table)('%s as %j', (url, auth, expected) => {
    const { pathname, search } = new URL(url, 'http://app.test');
    expect(chooseScreen({ pathname, search, auth })).toEqual(expected);
  });

  it('accepts a search string without the leading ?', () => {
    expect(chooseScreen({ pathname: '/', search: 'admin=true', auth: verified })).toEqual({
      screen: 'admin',
    });
  });
});

/** Issue 26: a family with stories of its own lands on the Library at the app root. */
type TLandingRow = [url: string, auth: TAuthState, ownStories: TOwnStories, expected: TScreen];

const landing: TLandingRow[] = [
  // The app root: the Library once the family has stories, the Daily tab otherwise.
  ['/', verified, 'some', { screen: 'redirect', to: '/library' }],
  ['/', verified, 'none', { screen: 'app', tab: 'daily' }],
  ['/?admin=false', verified, 'some', { screen: 'redirect', to: '/library' }],
  // Still being asked: the loading view, not a flash of the Daily tab.
  ['/', verified, 'unknown', { screen: 'loading' }],
  // The Daily tab stays one tap away: its path, and every other deep link, is never redirected.
  ['/daily', verified, 'some', { screen: 'app', tab: 'daily' }],
  ['/kids', verified, 'some', { screen: 'app', tab: 'kids' }],
  ['/read/story-42', verified, 'some', { screen: 'app', tab: 'read', storyId: 'story-42' }],
  ['/somewhere/else', verified, 'some', { screen: 'app', tab: 'daily' }],
  ['/daily', verified, 'unknown', { screen: 'app', tab: 'daily' }],
  // Not for the admin flag, the verification return, or an account that cannot use the app yet.
  ['/?admin=true', verified, 'some', { screen: 'admin' }],
  ['/?emailVerified=true', verified, 'some', { screen: 'app', tab: 'daily', emailVerified: true }],
  ['/', unverified, 'some', { screen: 'checkEmail' }],
  ['/', unverified, 'unknown', { screen: 'checkEmail' }],
  ['/', out, 'unknown', { screen: 'login' }],
  ['/', loading, 'unknown', { screen: 'loading' }],
];

describe('the app root lands on the Library for a family with stories', () => {
  it.each(landing)('%s as %j with %s stories', (url, auth, ownStories, expected) => {
    const { pathname, search } = new URL(url, 'http://app.test');
    expect(chooseScreen({ pathname, search, auth, ownStories })).toEqual(expected);
  });

  it('asks about the family’s stories only where the answer depends on them', () => {
    const asks = (url: string, auth: TAuthState) => {
      const { pathname, search } = new URL(url, 'http://app.test');
      return ownStoriesMatter({ pathname, search, auth });
    };
    expect(asks('/', verified)).toBe(true);
    for (const [url, auth] of [
      ['/daily', verified],
      ['/library', verified],
      ['/?admin=true', verified],
      ['/?emailVerified=true', verified],
      ['/', unverified],
      ['/', out],
      ['/', loading],
    ] as const)
      expect(asks(url, auth)).toBe(false);
  });
});

describe('the library is fetched while the session is read where it will be shown', () => {
  const shows = (url: string) => {
    const { pathname, search } = new URL(url, 'http://app.test');
    return showsLibraryFirstPage({ pathname, search });
  };

  it('on the Library tab and the app root', () => {
    expect(shows('/library')).toBe(true);
    expect(shows('/library?child=abc')).toBe(true);
    expect(shows('/')).toBe(true);
  });

  it('nowhere else', () => {
    for (const url of ['/daily', '/kids', '/profile', '/read/abc', '/?admin=true', '/pricing', '/login'])
      expect(shows(url)).toBe(false);
  });
});
