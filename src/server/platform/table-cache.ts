import { createLru } from './lru.js';

/** The embedded database's write notices (Database.onChange): a table's name per write statement. */
export type OnTableChange = (listener: (table: string) => void) => Promise<void>;

/**
 * Values read from a few tables, kept in memory until any write to one of those tables. Only on
 * the embedded database: there a trigger (migration 0014) notifies every write statement,
 * whoever makes it (a service, better-auth, a job, raw SQL), before the writer's promise
 * settles, so a kept value is never older than the last write. With PostgreSQL other servers
 * write too, so `onChange` is absent and every read loads.
 *
 * Emptying everything on any write keeps it exact and simple: the watched tables are written far
 * less often than they are read.
 */
export interface TableCache<V> {
  /** The kept value for `key` (when `fresh` accepts it), else load() it and keep it. */
  read(key: string, load: () => Promise<V>, fresh?: (value: V) => boolean): Promise<V>;
}

export function createTableCache<V extends NonNullable<unknown>>(
  onChange: OnTableChange | undefined,
  tables: readonly string[],
  maxEntries: number,
): TableCache<V> {
  if (!onChange) return { read: (_key, load) => load() };
  const watched = new Set(tables);
  const kept = createLru<string, V>(maxEntries);
  // Bumped by every notice: a load that overlapped a write is handed out but not kept. Nothing
  // is kept until the listener is in place (-1).
  let generation = -1;
  void onChange((table) => {
    if (!watched.has(table)) return;
    generation++;
    kept.clear();
  }).then(() => (generation = 0));
  return {
    async read(key, load, fresh) {
      const hit = kept.get(key);
      if (hit !== undefined) {
        if (!fresh || fresh(hit)) return hit;
        kept.delete(key);
      }
      const before = generation;
      const value = await load();
      if (before >= 0 && generation === before) kept.set(key, value);
      return value;
    },
  };
}
