// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSentenceTiming } from '../../../shared/stories';
import { readAlongAt } from './read-along';
import { ReadAlongText } from './ReadAlongText';

const CONTENT = 'Mia looked up. "Goodnight, moon," she said.\n\nThe End.';
const SENTENCES: TSentenceTiming[] = [
  {
    text: 'Mia looked up.',
    start: 0,
    end: 1.6,
    words: [
      { text: 'Mia', start: 0.2, end: 0.5 },
      { text: 'looked', start: 0.5, end: 1.0 },
      { text: 'up', start: 1.0, end: 1.5 },
    ],
  },
  {
    text: '"Goodnight, moon," she said.',
    start: 2,
    end: 4,
    words: [
      { text: 'Goodnight', start: 2.1, end: 2.8 },
      { text: 'moon', start: 2.9, end: 3.3 },
      { text: 'she', start: 3.4, end: 3.6 },
      { text: 'said', start: 3.6, end: 3.9 },
    ],
  },
  { text: 'The End.', start: 5, end: 6 },
];
const WITHOUT_WORDS = SENTENCES.map(({ text, start, end }) => ({ text, start, end }));

afterEach(cleanup);

/** The reader's text at `time` seconds of the narration, as the reader and the daily screen show it. */
function readAt(timings: TSentenceTiming[], time: number) {
  const { sentence, word } = readAlongAt(timings, time, true);
  return render(
    <ReadAlongText
      content={CONTENT}
      timings={timings}
      active={sentence}
      activeWord={word}
      follow={false}
      onSentence={vi.fn()}
    />,
  );
}

describe('ReadAlongText word marks', () => {
  it('marks the word being said inside the current sentence, with a visual mark only', () => {
    const { container } = readAt(SENTENCES, 3.0);
    const sentence = container.querySelector('[aria-current="true"]');
    expect(sentence?.textContent).toBe('"Goodnight, moon," she said.');
    const marked = container.querySelectorAll('.word--current');
    expect(marked).toHaveLength(1);
    expect(marked[0]?.textContent).toBe('moon');
    expect(sentence?.contains(marked[0]!)).toBe(true);
    // Only the current sentence is cut into words; its text reads the same.
    expect([...container.querySelectorAll('.word')].map((w) => w.textContent)).toEqual([
      'Goodnight',
      'moon',
      'she',
      'said',
    ]);
    // Nothing tells a screen reader of each word: no aria-current on it, no live region anywhere.
    expect(marked[0]?.getAttribute('aria-current')).toBeNull();
    expect(container.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(container.querySelector('[aria-live], [role="status"], [role="log"]')).toBeNull();
  });

  it('moves the mark as the narration goes on', () => {
    const { container, rerender } = readAt(SENTENCES, 0.6);
    expect(container.querySelector('.word--current')?.textContent).toBe('looked');
    const { sentence, word } = readAlongAt(SENTENCES, 3.7, true);
    rerender(
      <ReadAlongText
        content={CONTENT}
        timings={SENTENCES}
        active={sentence}
        activeWord={word}
        follow={false}
        onSentence={vi.fn()}
      />,
    );
    expect(container.querySelector('.word--current')?.textContent).toBe('said');
  });

  it('marks no word without word timings: the sentence is marked whole', () => {
    const { container } = readAt(WITHOUT_WORDS, 3.0);
    expect(container.querySelector('[aria-current="true"]')?.textContent).toBe(
      '"Goodnight, moon," she said.',
    );
    expect(container.querySelector('.word')).toBeNull();
    expect(container.querySelector('.word--current')).toBeNull();
  });

  it('marks no word in a sentence the voice did not time by word, nor before the first word', () => {
    expect(readAt(SENTENCES, 5.5).container.querySelector('.word')).toBeNull();
    cleanup();
    const early = readAt(SENTENCES, 0.1).container;
    expect(early.querySelector('[aria-current="true"]')?.textContent).toBe('Mia looked up.');
    expect(early.querySelector('.word--current')).toBeNull();
  });
});
