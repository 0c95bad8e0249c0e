import type { TPlan } from '../pack/schema.js';

const SKY_BODY = /\b(?:moon|sun|stars?|planets?|comets?|clouds?)$/;
const SKY_WORLDS: ReadonlySet<string> = new Set(['space', 'sky', 'dream']);

/**
 * The moon, the sun, the stars: a place to go to in space, the sky or a dream; in a plot on land,
 * at sea or at home they stay up in the sky (never its place, never leaned on).
 */
export function outOfReach(noun: string, plan: Pick<TPlan, 'worlds'>): boolean {
  // "The stars" are all of them, out in space too: "Finn rested his back on the stars" (panel 28).
  if (ALL_THE_STARS.test(noun)) return true;
  // Nobody sits close beside the sun, even in space (panel 63: "sat down close to the sun").
  if (/(?:^|\s)sun$/.test(noun)) return true;
  return SKY_BODY.test(noun) && !plan.worlds.some((w) => SKY_WORLDS.has(w));
}

const ALL_THE_STARS = /(?:^|\s)stars$/;
