import type { Pack } from '../pack/compile.js';
import { matchKey } from '../pack/compile.js';
import type { TText } from '../pack/schema.js';
import type { TwistUse } from '../read/types.js';
import { isCreature } from '../read/twist-where.js';

type Thing = NonNullable<TwistUse['x']>;

/**
 * How the twist's thing brought from home is first told: the child's own, a toy or a creature is
 * hugged and goes everywhere with the child (twists.yaml `intro`); any other thing ("the teacups",
 * "the socks") waits on a shelf by the bed and is taken along tonight (`intro_kept`).
 */
export function introOf(x: Thing, pack: Pack): TText | undefined {
  const { intro, intro_kept: kept, cuddly } = pack.twists;
  // The child's own ("my lanterns") are dear to them whatever they are: hugged and taken along.
  if (kept === undefined || x.own) return intro;
  const head = matchKey(x.noun.split(' ').at(-1) ?? x.noun);
  const hugged =
    isCreature(x, pack) || cuddly.some((c) => matchKey(c) === head || matchKey(c) === matchKey(x.noun));
  return hugged ? intro : kept;
}
