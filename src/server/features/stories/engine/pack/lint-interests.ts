import pluralize from 'pluralize';
import type { PackProblem, Places } from './load.js';
import { PROBLEM_KINDS } from './tags.js';
import type { TInterest } from './schema.js';
import type { LineJob } from './check.js';
import { CONTEXTS } from './vars.js';

/** The one entry for an interest the table does not know: it speaks of it by the parent's words. */
export const GENERIC_INTEREST_ID = 'generic';

/**
 * Line jobs for the interest table: setup speaks of the child only and names the interest by a word
 * the parent may have typed (its match words: "drums" is told as a drum, not only as "a rhythm");
 * help names it by its own words.
 */
export function interestJobs(interests: readonly TInterest[]): LineJob[] {
  return interests.flatMap((i) => {
    const generic = i.id === GENERIC_INTEREST_ID;
    const extra = generic ? ['interest', 'Interest'] : [];
    const mustSay = generic ? undefined : i.words;
    return [
      {
        text: i.setup,
        allowed: [...CONTEXTS.childOnly, ...extra],
        what: `${i.id} setup`,
        mustSay: generic ? undefined : i.match,
      },
      { text: i.sight, allowed: [...CONTEXTS.withCompanion, ...extra], what: `${i.id} sight` },
      { text: i.fact, allowed: [...CONTEXTS.withCompanion, ...extra], what: `${i.id} fact` },
      ...PROBLEM_KINDS.map((kind) => ({
        text: i.help[kind],
        allowed: [...CONTEXTS.withObject, ...extra],
        what: `${i.id} help.${kind}`,
        plural: kind === 'scattered',
        mustSay,
      })),
    ];
  });
}

/** Ids and match phrases are unique across the table. */
export function interestTableProblems(interests: readonly TInterest[], places: Places): PackProblem[] {
  const problems: PackProblem[] = [];
  const ids = new Map<string, string>();
  const phrases = new Map<string, { id: string; written: string }>();
  for (const i of interests) {
    const where = places.get(i.label) ?? { file: 'interests', line: 0 };
    if (ids.has(i.id)) problems.push({ ...where, message: `the id "${i.id}" is used twice` });
    ids.set(i.id, i.id);
    for (const m of i.match) {
      const written = m.toLowerCase().trim();
      const key = pluralize.singular(written);
      const other = phrases.get(key);
      // "cricket" the game and "crickets" the insects: the form the parent typed decides
      // (read/interests.ts), so only the same phrase written twice is a clash.
      if (other !== undefined && other.id !== i.id && other.written === written)
        problems.push({
          ...(places.get(m) ?? where),
          message: `"${m}" matches both ${other.id} and ${i.id}`,
        });
      phrases.set(key, { id: i.id, written });
    }
  }
  return problems;
}
