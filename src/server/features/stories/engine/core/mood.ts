import type { BeatKind, PlotPlan } from '../plans/types.js';

/**
 * Until the child's idea solves a cold problem, nothing is warm, sunny or cozy: "The moon
 * smiled. It was bright and warm." cannot be told while the moon is shivering, nor can the
 * friends shiver in "a sunny meadow". "Warmly" (a warm smile's adverb) says nothing about the
 * weather and stays.
 */
export const NOT_WHILE_COLD =
  /\b(?:warm(?!ly\b)\w*|sunny|sunshine|sunbeams?|sunlit|sun-warmed|in the sun|toasty|toast|hot|cozy|cosy|snug\w*)\b/i;

/**
 * Beats where a cold problem is still cold. The first try ('attempt') is cold too, but its own
 * text may name the warmth it failed to bring ("They blew warm air. It was not enough."): only
 * its added lines are held to it (see compose.ts).
 */
const COLD_UNTIL_SOLVED: ReadonlySet<BeatKind> = new Set([
  'opening',
  'call',
  'journey',
  'problem',
  'twist',
  'family',
  'learning',
]);

/** What may not be said in this beat of this plan (undefined: anything the world allows). */
export function moodAt(plan: PlotPlan, kind: BeatKind): RegExp | undefined {
  return plan.problem === 'cold' && COLD_UNTIL_SOLVED.has(kind) ? NOT_WHILE_COLD : undefined;
}

/** Can this cast entity (by how it is introduced) be in this plan: no "sunny meadow" to shiver in. */
export function castFitsMood(plan: PlotPlan, introduced: string): boolean {
  return plan.problem !== 'cold' || !NOT_WHILE_COLD.test(introduced);
}
