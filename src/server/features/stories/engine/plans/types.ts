import type { TReadingLevel } from '../../../../../shared/constants.js';

/**
 * The shape of a story plan: the local engine writes from hand-authored plot plans (a chain of
 * beats with cause and effect), not from loose sentence pools. Three kinds of content share it:
 * - plans (plans/*.ts): the plot, beat by beat, with text variants per reading level;
 * - the cast catalogue (cast/*.ts): companions, objects, places and vehicles, each tagged with
 *   the worlds it belongs to, so a forest never gets a rocket and the sea never gets crickets;
 * - option catalogues (options/*.ts): what each parent option (interest, favourite character,
 *   twist, family member, learning focus, setting, theme) becomes in a story.
 *
 * Text is written in the phrase language of ../template.ts: [a|b] picks one, {var} is a
 * variable, <...> is a richer clause kept more often for older/advanced readers.
 * US spelling throughout (color, pajamas, Mom); the engine converts when configured otherwise.
 */

/** Where a story happens; every piece of text says which worlds it fits. */
export const WORLDS = ['home', 'land', 'sky', 'space', 'sea', 'dream'] as const;
export type World = (typeof WORLDS)[number];

/**
 * Concepts a piece of content contains. A child's fears map to tags (stories/fears.ts), and
 * nothing carrying a ruled-out tag is ever picked. Tag what is really there: a night-sky plan
 * is 'dark' and 'night'; a boat trip is 'water' and 'boats'; a flying plan is 'flying' and
 * 'heights'; a puppy companion is 'dogs' and 'animals'.
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
 * Text for each reading level, at least two variants per level.
 * beginner: real short sentences (about 4-9 words, one clause, everyday words), no filler;
 * intermediate: 8-16 words, some joined clauses; advanced: richer words and longer sentences,
 * fit for ages 8-12 (less tucking-in talk). One entry may hold two or three sentences.
 */
export interface Variants {
  beginner: readonly string[];
  intermediate: readonly string[];
  advanced: readonly string[];
}

export type ReadingLevel = TReadingLevel;

export const CAST_KINDS = ['companion', 'object', 'place', 'vehicle'] as const;
export type CastKind = (typeof CAST_KINDS)[number];

/**
 * One thing a story can introduce. Template variables for a slot named X filled by it:
 *   {X.a} "a little star fox" (first mention: only in the beat that introduces X)
 *   {X.the} "the star fox"   {X.The} "The star fox"   {X.noun} "star fox" (titles)
 *   {X.it} {X.It} subject pronoun (she/he/it)   {X.its} possessive (her/his/its)   {X.obj} (her/him/it)
 *   {X.name} the companion's own name when it has one (else {X.the})
 *   {X.limb} {X.limbs} what it waves and holds with ("hoof", "fins"): see core/body.ts
 */
export interface CastEntity {
  id: string;
  kind: CastKind;
  worlds: readonly World[];
  tags: readonly StoryTag[];
  a: string;
  the: string;
  noun: string;
  /** Animate companions: 'she' | 'he'; things: 'it' (the default). */
  pronoun?: 'she' | 'he' | 'it';
  name?: string;
  /** The parent's own words for a favourite character ("kind" in "a kind whale"), kept wherever it is named. */
  adjective?: string;
  /**
   * An object with working parts (a music box, a clock, a telescope): only these are mended with
   * oil, springs, gears or bolts. Wind chimes, shells and bells have none.
   */
  mechanism?: true;
}

/**
 * What a problem is about. Interests and favourite characters map to skills, and a skill solves
 * problems of some kinds (a painter paints the faded stars back; a singer sings the quiet
 * shell awake): options/solutions.ts holds the solution text per skill and problem kind.
 */
