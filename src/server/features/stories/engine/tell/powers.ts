import { wordForms } from '../pack/check.js';
import type { Pack } from '../pack/compile.js';
import type { TPlan } from '../pack/schema.js';
import type { TText } from '../pack/schema-text.js';

type Shape = Pack['twists']['shapes'][number];
type Power = Shape['powers'][number];

const matchOf = new WeakMap<Power, RegExp>();

/** One verb, or one with "itself" ("walk", "draws itself"): what a moving power's lines can tell. */
const MOVES_ALONE = /^\S+(?:\s+(?:by\s+)?(?:itself|themselves|about|around|along))?$/i;

/**
 * What "the volcano sneezes glitter" can do for tonight's trouble (twists.yaml can-do `powers`):
 * the first power the parent's verb names ("glitter": light) with a hand for the plot's kind of
 * trouble (dim, missing...). Undefined when none has: the shape's own `solve` is told.
 */
export function powerFor(shape: Shape, verb: string | undefined, kind: TPlan['kind']): TText | undefined {
  if (verb === undefined) return undefined;
  for (const power of shape.powers) {
    let found = matchOf.get(power);
    if (found === undefined) {
      found = wordForms(power.match);
      matchOf.set(power, found);
    }
    const help = power.help[kind];
    // Moving about is told as the thing going somewhere ("walked round to the far side"): a verb
    // that already says where, or whom ("bounce you to the moon", panel 71), is not moved again.
    if (power.id === 'moving' && !MOVES_ALONE.test(verb.trim())) continue;
    if (help !== undefined && found.test(verb)) return help;
  }
  return undefined;
}
