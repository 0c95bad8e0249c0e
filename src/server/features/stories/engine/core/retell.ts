/** Short words that say nothing of what a line is about. */
const NOT_CONTENT =
  /^(?:that|this|with|they|them|their|then|from|were|have|into|just|like|what|when|there|very|once|more|some)$/;

/** One form for a word's forms: "stars" and "star", "glowed" and "glowing", "softly" and "soft". */
function stem(word: string): string {
  for (const end of ['ing', 'ed', 'es', 's', 'ly'])
    if (word.endsWith(end) && word.length - end.length >= 3) return word.slice(0, -end.length);
  return word;
}

/** Content words of a line, in one form each, to tell a retelling of one moment from another moment. */
export function contentWords(line: string): Set<string> {
  return new Set(
    (line.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !NOT_CONTENT.test(w)).map(stem),
  );
}

/**
 * Two lines share most of their content words, in whatever forms: one retells the other ("Each
 * yawn made a warm puff" and "Each yawn released a warm puff"; "Little stars were below" and
 * "There were stars below").
 */
export function retells(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return retellsBy(shared, a.size, b.size);
}

/** Two lines of these sizes sharing `shared` content words: does one retell the other? */
function retellsBy(shared: number, sizeA: number, sizeB: number): boolean {
  const smaller = Math.min(sizeA, sizeB);
  return (shared >= 3 && shared >= 0.4 * smaller) || (shared >= 2 && shared >= (2 / 3) * smaller);
}

/**
 * The content words of every line told so far, indexed by word, so asking whether a new line
 * retells any of them (as retells would, line by line) looks only at the lines it shares a word with.
 */
export class ToldLines {
  private readonly byWord = new Map<string, number[]>();
  private readonly sizes: number[] = [];

  add(words: ReadonlySet<string>): void {
    const line = this.sizes.length;
    this.sizes.push(words.size);
    for (const w of words) {
      const lines = this.byWord.get(w);
      if (lines === undefined) this.byWord.set(w, [line]);
      else lines.push(line);
    }
  }

  /** Does `words` retell any line added so far? */
  retold(words: ReadonlySet<string>): boolean {
    const shared = new Map<number, number>();
    for (const w of words)
      for (const line of this.byWord.get(w) ?? []) shared.set(line, (shared.get(line) ?? 0) + 1);
    for (const [line, n] of shared) if (retellsBy(n, words.size, this.sizes[line] as number)) return true;
    return false;
  }
}
