import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { sentencesOf } from './grammar/lint.js';
import { tell } from './tell/story.js';

/**
 * Issue 24, coherence: an eight-year-old sets off alone to a friend met out there, and a panel
 * heard "It was late summer, and Priya was at the window. They followed the narrow path..." with
 * nobody yet beside her. On the way out alone, the way is told of the child.
 */
const pack = loadPack();
const base: StoryWriterInput = {
  childName: 'Priya',
  age: 8,
  readingLevel: 'intermediate',
  interests: ['baking'],
  fears: [],
  theme: 'nature',
  storyLength: 'medium',
  seed: 1,
  pronouns: 'she/her',
};

describe('the way out alone', () => {
  it('never says "they" before anyone is with the child', () => {
    let alone = 0;
    for (const level of [
      { readingLevel: 'intermediate', age: 9 },
      { readingLevel: 'advanced', age: 10 },
    ] as const)
      for (const theme of ['nature', 'animals', 'adventure', 'friendship', 'kindness'])
        for (let seed = 1; seed <= 40; seed++) {
          const t = tell({ ...base, ...level, theme, seed }, pack);
          if (t.plan.meet !== 'away' || t.plan.journey === undefined) continue;
          const roles = t.paragraphs.flatMap((p) => p.lines);
          // Nobody along: no grown-up aboard or walking out, and the friend is met after the way.
          if (roles.some((l) => /^frame\.(?:along|aboard)/.test(l.role))) continue;
          const journey = roles.find((l) => l.role === 'plan.journey');
          if (journey === undefined) continue;
          alone++;
          for (const s of sentencesOf(journey.text))
            expect(s, `${t.plan.id} ${seed}`).not.toMatch(
              /^(?:(?:Soon|Then|Before long|After a while), )?they\b/i,
            );
        }
    expect(alone).toBeGreaterThan(30);
  });
});
