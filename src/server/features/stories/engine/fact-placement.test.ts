import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { tell } from './tell/story.js';

/**
 * Issue 24, blind panel 27: facts "bolted on after the fix" in 12 of 15 stories ("The moon rabbit
 * beamed from nose to toes. 'Bread puffs up because of tiny yeast!' explained Leo."). The fact a
 * child loves is told on the way, beside what they see, and never once the trouble is put right.
 */
const pack = loadPack();
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const INTERESTS = ['beetles', 'whales', 'trains', 'ballet', 'baking', 'volcanoes', 'football', 'robots'];
const THEMES = ['adventure', 'space', 'ocean', 'nature', 'magic', 'bedtime', 'animals'];

function request(i: number): StoryWriterInput {
  return {
    childName: 'Nell',
    age: 3 + (i % 7),
    readingLevel: LEVELS[i % 3] ?? 'beginner',
    interests: [INTERESTS[i % INTERESTS.length] ?? 'kites'],
    fears: [],
    theme: THEMES[i % THEMES.length] ?? 'adventure',
    storyLength: i % 2 ? 'medium' : 'long',
    seed: 40 + i * 11,
    pronouns: 'she/her',
  };
}

describe("the child's fact", () => {
  it('is never told after the fix, and is told on the way in stories that travel', () => {
    let onTheWay = 0;
    for (let i = 0; i < 240; i++) {
      const t = tell(request(i), pack);
      const solved = t.paragraphs.findIndex((p) => p.lines.some((l) => l.role === 'interest.help'));
      t.paragraphs.forEach((p, at) => {
        const fact = p.lines.find((l) => l.role === 'interest.fact');
        if (fact === undefined) return;
        expect(at, `${t.plan.id} (${p.kind}): ${fact.text}`).toBeLessThan(solved < 0 ? Infinity : solved);
        onTheWay++;
      });
    }
    // Beginners' stories too: the fact was kept for after the fix for every young child.
    expect(onTheWay).toBeGreaterThan(80);
  });
});
