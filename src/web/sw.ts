/**
 * The service worker (issue 30 part 2, docs/decisions/032-offline-library.md), built by
 * vite-plugin-pwa (injectManifest) with Workbox modules.
 *
 * - Pages: the network first, always (the server answers index.html with `no-cache`, so a new
 *   release is used on the very next load); the precached shell of this worker's own build only
 *   when there is no connection. A stale shell is never chosen over a reachable server.
 * - The app's hashed files: precached, cache first (a hash names its content).
 * - A family's reads (cache-rules.ts): the network first, written to the recent cache; without a
 *   connection, the kept cache, then the recent one. /api/auth and sign-in are never cached.
 * - Narration: from the kept or recent cache when there (a Range request gets its 206 from the
 *   cached whole file), else the network untouched.
 * A new worker takes over at once (skipWaiting + clientsClaim): it only changes which build's
 * shell answers offline, and the page in hand keeps its code.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { OFFLINE_CACHES } from '../shared/offline';
import { offlineRuleFor, shellMayAnswer } from './lib/offline/cache-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

const origin = self.location.origin;

/** The kept copy wins over the recent one (it is whole, and the parent chose it). */
async function fromOfflineCaches(request: Request): Promise<Response | undefined> {
  for (const name of [OFFLINE_CACHES.kept, OFFLINE_CACHES.recent]) {
    const cache = await caches.open(name);
    const hit = await cache.match(request, { ignoreVary: true });
    if (hit) return hit;
  }
  return undefined;
}

// Registered first: routes are tried in order, and the precache would answer "/" with its shell.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && shellMayAnswer(url, origin),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache('index.html')) ?? Response.error();
    }
  },
);

registerRoute(
  ({ request, url }) => offlineRuleFor(url, request.method, origin) === 'data',
  async ({ request, event }) => {
    try {
      const response = await fetch(request);
      // Only a whole answer of the family's own (a 401 after sign-out is never kept).
      if (response.status === 200 && response.type === 'basic') {
        const copy = response.clone();
        event.waitUntil(caches.open(OFFLINE_CACHES.recent).then((cache) => cache.put(request, copy)));
      }
      return response;
    } catch (error) {
      const cached = await fromOfflineCaches(request);
      if (cached) return cached;
      throw error;
    }
  },
);

registerRoute(
  ({ request, url }) => offlineRuleFor(url, request.method, origin) === 'audio',
  async ({ request }) => {
    const cached = await fromOfflineCaches(new Request(request.url));
    if (!cached) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, cached) : cached;
  },
);

precacheAndRoute(self.__WB_MANIFEST);
