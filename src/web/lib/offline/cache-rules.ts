/**
 * Which requests the service worker may answer from the offline caches (decision 032). Pure, so
 * the worker (src/web/sw.ts) and the page share it and the tests pin it. Anything not named here
 * goes to the network untouched: above all sign-in and the session (/api/auth, /api/identity),
 * never written to a cache, and whatever a change or a payment needs.
 */

/** 'data': a JSON read the library or the reader needs; 'audio': a story's narration file. */
export type TOfflineRule = 'never' | 'data' | 'audio';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const STORY = new RegExp(`^/api/stories/(${UUID})$`);
const STORY_AUDIO = new RegExp(`^/api/stories/(${UUID})/audio$`);

/**
 * The reads the signed-in library and reader make on their first screen. Not /api/config: a
 * signed-out page reads it too, and only a family's reads may create a family cache (offline, the
 * app uses its built-in defaults). Nor the credits: a count from yesterday would mislead, and no
 * story can be asked for offline anyway (the library hides the credits then).
 */
const DATA_PATHS = new Set(['/api/stories', '/api/children', '/api/series']);

/** Never cached, whatever else is true: the session, sign-in and everything about accounts. */
const NEVER_PREFIXES = ['/api/auth/', '/api/identity/', '/api/admin', '/api/subscriptions', '/api/public/'];

export function offlineRuleFor(url: URL, method: string, origin: string): TOfflineRule {
  if (method !== 'GET' || url.origin !== origin) return 'never';
  const path = url.pathname;
  if (NEVER_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix)))
    return 'never';
  if (STORY_AUDIO.test(path)) return 'audio';
  if (STORY.test(path)) return 'data';
  // The library's later pages are not kept: offline shows the first page (and the kept stories).
  if (path === '/api/stories' && url.searchParams.has('cursor')) return 'never';
  return DATA_PATHS.has(path) ? 'data' : 'never';
}

/** App paths whose navigation may be answered by the app shell when there is no connection. */
export function shellMayAnswer(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  return !/^\/(api|s|dev|sandbox)(\/|$)/.test(url.pathname);
}

export const storyDataPath = (id: string) => `/api/stories/${encodeURIComponent(id)}`;
export const storyAudioPath = (id: string) => `/api/stories/${encodeURIComponent(id)}/audio`;

/** The story a cached URL belongs to (its JSON or its narration), or null. */
export function storyIdOf(pathname: string): string | null {
  return STORY.exec(pathname)?.[1] ?? STORY_AUDIO.exec(pathname)?.[1] ?? null;
}

export interface TRecentStory {
  id: string;
  hasAudio: boolean;
}

/** How many of the recent stories' narrations are fetched ahead (about 1 MB each). */
export const RECENT_AUDIO_LIMIT = 6;

/**
 * What the recent cache should hold for the library's first page, against what it holds: the
 * stories' JSON, the newest narrations (up to RECENT_AUDIO_LIMIT), nothing for a story that is
 * kept (the kept cache has it). Story URLs not wanted any more are dropped; the other reads
 * (the page itself, children, credits) are refreshed by the worker on every read.
 */
export function planRecent(
  firstPage: readonly TRecentStory[],
  cachedPaths: readonly string[],
  keptIds: ReadonlySet<string>,
  audioLimit = RECENT_AUDIO_LIMIT,
): { fetch: string[]; drop: string[] } {
  const wanted: string[] = [];
  let audio = 0;
  for (const story of firstPage) {
    if (keptIds.has(story.id)) continue;
    wanted.push(storyDataPath(story.id));
    if (story.hasAudio && audio < audioLimit) {
      wanted.push(storyAudioPath(story.id));
      audio += 1;
    }
  }
  const cached = new Set(cachedPaths);
  const want = new Set(wanted);
  return {
    fetch: wanted.filter((path) => !cached.has(path)),
    drop: cachedPaths.filter((path) => storyIdOf(path) !== null && !want.has(path)),
  };
}
