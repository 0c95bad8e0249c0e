import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { grammarFindings } from './grammar/lint.js';
import { loadPack } from './pack/index.js';
import { tell } from './tell/story.js';

/**
 * "The garden is afraid of the dark": the panel heard "the garden trembling" and a teapot
 * whispering in a tiny voice (issue 24). A thing that cannot feel is told as a story book tells
 * it ("as if it was afraid of the dark", "even the garden seemed to hold its breath"); a
 * creature (a dragon, an owl, a bear) keeps the creature's lines: it whispers, it hangs back.
 */
const pack = loadPack();
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const SEEDS = Array.from({ length: 12 }, (_v, i) => i * 104729 + 3);

function request(randomTwist: string, seed: number): StoryWriterInput {
  const level = LEVELS[seed % 3] ?? 'intermediate';
  return {
    childName: 'Tomasz',
    age: level === 'beginner' ? 4 : level === 'intermediate' ? 7 : 10,
    readingLevel: level,
    pronouns: seed % 2 === 0 ? 'she/her' : 'he/him',
    interests: [],
    fears: [],
    theme: (['magic', 'nature', 'animals', 'adventure'] as const)[seed % 4] ?? 'magic',
    storyLength: 'medium',
    seed,
    randomTwist,
  };
}

const told = (t: ReturnType<typeof tell>) =>
  t.paragraphs
    .flatMap((p) => p.lines)
    .filter((l) => l.role.startsWith('twist.'))
    .map((l) => l.text)
    .join(' ');

/** What only a creature does: trembles, shivers, hides its face, whispers, speaks. */
const CREATURE =
  /trembl|shiver|shaking|hid\w* (?:its|their) face|hiding|peeking out|in a (?:tiny|small) voice|whispered (?:the|shyly|softly)|said the|"I (?:can't|don't|wish)|hung back|took (?:one|the first) (?:brave )?step/i;

describe('afraid: a thing that cannot feel, and a creature', () => {
  it.each([
    ['the garden is afraid of the dark', /garden/],
    ['the moon is scared of thunder', /moon/],
    ['the house is frightened of the wind', /house/],
    ['the teapot is afraid of spiders', /teapot/],
    ['the little car is nervous of puddles', /little car/],
  ])('%s: told as a story book would, never trembling', (twist, x) => {
    for (const seed of SEEDS) {
      const t = tell(request(twist, seed), pack);
      expect(t.brief.twist?.unfeeling, twist).toBe(true);
      const text = told(t);
      expect(text, t.story.content).toMatch(x);
      expect(text, t.story.content).toMatch(/afraid|scared|frightened|nervous/);
      expect(text, t.story.content).not.toMatch(CREATURE);
      expect(grammarFindings(t.story.content), t.story.content).toEqual([]);
    }
  });

  it.each([
    'the dragon is afraid of the dark',
    'the owl is scared of thunder',
    'the bear is frightened of bees',
  ])('%s: a creature keeps the creature lines', (twist) => {
    let creatureLike = 0;
    for (const seed of SEEDS) {
      const t = tell(request(twist, seed), pack);
      expect(t.brief.twist?.unfeeling, twist).toBe(false);
      if (CREATURE.test(told(t))) creatureLike++;
    }
    expect(creatureLike).toBeGreaterThan(SEEDS.length / 2);
  });
});
