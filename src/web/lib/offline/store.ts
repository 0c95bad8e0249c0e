/**
 * What this browser keeps of one family for offline use (decision 032): the signed-in user's view
 * (so the app opens without a connection), the list of stories kept for offline (IndexedDB, via
 * idb-keyval), and the caches under OFFLINE_CACHE_PREFIX. All of it belongs to one account, named
 * by a marker in localStorage; it is all deleted at sign-out or when another account signs in.
 */
import { clear, createStore, del, entries, get, set } from 'idb-keyval';
import type { TClientUser } from '../../../shared/identity';
import { OFFLINE_CACHE_PREFIX, OFFLINE_CACHES } from '../../../shared/offline';
import { STORAGE_KEYS } from '../storage-keys';
import { storyIdOf } from './cache-rules';

export const OFFLINE_DB = 'moonlit-family-offline';
const OWNER_KEY = 'owner';
const KEPT_PREFIX = 'kept:';

let store: ReturnType<typeof createStore> | null = null;
/** Opened on first use: a visitor's page never creates the database. */
const db = () => (store ??= createStore(OFFLINE_DB, 'entries'));

/** One story kept for offline, as the offline list shows it (checked by ./kept-schema on reading). */
export interface TKeptStory {
  id: string;
  title: string;
  childName: string;
  hasAudio: boolean;
  keptAt: string;
}

// What comes back out of IndexedDB is checked with zod, loaded only then: every page imports this
// module (sign-out clears it), and zod is most of the weight of a first page (~90 KB gzipped).
const schemas = () => import('./kept-schema');

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** The account whose data this browser holds for offline use, if any. */
export function offlineOwnerId(): string | null {
  return storage()?.getItem(STORAGE_KEYS.offlineOwner) ?? null;
}

/**
 * Deletes everything of a family this app wrote for offline use: the family caches, the offline
 * database, the owner marker. Safe to call when there is nothing.
 */
export async function clearOfflineData(): Promise<void> {
  storage()?.removeItem(STORAGE_KEYS.offlineOwner);
  const jobs: Promise<unknown>[] = [];
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    jobs.push(...names.filter((n) => n.startsWith(OFFLINE_CACHE_PREFIX)).map((n) => caches.delete(n)));
  }
  if (typeof indexedDB !== 'undefined') jobs.push(clear(db()).catch(() => undefined));
  await Promise.all(jobs);
}

/**
 * The signed-in user (or null), as /api/auth/me just answered: another account's offline data
 * is deleted first, and the view is kept so the app can open offline.
 */
export async function rememberOwner(user: TClientUser | null): Promise<void> {
  const owner = offlineOwnerId();
  if (owner !== null && owner !== user?.uid) await clearOfflineData();
  if (!user || typeof indexedDB === 'undefined') return;
  storage()?.setItem(STORAGE_KEYS.offlineOwner, user.uid);
  await set(OWNER_KEY, user, db());
}

/** The user to open the app as without a connection: only the marker's own account. */
export async function offlineOwner(): Promise<TClientUser | null> {
  const owner = offlineOwnerId();
  if (owner === null || typeof indexedDB === 'undefined') return null;
  const { ZClientUser } = await schemas();
  const parsed = ZClientUser.safeParse(await get(OWNER_KEY, db()).catch(() => undefined));
  return parsed.success && parsed.data.uid === owner ? parsed.data : null;
}

export async function listKept(): Promise<TKeptStory[]> {
  if (offlineOwnerId() === null || typeof indexedDB === 'undefined') return [];
  const all = await entries(db()).catch(() => []);
  // Only the kept entries (not the owner's copy): with none kept, as in most families, the library
  // does not load zod just to find nothing (its ~95 KB evaluated on a phone's main thread).
  const stored = all.flatMap(([key, value]) => (String(key).startsWith(KEPT_PREFIX) ? [value] : []));
  if (stored.length === 0) return [];
  const { ZKeptStory } = await schemas();
  const kept = stored.flatMap((v) => {
    const parsed = ZKeptStory.safeParse(v);
    return parsed.success ? [parsed.data] : [];
  });
  return kept.sort((a, b) => b.keptAt.localeCompare(a.keptAt));
}

export async function saveKept(story: TKeptStory): Promise<void> {
  await set(KEPT_PREFIX + story.id, story, db());
}

export async function deleteKept(id: string): Promise<void> {
  await del(KEPT_PREFIX + id, db());
  const cache = await caches.open(OFFLINE_CACHES.kept);
  const keys = await cache.keys();
  await Promise.all(
    keys.filter((r) => storyIdOf(new URL(r.url).pathname) === id).map((r) => cache.delete(r)),
  );
}
