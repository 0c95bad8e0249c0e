import type { TReadingLevel } from '../../../../../shared/constants.js';
import type { TText } from '../pack/schema.js';
import { linesAt } from '../pack/text.js';

/**
 * What a try or a fix is done with. A failed first try and the fix that works must not be the
 * same means: a panel heard "a clean glass cannot make a tired light any bigger" and then the
 * child polished the light bright. Only the doing verbs are matched, not sound words ("Tap,
 * tap!") or the outcome ("it sang again"), so a fix for a quiet bell may still sing back.
 */
const MEANS: Readonly<Record<string, RegExp>> = {
  polish:
    /\b(?:polish(?:ed|ing)?|wip(?:ed|ing)|rubb(?:ed|ing)|dust(?:ed|ing)|clean(?:ed|ing)|scrubb(?:ed|ing))\b/i,
  sing: /\b(?:sang|sung|singing|humm(?:ed|ing)|whistl(?:ed|ing))\s+(?:a|an|to|the|softly|gently|low|quietly|into|one|some|their|her|his|\{their\}|\[)/i,
  tap: /\b(?:tapp(?:ed|ing)|patt(?:ed|ing)|knock(?:ed|ing))\b/i,
  shake: /\b(?:shook|shak(?:e|ing)|jiggl(?:ed|ing)|wiggl(?:ed|ing))\b/i,
  blow: /\b(?:(?:blew|blowing|puffed|breathed) (?:on|onto|at|into)|fann(?:ed|ing))\b/i,
  hug: /\b(?:hugg(?:ed|ing)|cuddl(?:ed|ing)|cupp(?:ed|ing))\b/i,
  pull: /\b(?:pull(?:ed|ing)|tugg(?:ed|ing)|heav(?:ed|ing))\b/i,
  push: /\b(?:push(?:ed|ing))\b/i,
  // What a broken thing is held with (panel 30: "they tried tape, and it did not stick", then
  // "Astronauts once mended their moon buggy with tape! It held!").
  tape: /\b(?:tape|taped|taping)\b/i,
  glue: /\b(?:glue|glued|gluing)\b/i,
  tie: /\b(?:tied|tying|tie|string|shoelace|knot|knotted)\b/i,
  // What a cold one is wrapped in (panel 84's own reading: "Iris offered their woolly hat, but it
  // was far too big", and then Iris's woolly ski hat made the bunny cozy).
  wrap: /\b(?:hats?|scarf|scarves|mittens?|gloves?|earmuffs)\b/i,
};

/** The means a text names ("polish", "sing"...). */
export function meansOf(text: string): string[] {
  return Object.entries(MEANS)
    .filter(([, pattern]) => pattern.test(text))
    .map(([means]) => means);
}

/** Means any template of the fix may use at this level: a try avoids all of them. */
export function fixMeans(fix: TText, level: TReadingLevel): ReadonlySet<string> {
  return new Set(linesAt(fix, level).flatMap(meansOf));
}

/** A try told with a means the fix uses (see MEANS). */
export function sameMeans(tryText: string, fix: TText | undefined, level: TReadingLevel): boolean {
  if (fix === undefined) return false;
  const used = fixMeans(fix, level);
  return meansOf(tryText).some((m) => used.has(m));
}
