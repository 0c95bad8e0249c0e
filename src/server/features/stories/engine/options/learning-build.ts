import type { World } from '../plans/types.js';
import { v } from './build.js';
import type { LearningContent } from './types.js';

/** Two texts per level: the first and second variant. */
type Two = readonly [string, string];

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Items in one run: "one, two, three" or, with `and`, "Mercury, Venus and Earth". */
function run(items: readonly string[], and: boolean): string {
  if (!and || items.length < 2) return items.join(', ');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1] as string}`;
}

/**
 * A scene that names a list in order (counting, the planets, the days of the week). Beginners
 * hear it as short sentences of a few items each ("One, two, three, four, five."); older readers
 * in one flowing line. %LIST% in a template stands for the whole list. The list is always
 * complete and in order: the tests check the counting and the planets.
 */
export function sequence(
  match: RegExp,
  items: readonly string[],
  text: { b: Two; i: Two; a: Two; size?: number; and?: boolean; end?: string },
  worlds?: readonly World[],
): LearningContent {
  const size = text.size ?? 5;
  const end = text.end ?? '.';
  const lines = chunk(items, size)
    .map((c, n, all) => `${cap(run(c, false))}${n === all.length - 1 ? end : '.'}`)
    .join(' ');
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
