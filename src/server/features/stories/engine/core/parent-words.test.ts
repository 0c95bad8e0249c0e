import { describe, expect, it } from 'vitest';
import { STORY_THEMES } from '../../../../../shared/constants.js';
import { DEFAULT_LIBRARY } from '../library.js';
import { MIA_REQUEST } from '../test-fixtures.js';
import { splitSentences } from './memory.js';
import { writeDetailed } from './write.js';

/**
 * What a parent typed is told as typed: the setting is where the story happens, and the
 * favourite character is the kind of character, with the adjective, the parent gave.
 */
const lib = DEFAULT_LIBRARY;
const base = MIA_REQUEST;
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

describe("the parent's setting is where the story happens", () => {
  // What a parent might type, and the words a story set there must contain.
  const SETTINGS: readonly (readonly [string, string])[] = [
    ['a forest', 'forest'],
    ['the woods', 'woods'],
    ['a castle', 'castle'],
    ['the beach', 'beach'],
    ['a farm', 'farm'],
    ['the moon', 'moon'],
    ['under the sea', 'sea'],
    ['a toy shop', 'toy shop'],
    ['a jungle', 'jungle'],
    ['the zoo', 'zoo'],
    ['a lighthouse', 'lighthouse'],
    ['the park', 'park'],
    ['a river', 'river'],
    ['a space station', 'space station'],
    ['a coral reef', 'coral reef'],
    ['a snowy mountain', 'snowy mountain'],
    ["Grandma's house", "grandma's house"],
    ['a bakery', 'bakery'],
    ['a campsite', 'campsite'],
    ['the desert', 'desert'],
    ['a pirate ship', 'pirate ship'],
    ['a library', 'library'],
    ['an aquarium', 'aquarium'],
    ['a sunflower field', 'sunflower field'],
    ['a castle in the clouds', 'castle in the clouds'],
  ];

  it('names the setting in every theme, for typed and unknown settings alike', () => {
    const missing: string[] = [];
    let seed = 1;
    // Each setting in three themes, turn by turn, so every theme meets many settings.
    for (const [i, [setting, words]] of SETTINGS.entries())
      for (const theme of [0, 3, 6].map((k) => STORY_THEMES[(i + k) % STORY_THEMES.length] as string)) {
        const readingLevel = LEVELS[seed % 3] as (typeof LEVELS)[number];
        const { story, selection } = writeDetailed(
          { ...base, setting, theme, readingLevel, seed: seed++ },
          lib,
        );
        if (!story.content.toLowerCase().includes(words))
          missing.push(`${setting} / ${theme} / ${selection.plan.id}: "${words}" never said`);
      }
    expect(missing).toEqual([]);
  });

  it('is the place of the plot wherever the plot is not tied to one place', () => {
    let asPlace = 0;
    let total = 0;
    let seed = 500;
    for (const [setting] of SETTINGS.slice(0, 12))
      for (const theme of ['adventure', 'nature', 'friendship', 'animals']) {
        const { selection } = writeDetailed({ ...base, setting, theme, seed: seed++ }, lib);
        total++;
        if (selection.cast.place?.id === 'setting') asPlace++;
      }
    // Most plots are written for any of a few places; a setting should nearly always be the place.
    expect(asPlace / total).toBeGreaterThan(0.8);
  });

  it('keeps the parent\'s words: "a forest" is a forest, not an enchanted one', () => {
    const { story } = writeDetailed({ ...base, setting: 'a forest', theme: 'nature', seed: 21 }, lib);
    expect(story.content).toMatch(/\b(?:a|the) forest\b/);
    expect(story.content).not.toMatch(/enchanted forest|city park/i);
  });
});

describe("the parent's favourite character keeps its kind and adjective", () => {
  const CHARACTERS: readonly (readonly [string, string, string?])[] = [
    ['a kind whale', 'whale', 'kind'],
    ['a friendly dragon', 'dragon', 'friendly'],
    ['a brave knight', 'knight', 'brave'],
    ['a sleepy owl', 'owl', 'sleepy'],
    ['a clever fox', 'fox', 'clever'],
    ['a shy unicorn', 'unicorn', 'shy'],
    ['a gentle dinosaur', 'dinosaur', 'gentle'],
    ['a silly monkey', 'monkey', 'silly'],
    ['a little robot', 'robot', 'little'],
    ['a tiny mermaid', 'mermaid', 'tiny'],
    ['a kind giraffe', 'giraffe', 'kind'],
    ['a wise old owl', 'owl', 'wise old'],
    ['a playful puppy', 'puppy', 'playful'],
    ['a curious penguin', 'penguin', 'curious'],
    ['a jolly pirate', 'pirate', 'jolly'],
    ['a cuddly teddy bear', 'teddy bear', 'cuddly'],
    ['orcas', 'orca'],
    ['Peppa Pig', 'Peppa'],
    ['a dragon called Sparky', 'Sparky'],
  ];
  const THEMES = ['adventure', 'ocean', 'space', 'animals', 'magic', 'bedtime'] as const;

  it('names the kind as typed, with its adjective in the same sentence, in every theme', () => {
    const bad: string[] = [];
    let seed = 1;
    // Each character in three themes, turn by turn: its own world, and worlds it cannot live in.
    for (const [i, [favoriteCharacter, kind, adjective]] of CHARACTERS.entries())
      for (const theme of [0, 2, 4].map((k) => THEMES[(i + k) % THEMES.length] as string)) {
        const readingLevel = LEVELS[seed % 3] as (typeof LEVELS)[number];
        const { story, selection } = writeDetailed(
          { ...base, favoriteCharacter, theme, readingLevel, seed: seed++ },
          lib,
        );
        const sentences = splitSentences(story.content).map((s) => s.toLowerCase());
        const named = sentences.filter((s) => new RegExp(`\\b${kind.toLowerCase()}\\b`).test(s));
        const where = `${favoriteCharacter} / ${theme} / ${selection.plan.id}`;
        if (named.length === 0) bad.push(`${where}: "${kind}" never named`);
        else if (adjective !== undefined && !named.some((s) => s.includes(adjective)))
          bad.push(`${where}: "${kind}" never "${adjective}"`);
      }
    expect(bad).toEqual([]);
  });

  it('a kind whale under the sea is a whale, never a dolphin', () => {
    const { story } = writeDetailed(
      {
        ...base,
        favoriteCharacter: 'a kind whale',
        theme: 'ocean',
        readingLevel: 'advanced',
        age: 10,
        seed: 5,
      },
      lib,
    );
    expect(story.content).toMatch(/\ba kind whale\b/i);
    expect(story.content).not.toMatch(/dolphin/i);
  });
});
