import type { Variants } from '../plans/types.js';

/** Variants per level, written beginner, intermediate, advanced (each at least two). */
export function v(
  beginner: readonly string[],
  intermediate: readonly string[],
  advanced: readonly string[],
): Variants {
  return { beginner, intermediate, advanced };
}
