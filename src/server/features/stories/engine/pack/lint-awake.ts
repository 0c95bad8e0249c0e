import { childFallsAsleep } from '../tell/asleep.js';
import type { PackProblem, Places } from './load.js';
import { tellings } from './lint-night.js';
import type { TText } from './schema.js';
import type { RawPack } from './types.js';

/**
 * The bedtime lines told before the story's own sleep line (a twist's echo, a condition made
 * better, a worry's closing, a learning goal's echo, the pet's good night): each
 * level needs a template that leaves the child awake. When every one falls asleep, the story
 * says it anyway and then tucks the child in: the eighth panel heard "As Felix drifted off, the
 * moon was calm at last ... There is nothing quite like climbing into a freshly made bed".
 */
const CHILD = 'Mia';

function asChild(template: string): string {
  return template
    .replace(/\{Name\}/g, CHILD)
    .replace(/\{Name's\}/g, `${CHILD}'s`)
    .replace(/\{They\}/g, 'She')
    .replace(/\{they\}/g, 'she')
    .replace(/\{(?:their|them)\}/g, 'her');
}

/** Every telling of the template puts the child to sleep. */
function alwaysAsleep(template: string): boolean {
  return tellings(asChild(template), 60).every((t) => childFallsAsleep(t, { childName: CHILD }));
}

function levelsOf(text: TText | undefined): [string, readonly string[]][] {
  if (text === undefined) return [];
  if (Array.isArray(text)) return [['all', text]];
  return Object.entries(text as Record<string, readonly string[] | undefined>).flatMap(([level, lines]) =>
    lines === undefined ? [] : [[level, lines] as [string, readonly string[]]],
  );
}

type Named = [what: string, text: TText | undefined];

/** Each entry's bedtime text, named for the problem it may raise ("worries dark-fear closing"). */
function named<T extends { id: string }>(
  list: readonly T[] | undefined,
  what: string,
  text: (entry: T) => TText | undefined,
): Named[] {
  return (list ?? []).map((entry) => [what.replace('*', entry.id), text(entry)]);
}

function bedtimeTexts(pack: Partial<RawPack>): Named[] {
  return [
    ...named(pack.twists?.shapes, 'twists * echo', (s) => s.echo),
    ...named(pack.twists?.conditions, 'twists * better', (c) => c.better),
    ...named(pack.worries, 'worries * closing', (w) => w.closing),
    ...named(pack.learning, 'learning * echo', (l) => l.echo),
    ...named(pack.pets, 'pets * bedtime', (p) => p.bedtime),
  ];
}

export function awakeBedtimeProblems(pack: Partial<RawPack>, places: Places): PackProblem[] {
  const problems: PackProblem[] = [];
  for (const [what, text] of bedtimeTexts(pack))
    for (const [level, lines] of levelsOf(text)) {
      if (lines.length === 0 || !lines.every(alwaysAsleep)) continue;
      const first = lines[0] ?? '';
      problems.push({
        ...(places.get(first) ?? { file: what, line: 0 }),
        message: `${what} (${level}): every line puts the child to sleep, which is the story's own last line's to do; give one that leaves the child awake`,
      });
    }
  return problems;
}
