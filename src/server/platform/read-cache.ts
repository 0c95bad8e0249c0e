import type { ChangeFeed } from './db/change-feed.js';
import { watchChanges } from './change-watch.js';
import { gzipJson } from './http/compress.js';
import { weakEtagOf } from './http/etag.js';
import { createLru } from './lru.js';

/**
 * A kept answer, its weak ETag and its gzip form, each made once, when first asked for: a client
 * that does not take gzip (or gets a 304) never pays for compressing it.
 */
export interface CachedBody {
  json: string;
  gzip(): Promise<Buffer>;
  etag(): string;
}

function cachedBody(json: string): CachedBody {
  let gz: Promise<Buffer> | undefined;
  let tag: string | undefined;
  return { json, gzip: () => (gz ??= gzipJson(json)), etag: () => (tag ??= weakEtagOf(json)) };
}

// The gzip form is smaller than the JSON and made only on demand: counting the JSON twice bounds both.
const bytesOf = (forUser: Map<string, CachedBody>) => {
  let n = 0;
  for (const body of forUser.values()) n += 2 * body.json.length;
  return n;
};

/**
 * Serialized answers to a user's hot reads (their library, the reader), kept until a write to
 * that user's stories, children or user row is heard on the change feed (db/change-feed.ts), on
 * PGlite and PostgreSQL alike: a kept body is served only after the feed's fence, so a write
 * committed anywhere before the request began is seen. Writers in this process also call
 * invalidateUser (sooner than the notice, and harmless).
 */
export interface ReadCache {
  /** The cached body for (userId, key), or load() it (and keep it, unless a write came meanwhile). */
  get(userId: string, key: string, load: () => Promise<string>): Promise<CachedBody>;
  /** Every write to a user's children or stories calls this. */
  invalidateUser(userId: string): void;
}

interface Load {
  stale: boolean;
  body: Promise<CachedBody>;
}

const MAX_USERS = 5_000;
/**
 * Bounded in bytes as well as in users: a family with two years of stories has a 1.8 MB library
 * answer, so 5,000 such users would be 9 GB. 32 MB holds the libraries of the families reading
 * right now; the rest are read again from the database (a few ms).
 */
const MAX_BYTES = 32 * 1024 * 1024;

/** Every table a cached body is read from (the story rows, the child they name, the user's row). */
export const READ_CACHE_TABLES = ['story', 'child', 'user'] as const;

/** Without a feed nothing is kept: every read loads. */
export function createReadCache(
  feed: ChangeFeed | undefined,
  maxUsers = MAX_USERS,
  maxBytes = MAX_BYTES,
): ReadCache {
  if (!feed)
    return {
      get: async (_userId, _key, load) => cachedBody(await load()),
      invalidateUser: () => undefined,
    };
  // The least recently read users are forgotten first when full.
  const bodies = createLru<string, Map<string, CachedBody>>(maxUsers, { maxBytes, sizeOf: bytesOf });
  // Loads in progress per user and key, shared by every reader that asks meanwhile (32 parents'
  // phones opening a cold 1,000-story library cost one query, not 32). A write marks them stale,
  // so a load that raced with a write is neither kept nor handed to readers that came after it.
  // Bounded by the requests in flight.
  const loading = new Map<string, Map<string, Load>>();
  const forget = (userId: string | null) => {
    if (userId !== null) {
      bodies.delete(userId);
      for (const ticket of loading.get(userId)?.values() ?? []) ticket.stale = true;
      return;
    }
    bodies.clear();
    for (const forUser of loading.values()) for (const ticket of forUser.values()) ticket.stale = true;
  };
  const watch = watchChanges(feed, READ_CACHE_TABLES, forget);
  return {
    async get(userId, key, load) {
      if (!(await watch.fresh())) return cachedBody(await load());
      const hit = bodies.get(userId)?.get(key);
      if (hit !== undefined) return hit;
      const inFlight = loading.get(userId)?.get(key);
      if (inFlight && !inFlight.stale) return inFlight.body;
      // Not listening (the listener was lost just now): a load that is neither kept nor shared.
      const ticket: Load = { stale: watch.mark() === null, body: load().then(cachedBody) };
      const forUser = loading.get(userId) ?? new Map<string, Load>();
      forUser.set(key, ticket);
      loading.set(userId, forUser);
      try {
        const body = await ticket.body;
        // A new map each time, so the cache re-measures the user's bytes.
        if (!ticket.stale) bodies.set(userId, new Map(bodies.get(userId)).set(key, body));
        return body;
      } finally {
        if (forUser.get(key) === ticket) forUser.delete(key);
        if (forUser.size === 0 && loading.get(userId) === forUser) loading.delete(userId);
      }
    },
    invalidateUser: (userId) => watch.heard(userId),
  };
}
