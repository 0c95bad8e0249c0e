import type { CastEntity, ProblemKind, StoryTag, Variants, World } from '../plans/types.js';

/**
 * What each parent option becomes in a story. The labels a parent or admin picks from live once
 * in src/shared/story-options.ts (ids + labels); the text for each id lives here, server side.
 *
 * Text rules (checked by tests over every entry):
 * - the phrase language of ../template.ts; US spelling; every level has at least two variants;
 * - option text may use the child variables ({Name}, {they}, ... see plans/types.ts),
 *   {companion.the}/{companion.It}/... (every plan introduces its companion before any marker
 *   beat), and the option's own variables named below; never {X.a} of a plan slot;
 * - solution text for problem kinds faded, missing, stuck, broken, quiet, scattered, puzzle may
 *   also use {object.the}/{object.it} (plans of those kinds always cast an object); for
 *   sleepless, sad and cold the one who needs help is the companion.
 */

/** What an interest or a favourite character lets the child do. */
export const SKILLS = [
  'art',
  'music',
  'dance',
  'building',
  'science',
  'nature',
  'animals',
  'dinosaurs',
  'reading',
  'counting',
  'sport',
  'cooking',
  'imagination',
  'kindness',
  'stars',
  'machines',
  'magic',
  'puzzles',
  'gardening',
  'dressing-up',
  'water-play',
] as const;
export type Skill = (typeof SKILLS)[number];

export interface InterestContent {
  skill: Skill;
  /** Matches the parent's free text for this interest ("painting", "paints", "drawing"). */
  match: RegExp;
  /** The word for the interest inside a sentence: "painting" → {interest}. */
  phrase: string;
  tags?: readonly StoryTag[];
}

/** Solution text: {solution} in a plan's 'solve' beat; {interest} is the interest's phrase. */
export type SolutionCatalogue = Record<Skill, Partial<Record<ProblemKind, Variants>> & { any: Variants }>;

/**
 * A favourite character type ("dragons", "unicorns", "robots", "mermaids") joins the story as
 * the companion when its worlds include the story's world (a typed name such as "Elsa" is kept
 * as the companion's name), and brings its skill to the solution.
 */
export interface CharacterTypeContent {
  match: RegExp;
  companion: Omit<CastEntity, 'kind' | 'id'>;
  skill: Skill;
}

/** A twist: an event in the plot at the 'twist' beat, and its consequence referred to later. */
export interface TwistContent {
  match: RegExp;
  worlds: readonly World[];
  tags: readonly StoryTag[];
  /** What happens ("the wind blew the map away"). */
  event: Variants;
  /** A later line that refers back to it (in the resolution or on the way home). */
  echo: Variants;
}

/**
 * A family member or friend: {member} "Grandma" / "little brother Sam", {member.it} "she",
 * {member.its} "her", {member.obj} "her". A parent's typed names ("Grandpa Joe") are kept.
 */
export interface FamilyMemberContent {
  match: RegExp;
  /** How the member is named in a sentence ("Grandma", "Dad", "a baby sister" → "the baby"). */
  name: string;
  pronoun: 'she' | 'he' | 'they';
  /** Members who cannot come along on an adventure (a baby) act at home only. */
  stayHome?: boolean;
}

/** What family members do, per beat where they act; every member acts at least once. */
export type FamilyActions = Record<'opening' | 'family' | 'home' | 'sleep', Variants>;

/** The learning-focus scene: counting to ten counts from one to ten; planets in order. */
export interface LearningContent {
  match: RegExp;
  /** Worlds the scene fits; omit for any world. */
  worlds?: readonly World[];
  /** What the scene is about, so a fear can rule it out (a bath scene for a child afraid of baths). */
  tags?: readonly StoryTag[];
  scene: Variants;
}

/**
 * A parent's setting. It chooses the world; when it clashes with the theme's world, the setting
 * wins and the story bridges to it (a space theme in a "back garden": stars seen from the garden,
 * a cardboard rocket). {setting} is its place phrase.
 */
export interface SettingContent {
  match: RegExp;
  world: World;
  place: Pick<CastEntity, 'a' | 'the' | 'noun' | 'tags'>;
  /** How a story of another world's theme gets here, with {setting}. */
  bridge: Variants;
}

/** A main theme: the worlds it happens in and the plan theme words it prefers. */
export interface ThemeContent {
  match: RegExp;
  worlds: readonly World[];
  planThemes: readonly string[];
}
