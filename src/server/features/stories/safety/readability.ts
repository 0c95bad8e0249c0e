/**
 * Word counting and a Flesch-Kincaid estimate. One definition of "a word" is shared by the
 * engine (to fit the chosen length) and the safety check (to enforce it), so they never disagree.
 */

const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const WHITESPACE = /\s+/;

/** Whitespace-separated tokens that contain at least one letter or digit ("—" is not a word). */
export function countWords(text: string): number {
  let n = 0;
  for (const token of text.split(WHITESPACE)) {
    if (token !== '' && HAS_LETTER_OR_DIGIT.test(token)) n++;
  }
  return n;
}

const VOWEL_GROUPS = /[aeiouy]+/g;

/**
 * Heuristic English syllable count: vowel groups, minus a silent final "e" / "-es" / "-ed".
 * Exact counts need a dictionary; for a grade estimate the heuristic is within noise.
 */
const syllablesKnown = new Map<string, number>();

export function countSyllables(word: string): number {
  // The engine grades every rendering it tries (beginners): the same few hundred words, again and again.
  let n = syllablesKnown.get(word);
  if (n === undefined) {
    n = syllablesOf(word);
    if (syllablesKnown.size > 50_000) syllablesKnown.clear();
    syllablesKnown.set(word, n);
  }
  return n;
}

function syllablesOf(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  let stem = w;
  if (/(?:[^laeiouy]es|[^aeiouy]ed)$/.test(stem) && !/(?:ted|ded)$/.test(stem)) {
    stem = stem.slice(0, -2);
  } else if (stem.endsWith('e') && !/[^aeiouy]le$/.test(stem) && !stem.endsWith('ee')) {
    stem = stem.slice(0, -1);
  }
  const groups = stem.match(VOWEL_GROUPS);
  return Math.max(1, groups === null ? 1 : groups.length);
}

/** Sentences end at runs of . ! ? (a closing quote after them does not matter). */
function countSentences(text: string): number {
  const runs = text.match(/[.!?]+/g);
  return Math.max(1, runs === null ? 0 : runs.length);
}

export interface TextStats {
  words: number;
  sentences: number;
  syllables: number;
}

const tokenSyllablesKnown = new Map<string, number>();

/** Hyphenated tokens ("sea-green") are one word with the syllables of both parts. */
function tokenSyllables(token: string): number {
  let n = tokenSyllablesKnown.get(token);
  if (n === undefined) {
    n = 0;
    for (const part of token.split('-')) n += countSyllables(part);
    if (tokenSyllablesKnown.size > 50_000) tokenSyllablesKnown.clear();
    tokenSyllablesKnown.set(token, n);
  }
  return n;
}

export function textStats(text: string): TextStats {
  let words = 0;
  let syllables = 0;
  for (const token of text.split(WHITESPACE)) {
    if (token === '' || !HAS_LETTER_OR_DIGIT.test(token)) continue;
    words++;
    syllables += tokenSyllables(token);
  }
  return { words, sentences: countSentences(text), syllables: Math.max(syllables, words) };
}

export function gradeFromStats(s: TextStats): number {
  if (s.words === 0) return 0;
  return 0.39 * (s.words / s.sentences) + 11.8 * (s.syllables / s.words) - 15.59;
}

/** Flesch-Kincaid grade level: 0.39 × words/sentence + 11.8 × syllables/word − 15.59. */
export function fleschKincaidGrade(text: string): number {
  return gradeFromStats(textStats(text));
}
