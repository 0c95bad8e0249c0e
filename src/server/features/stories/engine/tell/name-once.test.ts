import { describe, expect, it } from 'vitest';
import type { Child } from '../read/types.js';
import { nameThenPronoun } from './name-once.js';

const she = { they: 'she', them: 'her', their: 'her', themself: 'herself', were: 'was' };
const child = (name: string, pronouns?: Child['pronouns']): Child => ({
  name,
  age: 5,
  level: 'beginner',
  ...(pronouns === undefined ? {} : { pronouns }),
});
const mei = child('Mei', she);
const others = new Set(['Mei', 'Priya', 'Tabitha']);

// Panel 33 heard "Mei" twenty times in 340 words: a picture book names the child, then "she".
describe('a child named at the start of two sentences running', () => {
  it('is "she" (or "her") the second time, and named again the third', () => {
    expect(
      nameThenPronoun(
        "Mei found her slippers. Mei drew a moon. Mei's crayon was yellow. Mei yawned.",
        mei,
        others,
      ),
    ).toBe("Mei found her slippers. She drew a moon. Mei's crayon was yellow. She yawned.");
    expect(nameThenPronoun('So Mei tried once more. Mei had a warm scarf.', mei, others)).toBe(
      'So Mei tried once more. She had a warm scarf.',
    );
  });

  it('keeps the name after someone else is named, after dialogue, and for "Mei and Priya"', () => {
    for (const text of [
      'Mei waved to Priya. Mei smiled.',
      '"Look!" said Mei. Mei smiled.',
      'Mei yawned. Mei and Priya giggled.',
      'Mei hugged \u0001m0\u0002. Mei smiled.',
    ])
      expect(nameThenPronoun(text, mei, others)).toBe(text);
  });

  it('is never done for a child who is "they", or whose parent gave no pronouns', () => {
    const river = child('River', { ...she, they: 'they', their: 'their' });
    expect(nameThenPronoun('River jumped. River laughed.', river, others)).toBe(
      'River jumped. River laughed.',
    );
    const sam = child('Sam');
    expect(nameThenPronoun('Sam jumped. Sam laughed.', sam, others)).toBe('Sam jumped. Sam laughed.');
  });
});
