import { lazy } from 'react';
import type { TMainTab } from '../lib/paths';
import type { TScreenName } from './route-chooser';

/**
 * Route-level code splitting: each screen is its own chunk, fetched when the route chooser first
 * picks it, so a page downloads and parses only its own code (the first page's script holds
 * React, the router, the query client and the chooser, nothing else).
 */
const loaders = {
  login: () => import('../features/identity/LoginScreen'),
  activation: () => import('../features/identity/ActivationPage'),
  checkEmail: () => import('../features/identity/CheckEmailPage'),
  pricing: () => import('../features/billing/PricingPage'),
  pricingExtension: () => import('../features/billing/PricingExtensionPage'),
  signup: () => import('../features/billing/SignupPage'),
  subscriptionSuccess: () => import('../features/billing/SubscriptionSuccessPage'),
  subscriptionCanceled: () => import('../features/billing/SubscriptionCanceledPage'),
  subscriptionPlans: () => import('../features/billing/SubscriptionPlansPage'),
  admin: () => import('../features/admin/AdminPanel'),
  app: () => import('./AppShell'),
  welcome: () => import('../features/welcome/WelcomeScreen'),
  record: () => import('../features/narration/invitation/RecordInvitationPage'),
} satisfies Partial<Record<TScreenName, () => Promise<unknown>>>;

const tabLoaders = {
  daily: () => import('../features/daily/DailyScreen'),
  library: () => import('../features/stories/LibraryScreen'),
  kids: () => import('../features/children/KidsScreen'),
  profile: () => import('../features/billing/ProfileScreen'),
  read: () => import('../features/stories/ReaderScreen'),
} satisfies Record<TMainTab, () => Promise<unknown>>;

export const LoginScreen = lazy(() => loaders.login().then((m) => ({ default: m.LoginScreen })));
export const ActivationPage = lazy(() => loaders.activation().then((m) => ({ default: m.ActivationPage })));
export const CheckEmailPage = lazy(() => loaders.checkEmail().then((m) => ({ default: m.CheckEmailPage })));
export const PricingPage = lazy(() => loaders.pricing().then((m) => ({ default: m.PricingPage })));
export const PricingExtensionPage = lazy(() =>
  loaders.pricingExtension().then((m) => ({ default: m.PricingExtensionPage })),
);
export const SignupPage = lazy(() => loaders.signup().then((m) => ({ default: m.SignupPage })));
export const SubscriptionSuccessPage = lazy(() =>
  loaders.subscriptionSuccess().then((m) => ({ default: m.SubscriptionSuccessPage })),
);
export const SubscriptionCanceledPage = lazy(() =>
  loaders.subscriptionCanceled().then((m) => ({ default: m.SubscriptionCanceledPage })),
);
export const SubscriptionPlansPage = lazy(() =>
  loaders.subscriptionPlans().then((m) => ({ default: m.SubscriptionPlansPage })),
);
export const AppShell = lazy(() => loaders.app().then((m) => ({ default: m.AppShell })));
export const AdminPanel = lazy(loaders.admin);
/** In front of the main app (its own chunk: it reads the children, which the first page need not). */
const loadFirstRunGate = () => import('../features/welcome/FirstRunGate');
export const FirstRunGate = lazy(() => loadFirstRunGate().then((m) => ({ default: m.FirstRunGate })));
export const RecordInvitationPage = lazy(() =>
  loaders.record().then((m) => ({ default: m.RecordInvitationPage })),
);
export const WelcomeScreen = lazy(() => loaders.welcome().then((m) => ({ default: m.WelcomeScreen })));

export const DailyScreen = lazy(() => tabLoaders.daily().then((m) => ({ default: m.DailyScreen })));
export const LibraryScreen = lazy(() => tabLoaders.library().then((m) => ({ default: m.LibraryScreen })));
export const KidsScreen = lazy(() => tabLoaders.kids().then((m) => ({ default: m.KidsScreen })));
export const ProfileScreen = lazy(() => tabLoaders.profile().then((m) => ({ default: m.ProfileScreen })));
export const ReaderScreen = lazy(() => tabLoaders.read().then((m) => ({ default: m.ReaderScreen })));

/**
 * Starts fetching a screen's chunks before React asks for them: called while the session is
 * still being read, so the chunk and /api/auth/me load side by side instead of one after the other.
 */
export function preloadScreen(screen: TScreenName, tab?: TMainTab): void {
  const load = (loaders as Partial<Record<TScreenName, () => Promise<unknown>>>)[screen];
  void load?.().catch(() => undefined); // a failed preload is retried (and reported) by React.lazy
  if (screen === 'app') void loadFirstRunGate().catch(() => undefined);
  if (screen === 'app' && tab) void tabLoaders[tab]().catch(() => undefined);
}