export const PROBLEM_KINDS = [
  'faded', // something lost its color or light
  'missing', // something is missing and must be found
  'stuck', // something or someone is stuck and must be freed
  'broken', // something broke and must be mended
  'quiet', // something lost its song or sound
  'sleepless', // someone cannot fall asleep
  'sad', // someone is sad or shy and needs cheering
  'scattered', // things are scattered and must be gathered or counted
  'puzzle', // a riddle, a lock or a code to work out
  'cold', // someone is cold or tired and needs warmth or rest
] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/**
 * Beat kinds, in story order. Plans write every beat's text except the markers:
 * 'twist', 'family', 'learning' and 'solve' are filled by the engine from the option catalogues
 * (the parent's twist, family members' actions, the learning-focus scene, the solution that
 * comes from the child's interest or favourite character); a plan may add its own lines to
 * those beats too ('variants' is then used before the catalogue text).
 */
export const BEAT_KINDS = [
  'opening', // home or the starting place; introduces the child
  'call', // something happens; the companion arrives (introduce with {companion.a})
  'journey', // going somewhere; introduces the place / vehicle
  'problem', // the small problem that matters; introduces the object
  'twist', // marker: the twist happens here (engine), its consequence is referred to later
  'attempt', // a first try that does not quite work (gentle)
  'family', // marker: a family member or friend helps (engine)
  'learning', // marker: the learning-focus scene (engine)
  'solve', // the child's own idea solves it; {solution} is the engine's solution text
  'resolution', // what changed because of it
  'home', // the way back (the engine adds a world-fitting one when a plan has none)
  'sleep', // the calm, sleepy ending (the engine adds one when a plan has none)
] as const;
export type BeatKind = (typeof BEAT_KINDS)[number];

export type SlotName = 'companion' | 'object' | 'place' | 'vehicle';

export interface CastSpec {
  kind: CastKind;
  /** Allowed entity ids from the cast catalogue; omit for any entity of the kind in the world. */
  ids?: readonly string[];
}

export interface Beat {
  kind: BeatKind;
  /** Slots this beat introduces: each of its variants must use {X.a} (or {X.name}) for them. */
  introduces?: readonly SlotName[];
  /** The beat's text; markers may leave it out. */
  variants?: Variants;
  /** Extra sentences that fit this beat, added (in order, without repeats) to reach a length. */
  details?: Variants;
  /** Left out of short stories. */
  optional?: boolean;
}

export interface PlotPlan {
  /** Stable id (kept in each child's memory so recent plots are not repeated). */
  id: string;
  /** The worlds this plot can happen in (the cast is drawn from the chosen one). */
  worlds: readonly World[];
  /** Theme words it suits (STORY_THEMES and the admin's main themes), most fitting first. */
  themes: readonly string[];
  /** Concepts in the plot itself (besides its cast): a child's fears rule it out. */
  tags: readonly StoryTag[];
  problem: ProblemKind;
  cast: Partial<Record<SlotName, CastSpec>>;
  /** Title templates from the story's own cast: "{Name} and the {object.noun}". */
  titles: readonly string[];
  beats: readonly Beat[];
}

/**
 * Variables every beat may use besides the slots:
 *   {Name} the child's name; {nameS} "Mia's";
 *   {they} {They} {them} {their} {Their} {themself} {they_were} {They_were}: the child's
 *     pronouns (the engine uses the name where no pronouns were given, never 20 times a story);
 *   {solution} (in 'solve' beats), {interest} the interest the solution comes from;
 *   {home} "home" word fitting the child (home, the house); {bed} "bed".
 */
export const CHILD_VARS = [
  'Name',
  'nameS',
  'they',
  'They',
  'them',
  'their',
  'Their',
  'themself',
  'they_were',
  'They_were',
] as const;
export const BEAT_VARS = ['solution', 'interest', 'home', 'bed'] as const;
export const SLOT_FORMS = [
  'a',
  'the',
  'The',
  'noun',
  'it',
  'It',
  'its',
  'obj',
  'name',
  'limb',
  'limbs',
] as const;
