import type { QueryClient } from '@tanstack/react-query';
import { maySignedIn } from '../features/identity/api';
import { meQuery } from '../features/identity/hooks';
import { prefetchLibraryScreen } from '../features/stories/library-ahead';
import { NO_FILTERS } from '../features/stories/library-view';
import { libraryPages } from '../features/stories/use-library-pages';
import { prepareDateFormat } from '../lib/format';
import { publicConfigQuery } from '../lib/public-config';
import { chooseScreen, showsLibraryFirstPage, type TAuthState } from './route-chooser';
import { preloadScreen } from './screens';

/**
 * Called once, before the first render (main.tsx): asks for what the first screen will need (the
 * config, the session, the screen's code, and for a parent's library its stories, children,
 * credits and series) as soon as the page's script runs. These were asked from the first render's
 * effects, so on a phone React's first render of the app (a long task at 4x CPU) stood between
 * the script's arrival and every request. The route chooser's guess is the one router.tsx makes
 * while the session is read: signed in when the browser holds the signed-in hint.
 */
export function fetchAhead(queryClient: QueryClient, location: { pathname: string; search: string }): void {
  void queryClient.prefetchQuery(publicConfigQuery());
  const hinted = maySignedIn();
  if (hinted) void queryClient.prefetchQuery(meQuery());
  const auth: TAuthState = hinted
    ? { status: 'signedIn', user: { isAccountActive: true } }
    : { status: 'signedOut' };
  const guess = chooseScreen({ pathname: location.pathname, search: location.search, auth });
  preloadScreen(guess.screen, guess.screen === 'app' ? guess.tab : undefined);
  if (hinted && showsLibraryFirstPage(location)) {
    void queryClient.prefetchInfiniteQuery(libraryPages(NO_FILTERS));
    prefetchLibraryScreen(queryClient);
    // While those are on their way, as a task of its own: the library's dates need the formatter
    // (format.ts). Not on idle: the page is seldom idle before the library arrives.
    window.setTimeout(prepareDateFormat, 0);
  }
}
