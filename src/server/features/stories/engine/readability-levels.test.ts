import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { READING_LEVELS } from '../../../../shared/constants.js';
import { fleschKincaidGrade } from '../safety/readability.js';
import { writeLocalStory } from './index.js';
import { requestArb } from './test-fixtures.js';

// Fixed fast-check seeds: these are statistical properties, so the sample is pinned.
const requests = fc.sample(requestArb, { numRuns: 200, seed: 20240601 });

describe('reading level', () => {
  it('keeps every beginner story at Flesch-Kincaid grade 3 or below', () => {
    for (const r of requests) {
      const grade = fleschKincaidGrade(writeLocalStory({ ...r, readingLevel: 'beginner' }).content);
      expect(grade).toBeLessThanOrEqual(3);
    }
  });

  it('orders the mean grade beginner < intermediate < advanced', () => {
    const mean = (level: (typeof READING_LEVELS)[number]): number =>
      requests.reduce(
        (sum, r) => sum + fleschKincaidGrade(writeLocalStory({ ...r, readingLevel: level }).content),
        0,
      ) / requests.length;
    const [b, i, a] = READING_LEVELS.map(mean) as [number, number, number];
    expect(b).toBeLessThan(i);
    expect(i).toBeLessThan(a);
  });

  it('writes simpler text for younger children at the same level', () => {
    const mean = (age: number): number =>
      requests.reduce(
        (sum, r) =>
          sum + fleschKincaidGrade(writeLocalStory({ ...r, age, readingLevel: 'advanced' }).content),
        0,
      ) / requests.length;
    expect(mean(3)).toBeLessThan(mean(11));
  });
});
