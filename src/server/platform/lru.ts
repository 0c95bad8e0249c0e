import { LRUCache } from 'lru-cache';

/**
 * A bounded in-process map that, when full, forgets the least recently used entry (instead of
 * dropping everything at once, which turned every cache miss into a stampede).
 */
export type Lru<K extends NonNullable<unknown>, V extends NonNullable<unknown>> = LRUCache<K, V>;

export interface LruBytes<V> {
  /** Upper bound on the sum of sizeOf over the entries (the least recent go first). */
  maxBytes: number;
  sizeOf: (value: V) => number;
}

export function createLru<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  max: number,
  bytes?: LruBytes<V>,
): Lru<K, V> {
  if (!bytes) return new LRUCache<K, V>({ max });
  return new LRUCache<K, V>({
    max,
    maxSize: bytes.maxBytes,
    // lru-cache refuses a size of 0; an entry larger than the whole budget is simply not kept.
    sizeCalculation: (value) => Math.max(1, bytes.sizeOf(value)),
  });
}
