import { describe, expect, it } from 'vitest';
import { loadPack } from '../pack/index.js';
import type { InterestUse } from '../read/types.js';
import { interestWords } from './scene-lines.js';

const pack = loadPack();
const use = (said: string, generic = false): InterestUse => {
  const entry = pack.interestIndex.find(said)?.value ?? pack.genericInterest;
  if (entry === undefined) throw new Error(`no interest entry for ${said}`);
  return { entry, said, generic };
};

// Panel 33: "told the door, quite simply, about violin and why it mattered".
describe('the interest said after "about"', () => {
  it("one thing of a kind is said whole by its label; the parent's plural or pastime words stay", () => {
    expect(interestWords(use('violin'))).toBe('playing the violin');
    expect(interestWords(use('dinosaurs'))).toBe('dinosaurs');
    expect(interestWords(use('ballet'))).toBe('ballet');
    expect(interestWords(use('train timetables'))).toBe('train timetables');
    // The table does not know it: the parent's words, as typed.
    expect(interestWords(use('ukulele', true))).toBe('ukulele');
  });
});
