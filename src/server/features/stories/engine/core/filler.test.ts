import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORY_LENGTHS } from '../../../../../shared/constants.js';
import { DEFAULT_LIBRARY } from '../library.js';
import { requestArb } from '../test-fixtures.js';
import { FILLER_CAP } from './fit.js';
import { writeDetailed } from './write.js';

/**
 * Long stories reach their length with what happens (a second obstacle, the world's own scenes,
 * the plan's details), not by stacking greetings, celebrations and goodnights.
 */
const lib = DEFAULT_LIBRARY;

describe('long stories grow by story, not by stock lines', () => {
  for (const level of ['advanced', 'intermediate'] as const)
    it(`a long ${level} story tells at most ${FILLER_CAP[level]} stock lines, and stays in range`, () => {
      const over: string[] = [];
      for (const input of fc.sample(requestArb, { numRuns: 40, seed: level === 'advanced' ? 77 : 78 })) {
        const request = { ...input, readingLevel: level, storyLength: 'long' as const, age: 9 };
        const { filler, story, selection } = writeDetailed(request, lib);
        if (filler > FILLER_CAP[level]) over.push(`${selection.plan.id}: ${filler} stock lines`);
        expect(story.wordCount).toBeGreaterThanOrEqual(STORY_LENGTHS.long.minWords);
        expect(story.wordCount).toBeLessThanOrEqual(STORY_LENGTHS.long.maxWords);
      }
      expect(over).toEqual([]);
    });

  it('a long story with no twist asked for gets one, referred to later, as its second obstacle', () => {
    let twisted = 0;
    for (const input of fc.sample(requestArb, { numRuns: 20, seed: 79 })) {
      const request = { ...input, randomTwist: undefined, storyLength: 'long' as const };
      const { paragraphs } = writeDetailed(request, lib);
      const at = paragraphs.findIndex((p) => p.marks.includes('twist'));
      if (at >= 0 && paragraphs.slice(at + 1).some((p) => p.marks.includes('echo'))) twisted++;
    }
    // Fears may rule out every twist of a world; nearly all long stories have one.
    expect(twisted).toBeGreaterThanOrEqual(16);
  });
});
