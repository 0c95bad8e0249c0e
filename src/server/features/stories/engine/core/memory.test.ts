import { describe, expect, it } from 'vitest';
import { hashString } from '../prng.js';
import { normalizeSentence, sentenceKey } from './memory.js';

/** The key as stories already in memory were stored with: both hashes of the normalised sentence. */
const storedKey = (s: string) => {
  const norm = normalizeSentence(s);
  return `${hashString(norm).toString(36)}${hashString(norm, 0x1234567).toString(36)}`;
};

describe('sentenceKey', () => {
  it('gives the stored key for plain, curly-quoted, accented and non-Latin sentences', () => {
    const sentences = [
      'The fox smiled.',
      '  "Hello!" said Mia, softly… ',
      '“Wow,” said Théo — and Zoë laughed.',
      'İstanbul was far away.',
      'Ünal counted: 1, 2, 3!',
      "Mia's hat's red.",
      '…',
      '',
      'Мила спит.',
    ];
    for (const s of sentences) expect(sentenceKey(s), s).toBe(storedKey(s));
  });

  it('is the same for the same words, whatever the case and marks', () => {
    expect(sentenceKey('The fox smiled.')).toBe(sentenceKey('the fox smiled!'));
    expect(sentenceKey('The fox smiled.')).not.toBe(sentenceKey('The fox smiles.'));
  });
});
