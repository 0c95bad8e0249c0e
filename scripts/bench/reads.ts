import type { LoadRequest } from './loadgen.js';

/** A signed-in bench account, as a browser (cookie) and as an app (bearer token) presents it. */
export interface BenchSession {
  cookie: string;
  bearer: string;
}

// Browsers send these with every request; the server may compress what is worth it.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

export const asCookie = (s: BenchSession) => ({ ...BROWSER, cookie: s.cookie });
export const asBearer = (s: BenchSession) => ({ ...BROWSER, authorization: `Bearer ${s.bearer}` });

/** The library read the web client makes when /library opens: the first page of summaries. */
export function libraryRequest(headers: Record<string, string>): LoadRequest {
  return { path: '/api/stories?limit=50', headers };
}

export interface BenchRead {
  name: string;
  request: LoadRequest;
  /** Counts against the authenticated-read budget (a ratio of the raw ceiling). */
  authenticated: boolean;
  /** Counts against the library-page p99 budget. */
  library: boolean;
}

export interface BenchSessions {
  lib10: BenchSession;
  lib200: BenchSession;
  lib1000: BenchSession;
}

/** Every read of the table, in the order it is printed. */
export function benchReads(s: BenchSessions, assetPath: string, storyId: string): BenchRead[] {
  const read = (name: string, request: LoadRequest, authenticated = true, library = false): BenchRead => ({
    name,
    request,
    authenticated,
    library,
  });
  return [
    read('library 200, cookie, gzip', libraryRequest(asCookie(s.lib200)), true, true),
    read('library 200, bearer, gzip', libraryRequest(asBearer(s.lib200)), true, true),
    read('library 10 stories', libraryRequest(asCookie(s.lib10)), true, true),
    read('library 1,000 stories', libraryRequest(asCookie(s.lib1000)), true, true),
    read(
      'library, spec shape (/all), 200',
      { path: '/api/stories/all', headers: asCookie(s.lib200) },
      true,
      true,
    ),
    read('one story (reader)', { path: `/api/stories/${storyId}`, headers: asCookie(s.lib200) }),
    read('credits status', { path: '/api/stories/credits/status', headers: asCookie(s.lib200) }),
    read('auth/me', { path: '/api/auth/me', headers: asCookie(s.lib200) }),
    // Each load of the daily story is also a view written to the database.
    read(
      'daily story (subscriber)',
      { path: '/api/stories/daily/public', headers: asCookie(s.lib200) },
      false,
    ),
    read('health', { path: '/api/health', headers: BROWSER }, false),
    read('static JS (entry)', { path: assetPath, headers: BROWSER }, false),
    read('public plans list', { path: '/api/public/subscriptions/plans', headers: BROWSER }, false),
  ];
}
