import { gzipSync } from 'node:zlib';
import { weakEtagOf } from './http/etag.js';
import { createLru } from './lru.js';

/** A kept answer, and its gzip form once a client asked for it (made once, sent many times). */
export interface CachedBody {
  json: string;
  gzip(): Buffer;
  /** The body's weak ETag, computed once per kept body. */
  etag(): string;
}

function cachedBody(json: string): CachedBody {
  let gz: Buffer | undefined;
  let tag: string | undefined;
  return {
    json,
    gzip: () => (gz ??= gzipSync(json, { level: 6 })),
    etag: () => (tag ??= weakEtagOf(json)),
  };
}

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

const MAX_USERS = 5_000;

export function createReadCache(enabled: boolean, maxUsers = MAX_USERS): ReadCache {
  if (!enabled)
    return { get: async (_userId, _key, load) => cachedBody(await load()), invalidateUser: () => undefined };
  // The least recently read users are forgotten first when full.
  const bodies = createLru<string, Map<string, CachedBody>>(maxUsers);
  // Loads in progress per user; a write marks them stale, so a load that raced with a write is
  // never kept. Bounded by the requests in flight.
  const loading = new Map<string, Set<{ stale: boolean }>>();
  return {
    async get(userId, key, load) {
      const hit = bodies.get(userId)?.get(key);
      if (hit !== undefined) return hit;
      const ticket = { stale: false };
      const tickets = loading.get(userId) ?? new Set();
      tickets.add(ticket);
      loading.set(userId, tickets);
      try {
        const body = cachedBody(await load());
        if (!ticket.stale) {
          const forUser = bodies.get(userId) ?? new Map<string, CachedBody>();
          forUser.set(key, body);
          bodies.set(userId, forUser);
        }
        return body;
      } finally {
        tickets.delete(ticket);
        if (tickets.size === 0 && loading.get(userId) === tickets) loading.delete(userId);
      }
    },
    invalidateUser(userId) {
      bodies.delete(userId);
      for (const ticket of loading.get(userId) ?? []) ticket.stale = true;
    },
  };
}
