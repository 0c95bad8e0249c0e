import type { VarMap } from './vars.js';

/** The cast's slots, and the pet, that may hold one who is "they". */
const SLOTS = ['companion', 'object', 'place', 'vehicle', 'pet'] as const;

/**
 * One who is "they" (a favourite character the parent gave no pronoun, tell/cast.ts): a line
 * written "{companion.it} was" (or "{companion.it} [was the first|...]") agrees, "they were", as
 * singular "they" does in English. "They was" is never right, so the rendering is mended, not
 * each template. Lines are past tense (the pack's rule): these few verbs are all that differ.
 */
export function theyAgree(text: string, vars: VarMap): string {
  if (!SLOTS.some((s) => vars[`${s}.they`] !== undefined)) return text;
  return text.replace(
    /\b(they|They) (was|has|is|does|wasn't|isn't|hasn't|doesn't)\b/g,
    (_all, they: string, verb: string) => `${they} ${AGREES[verb] ?? verb}`,
  );
}

const AGREES: Record<string, string> = {
  was: 'were',
  has: 'have',
  is: 'are',
  does: 'do',
  "wasn't": "weren't",
  "isn't": "aren't",
  "hasn't": "haven't",
  "doesn't": "don't",
};
