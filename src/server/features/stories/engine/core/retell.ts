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
  const smaller = Math.min(a.size, b.size);
  return (shared >= 3 && shared >= 0.4 * smaller) || (shared >= 2 && shared >= (2 / 3) * smaller);
}
