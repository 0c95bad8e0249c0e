import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeLocalStory } from './index.js';
import { overlap, requestArb } from './test-fixtures.js';

describe('variety', () => {
  it('two seeds for the same child and request share under 25% of their 5-grams', () => {
    const requests = fc.sample(requestArb, { numRuns: 100, seed: 4242 });
    const worst = requests.map((r, i) => {
      const a = writeLocalStory({ ...r, seed: i * 7919 + 1 }).content;
      const b = writeLocalStory({ ...r, seed: i * 7919 + 2 }).content;
      return overlap(a, b);
    });
    for (const o of worst) expect(o).toBeLessThan(0.25);
  });

  it('rarely repeats a title for the same request', () => {
    for (const r of fc.sample(requestArb, { numRuns: 5, seed: 99 })) {
      const titles = new Set<string>();
      for (let seed = 0; seed < 200; seed++) titles.add(writeLocalStory({ ...r, seed }).title);
      expect(titles.size).toBeGreaterThanOrEqual(180);
    }
  });
});
