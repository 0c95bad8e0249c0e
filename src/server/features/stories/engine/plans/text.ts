import type { Beat, Variants } from './types.js';

/** Variants per reading level, in the order beginner, intermediate, advanced. */
export function v(
  beginner: readonly string[],
  intermediate: readonly string[],
  advanced: readonly string[],
): Variants {
  return { beginner, intermediate, advanced };
}

/** Marker beats the engine fills from the parent's options (twist, family member, learning focus). */
export const TWIST: Beat = { kind: 'twist' };
export const FAMILY: Beat = { kind: 'family' };
export const LEARNING: Beat = { kind: 'learning' };

/** A lead-in for the 'solve' beat that fits any plan; {solution} is the engine's text. */
export const SOLVE: Beat = {
  kind: 'solve',
  variants: v(
    [
      '[Then|Just then] {Name} had an idea. {solution}',
      '{They} thought [hard|for a moment]. [Then {they} smiled.|Then {they} knew.] {solution}',
    ],
    [
      '[Then|All at once] {Name} had [an idea|a plan] that made {them} [sit up straight|grin]. {solution}',
      '"Wait, I know what to try," [said|whispered] {Name}<, [eyes bright|with a little hop]>. {solution}',
    ],
    [
      '[Then|And then|After that] an idea arrived, the way the best ideas do, [quietly and all at once|out of nowhere and exactly on time]. {solution}',
      '{Name} thought it through [carefully|one step at a time], and [slowly|suddenly] a plan took shape. {solution}',
    ],
  ),
};
