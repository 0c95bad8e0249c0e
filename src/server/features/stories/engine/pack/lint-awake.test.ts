import { describe, expect, it } from 'vitest';
import { awakeBedtimeProblems } from './lint-awake.js';
import type { RawPack } from './types.js';

describe('bedtime lines told before the story’s own sleep line', () => {
  it('names a level whose every line puts the child to sleep, and passes one with an awake telling', () => {
    const asleep = '{Name} thought of the plane and [drifted off|fell asleep].';
    const awake = '{Name} thought of the plane and [drifted off|smiled into the pillow].';
    const pack = {
      worries: [
        { id: 'w1', closing: { intermediate: [asleep] } },
        { id: 'w2', closing: { intermediate: [awake] } },
        { id: 'w3', closing: { intermediate: [asleep, '{Name} snuggled down.'] } },
      ],
    } as unknown as Partial<RawPack>;
    const problems = awakeBedtimeProblems(pack, new Map());
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^worries w1 closing \(intermediate\)/),
    ]);
  });
});
