/**
 * Word timings from Flite itself (issue 29 part 5). Flite prints each segment it said with its
 * end time in the wave (-psdur), but not which word a segment belongs to; saying the words one by
 * one (a pause between each) shows each word's phones. Lining those phones up with the timed
 * segments (an edit-distance alignment: a word in isolation can sound a little different, "a" is
 * "ey" alone and "ax" in a sentence) groups the timed segments into words. The times are Flite's;
 * only the grouping is worked out here.
 */

export interface TimedSegment {
  name: string;
  start: number;
  end: number;
}

const PAUSE = 'pau';

/**
 * `-psdur` output ("pau:0.302 w:0.390 ...", one line per utterance) as timed segments. Each
 * utterance's times start again at 0 while its audio follows the one before, so each line is
 * moved to where the previous one ended.
 */
export function parseTimedSegments(printed: string): TimedSegment[] {
  const out: TimedSegment[] = [];
  let offset = 0;
  for (const line of printed.split('\n')) {
    let last = 0;
    for (const token of line.trim().split(/\s+/)) {
      const m = /^([a-z0-9_]+):(\d+(?:\.\d+)?)$/i.exec(token);
      if (!m) continue;
      const end = Number(m[2]);
      out.push({ name: m[1]!, start: offset + last, end: offset + end });
      last = end;
    }
    offset += last;
  }
  return out;
}

/** `-ps` output of words said one by one: each word's phones, split at the pauses. */
export function phonesPerWord(printed: string): string[][] {
  const groups: string[][] = [[]];
  for (const name of printed.split(/\s+/).filter(Boolean)) {
    if (name === PAUSE) groups.push([]);
    else groups.at(-1)!.push(name);
  }
  return groups.filter((g) => g.length > 0);
}

const isVowel = (phone: string) => /^[aeiou]/.test(phone);

/** Cost of saying `b` where `a` was expected: nothing when equal, less within vowels or consonants. */
function substitution(a: string, b: string): number {
  if (a === b) return 0;
  return isVowel(a) === isVowel(b) ? 0.6 : 1.5;
}

/**
 * Each word's start and end in the timed segments, or undefined when they cannot be grouped (a
 * word whose phones match no timed segment). `words[i]` are word i's phones said alone.
 */
export function alignWords(
  segments: TimedSegment[],
  words: string[][],
): { start: number; end: number }[] | undefined {
  const said = segments.filter((s) => s.name !== PAUSE);
  const expected = words.flatMap((phones, w) => phones.map((name) => ({ name, w })));
  if (said.length === 0 || expected.length === 0) return undefined;
  const n = expected.length;
  const m = said.length;
  // cost[i][j]: the best alignment of the first i expected phones with the first j said segments.
  const cost = Array.from({ length: n + 1 }, () => new Float64Array(m + 1));
  for (let i = 1; i <= n; i++) cost[i]![0] = i;
  for (let j = 1; j <= m; j++) cost[0]![j] = j;
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= m; j++)
      cost[i]![j] = Math.min(
        cost[i - 1]![j - 1]! + substitution(expected[i - 1]!.name, said[j - 1]!.name),
        cost[i - 1]![j]! + 1,
        cost[i]![j - 1]! + 1,
      );
  // Walk back: each said segment takes the word of the expected phone it stands for.
  const wordOf = new Array<number | undefined>(m).fill(undefined);
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    const here = cost[i]![j]!;
    if (here === cost[i - 1]![j - 1]! + substitution(expected[i - 1]!.name, said[j - 1]!.name)) {
      wordOf[j - 1] = expected[i - 1]!.w;
      i--;
      j--;
    } else if (here === cost[i - 1]![j]! + 1) i--;
    else j--;
  }
  // A segment said but not expected belongs to the word before it (or after, at the start).
  for (let k = 0; k < m; k++) wordOf[k] ??= wordOf[k - 1];
  for (let k = m - 1; k >= 0; k--) wordOf[k] ??= wordOf[k + 1];
  const spans: { start: number; end: number }[] = [];
  for (let w = 0; w < words.length; w++) {
    const mine = said.filter((_, k) => wordOf[k] === w);
    if (mine.length === 0) return undefined;
    spans.push({ start: mine[0]!.start, end: mine.at(-1)!.end });
  }
  return spans;
}
