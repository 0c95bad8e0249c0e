import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { tell } from './tell/story.js';

/**
 * Issue 24, coherence: a blind panel heard "Sir Crunch plodded part of the way" while the paper
 * airplane carried them up to the clouds. Through the air, nobody on the way goes on foot.
 */
const pack = loadPack();
const base: StoryWriterInput = {
  childName: 'Idris',
  age: 7,
  readingLevel: 'intermediate',
  interests: ['volcanoes'],
  fears: [],
  theme: 'space',
  storyLength: 'long',
  seed: 1,
};
const ON_FOOT = /\b(?:walk\w*|plod\w*|trundl\w*|trott\w*|part of the way)\b/i;

describe('the way there through the air', () => {
  it('has no pet or passer-by going on foot', () => {
    let flights = 0;
    for (const pet of ['our tortoise is called Sir Crunch', 'our old dog Rex', 'her rabbit Puff'])
      for (const theme of ['space', 'adventure', 'bedtime'])
        for (let seed = 1; seed <= 30; seed++) {
          const t = tell({ ...base, customPrompt: pet, theme, seed }, pack);
          if (t.cast.vehicle?.tags.includes('flying') !== true) continue;
          const journey = t.paragraphs.find((p) => p.kind === 'journey');
          for (const l of journey?.lines ?? [])
            if (/^(?:pet\.|frame\.on_the_way)/.test(l.role)) {
              flights++;
              expect(l.text, `${t.plan.id} ${seed} ${l.role}`).not.toMatch(ON_FOOT);
            }
        }
    expect(flights).toBeGreaterThan(20);
  });
});
