import nlp from '../nlp.js';
import pluralize from 'pluralize';

/**
 * A line written for one pet, told of several ("two rabbits", "Salt and Pepper"): the verb after
 * the pet agrees ("The rabbits were"), "the rabbits's" becomes "the rabbits'", and what belongs
 * to each is said in the plural ("wiped their beaks", not "wiped their beak"). The last needs the
 * words a rendering picked, so the template marks each {pet.its} and `pluralOwned` finishes it.
 */
export function pluralPet(template: string): string {
  return template
    .replace(
      /(\{(?:Pet|pet|pet\.a|pet\.the|pet\.The)\}) (was|has|is)\b/g,
      (_m, v: string, verb: string) => `${v} ${{ was: 'were', has: 'have', is: 'are' }[verb] ?? verb}`,
    )
    .replace(/(\{(?:Pet|pet|pet\.a|pet\.the|pet\.The)\})'s\b/g, `$1${WHOSE}`)
    .replaceAll('{pet.its}', `{pet.its}${OWNED}`);
}

/**
 * Marks the words after a plural pet's "their"; never typed by a parent or a writer, and none of
 * the story's own tokens (members \u0001-\u0002, the child's pronouns \u0003-\u0004).
 */
const OWNED = '\u0005';

/** Said once for the whole group, never pluralised: "with all their might", "took their time". */
const ONE_FOR_ALL = new Set(['might', 'time', 'way', 'size', 'weight', 'fur', 'hair', 'own', 'best', 'turn']);

/**
 * Marks where several pets own something: "the rabbits'" after a plural noun, but "Salt and
 * Pepper's" after two names (the twenty-first panel heard "Salt and Pepper' bed").
 */
const WHOSE = '\u0006';

/** "their\u0005 head under one wing" → "their heads under one wing"; the pets' own, by how they are called. */
export function pluralOwned(said: string): string {
  const text = said.includes(WHOSE)
    ? said.replace(new RegExp(`(\\p{L})${WHOSE}`, 'gu'), (_m, c: string) =>
        /[sS]/.test(c) ? `${c}'` : `${c}'s`,
      )
    : said;
  if (!text.includes(OWNED)) return text;
  return text
    .split(OWNED)
    .map((part, i) => (i === 0 ? part : pluralHead(part)))
    .join('');
}

/** The first noun phrase of `rest` with its last noun plural ("warm, furry back" → "warm, furry backs"). */
function pluralHead(rest: string): string {
  const phrase = rest.split(/[.;:!?"]/)[0] ?? '';
  // compromise tags better with the owner before the phrase.
  const terms = (nlp(`their ${phrase}`).json() as { terms: Term[] }[]).flatMap((s) => s.terms).slice(1);
  let i = 0;
  while (i + 1 < terms.length && isModifier(terms[i])) i++;
  // "hidey hole", "back end": a run of nouns is one thing, its last word the one made plural. A
  // noun compromise took for a verb ("wrinkly head") is still the thing owned.
  while (i + 1 < terms.length && isNoun(terms[i + 1]) && terms[i]?.post.trim() === '') i++;
  const word = terms[i]?.text ?? '';
  if (!/^\p{L}+$/u.test(word) || ONE_FOR_ALL.has(word.toLowerCase()) || pluralize.isPlural(word)) return rest;
  const at = terms.slice(0, i).reduce((from, t) => rest.indexOf(t.text, from) + t.text.length, 0);
  const where = rest.indexOf(word, at);
  return where < 0
    ? rest
    : `${rest.slice(0, where)}${pluralize.plural(word)}${rest.slice(where + word.length)}`;
}

interface Term {
  text: string;
  post: string;
  tags: string[];
}

/** compromise tags some small words nouns when alone ("head under one wing"): those never are. */
const NEVER_NOUNS = new Set([
  'under',
  'over',
  'on',
  'in',
  'into',
  'at',
  'to',
  'by',
  'up',
  'down',
  'away',
  'out',
  'off',
  'round',
  'back',
  'against',
]);
function isNoun(term: Term | undefined): boolean {
  return term !== undefined && term.tags.includes('Noun') && !NEVER_NOUNS.has(term.text.toLowerCase());
}

/** "wise old", "very favorite", "whole": words before the thing owned. */
function isModifier(term: Term | undefined): boolean {
  return term !== undefined && (term.tags.includes('Adjective') || term.tags.includes('Adverb'));
}
