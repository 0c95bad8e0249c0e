import { describe, expect, it } from 'vitest';
import { wordForms } from './check.js';

/**
 * A word's own forms, and no other word: the fixes a living thing may not be done ("tape", "tie")
 * refused every help line with "tapped" or "tired" in it (the helpers of panel 78 found it).
 */
describe('wordForms', () => {
  it.each([
    ['tape', 'taped it down'],
    ['tape', 'taping'],
    ['tape', 'two tapes'],
    ['tie', 'tied it'],
    ['tie', 'tying a bow'],
    ['dance', 'the dancing bear'],
    ['dance', 'a dancer'],
    ['dance', 'she danced'],
    ['juggle', 'a juggler'],
    ['drum', 'drumming'],
    ['drum', 'the drummer'],
    ['wipe', 'wiped clean'],
  ])('"%s" is said by "%s"', (word, text) => {
    expect(wordForms([word]).test(text)).toBe(true);
  });

  it.each([
    ['tape', 'tapped the drum'],
    ['tape', 'a tap on the door'],
    ['tie', 'tired out'],
    ['sea', 'search'],
    ['dance', 'a dank cave'],
  ])('"%s" is not said by "%s"', (word, text) => {
    expect(wordForms([word]).test(text)).toBe(false);
  });
});
