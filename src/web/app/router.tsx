import { Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, useLocation } from 'react-router';
import { LoadingView } from '../components/LoadingView';
import { maySignedIn } from '../features/identity/api';
import { useAuthState, useSignOut } from '../features/identity/hooks';
import { useOwnStories } from '../features/stories/use-own-stories';
import { usePublicConfig } from '../lib/public-config';
import type { TUser } from '../lib/user';
import { chooseScreen, ownStoriesMatter, showsLibraryFirstPage, type TScreen } from './route-chooser';
import {
  ActivationPage,
  AdminPanel,
  AppShell,
  CheckEmailPage,
  LoginScreen,
  preloadScreen,
  PricingExtensionPage,
  PricingPage,
  SignupPage,
  SubscriptionCanceledPage,
  SubscriptionPlansPage,
  SubscriptionSuccessPage,
  WelcomeScreen,
  FirstRunGate,
  RecordInvitationPage,
} from './screens';
import { screenTitle } from './screen-titles';

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
      return <AdminPanel onLogout={onLogout} />;
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
    case 'record':
      return <RecordInvitationPage token={screen.token} />;
    case 'welcome':
      return user ? <WelcomeScreen user={user} onLogout={onLogout} /> : <LoadingView />;
    case 'app':
      // The chooser only answers 'app' for a signed-in user.
      return user ? (
        <FirstRunGate uid={user.uid}>
          <AppShell
            tab={screen.tab}
            storyId={screen.storyId}
            emailVerified={screen.emailVerified}
            user={user}
            onLogout={onLogout}
          />
        </FirstRunGate>
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
  const where = { pathname: location.pathname, search: location.search, auth };
  // Asked at the app root: whether the family's own stories make the Library its home. The same
  // first page of the library is also fetched while the session is read, where a browser that
  // holds one will show it: a phone saves the round trip after /api/auth/me.
  const fetchAhead = auth.status === 'loading' && maySignedIn() && showsLibraryFirstPage(location);
  const ownStories = useOwnStories(ownStoriesMatter(where) || fetchAhead);
  const screen = chooseScreen({ ...where, ownStories });
  const title = screenTitle(screen, appName);

  // While the session is read, fetch the screen this path leads to: signed in when the browser
  // holds the signed-in hint, else signed out (a parent's library no longer fetches the login
  // screen and its styles, which restyled the whole page while the library was being drawn).
  const waiting = screen.screen === 'loading';
  useEffect(() => {
    if (!waiting) return;
    const input = { pathname: location.pathname, search: location.search };
    const guess = chooseScreen({
      ...input,
      auth: maySignedIn() ? { status: 'signedIn', user: { isAccountActive: true } } : { status: 'signedOut' },
    });
    preloadScreen(guess.screen, guess.screen === 'app' ? guess.tab : undefined);
  }, [waiting, location.pathname, location.search]);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <Suspense fallback={<LoadingView />}>
      <ScreenView screen={screen} user={user} onLogout={() => void signOut()} />
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <ChosenScreen />
    </BrowserRouter>
  );
}
