import { describe, expect, it } from 'vitest';
import nlp, { keptReading } from './nlp.js';

describe('compromise as the engine uses it', () => {
  it('a pattern grown from once still matches anywhere the next time (each caller has its own copy)', () => {
    // growRight marks its pattern's first token as the start of the match: a kept pattern shared
    // with the next match would then only find a noun that opens the sentence.
    // Words no pack teaches compromise (the stories' tests share its lexicon): "table", "she".
    nlp('the big table stood').match('big').growRight('#Noun');
    expect(nlp('the table stood').match('#Noun').text()).toBe('table');
    nlp('she went to the park').match('went').growLeft('#Pronoun');
    expect(nlp('she went to the park').match('#Pronoun').text()).toBe('she');
  });

  it('a kept pattern matches as a fresh one does, groups and all', () => {
    const pattern = 'our [<thing>#Noun] is called [<name>.]';
    for (const text of ['our boat is called Pepper', 'our house is called Biscuit']) {
      const fresh = nlp(text).match(pattern).groups() as Record<string, { text(): string }>;
      expect(fresh.name?.text()).toBe(text.split(' ').at(-1));
    }
  });

  it('a kept reading is read once, and the table never grows past its size', () => {
    let reads = 0;
    const reading = keptReading((phrase: string) => {
      reads++;
      return phrase.length;
    }, 3);
    expect([reading('fly'), reading('fly'), reading('dance')]).toEqual([3, 3, 5]);
    expect(reads).toBe(2);
    for (const w of ['a', 'bb', 'ccc', 'dddd']) reading(w);
    // Full, the least recently read went first: "fly" is read again.
    reading('fly');
    expect(reads).toBe(7);
  });
});
