/**
 * Whole-word, case-insensitive matching of word lists (fears, unsafe words) with simple plurals.
 * "Whole word" means the neighbours are not letters or digits, so "skill" never matches "kill"
 * and "class" never matches "ass", while "dog's" and "dogs" both match "dog".
 */

/** Function words that can never be a meaningful fear on their own. */
const STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'or',
  'to',
  'in',
  'on',
  'at',
  'be',
  'being',
  'my',
  'i',
  'is',
  'it',
  'by',
  'for',
  'with',
  'from',
  'very',
  'really',
  'big',
  'getting',
  'going',
  'when',
  'too',
  'afraid',
  'scared',
  'fear',
]);

/** Lower-case, letters/digits/apostrophes/hyphens/spaces only, single spaces. */
export function normalizeTerm(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\- ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The singular and simple plural forms of the last word of a term. */
export function pluralVariants(term: string): string[] {
  const space = term.lastIndexOf(' ');
  const head = term.slice(0, space + 1);
  const w = term.slice(space + 1);
  const forms = new Set<string>([w]);
  if (w.length > 2) {
    if (w.endsWith('ies')) forms.add(w.slice(0, -3) + 'y');
    else if (/(?:s|x|z|ch|sh)es$/.test(w)) forms.add(w.slice(0, -2));
    if (w.endsWith('s') && !w.endsWith('ss')) forms.add(w.slice(0, -1));
    if (w.endsWith('ves')) {
      forms.add(w.slice(0, -3) + 'f');
      forms.add(w.slice(0, -3) + 'fe');
    }
  }
  for (const f of [...forms]) {
    if (/[^aeiou]y$/.test(f)) forms.add(f.slice(0, -1) + 'ies');
    if (/(?:s|x|z|ch|sh)$/.test(f)) forms.add(f + 'es');
    else forms.add(f + 's');
    if (f.endsWith('fe')) forms.add(f.slice(0, -2) + 'ves');
    else if (f.endsWith('f')) forms.add(f.slice(0, -1) + 'ves');
  }
  return [...forms].map((f) => head + f);
}

/**
 * The phrases the safety check looks for, for one fear as a parent typed it:
 * the phrase itself and, without leading articles, "the dark" → "dark".
 */
export function fearPhrases(fear: string): string[] {
  const norm = normalizeTerm(fear);
  if (norm === '' || STOPWORDS.has(norm)) return [];
  const out = new Set<string>([norm]);
  const stripped = norm.replace(/^(?:(?:the|a|an|of|being|big|my|getting|going)\s+)+/, '');
  if (stripped !== '' && !STOPWORDS.has(stripped)) out.add(stripped);
  return [...out];
}

/**
 * What the engine avoids for one fear: the check's phrases plus every content word of a
 * multi-word fear ("loud noises" → also "noises" and "loud"), because a story for a child who
 * fears loud noises should not dance around them either.
 */
export function fearWordsStrict(fear: string): string[] {
  const phrases = fearPhrases(fear);
  const out = new Set(phrases);
  for (const p of phrases) {
    for (const w of p.split(' ')) {
      if (w.length < 3 || STOPWORDS.has(w)) continue;
      out.add(w);
      // Near relatives of a feared word ("stormy", "darkness") are avoided too.
      const stem = w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
      for (const suffix of ['y', 'ness', 'ing', 'ed']) out.add(stem + suffix);
    }
  }
  return [...out];
}

const TOKEN = /[\p{L}\p{N}]+/gu;
/** Is text[from, to) spaces and hyphens only (and not empty)? As /^[\s-]+$/, without a slice per word. */
function onlyPhraseGap(text: string, from: number, to: number): boolean {
  if (to <= from) return false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    // Space, tab and the other ASCII white space, and the hyphen; anything else is checked the long way.
    if (c === 32 || c === 45 || (c >= 9 && c <= 13)) continue;
    if (c < 128 || !/\s/.test(text[i] as string)) return false;
  }
  return true;
}

/**
 * Lower-cased letter/digit tokens ("Dog's tail!" → dog, s, tail), and for each token whether
 * it continues a phrase with the one before (only spaces or hyphens between them), so
 * "passed. Away" is never read as the phrase "passed away".
 */
export interface Tokens {
  words: string[];
  linked: boolean[];
}

export function tokenize(text: string): Tokens {
  const lower = text.toLowerCase();
  const words: string[] = [];
  const linked: boolean[] = [];
  let last = -1;
  for (const m of lower.matchAll(TOKEN)) {
    linked.push(last >= 0 && onlyPhraseGap(lower, last, m.index));
    words.push(m[0]);
    last = m.index + m[0].length;
  }
  return { words, linked };
}

/**
 * Finds any of a list of terms (single words or short phrases, each with its simple plural
 * forms) as whole words. Text is split into letter/digit tokens and looked up in a Set, so a
 * check costs one pass over the words however long the list is (a regex alternation of
 * hundreds of words is far slower), and "skill" can never match "kill".
 */
export class TermMatcher {
  private readonly terms = new Set<string>();
  /** The first word of every term: a word that starts none is passed over at once (most words). */
  private readonly firstWords = new Set<string>();
  private maxWords = 0;

  constructor(terms: readonly string[]) {
    for (const t of terms) {
      const norm = normalizeTerm(t).replace(/[-']/g, ' ').replace(/\s+/g, ' ').trim();
      if (norm === '') continue;
      for (const v of pluralVariants(norm)) {
        this.terms.add(v);
        this.firstWords.add(v.split(' ')[0] as string);
        this.maxWords = Math.max(this.maxWords, v.split(' ').length);
      }
    }
  }

  get isEmpty(): boolean {
    return this.terms.size === 0;
  }

  /** Every distinct term found, lower-cased (empty when none). */
  find(text: string, stopAtFirst = false): string[] {
    if (this.terms.size === 0) return [];
    return this.findInWords(tokenize(text), stopAtFirst);
  }

  /** The same over text already split with tokenize(), so one split serves several lists. */
  findInWords(tokens: Tokens, stopAtFirst = false): string[] {
    const { words, linked } = tokens;
    const found: string[] = [];
    for (let i = 0; i < words.length; i++) {
      if (!this.firstWords.has(words[i] as string)) continue;
      let phrase = '';
      for (let n = 0; n < this.maxWords && i + n < words.length; n++) {
        if (n > 0 && linked[i + n] !== true) break;
        const w = words[i + n] as string;
        phrase = n === 0 ? w : `${phrase} ${w}`;
        if (this.terms.has(phrase) && !found.includes(phrase)) {
          found.push(phrase);
          if (stopAtFirst) return found;
        }
      }
    }
    return found;
  }

  test(text: string): boolean {
    return this.find(text, true).length > 0;
  }

  testTokens(tokens: Tokens): boolean {
    return this.terms.size > 0 && this.findInWords(tokens, true).length > 0;
  }
}
