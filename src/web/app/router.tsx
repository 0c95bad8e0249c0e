import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, useLocation } from 'react-router';
import { LoadingView } from '../components/LoadingView';
import { PricingExtensionPage } from '../features/billing/PricingExtensionPage';
import { PricingPage } from '../features/billing/PricingPage';
import { SignupPage } from '../features/billing/SignupPage';
import { SubscriptionCanceledPage } from '../features/billing/SubscriptionCanceledPage';
import { SubscriptionPlansPage } from '../features/billing/SubscriptionPlansPage';
import { SubscriptionSuccessPage } from '../features/billing/SubscriptionSuccessPage';
import { ActivationPage } from '../features/identity/ActivationPage';
import { CheckEmailPage } from '../features/identity/CheckEmailPage';
import { useAuthState, useSignOut } from '../features/identity/hooks';
import { LoginScreen } from '../features/identity/LoginScreen';
import { usePublicConfig } from '../lib/public-config';
import type { TUser } from '../lib/user';
import { AppShell } from './AppShell';
import { chooseScreen, type TScreen } from './route-chooser';
import { screenTitle } from './screen-titles';

/** Admin code is split out of the first page. */
const AdminPanel = lazy(() => import('../features/admin/AdminPanel'));

interface TScreenViewProps {
  screen: TScreen;
  user: TUser | null;
  onLogout: () => void;
}

function ScreenView({ screen, user, onLogout }: TScreenViewProps) {
  switch (screen.screen) {
    case 'loading':
      return <LoadingView />;
    case 'redirect':
      return <Navigate to={screen.to} replace />;
    case 'login':
      return <LoginScreen message={screen.message} />;
    case 'admin':
      return (
        <Suspense fallback={<LoadingView />}>
          <AdminPanel onLogout={onLogout} />
        </Suspense>
      );
    case 'pricing':
      return <PricingPage />;
    case 'pricingExtension':
      return <PricingExtensionPage onLogout={onLogout} />;
    case 'signup':
      return <SignupPage query={screen.query} />;
    case 'activation':
      return <ActivationPage query={screen.query} user={user} />;
    case 'checkEmail':
      return <CheckEmailPage user={user} onLogout={onLogout} />;
    case 'subscriptionSuccess':
      return <SubscriptionSuccessPage sessionId={screen.sessionId} />;
    case 'subscriptionCanceled':
      return <SubscriptionCanceledPage />;
    case 'subscriptionPlans':
      return <SubscriptionPlansPage />;
    case 'app':
      // The chooser only answers 'app' for a signed-in user.
      return user ? (
        <AppShell
          tab={screen.tab}
          storyId={screen.storyId}
          emailVerified={screen.emailVerified}
          user={user}
          onLogout={onLogout}
        />
      ) : (
        <LoadingView />
      );
  }
}

/** Reads the location and the auth state, asks the route chooser, renders its answer. */
function ChosenScreen() {
  const location = useLocation();
  const { auth, user } = useAuthState();
  const signOut = useSignOut();
  const { appName } = usePublicConfig();
  const screen = chooseScreen({ pathname: location.pathname, search: location.search, auth });
  const title = screenTitle(screen, appName);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return <ScreenView screen={screen} user={user} onLogout={() => void signOut()} />;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <ChosenScreen />
    </BrowserRouter>
  );
}
