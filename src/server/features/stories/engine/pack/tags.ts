/**
 * Concepts a piece of content contains. A child's fears map to tags (stories/fears.ts), and
 * nothing carrying a ruled-out tag is ever told. Tag what is really there: a night-sky plot is
 * 'dark' and 'night'; a boat trip is 'water' and 'boats'; a puppy is 'dogs' and 'animals'.
 */
export const STORY_TAGS = [
  'dark',
  'night',
  'shadows',
  'lost',
  'alone',
  'separation',
  'heights',
  'flying',
  'falling',
  'deep-water',
  'water',
  'swimming',
  'waves',
  'boats',
  'rain',
  'wind',
  'storm',
  'thunder',
  'lightning',
  'fire',
  'snow',
  'dogs',
  'cats',
  'animals',
  'insects',
  'spiders',
  'bees',
  'snakes',
  'birds',
  'fish',
  'sharks',
  'jellyfish',
  'horses',
  'loud-noise',
  'monsters',
  'ghosts',
  'witches',
  'dragons',
  'giants',
  'strangers',
  'crowds',
  'doctor',
  'dentist',
  'hospital',
  'school',
  'bath',
  'sleep-alone',
  'clowns',
  'masks',
  'trains',
  'cars',
  'machines',
  'robots',
  'caves',
  'tunnels',
  'small-spaces',
  'woods',
  'mess',
  'mistakes',
  'new-places',
  'change',
  'space',
  'magic',
  'food',
] as const;
export type StoryTag = (typeof STORY_TAGS)[number];

/**
 * Whether a fear keeps out something the story talks of (an interest, a learning goal). Night is
 * when every bedtime story ends: owls, bats, the stars and the moon's shapes belong to it, and a
 * child afraid of the dark who loves owls hears of them (panel 43's Noor lost her owls, her stars
 * and her moon, though her favourite owl Hoot was there). Their lines that say the dark are kept
 * out one by one; a plot set out in the night is still ruled out by its tag.
 */
export function keptOutOfTalk(
  tags: readonly StoryTag[],
  ruledOut: ReadonlySet<StoryTag>,
  /** A goal the parent typed beside the fear ("why we have day and night") is theirs to ask for. */
  spared: readonly StoryTag[] = ['night'],
): boolean {
  return tags.some((t) => !spared.includes(t) && ruledOut.has(t));
}

/** What a plot's problem is about; interests say how they help with each (interests/*.yaml). */
export const PROBLEM_KINDS = [
  'dim',
  'faded',
  'missing',
  'stuck',
  'broken',
  'quiet',
  'sleepless',
  'sad',
  'scattered',
  'puzzle',
  'cold',
  'lost-way',
] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

export const READING_LEVEL_KEYS = ['beginner', 'intermediate', 'advanced'] as const;
