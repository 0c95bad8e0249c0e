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
 * Serialized answers to a user's hot reads (their library), kept until a write to that user's
 * data says otherwise. Used only on the embedded database, where one process owns the data and
 * so hears about every write; with PostgreSQL every read asks the database.
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

export function createReadCache(enabled: boolean, maxUsers = MAX_USERS, maxBytes = MAX_BYTES): ReadCache {
  if (!enabled)
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
  return {
    async get(userId, key, load) {
      const hit = bodies.get(userId)?.get(key);
      if (hit !== undefined) return hit;
      const inFlight = loading.get(userId)?.get(key);
      if (inFlight && !inFlight.stale) return inFlight.body;
      const ticket: Load = { stale: false, body: load().then(cachedBody) };
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
    invalidateUser(userId) {
      bodies.delete(userId);
      for (const ticket of loading.get(userId)?.values() ?? []) ticket.stale = true;
    },
  };
}
