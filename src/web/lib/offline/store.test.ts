// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TClientUser } from '../../../shared/identity';
import { OFFLINE_CACHES } from '../../../shared/offline';
import type { TStory, TStorySummary } from '../../../shared/stories';
import { MemoryCacheStorage } from '../../test/memory-caches';
import { ApiError, NETWORK_ERROR_CODE } from '../api';
import { STORAGE_KEYS } from '../storage-keys';
import { storyAudioPath, storyDataPath } from './cache-rules';
import { keepStory, refreshRecent, removeKept } from './keep';
import { meWithOffline } from './session';
import { clearOfflineData, listKept, offlineOwner, offlineOwnerId, rememberOwner } from './store';

const STORY_ID = '0b6c1f3e-8f9a-4c1d-9e2b-3a4b5c6d7e8f';
const OTHER_ID = '1b6c1f3e-8f9a-4c1d-9e2b-3a4b5c6d7e8f';
const PRECACHE = 'workbox-precache-v2-test';

const user = (uid: string): TClientUser => ({
  uid,
  email: `${uid}@example.com`,
  displayName: null,
  emailVerified: true,
  photoURL: null,
  planType: 'premium',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  preferences: {},
  role: 'user',
  isAccountActive: true,
  isGoogleUser: false,
  needsActivation: false,
  timeZone: 'UTC',
});

const story = (id: string, audio: boolean) =>
  ({
    id,
    title: 'The Moon Boat',
    childName: 'Mia',
    audio: audio ? { audioUrl: storyAudioPath(id), mimeType: 'audio/mpeg' } : undefined,
  }) as TStory;

const summary = (id: string, hasAudio: boolean): TStorySummary => ({
  id,
  title: 'The Moon Boat',
  childId: null,
  childName: 'Mia',
  theme: 'space',
  createdAt: '2026-01-01T00:00:00.000Z',
  readingTime: 3,
  audio: { hasAudio, duration: hasAudio ? 60 : null, audioUrl: hasAudio ? storyAudioPath(id) : null },
  cover: null,
  excerpt: '',
});

let storage: MemoryCacheStorage;
/** The server as fetch sees it: a JSON story, an MP3 when narrated, else 404. */
const served = new Map<string, () => Response>();

beforeEach(async () => {
  storage = new MemoryCacheStorage();
  vi.stubGlobal('caches', storage);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const answer = served.get(String(input));
      return answer ? answer() : new Response('no', { status: 404 });
    }),
  );
  served.clear();
  localStorage.clear();
  await clearOfflineData();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function familyCachePaths(name: string): Promise<string[]> {
  const cache = await storage.open(name);
  return (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
}

describe('keeping a story for offline', () => {
  beforeEach(async () => {
    await rememberOwner(user('family-a'));
    served.set(storyDataPath(STORY_ID), () => Response.json({ data: { id: STORY_ID } }));
    served.set(storyAudioPath(STORY_ID), () => new Response(new Uint8Array([1, 2, 3])));
  });

  it('stores the story and its whole narration, and lists it', async () => {
    await expect(keepStory(story(STORY_ID, true))).resolves.toBe('kept');
    expect(await familyCachePaths(OFFLINE_CACHES.kept)).toEqual(
      [storyDataPath(STORY_ID), storyAudioPath(STORY_ID)].sort(),
    );
    const kept = await listKept();
    expect(kept.map((k) => [k.id, k.title, k.hasAudio])).toEqual([[STORY_ID, 'The Moon Boat', true]]);
  });

  it('says so when the narration could not be kept', async () => {
    served.delete(storyAudioPath(STORY_ID));
    await expect(keepStory(story(STORY_ID, true))).resolves.toBe('keptTextOnly');
    expect((await listKept())[0]?.hasAudio).toBe(false);
  });

  it('fails, keeping nothing, when the story cannot be fetched', async () => {
    served.clear();
    await expect(keepStory(story(STORY_ID, true))).rejects.toThrow();
    expect(await listKept()).toEqual([]);
  });

  it('removes the story and its narration', async () => {
    await keepStory(story(STORY_ID, true));
    await removeKept(STORY_ID);
    expect(await listKept()).toEqual([]);
    expect(await familyCachePaths(OFFLINE_CACHES.kept)).toEqual([]);
  });
});

describe('what a sign-out or another account leaves', () => {
  beforeEach(async () => {
    await rememberOwner(user('family-a'));
    served.set(storyDataPath(STORY_ID), () => Response.json({ data: { id: STORY_ID } }));
    await keepStory(story(STORY_ID, false));
    await (await storage.open(OFFLINE_CACHES.recent)).put('/api/stories', Response.json({ data: [] }));
    await (await storage.open(PRECACHE)).put('/index.html', new Response('<html>'));
  });

  it('clearing deletes every family cache, the kept list and the owner, and keeps the app shell', async () => {
    await clearOfflineData();
    expect(await storage.keys()).toEqual([PRECACHE]);
    expect(await listKept()).toEqual([]);
    expect(offlineOwnerId()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.offlineOwner)).toBeNull();
    expect(await offlineOwner()).toBeNull();
  });

  it('another account signing in finds nothing of the first', async () => {
    await rememberOwner(user('family-b'));
    expect(await listKept()).toEqual([]);
    expect(await storage.keys()).toEqual([PRECACHE]);
    expect((await offlineOwner())?.uid).toBe('family-b');
  });

  it('a signed-out answer from the server clears it all too', async () => {
    await rememberOwner(null);
    expect(await listKept()).toEqual([]);
    expect(await storage.keys()).toEqual([PRECACHE]);
  });

  it('the same account signing in again keeps its stories', async () => {
    await rememberOwner(user('family-a'));
    expect((await listKept()).map((k) => k.id)).toEqual([STORY_ID]);
  });
});

describe('meWithOffline', () => {
  const offline = () => Promise.reject(new ApiError(0, NETWORK_ERROR_CODE, 'Failed to fetch'));

  it('opens as the kept account without a connection', async () => {
    await meWithOffline(async () => user('family-a'));
    expect((await meWithOffline(offline))?.uid).toBe('family-a');
  });

  it('has no one to open as after a sign-out', async () => {
    await meWithOffline(async () => user('family-a'));
    await clearOfflineData();
    await expect(meWithOffline(offline)).rejects.toThrow('Failed to fetch');
  });

  it('passes on a server error rather than guessing', async () => {
    await meWithOffline(async () => user('family-a'));
    const failing = () => Promise.reject(new ApiError(500, 'HTTP_500', 'Boom'));
    await expect(meWithOffline(failing)).rejects.toThrow('Boom');
  });
});

describe('refreshRecent', () => {
  it('fetches the first page stories and drops the ones gone from it', async () => {
    await rememberOwner(user('family-a'));
    const recent = await storage.open(OFFLINE_CACHES.recent);
    await recent.put(storyDataPath(OTHER_ID), Response.json({ data: {} }));
    served.set(storyDataPath(STORY_ID), () => Response.json({ data: { id: STORY_ID } }));
    served.set(storyAudioPath(STORY_ID), () => new Response(new Uint8Array([1])));
    await refreshRecent([summary(STORY_ID, true)]);
    expect(await familyCachePaths(OFFLINE_CACHES.recent)).toEqual(
      [storyDataPath(STORY_ID), storyAudioPath(STORY_ID)].sort(),
    );
  });

  it('writes nothing when no account is signed in', async () => {
    served.set(storyDataPath(STORY_ID), () => Response.json({ data: { id: STORY_ID } }));
    await refreshRecent([summary(STORY_ID, false)]);
    expect(await storage.keys()).toEqual([]);
  });
});
