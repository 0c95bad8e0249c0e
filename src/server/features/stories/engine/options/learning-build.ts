import type { World } from '../plans/types.js';
import { v } from './build.js';
import type { LearningContent } from './types.js';

/** At least two texts per level (beginners get more: their short lines have less room to vary). */
type Two = readonly [string, string, ...string[]];

/** Items in runs of the given sizes, in turn; a last run of one joins the run before it. */
function chunk<T>(items: readonly T[], sizes: readonly number[]): T[][] {
  const out: T[][] = [];
  for (let i = 0, n = 0; i < items.length; n++) {
    const size = sizes[n % sizes.length] as number;
    out.push(items.slice(i, i + size));
    i += size;
  }
  const last = out[out.length - 1];
  if (out.length > 1 && last !== undefined && last.length === 1)
    (out[out.length - 2] as T[]).push(...(out.pop() as T[]));
  return out;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The ways to cut a list of n items into runs of 2 to max items, in order: "3, 3, 4", "2, 5, 3"...
 * (at most 24 of them, spread over the whole set, so beginners hear the list cut many ways).
 */
function compositions(n: number, max: number): number[][] {
  const out: number[][] = [];
  const walk = (left: number, parts: number[]) => {
    if (left === 0) out.push(parts);
    for (let k = 2; k <= Math.min(max, left); k++) if (left - k !== 1) walk(left - k, [...parts, k]);
  };
  walk(n, []);
  // Three runs at most where the list allows it: the first and last are said with a name around
  // them (see spoken), so only a middle run is bare numbers that another story might say too.
  const fewest = Math.min(...out.map((parts) => parts.length));
  const few = out.filter((parts) => parts.length <= Math.max(3, fewest));
  out.length = 0;
  out.push(...few);
  if (out.length <= 24) return out;
  const step = out.length / 24;
  return Array.from({ length: 24 }, (_, i) => out[Math.floor(i * step)] as number[]);
}

/** Items in one run: "one, two, three" or, with `and`, "Mercury, Venus and Earth". */
function run(items: readonly string[], and: boolean): string {
  if (!and || items.length < 2) return items.join(', ');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1] as string}`;
}

/**
 * A beginner's short run, said one of three ways ("Eight, nine, ten." / "Eight, nine and ten." /
 * "Eight, nine, then ten."), so two stories that count do not share every sentence of it.
 */
function spokenRun(items: readonly string[]): string {
  const plain = cap(items.join(', '));
  if (items.length < 2) return plain;
  const head = cap(items.slice(0, -1).join(', '));
  const last = items[items.length - 1] as string;
  return `[${plain}|${head} and ${last}|${head}, then ${last}]`;
}

/** Who starts a beginner's list out loud: it comes before the first item, so the list stays whole. */
const LEAD = '[{Name} began|{Name} started|Slowly, {Name} began|They began]';
const SHORT_LEAD = '[{Name} began|{Name} started|They began]';
/** Who says its last run: after the last item ("…, nine, ten," {companion.the} joined in). */
const TAIL =
  '[{companion.the} joined in|said {companion.the}|{companion.the} said|{Name} finished|said {Name} with a smile]';
const SHORT_TAIL = '[{Name} finished|said {Name}]';
/** Runs longer than this (in words, "then" included) get the short lead or tail: a beginner's sentence stays short. */
const ROOMY_RUN = 5;

/**
 * A beginner's list, said out loud in runs: the first run led in by who starts, the last one
 * followed by who finishes, so two stories that count do not share those sentences word for word;
 * the items themselves stay together and in order ("one, two, three" … "nine, ten").
 */
function spoken(runs: readonly string[][], end: string): string {
  const words = (items: readonly string[]) => items.join(' ').split(' ').length + 1;
  return runs
    .map((c, n) => {
      const r = spokenRun(c);
      const roomy = words(c) <= ROOMY_RUN;
      if (runs.length === 1) return `${roomy ? LEAD : SHORT_LEAD}, "${r}${end}"`;
      if (n === 0) return `${roomy ? LEAD : SHORT_LEAD}, "${r}."`;
      if (n === runs.length - 1) return `"${r}," ${roomy ? TAIL : SHORT_TAIL}.`;
      return `"${r}."`;
    })
    .join(' ');
}

/**
 * A scene that names a list in order (counting, the planets, the days of the week). Beginners
 * hear it said out loud in two to four short runs (Mia began, "One, two, three." … "Nine, ten,"
 * the fox joined in.); older readers in one flowing line. %LIST% in a template stands for the whole list. The list is always
 * complete and in order: the tests check the counting and the planets.
 */
export function sequence(
  match: RegExp,
  items: readonly string[],
  text: { b: Two; i: Two; a: Two; size?: number; and?: boolean; end?: string; oneCut?: boolean },
  worlds?: readonly World[],
): LearningContent {
  const size = text.size ?? 5;
  const end = text.end ?? '.';
  // Beginners hear the list in short runs, cut in several ways, so two stories that count to ten
  // do not say the same sentences ("One, two, three. Four, five, six..." or "One, two, three, four, five...").
  const cuts = size >= items.length || text.oneCut === true ? [[size]] : compositions(items.length, size);
  const renderings = [...new Set(cuts.map((sizes) => spoken(chunk(items, sizes), end)))];
  const lines = renderings.length === 1 ? (renderings[0] as string) : `[${renderings.join('|')}]`;
  const whole = run(items, text.and === true);
  const fill = (t: string) => t.replace('%LIST%', whole);
  const scene = v(
    text.b.map((intro) => `${intro} ${lines}`),
    text.i.map(fill),
    text.a.map(fill),
  );
  return worlds === undefined ? { match, scene } : { match, worlds, scene };
}

/** A scene written out in full: two variants per level. */
export function scene(match: RegExp, b: Two, i: Two, a: Two, worlds?: readonly World[]): LearningContent {
  const content = { match, scene: v(b, i, a) };
  return worlds === undefined ? content : { ...content, worlds };
}
