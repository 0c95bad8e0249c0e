import type { ChangeFeed, ChangeNotice } from './db/change-feed.js';

/**
 * What a cache needs from the change feed (db/change-feed.ts), for the tables its values are
 * read from. A value is served only after the fence, and kept only when it was loaded while
 * listening and nothing that concerns it was heard while it loaded:
 *
 *   if (!(await watch.fresh())) return load();            // not listening: keep nothing
 *   hit? serve it
 *   const mark = watch.mark(); const value = await load();
 *   if (mark !== null && watch.unchangedSince(mark, userOf(value))) keep it
 *
 * A load whose query ran before a write can only be kept if the write's notice comes after the
 * keep; the notice then drops it, and any request that began after the write awaits the fence,
 * which the notice precedes.
 */
export interface ChangeWatch {
  /** True once every write committed before this call has been heard (kept values may be served). */
  fresh(): Promise<boolean>;
  /** Taken before a load; null when what it loads may not be kept (not listening). */
  mark(): number | null;
  /** Whether nothing concerning `userId` (null: a value of no known user, so anything) came since `mark`. */
  unchangedSince(mark: number, userId: string | null): boolean;
  /** A writer in this process says a user's data changed (as if its notice came now). */
  heard(userId: string): void;
}

/** Beyond this many users heard from while loads are in flight, treat it as "everyone changed". */
const MAX_TRACKED_USERS = 10_000;

/**
 * `forget(userId)` drops what is kept for that user (and values of no known user); `forget(null)`
 * drops everything. Without a feed nothing is ever fresh: the cache reads through.
 */
export function watchChanges(
  feed: ChangeFeed | undefined,
  tables: readonly string[],
  forget: (userId: string | null) => void,
): ChangeWatch {
  if (!feed) {
    const no = Promise.resolve(false);
    return { fresh: () => no, mark: () => null, unchangedSince: () => false, heard: () => undefined };
  }
  const watched = new Set(tables);
  // Each notice heard takes the next number; a load's mark is the number when it began.
  let heardCount = 0;
  let everyoneAt = 0;
  let anyoneAt = 0;
  const userAt = new Map<string, number>();

  function hear(userId: string | null) {
    heardCount++;
    anyoneAt = heardCount;
    if (userId === null || userAt.size >= MAX_TRACKED_USERS) {
      everyoneAt = heardCount;
      userAt.clear();
    }
    if (userId !== null) userAt.set(userId, heardCount);
    forget(userId);
  }

  feed.subscribe((notice: ChangeNotice | null) => {
    if (notice === null) hear(null);
    else if (watched.has(notice.table)) hear(notice.userId);
  });
  return {
    fresh: () => feed.fence(),
    mark: () => (feed.listening() ? heardCount : null),
    unchangedSince(mark, userId) {
      if (!feed.listening() || everyoneAt > mark) return false;
      return userId === null ? anyoneAt <= mark : (userAt.get(userId) ?? 0) <= mark;
    },
    heard: hear,
  };
}
