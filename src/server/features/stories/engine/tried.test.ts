import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { wordForms } from './pack/check.js';
import { tell } from './tell/story.js';

/**
 * Issue 24, a blind panel: Grandad's saying "if at first you don't succeed" and then "So they
 * tried again" before anyone had tried anything. Trying again comes after the plot's first try;
 * a saying about trying always has that try before it.
 */
const pack = loadPack();
const base: StoryWriterInput = {
  childName: 'Ada',
  age: 6,
  readingLevel: 'intermediate',
  interests: ['kites'],
  fears: [],
  theme: 'magic',
  storyLength: 'short',
  seed: 1,
};
const AGAIN = wordForms(pack.frame.tried_again);
/** The telling, not the parent's words in quotation marks ("try, try again"). */
const triesAgain = (text: string) => AGAIN.test(text.replace(/["“][^"”]*["”]/g, ''));
const TRIES = new Set(['plan.attempt', 'frame.attempts']);
const SHAPES = [
  ['short', 4, 'beginner'],
  ['short', 7, 'intermediate'],
  ['medium', 9, 'advanced'],
  ['long', 5, 'beginner'],
] as const;

function roles(
  familyFriends: string,
  each: (lines: { role: string; text: string }[], where: string) => void,
) {
  for (const theme of ['magic', 'space', 'animals', 'adventure', 'bedtime'] as const)
    for (let seed = 1; seed <= 6; seed++)
      for (const [storyLength, age, readingLevel] of SHAPES) {
        const t = tell({ ...base, familyFriends, theme, seed, storyLength, age, readingLevel }, pack);
        each(
          t.paragraphs.flatMap((p) => p.lines),
          `${familyFriends} / ${theme} / ${seed} / ${storyLength} / ${age}`,
        );
      }
}

describe('trying again comes after a try', () => {
  for (const familyFriends of [
    "Grandad, who always says 'if at first you don't succeed, try try again'",
    "Nana, who says 'slowly, slowly catches the monkey'",
    'Grandma Rosa and Uncle Dev',
    'his big sister Leila and Papa',
  ])
    it(`no line tries again before the first try: ${familyFriends}`, () => {
      roles(familyFriends, (lines, where) => {
        const first = lines.findIndex((l) => TRIES.has(l.role));
        const before = first < 0 ? lines : lines.slice(0, first);
        for (const l of before) expect(triesAgain(l.text), `${where} / ${l.role}: ${l.text}`).toBe(false);
      });
    });

  it('a saying about trying again is always told after the plot’s first try', () => {
    for (const familyFriends of [
      "Grandad, who always says 'if at first you don't succeed, try try again'",
      "Mum, who says 'never give up'",
      "Auntie Jo, who always says 'practice makes perfect'",
    ])
      roles(familyFriends, (lines, where) => {
        const saying = lines.findIndex((l) => l.role === 'member.saying');
        const tried = lines.findIndex((l) => l.role === 'plan.attempt');
        if (saying >= 0) {
          expect(tried, where).toBeGreaterThanOrEqual(0);
          expect(tried, where).toBeLessThan(saying);
        }
      });
  });
});
