import type { Pack } from '../pack/compile.js';
import { matchKey } from '../pack/compile.js';
import type { TwistUse } from './types.js';

/**
 * "the bath turns into a boat", "my bed is secretly a rocket": a thing a child can ride in that
 * becomes one of the worlds' vehicles is the journey (a panel heard the bath turn into a boat in
 * the living room, then settle "by the window like a ball"). Its vehicle id (twists.yaml `rides`).
 */
export function rideOf(x: TwistUse['x'], y: string | undefined, pack: Pack): string | undefined {
  if (x === undefined || y === undefined || x.plural) return undefined;
  if (!pack.twists.rideable.some((r) => matchKey(r) === matchKey(x.noun))) return undefined;
  const key = matchKey(y);
  const last = matchKey(y.split(' ').at(-1) ?? y);
  return Object.entries(pack.twists.rides).find(([, words]) =>
    words.some((w) => matchKey(w) === key || matchKey(w) === last),
  )?.[0];
}
