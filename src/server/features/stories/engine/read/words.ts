import nlp from 'compromise';
import pluralize from 'pluralize';
import type { Pack } from '../pack/compile.js';

/**
 * The parent's words read with compromise (a maintained NLP library): its tagger knows proper
 * nouns, people's names, adjectives and verbs; the pack adds its own words for one reading (pet
 * species, family relations) as a lexicon passed with the text, so nothing global is changed.
 */
export type Doc = ReturnType<typeof nlp>;

type Lexicon = Record<string, string>;
const lexicons = new WeakMap<Pack, Lexicon>();

function lexiconOf(pack: Pack): Lexicon {
  let lex = lexicons.get(pack);
  if (lex === undefined) {
    lex = {};
    for (const pet of pack.pets)
      for (const w of pet.match) {
        lex[w.toLowerCase()] = 'Species';
        lex[pluralize.plural(w.toLowerCase())] = 'Species';
      }
    for (const r of pack.family.relations) for (const w of r.match) lex[w.toLowerCase()] = 'Relation';
    lexicons.set(pack, lex);
  }
  return lex;
}

export function read(text: string, pack: Pack): Doc {
  return nlp(text, lexiconOf(pack));
}

/** Each match of a pattern, with its named groups as the parent wrote them (punctuation trimmed). */
export function matches(doc: Doc, pattern: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  doc.match(pattern).forEach((m) => {
    const groups: Record<string, string> = {};
    // A match's own groups: matching the pattern again inside it (forEach views keep none).
    for (const [k, v] of Object.entries(m.match(pattern).groups() as Record<string, Doc>))
      groups[k] = v
        .text('text')
        .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    groups.$ = m.text('text');
    out.push(groups);
  });
  return out;
}

/** A name as the story writes it: each part capitalised ("biscuit" after "called" is a name). */
export function asName(word: string): string {
  return word
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Words that are never a pet's or a person's name, whatever their case. */
const NOT_NAMES = new Set([
  'and',
  'the',
  'a',
  'an',
  'our',
  'my',
  'her',
  'his',
  'their',
  'who',
  'is',
  'was',
  'she',
  'he',
  'they',
  'it',
  'too',
  'also',
  'loves',
  'likes',
  'follows',
  'sleeps',
  'always',
  'every',
  'everywhere',
]);

export function isNameLike(word: string): boolean {
  const w = word.trim();
  return w.length >= 2 && w.length <= 20 && !NOT_NAMES.has(w.toLowerCase()) && /^\p{L}[\p{L}'-]*$/u.test(w);
}
