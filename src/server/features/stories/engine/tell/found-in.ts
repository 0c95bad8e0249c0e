import { matchKey, type Pack } from '../pack/compile.js';
import type { Brief } from '../read/types.js';

/**
 * The worlds a thing is found in (twists.yaml `found_in`), by the words that end its name:
 * "museum statues" is found where statues are, "the hay bales" where hay bales are. Undefined for
 * a thing the pack does not place (a teapot, a robot: anywhere).
 */
export function foundIn(noun: string, pack: Pack): readonly string[] | undefined {
  const words = noun.trim().split(/\s+/);
  for (let k = words.length; k >= 1; k--) {
    const tail = words.slice(-k).join(' ');
    const hit = pack.foundIndex.find(tail);
    if (hit !== undefined && hit.key === matchKey(tail)) return hit.value.worlds;
  }
  return undefined;
}

/**
 * Where the twist's thing is found, when the story must go there to meet it: not the favourite
 * character (the companion comes along anyway).
 */
export function twistFoundIn(brief: Brief, pack: Pack): readonly string[] | undefined {
  const x = brief.twist?.x;
  if (x === undefined) return undefined;
  const character = brief.character?.noun;
  if (character !== undefined && matchKey(character).endsWith(matchKey(x.noun).split(' ').at(-1) ?? ''))
    return undefined;
  return foundIn(x.noun, pack);
}
