import { hashString } from '../prng.js';

/** Lower-case words only, so "The fox smiled." and "the fox smiled!" are the same sentence. */
export function normalizeSentence(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A short stable key for a sentence (two 32-bit FNV hashes: collisions are negligible over 30 stories). */
export function sentenceKey(sentence: string): string {
  // The engine keys every rendering it tries: one pass over the words, with no string built,
  // gives the very keys of the normalised text (stored in each story's memory, so they never change).
  const fast = hashesOfWords(sentence);
  if (fast !== undefined) return `${fast[0].toString(36)}${fast[1].toString(36)}`;
  const norm = normalizeSentence(sentence);
  const a = hashString(norm).toString(36);
  const b = hashString(norm, 0x1234567).toString(36);
  return `${a}${b}`;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * hashString(normalizeSentence(s)) with both seeds, for a sentence whose letters and digits are
 * all ASCII (quotes and dashes may be curly): undefined for any other, which takes the long way.
 */
function hashesOfWords(s: string): [number, number] | undefined {
  let a = 0x811c9dc5;
  let b = 0x1234567;
  let started = false;
  let gap = false;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    const upper = c >= 65 && c <= 90;
    if (upper || (c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (upper) c += 32;
      if (gap && started) {
        a = Math.imul(a ^ 32, 0x01000193) >>> 0;
        b = Math.imul(b ^ 32, 0x01000193) >>> 0;
      }
      a = Math.imul(a ^ c, 0x01000193) >>> 0;
      b = Math.imul(b ^ c, 0x01000193) >>> 0;
      started = true;
      gap = false;
    } else if (c < 128 || !LETTER_OR_DIGIT.test(s.charAt(i))) gap = true;
    else return undefined;
  }
  return [a >>> 0, b >>> 0];
}

/** Sentences of a text, each with its closing punctuation. */
export function splitSentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]+["”]?/g) ?? []).map((s) => s.trim()).filter((s) => s !== '');
}
