/**
 * Who is signed in, with a connection or without (decision 032): /api/auth/me answers online and
 * its answer names the account whose data this browser may hold; without a connection the app
 * opens as that account, from the copy the store kept. The service worker never caches /api/auth.
 */
import type { TClientUser } from '../../../shared/identity';
import { isApiError, NETWORK_ERROR_CODE } from '../api';
import { offlineOwner, rememberOwner } from './store';

export async function meWithOffline(fetchMe: () => Promise<TClientUser | null>): Promise<TClientUser | null> {
  let user: TClientUser | null;
  try {
    user = await fetchMe();
  } catch (error) {
    if (isApiError(error) && error.code === NETWORK_ERROR_CODE) {
      const owner = await offlineOwner().catch(() => null);
      if (owner) return owner;
    }
    throw error;
  }
  // A browser that cannot store (private mode) still signs in; it just keeps nothing offline.
  await rememberOwner(user).catch(() => undefined);
  return user;
}
