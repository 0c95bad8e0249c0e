import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import type { ToldStory } from './tell/story.js';
import { tellAtLevels } from '../../../../../tests/support/story-levels.js';

/**
 * Panel 38: a favourite "grumpy troll" and the twist "the troll is secretly very kind" gave two
 * trolls ("A grumpy troll was at the window ... Just then, Lila noticed a troll"), and a dragon
 * companion met a second dragon "hiding, because the dragon was scared of the dark". A twist about
 * the companion's kind is about the companion.
 */
const pack = loadPack();
const BASE: Partial<StoryWriterInput> = {
  childName: 'Lila',
  pronouns: 'she/her',
  interests: ['glitter'],
  theme: 'fantasy',
};
// Seeds from 0, as when this test was written: the level turns with the seed.
const tellMany = (over: Partial<StoryWriterInput>, seeds = 12): ToldStory[] =>
  tellAtLevels(pack, BASE, over, seeds);

describe('a twist about the companion is told of the companion', () => {
  it.each([
    ['a grumpy troll who likes flowers', 'the troll is secretly very kind', 'troll'],
    ['a little dragon', 'the dragon is scared of the dark', 'dragon'],
    ['a shy octopus', 'the octopus can sing', 'octopus'],
  ])('"%s" and "%s": one %s, never met a second time', (favoriteCharacter, randomTwist, kind) => {
    for (const t of tellMany({ favoriteCharacter, randomTwist })) {
      const text = t.story.content;
      expect(t.story.notices.join(' ')).not.toMatch(/can.t be built/);
      // The twist is told: its words are in the story.
      expect(text).toMatch(/kind|dark|sing/);
      // One of this kind: introduced once ("a grumpy troll"), never found again ("noticed a troll").
      const introductions =
        text.match(new RegExp(`\\b(?:a|an)\\s+(?:[\\w-]+\\s+){0,2}${kind}\\b`, 'gi')) ?? [];
      expect(introductions.length, text).toBeLessThanOrEqual(1);
      expect(text).not.toMatch(
        new RegExp(`\\b(?:met|noticed|spotted|lived)\\s+the\\s+(?:[\\w-]+\\s+)?${kind}\\b`, 'i'),
      );
    }
  });
});
