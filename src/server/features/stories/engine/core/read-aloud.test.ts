import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../../writer/types.js';
import { DEFAULT_LIBRARY } from '../library.js';
import { writeDetailed } from './write.js';

/**
 * Faults found by reading stories aloud as a parent at bedtime; each test pins one of them.
 */
const lib = DEFAULT_LIBRARY;
const base: StoryWriterInput = {
  childName: 'Mia',
  age: 6,
  readingLevel: 'intermediate',
  interests: [],
  fears: [],
  theme: 'adventure',
  storyLength: 'medium',
  seed: 1,
};
const THEMES = ['adventure', 'space', 'ocean', 'magic', 'animals', 'bedtime'] as const;
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

/** A spread of requests around one change: every theme, level and length, a few seeds. */
function spread(change: Partial<StoryWriterInput>): StoryWriterInput[] {
  const out: StoryWriterInput[] = [];
  let seed = 1;
  for (const theme of THEMES)
    for (const readingLevel of LEVELS)
      for (const storyLength of ['short', 'long'] as const)
        out.push({
          ...base,
          theme,
          readingLevel,
          storyLength,
          age: readingLevel === 'advanced' ? 9 : 6,
          seed: seed++,
          ...change,
        });
  return out;
}

describe('family relations read naturally', () => {
  it('"my little brother Sam" is introduced as "her little brother Sam", then called Sam', () => {
    for (const input of spread({ familyFriends: 'my little brother Sam', pronouns: 'she/her' })) {
      const text = writeDetailed(input, lib).story.content;
      expect(text, text).not.toMatch(/Little Brother/);
      const first = text.indexOf('Sam');
      expect(first, text).toBeGreaterThan(0);
      expect(text.slice(Math.max(0, first - 24), first), text).toMatch(/(?:\b[Hh]er|Mia's) little brother $/);
      // The relation is said once; after that he is Sam.
      expect(text.match(/little brother/g)?.length, text).toBe(1);
    }
  });

  it("uses the child's own pronouns for the relation, and the name when none are given", () => {
    for (const input of spread({ familyFriends: 'big sister Lily', pronouns: 'he/him', childName: 'Leo' })) {
      const text = writeDetailed(input, lib).story.content;
      expect(text, text).toMatch(/(?:\b[Hh]is|Leo's) big sister Lily/);
      expect(text).not.toMatch(/\b[Hh]er big sister/);
    }
    for (const input of spread({ familyFriends: 'my best friend Sam' })) {
      const text = writeDetailed(input, lib).story.content;
      expect(text, text).toMatch(/(?:\b[Tt]heir|Mia's) best friend Sam/);
    }
  });

  it('capitalizes a relation at the start of a sentence and nowhere else', () => {
    for (const input of spread({ familyFriends: 'my little sister and the baby', pronouns: 'she/her' })) {
      const text = writeDetailed(input, lib).story.content;
      for (const sentence of text.split(/(?<=[.!?]["”]?)\s+/)) {
        expect(sentence.slice(1), sentence).not.toMatch(
          /(?<![.!?:"“] )\b(?:Her Little|Little Sister|The baby)\b/,
        );
        expect(sentence, text).not.toMatch(/^(?:her|the baby|little)\b/);
      }
    }
  });

  it('a pair of grown-ups takes a plural verb: "Mom and Dad were", never "Mom and Dad was"', () => {
    for (const input of spread({ familyFriends: 'Mom and Dad', pronouns: 'she/her' })) {
      const text = writeDetailed(input, lib).story.content;
      expect(text, text).not.toMatch(/\b(?:Mom and Dad|Grandma and Grandpa) (?:was|has|is|always was)\b/);
    }
    for (const input of spread({ familyFriends: 'Grandma and Grandpa' })) {
      const text = writeDetailed(input, lib).story.content;
      expect(text, text).not.toMatch(/\b(?:Mom and Dad|Grandma and Grandpa) (?:was|has|is|always was)\b/);
    }
  });
});
