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

/**
 * Blind panel 29: "a basketball fact goes to a teddy" for a nine-year-old, and nine- and
 * ten-year-olds "explaining to the teddy". From eight, what the child loves is shown or done, not
 * told to the toys.
 */
describe('an older child and their interest', () => {
  it('from eight, no line of the interest tells it to a teddy, a doll or the toys', () => {
    const found: string[] = [];
    let lines = 0;
    for (let i = 0; i < 240; i++) {
      const input = {
        ...request(i),
        age: 8 + (i % 3),
        readingLevel: i % 2 ? 'advanced' : 'intermediate',
      } as const;
      const t = tell(input, pack);
      // A companion who is a rag doll or a teddy in the adventure is somebody, not a toy told to.
      const companion = t.cast.companion?.noun ?? '';
      for (const l of t.paragraphs.flatMap((p) => p.lines))
        if (/^interest\d?\./.test(l.role)) {
          lines++;
          const told = [companion, companion.split(' ').at(-1) ?? '']
            .filter((w) => w !== '')
            .reduce((text, w) => text.split(w).join(' '), l.text);
          if (/\b(?:teddy|teddies|dolls?|soft toys?|toys)\b/i.test(told)) found.push(`${i}: ${l.text}`);
        }
    }
    expect(lines).toBeGreaterThan(500);
    expect(found.slice(0, 5)).toEqual([]);
  });
});
