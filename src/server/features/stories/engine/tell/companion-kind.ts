import type { TCastEntity } from '../pack/schema.js';

/** Words of a kind that say nothing of which animal it is: a "star fox" is a fox, a "seal pup" a seal. */
const NOT_A_KIND =
  /^(?:star|moon|sun|sky|sea|space|cloud|dream|snow|night|little|baby|tiny|old|young|pup|cub|chick|calf)$/;

/**
 * The companion's kind as words to keep out of the world's sights ("seal", "seals"): panel 36
 * heard "A seal glided by" just before the seal pup Bobbin was met.
 */
export function kindOf(companion: TCastEntity | undefined): RegExp | undefined {
  const words = (companion?.noun ?? '')
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w !== '' && !NOT_A_KIND.test(w));
  return words.length === 0 ? undefined : new RegExp(`\\b(?:${words.join('|')})s?\\b`, 'i');
}

/** A line's avoid, and one more thing to keep out beside it. */
export function alsoAvoiding(
  before: ((text: string) => boolean) | undefined,
  more: (text: string) => boolean,
): (text: string) => boolean {
  return before === undefined ? more : (t) => more(t) || before(t);
}
