import type { Pack } from '../pack/index.js';
import { matchKey } from '../pack/compile.js';
import type { TwistUse } from './types.js';

/** "someone has stolen all the stars", "somebody took my teddy": who is left to the story. */
const SOMEONE_TOOK =
  /^(?:someone|somebody|something|some ?one|a thief|a robber)\s+(?:has |had )?(stolen|taken|pinched|nicked|borrowed|swiped|snatched|grabbed|run off with|stole|took|ran off with)\s+(.+?)[.!]?$/i;

type Taker = Pack['twists']['takers'][number];

/** The first of the pack's takers who would take this thing, here (a world id), or anywhere. */
function takerOf(
  thing: string,
  pack: Pack,
  world?: string,
  allowed: (taker: string) => boolean = () => true,
): string | undefined {
  const last = matchKey(thing.split(/\s+/).at(-1) ?? thing);
  const here = (t: Taker) =>
    world === undefined ? t.worlds === undefined : (t.worlds?.includes(world) ?? true);
  return pack.twists.takers.find(
    (t) => here(t) && allowed(t.taker) && (t.takes.length === 0 || t.takes.some((w) => matchKey(w) === last)),
  )?.taker;
}

/**
 * The twist said again with its taker ("the magpie has taken all the stars"), so it reads as the
 * `took` shape: the pack's `takers` say who would take such a thing. Undefined when nobody is
 * left unnamed.
 */
export function withTaker(text: string, pack: Pack): string | undefined {
  const m = SOMEONE_TOOK.exec(text.trim());
  if (m === null) return undefined;
  const [, verb = 'taken', thing = ''] = m;
  const taker = takerOf(thing, pack);
  if (taker === undefined) return undefined;
  const done = /^(?:stole|took|ran off with)$/i.test(verb) ? verb : `has ${verb}`;
  return `the ${taker} ${done} ${thing}`;
}

/** Whether the parent left who took it to the story ("someone has stolen the moon"). */
export const takerUnnamed = (text: string) => SOMEONE_TOOK.test(text.trim());

/**
 * The taker the story chose, again: one the child's fears allow (never a mouse for a child afraid
 * of mice) and, once the night's world is known, its own (never a magpie under the sea: panel 57
 * heard "a magpie hurried past with the moon" at a fish school; an octopus there instead).
 */
export function takerHere(
  twist: TwistUse,
  world: string | undefined,
  pack: Pack,
  allowed: (taker: string) => boolean = () => true,
): TwistUse {
  if (twist.shape !== 'took' || twist.y === undefined || !takerUnnamed(twist.text)) return twist;
  const taker = takerOf(twist.y, pack, world, allowed);
  if (taker === undefined || taker === twist.x?.noun) return twist;
  return { ...twist, x: { the: `the ${taker}`, noun: taker, plural: false, own: false } };
}
