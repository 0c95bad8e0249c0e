/**
 * "Keep for offline" and the recent stories (decision 032): the page itself fetches a story's
 * JSON and its whole narration file and puts them in a family cache; the service worker answers
 * from there when there is no connection (a Range request gets its part of the whole file).
 */
import type { TStory, TStorySummary } from '../../../shared/stories';
import { OFFLINE_CACHES } from '../../../shared/offline';
import { planRecent, storyAudioPath, storyDataPath } from './cache-rules';
import { deleteKept, listKept, offlineOwnerId, saveKept, type TKeptStory } from './store';

export type TKeepResult = 'kept' | 'keptTextOnly';

/**
 * Fetches one URL whole and stores it; false when it could not be had (offline, refused), or when
 * the account signed out while it was fetched (nothing is written for a gone session).
 */
async function storeWhole(cache: Cache, path: string): Promise<boolean> {
  const owner = offlineOwnerId();
  try {
    const response = await fetch(path, { credentials: 'same-origin' });
    if (response.status !== 200 || owner === null || offlineOwnerId() !== owner) return false;
    await cache.put(path, response);
    return true;
  } catch {
    return false;
  }
}

/** Keeps a story (and its narration when it has one) on this device until removed or sign-out. */
export async function keepStory(story: TStory): Promise<TKeepResult> {
  if (offlineOwnerId() === null) throw new Error('No signed-in account to keep stories for');
  const cache = await caches.open(OFFLINE_CACHES.kept);
  if (!(await storeWhole(cache, storyDataPath(story.id)))) throw new Error('The story could not be fetched');
  const hasAudio = Boolean(story.audio?.audioUrl) && (await storeWhole(cache, storyAudioPath(story.id)));
  const entry: TKeptStory = {
    id: story.id,
    title: story.title,
    childName: story.childName,
    hasAudio,
    keptAt: new Date().toISOString(),
  };
  await saveKept(entry);
  return hasAudio || !story.audio?.audioUrl ? 'kept' : 'keptTextOnly';
}

export { deleteKept as removeKept, listKept };

/**
 * Brings the recent cache in line with the library's first page (online, unfiltered): the
 * stories' JSON and the newest narrations fetched ahead, stories gone from the page dropped.
 */
export async function refreshRecent(firstPage: readonly TStorySummary[]): Promise<void> {
  if (offlineOwnerId() === null || typeof caches === 'undefined') return;
  const kept = new Set((await listKept()).map((k) => k.id));
  const cache = await caches.open(OFFLINE_CACHES.recent);
  const cachedPaths = (await cache.keys()).map((r) => new URL(r.url).pathname);
  const plan = planRecent(
    firstPage.map((s) => ({ id: s.id, hasAudio: s.audio.hasAudio })),
    cachedPaths,
    kept,
  );
  await Promise.all(plan.drop.map((path) => cache.delete(path)));
  // One at a time: this runs behind the page and must not compete with what the parent opens.
  for (const path of plan.fetch) if (!(await storeWhole(cache, path)) && offlineOwnerId() === null) return;
}
