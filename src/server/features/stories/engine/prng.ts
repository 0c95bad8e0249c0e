/**
 * Small, fast, seedable randomness. Stories must be reproducible (same seed + same input =
 * same story), so nothing here touches Math.random.
 */

/** FNV-1a over UTF-16 code units: cheap, stable, good enough to mix the input into the seed. */
export function hashString(text: string, start = 0x811c9dc5): number {
  let h = start >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: a 32-bit state PRNG with a full period and very little code. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly nextFloat: () => number;

  constructor(seed: number) {
    this.nextFloat = mulberry32(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextFloat();
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.nextFloat() * n);
  }

  chance(p: number): boolean {
    return this.nextFloat() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick on an empty list');
    return items[this.int(items.length)] as T;
  }

  /** A shuffled copy (Fisher-Yates); the input is left alone because pools are shared. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }
}
