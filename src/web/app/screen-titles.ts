import type { TScreen } from './route-chooser';
import { LIBRARY_TAB_NAME } from '../../shared/front-door';

const TAB_TITLES = {
  daily: 'Daily',
  library: LIBRARY_TAB_NAME,
  kids: 'Kids',
  profile: 'Profile',
  read: 'Read',
} as const;

/** The document title for a screen, so every tab and page is named in history and by screen readers. */
export function screenTitle(screen: TScreen, appName: string): string {
  const name = ((): string | null => {
    switch (screen.screen) {
      case 'loading':
      case 'redirect':
        return null;
      case 'login':
        return 'Login';
      case 'admin':
        return 'Admin Panel';
      case 'pricing':
      case 'pricingExtension':
        return 'Pricing';
      case 'signup':
        return 'Sign Up';
      case 'activation':
        return 'Activate your account';
      case 'checkEmail':
        return 'Check your e-mail';
      case 'subscriptionSuccess':
        return 'Welcome';
      case 'subscriptionCanceled':
        return 'Checkout canceled';
      case 'subscriptionPlans':
        return 'Subscription plans';
      case 'welcome':
        return 'Welcome';
      case 'record':
        return 'Record a story';
      case 'app':
        return TAB_TITLES[screen.tab];
    }
  })();
  return name ? `${name} · ${appName}` : appName;
}
