import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { isApiError } from '../../lib/api';
import { PATHS } from '../../lib/paths';
import { QUERY_KEYS } from '../../lib/query-keys';
import { clearAdminToken } from '../../lib/storage-keys';
import type { TUser } from '../../lib/user';
import type { TAuthState } from '../../app/route-chooser';
import { browserTimeZone } from '../../lib/format';
import { whenIdle } from '../../lib/idle';
import { announceSignOut } from '../../lib/sign-out-signal';
import { clearOfflineData } from '../../lib/offline/store';
import { meWithOffline } from '../../lib/offline/session';
import { fetchMe, saveTimeZone, signOut } from './api';

/** Retry server and network trouble, never a 4xx answer. */
function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * Who am I: the User client view, or null when signed out. The source of truth for auth. Without
 * a connection, the account this browser keeps stories for (lib/offline/session.ts).
 */
export function useMe() {
  return useQuery(meQuery());
}

export function meQuery() {
  return queryOptions({
    queryKey: QUERY_KEYS.me,
    queryFn: ({ signal }) => meWithOffline(() => fetchMe(signal)),
    staleTime: 30_000,
    retry: retryUnlessClientError,
  });
}

/**
 * The auth state the route chooser reads. If `/api/auth/me` keeps failing, the app falls back to
 * signed out (the login screen) rather than spinning forever.
 */
export function useAuthState(): { auth: TAuthState; user: TUser | null } {
  const me = useMe();
  useTimeZoneInStep(me.data ?? null);
  if (me.isPending) return { auth: { status: 'loading' }, user: null };
  const user = me.data ?? null;
  if (!user) return { auth: { status: 'signedOut' }, user: null };
  return { auth: { status: 'signedIn', user }, user };
}

/**
 * Google sign-ups and parents who travel keep the zone of their first sign-up unless told: when
 * the browser's zone differs from the account's, the account takes the browser's (once per load).
 */
function useTimeZoneInStep(user: TUser | null) {
  const setMe = useSetMe();
  const signedIn = user !== null;
  const accountZone = user?.timeZone ?? null;
  useEffect(() => {
    if (!signedIn) return;
    // When the browser is idle, not while the first screen renders: the first read of the zone
    // loads the browser's time-zone data, tens of milliseconds of a phone's main thread.
    return whenIdle(() => {
      const zone = browserTimeZone();
      if (zone === '' || zone === accountZone) return;
      saveTimeZone(zone).then(setMe, () => undefined); // a refused zone keeps the old one; nothing to show
    });
  }, [signedIn, accountZone, setMe]);
}

/** Re-reads `/api/auth/me`; the route chooser then decides where the user belongs. */
export function useRefreshMe(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.me }), [queryClient]);
}

/** Puts a fresh User view (e.g. from POST /api/auth/verify) into the cache. */
export function useSetMe(): (user: TUser | null) => void {
  const queryClient = useQueryClient();
  return useCallback((user) => queryClient.setQueryData(QUERY_KEYS.me, user), [queryClient]);
}

/**
 * Signs out, forgets the admin token, and goes to `/` (spec §2 header) with a full page load: it
 * drops every cached answer of the old session at once, and no screen is ever rendered with the new
 * "signed out" state on the old path (React Router's navigation is a transition, the auth change is
 * not: a signed-in-only page such as /pricing-extension would first send its "visitor" to /pricing).
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Narration stops at the click, not a network round trip later.
    announceSignOut();
    // The family's offline copies go first, and once more after the session has ended: a read that
    // was under way may have written while the server still answered (decision 032).
    await clearOfflineData().catch(() => undefined);
    try {
      await signOut();
    } catch {
      // The session may already be gone; the client forgets it either way.
    }
    clearAdminToken();
    await queryClient.cancelQueries();
    await clearOfflineData().catch(() => undefined);
    window.location.replace(PATHS.home);
  }, [queryClient]);
}
