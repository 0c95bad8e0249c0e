import { describe, expect, it } from 'vitest';
import { countSyllables, countWords, fleschKincaidGrade } from './readability.js';

describe('countWords', () => {
  it('counts whitespace-separated tokens that contain a letter or digit', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords('Mia smiled.')).toBe(2);
    expect(countWords('One — two\n\nthree 4 ...')).toBe(4);
    expect(countWords('"Wow!" said Zoë, sea-green and happy.')).toBe(6);
  });
});

describe('countSyllables', () => {
  it.each([
    ['cat', 1],
    ['the', 1],
    ['moon', 1],
    ['cake', 1],
    ['walked', 1],
    ['little', 2],
    ['sleepy', 2],
    ['waited', 2],
    ['butterfly', 3],
    ['adventure', 3],
    ['magnificent', 4],
    ['', 0],
  ])('%s has %i', (word, n) => {
    expect(countSyllables(word)).toBe(n);
  });

  it('never returns less than one for a real word', () => {
    for (const w of ['rhythm', 'shh', 'tsk', 'y', 'e']) expect(countSyllables(w)).toBeGreaterThanOrEqual(1);
  });
});

describe('fleschKincaidGrade', () => {
  it('is low for short plain sentences and high for long rich ones', () => {
    const easy = 'The cat sat. The dog ran. It was fun. We had a nap.';
    const hard =
      'Consequently, the extraordinarily inquisitive astronomer meticulously catalogued innumerable luminous celestial phenomena throughout the interminable, unforgettable evening.';
    expect(fleschKincaidGrade(easy)).toBeLessThan(1);
    expect(fleschKincaidGrade(hard)).toBeGreaterThan(12);
    expect(fleschKincaidGrade(easy)).toBeLessThan(fleschKincaidGrade(hard));
  });

  it('is 0 for empty text', () => {
    expect(fleschKincaidGrade('')).toBe(0);
  });
});
