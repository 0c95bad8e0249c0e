import type { Pack } from '../pack/index.js';
import { matchKey } from '../pack/compile.js';

/** "someone has stolen all the stars", "somebody took my teddy": who is left to the story. */
const SOMEONE_TOOK =
  /^(?:someone|somebody|something|some ?one|a thief|a robber)\s+(?:has |had )?(stolen|taken|pinched|nicked|borrowed|swiped|snatched|grabbed|run off with|stole|took|pinched|nicked|ran off with)\s+(.+?)[.!]?$/i;

/**
 * The twist said again with its taker ("the magpie has taken all the stars"), so it reads as the
 * `took` shape: the pack's `takers` say who would take such a thing. Undefined when nobody is
 * left unnamed.
 */
export function withTaker(text: string, pack: Pack): string | undefined {
  const m = SOMEONE_TOOK.exec(text.trim());
  if (m === null) return undefined;
  const [, verb = 'taken', thing = ''] = m;
  const last = matchKey(thing.split(/\s+/).at(-1) ?? thing);
  const taker = pack.twists.takers.find(
    (t) => t.takes.length === 0 || t.takes.some((w) => matchKey(w) === last),
  )?.taker;
  if (taker === undefined) return undefined;
  const done = /^(?:stole|took|pinched|nicked|ran off with)$/i.test(verb) ? verb : `has ${verb}`;
  return `the ${taker} ${done} ${thing}`;
}
