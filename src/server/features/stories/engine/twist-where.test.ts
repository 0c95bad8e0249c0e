import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { grammarFindings } from './grammar/lint.js';
import { loadPack } from './pack/index.js';
import { readTwist } from './read/twist.js';
import { tell } from './tell/story.js';

/**
 * Twists a blind panel of parents typed that were reported as unusable (issue 24): "it rains
 * lemonade" (weather made of something), "there is a dragon under the bed", "a whale lives in the
 * bath" (a creature somewhere). They are the premise and come back at bedtime, at every level,
 * with other nouns told as rightly ("an octopus", "some fairies", "a family of mice").
 */
const pack = loadPack();
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const SEEDS = Array.from({ length: 9 }, (_v, i) => i * 7919 + 11);

function request(randomTwist: string, seed: number): StoryWriterInput {
  const level = LEVELS[seed % 3] ?? 'intermediate';
  return {
    childName: 'Ibby',
    age: level === 'beginner' ? 4 : level === 'intermediate' ? 7 : 10,
    readingLevel: level,
    pronouns: seed % 2 === 0 ? 'she/her' : 'he/him',
    interests: [],
    fears: [],
    theme: (['magic', 'adventure', 'animals', 'bedtime'] as const)[seed % 4] ?? 'magic',
    storyLength: seed % 4 === 0 ? 'short' : 'medium',
    seed,
    randomTwist,
  };
}

const twistText = (t: ReturnType<typeof tell>) =>
  t.paragraphs
    .flatMap((p) => p.lines)
    .filter((l) => l.role.startsWith('twist.'))
    .map((l) => l.text)
    .join(' ');

const WEATHER: [string, RegExp][] = [
  ['it rains lemonade', /raining lemonade|rain lemonade|lemonade rain/],
  ['it snows marshmallows', /snowing marshmallows|snow marshmallows|marshmallow snow/],
  ["it's raining jelly beans", /raining jelly beans|rain jelly beans|jelly bean rain/],
  ['it hails gumdrops', /hailing gumdrops|hail gumdrops|gumdrop hail/],
  ['the sky rains popcorn', /raining popcorn|rain popcorn|popcorn rain/],
  ['it rained pink lemonade all day', /pink lemonade/],
];

const LIVES: [string, RegExp, RegExp][] = [
  ['there is a dragon under the bed', /\bdragon\b/, /under the bed/],
  ["there's a tiny elephant in the teapot", /tiny elephant/, /teapot/],
  ['a whale lives in the bath', /\bwhale\b/, /\bbath\b/],
  ['a unicorn lives in the garden', /\bunicorn\b/, /garden/],
  ['a fox lives in the wardrobe', /\bfox\b/, /wardrobe/],
  ["there's an octopus in the bathtub", /\boctopus\b/, /bathtub/],
  ['an owl lives in the clock', /\bowl\b/, /clock/],
  ['a penguin lives in the freezer', /\bpenguin\b/, /freezer/],
  ['there are fairies at the bottom of the garden', /\bfairies\b/, /bottom of the garden/],
  ['a family of mice lives in my slipper', /family of mice/, /slipper/],
  ['a hedgehog sleeps under the stairs', /hedgehog/, /stairs/],
];

describe('weather made of something and a creature somewhere are the premise', () => {
  it.each(WEATHER)('%s: falls early, comes back at bedtime, at every level', (twist, said) => {
    expect(readTwist(twist, pack)?.shape).toBe('weather');
    for (const seed of SEEDS) {
      const t = tell(request(twist, seed), pack);
      expect(t.story.notices.join(' ')).not.toContain(twist);
      const premise = t.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'twist.premise');
      expect(premise?.text, t.story.content).toMatch(said);
      const echo = t.paragraphs.find((p) => p.kind === 'bedtime')?.lines.find((l) => l.role === 'twist.echo');
      expect(echo?.text, t.story.content).toMatch(said);
      // Never a made-up past ("it snew"), never "marshmallows snow".
      expect(twistText(t)).not.toMatch(/\bsnew\b|\b\w+s (?:rain|snow|hail)\b(?! down)/);
      expect(grammarFindings(t.story.content), t.story.content).toEqual([]);
    }
  });

  it.each(LIVES)('%s: met as "a ..." first, helps, and is wished good night', (twist, who, where) => {
    expect(readTwist(twist, pack)?.shape).toBe('lives-in');
    for (const seed of SEEDS) {
      const t = tell(request(twist, seed), pack);
      expect(t.story.notices.join(' ')).not.toContain(twist);
      const lines = t.paragraphs.flatMap((p) => p.lines);
      const premise = lines.find((l) => l.role === 'twist.premise')?.text ?? '';
      expect(premise, t.story.content).toMatch(who);
      expect(premise, t.story.content).toMatch(where);
      // The creature is met ("a dragon", "some fairies") before it is "the dragon".
      const first = twistText(t).search(who);
      expect(twistText(t).slice(Math.max(0, first - 6), first), premise).toMatch(/\b(?:an?|some) $/i);
      expect(
        lines.some((l) => l.role === 'twist.echo' && who.test(l.text)),
        t.story.content,
      ).toBe(true);
      expect(twistText(t)).not.toMatch(
        /\bthe an?\b|\ba an?\b|\ban [^aeiou\s]|\ba [aeio]\w|\bwas fairies\b|were family/i,
      );
      expect(grammarFindings(t.story.content), t.story.content).toEqual([]);
    }
  });

  it('a place new to the story is met before the creature in it; the bed is there anyway', () => {
    for (const seed of SEEDS) {
      const teapot = twistText(tell(request("there's a tiny elephant in the teapot", seed), pack));
      expect(teapot.indexOf('a teapot'), teapot).toBeGreaterThanOrEqual(0);
      expect(teapot.indexOf('a teapot')).toBeLessThan(teapot.indexOf('the teapot'));
      const bed = twistText(tell(request('there is a dragon under the bed', seed), pack));
      expect(bed).not.toMatch(/\ba bed\b/);
    }
  });

  it('a thing that cannot wave hello, or a person, is not told as a creature somewhere', () => {
    for (const twist of ['there is a door in the wardrobe', 'a teacher lives in the garden'])
      expect(readTwist(twist, pack)?.shape, twist).not.toBe('lives-in');
  });
});

describe("a twist's thing is met before it is 'the' thing", () => {
  it.each([
    ['the teapot only works when you say please', 'teapot'],
    ['the umbrella only opens when you sing to it', 'umbrella'],
    ['the spoon can talk', 'spoon'],
  ])('%s', (twist, noun) => {
    for (const seed of SEEDS) {
      const t = tell(request(twist, seed), pack);
      const told = twistText(t);
      const a = told.search(new RegExp(`\\ban? ${noun}\\b`));
      const the = told.search(new RegExp(`\\bthe ${noun}\\b`, 'i'));
      if (the < 0) continue;
      // Brought in at home (intro) counts as met: "Ibby's teapot".
      const intro = t.paragraphs.flatMap((p) => p.lines).some((l) => l.role === 'twist.intro');
      if (!intro) expect(a, told).toBeGreaterThanOrEqual(0);
      if (!intro) expect(a, told).toBeLessThan(the);
    }
  });
});
