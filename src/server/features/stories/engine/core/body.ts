import type { CastEntity } from '../plans/types.js';

/**
 * What a companion waves, holds and hugs with: a unicorn says hi with a hoof, a dolphin with a
 * fin, never "with both paws". Lines about a companion's body use {companion.limb} ("paw") and
 * {companion.limbs} ("paws"); a companion with no such body (a kite, a cloud, a comet) has
 * neither, so those lines are passed over for it (an unknown variable skips the template).
 */
const BODIES: readonly [RegExp, string, string][] = [
  [/dolphin|seahorse|fish|whale|shark/, 'fin', 'fins'],
  [/unicorn|pony|horse|sheep|goat|deer|reindeer|\bpig(?:let)?\b|\bcow|llama|zebra|giraffe/, 'hoof', 'hooves'],
  [/turtle|penguin|seal/, 'flipper', 'flippers'],
  [/bird|goose|owl|duck|dragon|swan|robin/, 'wing', 'wings'],
  [/octopus|dinosaur/, 'arm', 'arms'],
  [
    /puppy|dog|kitten|cat|fox|hedgehog|bunny|rabbit|bear|mouse|squirrel|otter|lion|tiger|panda|koala|raccoon|badger/,
    'paw',
    'paws',
  ],
  [
    /doll|robot|friend|astronaut|mermaid|fairy|sprite|princess|prince|knight|superhero|pirate|wizard|alien|child|girl|boy|elf|gnome/,
    'hand',
    'hands',
  ],
];

/** Limbs that can take a hand, hold on and give it a squeeze. */
const GRIPS: ReadonlySet<string> = new Set(['hand', 'paw', 'arm']);

/**
 * How the companion takes the child's outstretched hand ({companion.takesHand}): a puppy takes
 * it in a paw, a unicorn cannot "hold on" to it and touches it with a hoof instead; a kite or a
 * comet has no way to, and a line that needs one is passed over.
 */
function takesHand(slot: string, limb: string): string {
  return GRIPS.has(limb)
    ? '[took it|held on|shook it|gave it a squeeze]'
    : `[touched it with a {${slot}.limb}|gave it a gentle tap with a {${slot}.limb}|bumped it softly with a {${slot}.limb}]`;
}

/** Companions that live in the water: they cannot come to the child's door or window at bedtime. */
const IN_WATER =
  /dolphin|seahorse|fish|whale|shark|octopus|turtle|mermaid|jellyfish|starfish|crab|seal|otter/;

/**
 * Where the companion can be when the child goes to bed: {companion.visits} marks a line where it
 * comes to the house (waves goodnight at the door, from the window), passed over for a sea
 * creature; {companion.swims} marks one where it sleeps in its own water far away.
 */
export function homeVars(slot: string, e: CastEntity): Record<string, string> {
  const wet = IN_WATER.test(e.noun.toLowerCase()) || (e.worlds.length === 1 && e.worlds[0] === 'sea');
  return wet ? { [`${slot}.swims`]: '' } : { [`${slot}.visits`]: '' };
}

export function limbVars(slot: string, e: CastEntity): Record<string, string> {
  const noun = e.noun.toLowerCase();
  const body = BODIES.find(([re]) => re.test(noun));
  if (body === undefined) return {};
  return {
    [`${slot}.limb`]: body[1],
    [`${slot}.limbs`]: body[2],
    [`${slot}.takesHand`]: takesHand(slot, body[1]),
    // A mark that says nothing: a line where the companion holds or hands over something carries
    // {companion.holds}, and is passed over for a companion without hands or paws.
    ...(GRIPS.has(body[1]) ? { [`${slot}.holds`]: '' } : {}),
  };
}

/**
 * A body-part phrase that its verb cannot take: one can kiss a child good night on the head,
 * not hug one there; a template's independent choices ("[kissed|hugged] {Name} good
 * night[ on the head|]") can pair them. Such a rendering is drawn again.
 */
const MISPLACED_BODY_PART =
  /\b(?:hug(?:ged|s|ging)?|cuddled|squeezed|waved(?: to)?|shook hands with)\b[^.!?;,]*\bon the (?:head|forehead|cheek|nose|hair|top of)\b/i;

export function misplacedBodyPart(text: string): boolean {
  return MISPLACED_BODY_PART.test(text);
}
