import type { TCastEntity } from '../pack/schema.js';
import type { Rng } from '../prng.js';
import type { Cast } from './cast.js';

const CHOICE = /\[([^[\]]*)\]/g;
const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}'-]+/u);

/**
 * One description for the night: "a [wise old|kind old|gentle old] sea turtle" is chosen once,
 * and its "the [sea |old |wise old ]turtle" keeps only the words the first mention said. Panel 87
 * met "a gentle old sea turtle called Maud" and then "the wise old turtle", and heard two turtles.
 */
export function settled(e: TCastEntity | undefined, rng: Rng): TCastEntity | undefined {
  if (e === undefined) return e;
  const a = e.a.replace(CHOICE, (_whole, alts: string) => rng.pick(alts.split('|')));
  const said = new Set(wordsOf(a));
  const the = e.the.replace(CHOICE, (whole, alts: string) => {
    const kept = alts.split('|').filter((alt) => wordsOf(alt).every((w) => w === '' || said.has(w)));
    if (kept.length === 0) return whole;
    return kept.length === 1 ? (kept[0] ?? '') : `[${kept.join('|')}]`;
  });
  return a === e.a && the === e.the ? e : { ...e, a, the };
}

/**
 * The night's cast, each described one way (with its own randomness, so the rest of the story
 * draws as before); the plot's object that is the companion stays the one companion.
 */
export function settleCast(cast: Cast, rng: Rng): void {
  const same = cast.object !== undefined && cast.object === cast.companion;
  for (const slot of ['companion', 'object', 'place', 'vehicle'] as const)
    if (cast[slot] !== undefined) cast[slot] = settled(cast[slot], rng);
  if (same) cast.object = cast.companion;
}
