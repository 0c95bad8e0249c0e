import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { IN_BED } from './tell/scenes-home.js';
import { tell } from './tell/story.js';

/**
 * Issue 24, coherence: "Rory was lying in bed listening to the waves. Rory was gliding across the
 * rug like a penguin" (a blind panel: the child in two places at once). Play comes first, then bed.
 */
const pack = loadPack();
const base: StoryWriterInput = {
  childName: 'Rory',
  age: 7,
  readingLevel: 'intermediate',
  interests: ['penguins', 'football'],
  fears: [],
  theme: 'ocean',
  storyLength: 'medium',
  seed: 1,
};

describe('the evening at home', () => {
  it('never has the child at play after the opening has put them in bed', () => {
    let inBed = 0;
    for (const theme of ['ocean', 'space', 'bedtime', 'nature', 'magic', 'animals'])
      for (let seed = 1; seed <= 60; seed++) {
        const t = tell({ ...base, theme, seed, storyLength: seed % 2 ? 'medium' : 'long' }, pack);
        const lines = t.paragraphs.filter((p) => p.kind === 'opening').flatMap((p) => p.lines);
        const bed = lines.findIndex((l) => l.role === 'plan.opening' && IN_BED.test(l.text));
        if (bed < 0) continue;
        inBed++;
        for (const l of lines.slice(bed + 1))
          if (/^interest2?\.setup$/.test(l.role))
            expect(l.text, `${t.plan.id} ${seed}: ${lines[bed]?.text}`).toMatch(IN_BED);
      }
    expect(inBed).toBeGreaterThan(15);
  });
});
