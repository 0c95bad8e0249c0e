import type { CastEntity } from '../plans/types.js';

/**
 * What a companion waves, holds and hugs with: a unicorn says hi with a hoof, a dolphin with a
 * fin, never "with both paws". Lines about a companion's body use {companion.limb} ("paw") and
 * {companion.limbs} ("paws"); a companion with no such body (a kite, a cloud, a comet) has
 * neither, so those lines are passed over for it (an unknown variable skips the template).
 */
const BODIES: readonly [RegExp, string, string][] = [
  [/dolphin|seahorse|fish|whale|shark/, 'fin', 'fins'],
  [/unicorn|pony|horse|sheep|goat|deer|reindeer/, 'hoof', 'hooves'],
  [/turtle|penguin|seal/, 'flipper', 'flippers'],
  [/bird|goose|owl|duck|dragon|swan|robin/, 'wing', 'wings'],
  [/octopus|dinosaur/, 'arm', 'arms'],
  [
    /puppy|dog|kitten|cat|fox|hedgehog|bunny|rabbit|bear|mouse|squirrel|otter|lion|tiger|panda/,
    'paw',
    'paws',
  ],
  [
    /doll|robot|friend|astronaut|mermaid|fairy|sprite|princess|prince|knight|superhero|pirate|wizard|alien|child|girl|boy|elf|gnome/,
    'hand',
    'hands',
  ],
];

export function limbVars(slot: string, e: CastEntity): Record<string, string> {
  const noun = e.noun.toLowerCase();
  const body = BODIES.find(([re]) => re.test(noun));
  if (body === undefined) return {};
  return { [`${slot}.limb`]: body[1], [`${slot}.limbs`]: body[2] };
}
