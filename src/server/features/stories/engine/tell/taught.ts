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

/** A member's habit that helps, and the line that says so: `along` when they walked out too. */
export interface HabitHelp {
  member: Member;
  text: TText;
  along: boolean;
}

type HabitEntry = Pack['family']['habit_help'][number];

/**
 * The first member at home whose habit (family.yaml `habit_help` `match`) has an entry that
 * `suits`: remembered from afar (`text`), or said there and then by the one who walked out with
 * the child (`along`; an entry without it is passed over for them).
 */
function habitThatHelps(
  brief: Brief,
  pack: Pack,
  suits: (h: HabitEntry) => boolean,
  walker: Member | undefined,
): HabitHelp | undefined {
  for (const m of brief.family) {
    if (m.habit === undefined || m.far) continue;
    const help = pack.family.habit_help.find((h) => suits(h) && wordForms(h.match).test(m.habit ?? ''));
    if (help === undefined) continue;
    if (m !== walker) return { member: m, text: help.text, along: false };
    if (help.along !== undefined) return { member: m, text: help.along, along: true };
  }
  return undefined;
}

/**
 * "the music box won't play" beside "Uncle Fergus who fixes clocks": his way, remembered just
 * before the twist's own cure (panel 59 heard the music box counted back to life while Uncle
 * Fergus was never thought of). The entry's `conditions` name the twist's conditions it suits.
 */
export function habitTheTwist(brief: Brief, pack: Pack, walker?: Member): HabitHelp | undefined {
  const condition = brief.twist?.condition;
  return condition === undefined
    ? undefined
    : habitThatHelps(brief, pack, (h) => h.conditions.includes(condition), walker);
}

/**
 * The member whose habit the parent named lends tonight's fix its way ("Grandad Bill who fixes
 * radios": look first, then fix; "Aunt Marguerite who knits scarves": the scarf she knitted round
 * a shivering frog), when the trouble is one the habit suits. Nobody when a member taught the fix
 * itself: that is remembered instead.
 */
export function habitTheFix(
  brief: Brief,
  kind: string,
  pack: Pack,
  fixer: Member | undefined,
  walker?: Member,
): HabitHelp | undefined {
  return fixer !== undefined
    ? undefined
    : habitThatHelps(brief, pack, (h) => h.kinds.some((k) => k === kind), walker);
}
