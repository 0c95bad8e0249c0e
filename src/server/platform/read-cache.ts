import { gzipSync } from 'node:zlib';

/** A kept answer, and its gzip form once a client asked for it (made once, sent many times). */
export interface CachedBody {
  json: string;
  gzip(): Buffer;
}

function cachedBody(json: string): CachedBody {
  let gz: Buffer | undefined;
  return { json, gzip: () => (gz ??= gzipSync(json, { level: 6 })) };
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

export function createReadCache(enabled: boolean): ReadCache {
  if (!enabled)
    return { get: async (_userId, _key, load) => cachedBody(await load()), invalidateUser: () => undefined };
  const bodies = new Map<string, Map<string, CachedBody>>();
  // Bumped by every write, so a load that raced with a write is never kept.
  const versions = new Map<string, number>();
  return {
    async get(userId, key, load) {
      const hit = bodies.get(userId)?.get(key);
      if (hit !== undefined) return hit;
      const version = versions.get(userId) ?? 0;
      const body = cachedBody(await load());
      if ((versions.get(userId) ?? 0) === version) {
        if (bodies.size >= MAX_USERS) bodies.clear();
        const forUser = bodies.get(userId) ?? new Map<string, CachedBody>();
        forUser.set(key, body);
        bodies.set(userId, forUser);
      }
      return body;
    },
    invalidateUser(userId) {
      bodies.delete(userId);
      versions.set(userId, (versions.get(userId) ?? 0) + 1);
      if (versions.size > MAX_USERS * 4) versions.clear();
    },
  };
}
