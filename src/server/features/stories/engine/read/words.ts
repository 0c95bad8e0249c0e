import nlp, { keptReading } from '../nlp.js';
import pluralize from 'pluralize';
import type { Pack } from '../pack/compile.js';

/**
 * The parent's words read with compromise (a maintained NLP library): its tagger knows proper
 * nouns, people's names, adjectives and verbs; the pack adds its own words (pet species, family
 * relations) to compromise's lexicon.
 */
export type Doc = ReturnType<typeof nlp>;

type Lexicon = Record<string, string>;
const taught = new WeakSet<Pack>();

/**
 * The pack's own words (pet species, family relations, some several words long: "best friend",
 * "two dads"), taught to compromise once per pack. `nlp(text, lexicon)` adds the lexicon to the
 * same global one on every call (compromise 14's nlp.js), which cost an eighth of a story's time.
 */
function teach(pack: Pack): void {
  if (taught.has(pack)) return;
  taught.add(pack);
  nlp.addWords(lexiconOf(pack));
}

function lexiconOf(pack: Pack): Lexicon {
  const lex: Lexicon = {};
  for (const pet of pack.pets)
    for (const w of pet.match) {
      lex[w.toLowerCase()] = 'Species';
      lex[pluralize.plural(w.toLowerCase())] = 'Species';
    }
  for (const r of pack.family.relations)
    for (const w of r.match) for (const form of spellings(w)) lex[form] = 'Relation';
  return lex;
}

/**
 * "grandmère" and "grandmere": compromise reads a word by its letters without accents, so the
 * table's word is known both ways (panel 45's "her grandmère" was not known).
 */
export function spellings(word: string): string[] {
  const lower = word.toLowerCase();
  const plain = lower.normalize('NFD').replace(/\p{M}/gu, '');
  return plain === lower ? [lower] : [lower, plain];
}

const relationWords = new WeakMap<Pack, { single: Set<string>; phrases: string[] }>();
function relationWordsOf(pack: Pack) {
  let words = relationWords.get(pack);
  if (words === undefined) {
    const all = pack.family.relations.flatMap((r) => r.match.flatMap(spellings));
    // "grand-père" is two words to compromise: matched as a phrase.
    words = {
      single: new Set(all.filter((w) => !/[\s-]/.test(w))),
      phrases: all.filter((w) => /[\s-]/.test(w)),
    };
    relationWords.set(pack, words);
  }
  return words;
}

export function read(text: string, pack: Pack): Doc {
  teach(pack);
  const doc = nlp(text);
  // compromise's tagger takes a capitalised relation word for a name: before a name ("Tata Lou"
  // read as one person), after a possessive ("her Nani"), doubled ("Pop Pop"). The pack's word
  // wins there; elsewhere its tags stand ("Papa and Daddy" are the names of two dads).
  const { single, phrases } = relationWordsOf(pack);
  const lower = text.toLowerCase();
  for (const phrase of phrases)
    if (lower.includes(phrase)) {
      const found = doc.match(phrase);
      if (!found.has('#Relation')) found.tag('Relation');
    }
  const terms = doc.terms();
  for (let i = 0; i < terms.length; i++) {
    const term = terms.eq(i);
    if (!single.has(term.text('normal')) || term.has('#Relation')) continue;
    // "her Nani", "our Grandad": after a possessive it is who they are to the child.
    if (i > 0 && terms.eq(i - 1).has('#Possessive')) {
      term.tag('Relation');
      continue;
    }
    const next = terms.eq(i + 1);
    if (
      /^\p{Lu}/u.test(next.text('text').trim()) &&
      !single.has(next.text('normal')) &&
      !term.has('#Possessive')
    )
      term.tag('Relation');
  }
  return doc;
}

/**
 * The words one of which a text must hold for a pattern to match: the first term the pattern
 * requires that is a plain word or a choice of plain words ("(moving|moved) house" needs moving or
 * moved). Matching a parsed text costs a fifth of a millisecond per pattern, and a pack has a
 * hundred patterns: most are passed over by this look at the text. Undefined: always try.
 */
const requiredWords = new Map<string, RegExp | undefined>();
const COMMON = new Set([
  'is',
  'are',
  'was',
  'were',
  'the',
  'a',
  'an',
  'of',
  'to',
  'can',
  'could',
  'and',
  'has',
  'have',
  'had',
  'her',
  'his',
  'their',
  'my',
  'our',
  'in',
  'on',
  'at',
  'it',
]);

function required(pattern: string): RegExp | undefined {
  if (requiredWords.has(pattern)) return requiredWords.get(pattern);
  const terms =
    pattern
      .replace(/\[<\w+>/g, ' ')
      .replace(/\]/g, ' ')
      .match(/\([^)]*\)[?*+]?|\S+/g) ?? [];
  let words: string[] | undefined;
  for (const term of terms) {
    if (/[?*]$/.test(term)) continue;
    const body = term.replace(/\+$/, '');
    const choices = body.startsWith('(') ? body.slice(1, -1).split('|') : [body];
    // A choice with a word every text has ("is", "the") tells nothing: a rarer term is looked for.
    if (choices.every((c) => /^[a-z' -]+$/i.test(c)) && !choices.some((c) => COMMON.has(c.toLowerCase()))) {
      words = choices;
      break;
    }
  }
  const re =
    words === undefined
      ? undefined
      : new RegExp(`\\b(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`, 'i');
  requiredWords.set(pattern, re);
  return re;
}

/** Each match of a pattern, with its named groups as the parent wrote them (punctuation trimmed). */
export function matches(doc: Doc, pattern: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  const needs = required(pattern);
  if (needs !== undefined && !needs.test(doc.text())) return out;
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

const NAME_PARTICLES = new Set(['de', 'da', 'do', 'dos', 'das', 'del', 'di', 'du', 'van', 'von', 'le', 'la']);

/** A name as the story writes it: each part capitalised ("biscuit" after "called" is a name). */
export function asName(word: string): string {
  return (
    word
      .split(/\s+/)
      .filter((w) => w !== '')
      // "Pé de Moleque", "Baron von Fluff": a linking word inside a name stays small.
      .map((w, i) => (i > 0 && NAME_PARTICLES.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
      .join(' ')
  );
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

/** compromise's own word list: how a word is listed ("books" a Plural), whatever a sentence made of it. */
export const lexicon = (
  nlp as unknown as { model(): { one: { lexicon: Record<string, string | undefined> } } }
).model().one.lexicon;

/** "chimes" → "chime", "works" → "work": one word as a verb's base, by compromise ("" when none). */
export const verbBase = keptReading((word: string): string =>
  nlp(`it ${word}`)
    .verbs()
    .toInfinitive()
    .text('normal')
    .replace(/^it\s+/, '')
    .trim(),
);
