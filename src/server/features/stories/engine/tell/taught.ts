import { wordForms } from '../pack/check.js';
import { allLines } from '../pack/text.js';
import type { Pack } from '../pack/compile.js';
import type { TText } from '../pack/schema.js';
import type { Brief, InterestUse, Member } from '../read/types.js';

const templatesOf = (text: TText | undefined): string[] =>
  text === undefined ? [] : allLines(text).map((l) => l.template);

/** Words of what was taught that say nothing of it ("how to ride a bike": ride, bike). */
const SMALL = /^(?:a|an|the|to|how|his|her|their|my|our|your|with|on|in|at|of|and|up|out)$/i;

/**
 * The member who taught the child what puts the trouble right tonight ("his grandad taught him to
 * bowl", and Ravi bowls the pufferfish free): their teaching is remembered just before the fix.
 * Undefined when nobody taught what the solving interest does.
 */
export function taughtTheFix(
  brief: Brief,
  solver: InterestUse | undefined,
  kind: string,
): Member | undefined {
  if (solver === undefined) return undefined;
  const fix = [
    solver.entry.label,
    ...solver.entry.words,
    ...templatesOf(solver.entry.help[kind as keyof typeof solver.entry.help]),
  ].join(' ');
  return brief.family.find((m) => {
    const words = (m.taught ?? '').split(/\s+/).filter((w) => w.length > 2 && !SMALL.test(w));
    return words.length > 0 && wordForms(words).test(fix);
  });
}

/** Their teaching told at home, when it is not tonight's fix. */
export const taughtAtHome = (m: Member, fixer: Member | undefined, pack: Pack): TText | undefined =>
  m.taught === undefined || m === fixer ? undefined : pack.family.taught;
