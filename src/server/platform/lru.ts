import { LRUCache } from 'lru-cache';

/**
 * A bounded in-process map that, when full, forgets the least recently used entry (instead of
 * dropping everything at once, which turned every cache miss into a stampede).
 */
export type Lru<K extends NonNullable<unknown>, V extends NonNullable<unknown>> = LRUCache<K, V>;

export function createLru<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  max: number,
): Lru<K, V> {
  return new LRUCache<K, V>({ max });
}
