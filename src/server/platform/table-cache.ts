import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './db/change-feed.js';
import { watchChanges } from './change-watch.js';

/**
 * Values read from a few tables, kept in memory until a write to one of those tables for the
 * value's user (or for many users at once) is heard on the change feed (db/change-feed.ts):
 * on PGlite and on PostgreSQL alike, whoever writes. A per-user notice drops only that user's
 * values, plus the values that belong to no known user (a token that matched no session).
 */
export interface TableCache<V> {
  /** The kept value for `key` (when `fresh` accepts it), else load() it and keep it. */
  read(key: string, load: () => Promise<V>, fresh?: (value: V) => boolean): Promise<V>;
  /** A writer in this process changed the user's data (the notice will come too; this is sooner). */
  forgetUser(userId: string): void;
}

interface Kept<V> {
  value: V;
  userId: string | null;
}

/** `userOf` names the user a value belongs to (null: none known, dropped by any watched write). */
export function createTableCache<V extends NonNullable<unknown>>(
  feed: ChangeFeed | undefined,
  tables: readonly string[],
  maxEntries: number,
  userOf: (key: string, value: V) => string | null,
): TableCache<V> {
  // The keys kept per user (the unowned under ''), so a user's notice finds their entries.
  const keysOf = new Map<string, Set<string>>();
  const kept = new LRUCache<string, Kept<V>>({
    max: maxEntries,
    dispose: (entry, key) => {
      const group = entry.userId ?? '';
      const keys = keysOf.get(group);
      keys?.delete(key);
      if (keys?.size === 0) keysOf.delete(group);
    },
  });
  const watch = watchChanges(feed, tables, (userId) => {
    if (userId === null) {
      kept.clear();
      keysOf.clear();
      return;
    }
    for (const group of [userId, '']) for (const key of [...(keysOf.get(group) ?? [])]) kept.delete(key);
  });
  return {
    async read(key, load, fresh) {
      if (!(await watch.fresh())) return load();
      const hit = kept.get(key);
      if (hit !== undefined) {
        if (!fresh || fresh(hit.value)) return hit.value;
        kept.delete(key);
      }
      const mark = watch.mark();
      const value = await load();
      const userId = userOf(key, value);
      if (mark !== null && watch.unchangedSince(mark, userId)) {
        kept.set(key, { value, userId });
        const group = userId ?? '';
        keysOf.set(group, (keysOf.get(group) ?? new Set()).add(key));
      }
      return value;
    },
    forgetUser: (userId) => watch.heard(userId),
  };
}
