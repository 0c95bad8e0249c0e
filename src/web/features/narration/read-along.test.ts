import { describe, expect, it } from 'vitest';
import type { TSentenceTiming } from '../../../shared/stories';
import {
  readAlongAt,
  readAlongParagraphs,
  seekTimeOf,
  sentenceIndexAt,
  wordIndexAt,
  wordPieces,
} from './read-along';

const timed = (texts: string[], step = 2): TSentenceTiming[] =>
  texts.map((text, i) => ({ text, start: i * step, end: i * step + step - 0.5 }));

const joined = (pieces: { text: string }[]) => pieces.map((p) => p.text).join('');

describe('readAlongParagraphs', () => {
  const content = '  Mia looked up. The moon smiled!\n\n\nShe yawned… "Goodnight," she said.  \r\nThe End.';
  const timings = timed([
    'Mia looked up.',
    'The moon smiled!',
    'She yawned…',
    '"Goodnight," she said.',
    'The End.',
  ]);

  it('keeps the paragraphs the reader shows and marks each timed sentence in order', () => {
    const paragraphs = readAlongParagraphs(content, timings);
    expect(paragraphs.map(joined)).toEqual([
      'Mia looked up. The moon smiled!',
      'She yawned… "Goodnight," she said.',
      'The End.',
    ]);
    const sentences = paragraphs.flat().filter((p) => p.sentence !== null);
    expect(sentences.map((p) => [p.sentence, p.text])).toEqual([
      [0, 'Mia looked up.'],
      [1, 'The moon smiled!'],
      [2, 'She yawned…'],
      [3, '"Goodnight," she said.'],
      [4, 'The End.'],
    ]);
    // The space between two sentences is plain text, so the words read exactly as written.
    expect(paragraphs[0]).toEqual([
      { text: 'Mia looked up.', sentence: 0 },
      { text: ' ', sentence: null },
      { text: 'The moon smiled!', sentence: 1 },
    ]);
  });

  it('finds a repeated sentence at its own place, not the first time the words occur', () => {
    const text = 'Hush. Hush.\nHush.';
    const paragraphs = readAlongParagraphs(text, timed(['Hush.', 'Hush.', 'Hush.']));
    expect(paragraphs.map((p) => p.map((x) => x.sentence))).toEqual([[0, null, 1], [2]]);
  });

  it('skips a timing whose words are gone and still marks the ones after it', () => {
    const paragraphs = readAlongParagraphs('One. Three.', timed(['One.', 'Two.', 'Three.']));
    expect(paragraphs[0]?.filter((p) => p.sentence !== null).map((p) => p.sentence)).toEqual([0, 2]);
    expect(joined(paragraphs[0] ?? [])).toBe('One. Three.');
  });

  it('without timings gives plain paragraphs', () => {
    expect(readAlongParagraphs('A.\n\nB.', [])).toEqual([
      [{ text: 'A.', sentence: null }],
      [{ text: 'B.', sentence: null }],
    ]);
  });
});

describe('sentenceIndexAt', () => {
  const timings = timed(['a', 'b', 'c'], 2); // starts 0, 2, 4

  it('is the last sentence that has started, through the pause after it', () => {
    expect(sentenceIndexAt(timings, 0)).toBe(0);
    expect(sentenceIndexAt(timings, 1.9)).toBe(0);
    expect(sentenceIndexAt(timings, 2)).toBe(1);
    expect(sentenceIndexAt(timings, 3.8)).toBe(1);
    expect(sentenceIndexAt(timings, 99)).toBe(2);
  });

  it('is -1 before the first sentence or with no timings', () => {
    expect(
      sentenceIndexAt(
        timed(['a'], 2).map((t) => ({ ...t, start: 0.5 })),
        0.2,
      ),
    ).toBe(-1);
    expect(sentenceIndexAt([], 3)).toBe(-1);
  });

  it('a seek to a sentence lands on that sentence', () => {
    for (let i = 0; i < timings.length; i++) {
      expect(sentenceIndexAt(timings, seekTimeOf(timings, i) ?? -1)).toBe(i);
    }
    expect(seekTimeOf(timings, 7)).toBeNull();
  });
});

describe('word timings', () => {
  const words = [
    { text: 'Goodnight', start: 2.1, end: 2.8 },
    { text: 'moon', start: 2.9, end: 3.3 },
  ];

  it('cuts a sentence at its timed words, punctuation between them', () => {
    expect(wordPieces('"Goodnight, moon."', words)).toEqual([
      { text: '"', word: null },
      { text: 'Goodnight', word: 0 },
      { text: ', ', word: null },
      { text: 'moon', word: 1 },
      { text: '."', word: null },
    ]);
  });

  it("answers null without word timings or when they are not this text's words", () => {
    expect(wordPieces('"Goodnight, moon."', undefined)).toBeNull();
    expect(wordPieces('"Goodnight, moon."', [])).toBeNull();
    expect(wordPieces('"Goodnight, sun."', words)).toBeNull();
    expect(wordPieces('"Goodnight, big moon."', words)).toBeNull();
  });

  it('finds the word being said: the last started, none before the first or without timings', () => {
    expect(wordIndexAt(words, 2.0)).toBe(-1);
    expect(wordIndexAt(words, 2.85)).toBe(0);
    expect(wordIndexAt(words, 3.0)).toBe(1);
    expect(wordIndexAt(undefined, 3.0)).toBe(-1);
    const timings = [{ text: '"Goodnight, moon."', start: 2, end: 3.5, words }];
    expect(readAlongAt(timings, 3.0, true)).toEqual({ sentence: 0, word: 1 });
    expect(readAlongAt(timings, 3.0, false)).toEqual({ sentence: -1, word: -1 });
  });
});
