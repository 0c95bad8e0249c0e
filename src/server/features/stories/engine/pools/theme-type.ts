/**
 * A theme is a small world: places, a guide, a treasure, ways in and out, things to see.
 * Phrases carry their article ("a moon rabbit"); later mentions swap it for "the".
 * Template variables every theme may use: {Name} {nameS} {guide} {guideThe} {crew} {place}
 * {placeThe} {objThe} {topic} and the lexicon words ({soft} {bright} {color} ...).
 */
export interface ThemePack {
  id: string;
  places: readonly string[];
  guides: readonly string[];
  objects: readonly string[];
  /** The call to adventure, arriving at bedtime. */
  calls: readonly string[];
  /** The journey to the place. */
  travel: readonly string[];
  /** Optional detail sentences during the journey. */
  sights: readonly string[];
  /** True, simple facts for the educational tone. */
  facts: readonly string[];
  /** The trip back home. */
  homeward: readonly string[];
  titleNouns: readonly string[];
}
