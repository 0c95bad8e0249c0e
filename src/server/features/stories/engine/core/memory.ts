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
  const norm = normalizeSentence(sentence);
  const a = hashString(norm).toString(36);
  const b = hashString(norm, 0x1234567).toString(36);
  return `${a}${b}`;
}

/** Sentences of a text, each with its closing punctuation. */
export function splitSentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]+["”]?/g) ?? []).map((s) => s.trim()).filter((s) => s !== '');
}
