/**
 * The issue's two variety figures over a sample of stories, each story given as its set of
 * normalised sentences (core/memory.ts): used by variety.test.ts and scripts/variety/*.
 */

/** Share of all sentences (counted once per story) that some other story of the sample also has. */
export function aggregateShared(sets: readonly ReadonlySet<string>[]): number {
  const seenIn = new Map<string, number>();
  for (const set of sets) for (const s of set) seenIn.set(s, (seenIn.get(s) ?? 0) + 1);
  let total = 0;
  let shared = 0;
  for (const set of sets)
    for (const s of set) {
      total++;
      if ((seenIn.get(s) ?? 0) > 1) shared++;
    }
  return total === 0 ? 0 : shared / total;
}

/** Share of the smaller story's sentences that the other story has word for word. */
export function pairShared(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const s of a) if (b.has(s)) n++;
  return n / Math.min(a.size, b.size);
}
