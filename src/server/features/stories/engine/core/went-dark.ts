import type { CastEntity, ProblemKind } from '../plans/types.js';

/**
 * A faded thing that gives light (a star lantern, a lighthouse lamp) has gone dark: it is lit
 * again, never "brought the color back" to or painted. The plans file both under 'faded' (they
 * share the problem's shape), so the solution text looks at what faded.
 */
const GIVES_LIGHT =
  /\b(?:lanterns?|lamps?|lights?|lighthouse|stars?|moon|glow\w*|beacon|candles?|firefl\w*)\b/i;

/** Words of a solution that brings back color: they do not fit a light that went dark. */
const COLOR_WORK = /\b(?:colou?rs?|colou?red|paint\w*|brush\w*|shades?|grew back|bloom\w*|petals?)\b/i;

/** What the idea did for a light gone dark, for a solution that suits any problem ("and {fix}"). */
export const FIX_DARK: readonly string[] = [
  'made {object.the} shine again',
  'got {object.the} glowing again',
  'lit {object.the} up once more',
];

export function wentDark(kind: ProblemKind, objectNoun: string | undefined): boolean {
  return kind === 'faded' && objectNoun !== undefined && GIVES_LIGHT.test(objectNoun);
}

/** A mechanic's fix: it needs an object with working parts (see CastEntity.mechanism). */
const MECHANIC_WORK = /\b(?:oil(?:ed|ing)?|springs?|gears?|bolts?|cogs?|screws?|clockwork)\b/i;

/** Does a solution template suit the object (no oiling wind chimes, no gears in a crayon box)? */
export function suitsObject(template: string, object: CastEntity | undefined): boolean {
  return object?.mechanism === true || !MECHANIC_WORK.test(template);
}

/** Does a solution template suit the problem as it is (no repainting a lantern that went dark)? */
export function suitsProblem(template: string, dark: boolean): boolean {
  return !dark || !COLOR_WORK.test(template);
}
