import pluralize from 'pluralize';
import type { Pack } from '../pack/compile.js';
import { matchKey } from '../pack/compile.js';
import type { TwistUse } from './types.js';

/**
 * A way through (`leads-to`) in something a child must never climb into (twists.yaml
 * `never_climbed_into`: the oven, the washing machine): the thing as the story would say it ("the
 * oven"), or undefined when the way through is a wardrobe, a door or a mirror.
 */
export function climbedInto(twist: TwistUse, pack: Pack): string | undefined {
  const said = twist.x?.noun ?? '';
  // "the door in the oven": the door's thing is said after "in" (read/twist.ts leads-to).
  const where = twist.x?.the.match(/\bin (?:the |my |our |her |his |their )?(.+)$/)?.[1] ?? said;
  for (const words of [where, said]) {
    const last = pluralize.singular(matchKey(words).split(' ').at(-1) ?? '');
    const whole = matchKey(words);
    const hit = pack.twists.never_climbed_into.find((w) => matchKey(w) === whole || matchKey(w) === last);
    if (hit !== undefined) return `the ${hit}`;
  }
  return undefined;
}
