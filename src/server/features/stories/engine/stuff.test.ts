import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { tell } from './tell/story.js';

/**
 * Issue 24, blind panel 27: "the moon is made of wool" was said four times and did nothing. What a
 * thing is made of now does something (twists.yaml made-of `stuffs`): a strand of the wool moon
 * round a cold cub, a taste of the cheese castle at the celebration.
 */
const pack = loadPack();
const base: StoryWriterInput = {
  childName: 'Otto',
  age: 6,
  readingLevel: 'intermediate',
  interests: ['trains'],
  fears: [],
  theme: 'space',
  storyLength: 'medium',
  seed: 1,
  pronouns: 'he/him',
};
const roles = (t: ReturnType<typeof tell>) => t.paragraphs.flatMap((p) => p.lines);

describe('what a thing is made of', () => {
  it('lends a hand with the trouble, or makes the celebration, wherever the thing is within reach', () => {
    let used = 0;
    let helped = 0;
    for (const randomTwist of [
      'the moon is made of wool',
      'the rocket is made of cheese',
      'the stars are made of glitter',
    ])
      for (let seed = 1; seed <= 20; seed++) {
        const lines = roles(tell({ ...base, randomTwist, seed }, pack));
        const stuff = lines.filter((l) => l.role === 'twist.solve' || l.role === 'twist.celebrate');
        if (stuff.length > 0) used++;
        const help = lines.findIndex((l) => l.role === 'twist.solve');
        // The stuff helps; the child's own idea still puts it right, after.
        if (help >= 0) {
          helped++;
          expect(lines.findIndex((l) => l.role === 'interest.help')).toBeGreaterThan(help);
        }
      }
    expect(used).toBeGreaterThan(45);
    expect(helped).toBeGreaterThan(3);
  });

  it('the stars are all of them, out of reach in space too: looked at, never leaned on', () => {
    // Panel 28: "Finn rested his back on the stars to catch his breath".
    let celebrated = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const t = tell({ ...base, randomTwist: 'the stars are made of glitter', seed }, pack);
      for (const l of roles(t).filter((x) => /^twist\.(?:premise|middle|solve)$/.test(x.role)))
        expect(l.text).not.toMatch(/\b(?:lean\w*|rest\w*|sat|touch\w*|tapp?\w*|pat\w*|stroke\w*|poke\w*)\b/i);
      if (roles(t).some((l) => l.role === 'twist.celebrate')) celebrated++;
    }
    expect(celebrated).toBeGreaterThan(10);
  });

  it('is never tasted when the thing is a creature, nor touched when it is far up in the sky', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const dragon = tell(
        { ...base, theme: 'fantasy', randomTwist: 'the dragon is made of chocolate', seed },
        pack,
      );
      expect(dragon.story.content).not.toMatch(/\btaste\b/i);
      const moon = tell({ ...base, theme: 'nature', randomTwist: 'the moon is made of wool', seed }, pack);
      if (moon.world.id !== 'space')
        expect(roles(moon).some((l) => l.role === 'twist.solve' || l.role === 'twist.celebrate')).toBe(false);
    }
  });
});
