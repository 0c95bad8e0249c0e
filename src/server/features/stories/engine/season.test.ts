import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { readSeason } from './read/season.js';
import { keepsSeason, seasonClash } from './tell/season.js';
import { tell } from './tell/story.js';
import { PLAIN_REQUEST } from '../../../../../tests/support/story-requests.js';

/**
 * Issue 24, a blind panel: "a snowy village" was told with "a golden evening, the cornfield
 * swaying", autumn leaves and warm sun. The season or weather of the parent's setting is read,
 * nothing at the setting contradicts it, and it is felt in the story.
 */
const pack = loadPack();
const base: StoryWriterInput = { ...PLAIN_REQUEST, childName: 'Ines', age: 7, pronouns: 'she/her' };
const THEMES = ['magic', 'nature', 'adventure', 'animals', 'bedtime', 'friendship'] as const;

describe('the season of the parent’s setting', () => {
  it('is read from the setting in the parent’s words', () => {
    for (const [setting, id] of [
      ['a snowy village', 'snowy'],
      ['a frosty farm in winter', 'snowy'],
      ['Grandma’s cabin when it is snowing', 'snowy'],
      ['a rainy city with trams', 'rainy'],
      ['our garden in autumn', 'autumn'],
      ['a summer beach', 'summer'],
      ['a hot desert', 'summer'],
      ['an orchard in spring', 'spring'],
    ] as const)
      expect(readSeason(setting, pack)?.id, setting).toBe(id);
    for (const setting of ['the moon', 'a houseboat on the canal', 'Paris', ''])
      expect(readSeason(setting, pack), setting).toBeUndefined();
  });

  for (const [setting, feel] of [
    ['a snowy village', /\b(?:snow\w*|frost\w*|mittens|icicles|cold)\b/i],
    ['a hot desert', /\b(?:summer|hot|warm|sun\w*)\b/i],
    ['a rainy city with trams', /\b(?:rain\w*|puddles?|wet|drizzly)\b/i],
    // The twentieth panel: "It was a rainy evening... The garden shone with frost".
    ['a rainy garden', /\b(?:rain\w*|puddles?|wet|drizzly)\b/i],
  ] as const)
    it(`"${setting}": no line told at the setting says another season, and the season is felt`, () => {
      let felt = 0;
      let stories = 0;
      let plotClashes = 0;
      for (const theme of THEMES)
        for (let seed = 1; seed <= 6; seed++)
          for (const [storyLength, age, readingLevel] of [
            ['short', 5, 'beginner'],
            ['medium', 7, 'intermediate'],
            ['long', 9, 'advanced'],
          ] as const) {
            const t = tell({ ...base, setting, theme, seed, storyLength, age, readingLevel }, pack);
            const clash = seasonClash(t.brief);
            expect(clash, setting).toBeDefined();
            stories++;
            const lines = t.paragraphs.flatMap((p) => p.lines);
            const named = t.cast.companion?.name;
            // A world with its own weather (space, a dream, under the sea) is not at the setting.
            const atSetting = t.world.own_weather
              ? lines.filter((l) => !INSIDE_WORLD.has(l.role.split('.')[0] ?? ''))
              : lines;
            for (const l of atSetting.filter((l) => keepsSeason(l.role))) {
              const where = `${setting} / ${theme} / ${seed} / ${storyLength} / ${l.role}`;
              // A plot's own beat is told even when every telling says another season: those
              // plots are chosen less, so it is rare.
              // A companion called Clover is a bunny, not a summer field.
              const said = named === undefined ? l.text : l.text.replaceAll(named, '');
              if (l.role.startsWith('plan.') && clash?.test(said) === true) plotClashes++;
              else expect(said, where).not.toMatch(clash as RegExp);
            }
            const sentences = t.story.content.split(/(?<=[.!?])\s/).filter((s) => feel.test(s));
            if (sentences.length >= (storyLength === 'short' ? 1 : 2)) felt++;
          }
      // Said in the story's own lines: a short story may give one of them up to fit its length.
      expect(felt / stories).toBeGreaterThan(0.9);
      expect(plotClashes / stories).toBeLessThan(0.03);
    });
});

/** Lines of the adventure itself (its world's weather is its own). */
const INSIDE_WORLD = new Set(['world', 'plan', 'frame', 'pet', 'shape']);
