import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../../writer/types.js';
import { DEFAULT_LIBRARY } from '../library.js';
import { INTERESTS, SKILLS, SOLUTIONS } from '../options/index.js';
import { GENERAL_SOLUTION_CANNOT } from '../options/solutions.js';
import { writeDetailed } from './write.js';

/**
 * The solve beat says concretely what the child did, in words that fit where the story is:
 * not "the listening showed what to do", and not "water always runs downhill" under the sea.
 */
const lib = DEFAULT_LIBRARY;
const base: StoryWriterInput = {
  childName: 'Mia',
  age: 9,
  readingLevel: 'advanced',
  interests: [],
  fears: [],
  theme: 'ocean',
  storyLength: 'medium',
  seed: 1,
};
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

/** Lines that say something was solved without saying how. */
const VAGUE =
  /showed what to do|(?:exactly|just|precisely|saw) what to do|showed the way|pointed the way|led the way|found the way|the answer (?:arrived|followed|stood|jumped|grew|was|popped|appeared|walked)|held the answer|had the answer|imagined the answer|picture of the answer|carried the answer|pointed to the answer|led to the answer|(?:and|,) it (?:\[?)worked\b|did the trick|that did it|solved itself|problem was solved|solved it\b|cooked up an idea|the idea came|drew the idea|took shape|worked it out|figured it out|it came true|solution was simple|into the problem|fixed everything|wish came true|magic answered|problem (?:softened|eased|melted)/i;

/** Words of the land that cannot be under the sea or in space. */
const LAND = /\b(?:downhill|uphill|soft ground|dirt|soil|mud|grass|twigs?|crickets?|puddles?|meadows?)\b/i;

/** One interest for every skill, so every skill's solutions are told. */
const INTEREST_FOR_SKILL = SKILLS.map((skill) => {
  const hit = Object.values(INTERESTS).find((i) => i.skill === skill);
  return { skill, interest: hit?.phrase };
});

describe('the solve beat', () => {
  it('every skill can solve every kind of problem in words that say what was done', () => {
    const vague: string[] = [];
    for (const [skill, kinds] of Object.entries(SOLUTIONS))
      for (const [kind, variants] of Object.entries(kinds))
        for (const level of LEVELS)
          for (const t of variants?.[level] ?? [])
            if (VAGUE.test(t)) vague.push(`${skill}/${kind}/${level}: ${t}`);
    expect(vague).toEqual([]);
  });

  it('has an interest for every skill (so the next test covers them all)', () => {
    expect(INTEREST_FOR_SKILL.filter((s) => s.interest === undefined)).toEqual([]);
  });

  it('under the sea and in space: no land words and no vague solve, for every skill', () => {
    const bad: string[] = [];
    let seed = 1;
    for (const { skill, interest } of INTEREST_FOR_SKILL)
      for (const theme of ['ocean', 'space'] as const) {
        const readingLevel = LEVELS[seed % 3] as (typeof LEVELS)[number];
        const { paragraphs, selection } = writeDetailed(
          { ...base, interests: [interest as string], theme, readingLevel, seed: seed++ },
          lib,
        );
        const solve = paragraphs.find((p) => p.marks.includes('solution'))?.text ?? '';
        const where = `${skill} / ${theme} / ${readingLevel} / ${selection.plan.id}`;
        if (solve === '') bad.push(`${where}: no solve beat`);
        if (LAND.test(solve)) bad.push(`${where}: land words: ${solve}`);
        if (VAGUE.test(solve)) bad.push(`${where}: vague: ${solve}`);
      }
    expect(bad).toEqual([]);
  });

  it('the missing pearl under the sea is never found by water running downhill', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const { story } = writeDetailed(
        { ...base, favoriteCharacter: 'a kind whale', interests: ['swimming'], seed },
        lib,
      );
      expect(story.content).not.toMatch(/downhill/i);
    }
  });
});

describe('the solution fits the problem it solves', () => {
  // Found reading aloud: "made a little stream of water, followed where it ran, and got the
  // bunny warm" (the hedgehog's leaf bed, a child who loves sea creatures).
  it('a general solution is told only for a problem its way of working can fix', () => {
    const water = Object.values(INTERESTS).find((i) => i.skill === 'water-play')?.phrase as string;
    const only = { ...lib, plans: lib.plans.filter((p) => p.id === 'land-hedgehog-leaf-bed') };
    for (const readingLevel of LEVELS)
      for (let seed = 70; seed < 82; seed++) {
        const { paragraphs } = writeDetailed(
          { ...base, interests: [water], theme: 'nature', readingLevel, seed },
          only,
        );
        const solve = paragraphs.find((p) => p.marks.includes('solution'))?.text ?? '';
        expect(solve).not.toMatch(/stream|water|channel|flows?\b|splash/i);
        expect(solve).toMatch(/warm|toasty|cozy|chill|snug|blanket|scarf|leaves/i);
      }
  });

  it('every skill without its own text for a kind lists whether its general text fits it', () => {
    // The list is the tag: a skill's general text may not claim a kind it cannot do.
    for (const skill of SKILLS)
      for (const kind of GENERAL_SOLUTION_CANNOT[skill])
        expect(
          SOLUTIONS[skill][kind],
          `${skill} has its own ${kind} text; drop it from the list`,
        ).toBeUndefined();
  });
});
