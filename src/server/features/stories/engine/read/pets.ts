import pluralize from 'pluralize';
import { habitSaid } from './pet-habit.js';
import { pronounSaid } from './pet-pronoun.js';
import { sleepsSaid } from './pet-sleeps.js';
import type { Pack } from '../pack/compile.js';
import type { PetUse } from './types.js';
import { wholeWordSource } from '../pack/text.js';
import { readToys } from './toys.js';
import { asName, isNameLike, matches, read, type Doc } from './words.js';

/**
 * Pets in the parent's words, in any of the common phrasings: "our cat is called Pepper", "her
 * hamster Nugget", "Our old dog, Pickle, follows her everywhere", "Pepper the cat", "we have a
 * rabbit". compromise tags names and adjectives; the pack's species words are tagged #Species.
 */
const NAMED: readonly string[] = [
  // "our ducks are called Pip and Puddle": one name for the pair, told as several.
  '[<species>#Species+] (are|were) (called|named) [<name>.] and [<second>.]',
  '[<species>#Species+] (called|named) [<name>.] and [<second>.]',
  // "two cats, Mango and Chutney": both are named, told as a pair.
  '[<species>#Species+] [<name>(#ProperNoun|#Person|#Noun)] and [<second>(#ProperNoun|#Person|#Noun)]',
  '[<species>#Species+] (is|was|are|were) (called|named) [<name>.]',
  '[<species>#Species+] (who|which) is (called|named) [<name>.]',
  '[<species>#Species+] (called|named) [<name>.]',
  // "our dog's name is Rex", "Our hamster is Nutmeg.", "Luna is our cat".
  '[<species>#Species+] name (is|was) [<name>.]',
  '[<species>#Species+] (is|was) [<name>(#ProperNoun|#Person|#Noun)]',
  '[<name>(#ProperNoun|#Person|#Noun)] (is|was) (our|my|her|his|their) [<species>#Species+]',
  '[<species>#Species+] [<name>(#ProperNoun|#Person)]',
  '[<name>(#ProperNoun|#Person|#Noun)] (the|our|my|her|his|their) [<species>#Species+]',
  '[<name>(#ProperNoun|#Person|#Noun)] (the|our|my|her|his|their) #Adjective [<species>#Species+]',
];
const UNNAMED: readonly string[] = [
  '(our|my|her|his|their) [<species>#Species+]',
  '(our|my|her|his|their) #Adjective [<species>#Species+]',
  '(our|my|her|his|their) #Adjective #Adjective [<species>#Species+]',
  '(has|have|got|had|keep|keeps|kept) (a|an|one|two|three|four|some)? [<species>#Species+]',
  '(has|have|got|had|keep|keeps|kept) (a|an|one|two|three|four|some)? #Adjective [<species>#Species+]',
  '(a|an|the) pet [<species>#Species+]',
];
const ADJECTIVES = '[<adj>#Adjective+] [<species>#Species+]';
/** Adjectives kept from the parent's words ("old", "fluffy"): only ones a story can use kindly. */
const KIND_ADJECTIVES = new Set([
  'old',
  'little',
  'fluffy',
  'big',
  'tiny',
  'small',
  'young',
  'new',
  'sleepy',
  'lazy',
  'cheeky',
  'shy',
  'brave',
  'gentle',
  'curious',
  'clever',
  'funny',
  'soft',
  'grey',
  'gray',
  'black',
  'white',
  'ginger',
  'brown',
  'golden',
  'spotty',
  'spotted',
  'stripy',
  'striped',
  'speckled',
  'tabby',
  'scruffy',
  'bouncy',
  'friendly',
  'happy',
  // What frame.yaml's pet_natures shows.
  'greedy',
  'hungry',
  'naughty',
  'mischievous',
  'playful',
  'nosy',
  'noisy',
  'fussy',
  'grumpy',
  'clumsy',
  'cuddly',
  'silly',
  'chatty',
  'loud',
]);

/** `childThey`: the child's own pronoun ("she"), so "She loves sticks" after the pet is read as the pet's only when it is not the child's. */
export function readPets(
  said: Doc,
  pack: Pack,
  isSafe: (t: string) => boolean,
  childThey?: string,
): PetUse[] {
  // "a stuffed bunny called Flop" is a toy, not a rabbit: the pets are read without the toys.
  const { toys, rest } = readToys(said.text(), pack, isSafe);
  const doc = toys.length === 0 ? said : read(rest, pack);
  const pets: PetUse[] = [];
  const adjectivesOf = new Map<string, string[]>();
  for (const m of matches(doc, ADJECTIVES))
    adjectivesOf.set(
      (m.species ?? '').toLowerCase(),
      (m.adj ?? '')
        .toLowerCase()
        .split(' ')
        .filter((a) => KIND_ADJECTIVES.has(a)),
    );
  const add = (said: string, name: string | undefined, pair = false) => {
    // "our dog's name": the dog.
    const word = said.replace(/['’]s$/, '');
    const found = pack.petIndex.find(word);
    if (found === undefined) return;
    const species = found.value;
    // "Pip" after "Pip and Puddle" is one of the pair already read.
    const sameName = (a: string, b: string) => a === b || a.split(' and ').includes(b);
    const known = pets.find(
      (p) =>
        p.species.id === species.id && (p.name === undefined || name === undefined || sameName(p.name, name)),
    );
    if (known !== undefined) {
      if (known.name === undefined && name !== undefined) known.name = name;
      return;
    }
    if (pets.length >= 2) return;
    const plural = pair || (name === undefined && isPlural(doc, word));
    pets.push({
      species,
      // "cats, Mango and ..." read one name: one cat, said "Priya's cat Mango".
      word: plural ? word.toLowerCase() : pluralize.singular(word.toLowerCase()),
      name,
      adjectives: (adjectivesOf.get(word.toLowerCase()) ?? []).slice(0, 2),
      pronoun: 'it',
      plural,
    });
  };
  for (const pattern of NAMED)
    for (const m of matches(doc, pattern)) {
      const name = m.name ?? '';
      // Before "the cat", a name is capitalised; after "called", any word is a name.
      const after = /\b(?:called|named|name)\b/i.test(m.$ ?? '');
      if (!isNameLike(name) || (!after && !/^\p{Lu}/u.test(name))) continue;
      if (pack.petIndex.find(name) !== undefined) continue;
      if (m.second !== undefined && !after && !/^\p{Lu}/u.test(m.second)) continue;
      const second = m.second === undefined ? undefined : asName(m.second);
      if (second !== undefined && (!isNameLike(second) || !isSafe(second))) continue;
      const first = asName(withSecondName(doc.text(), name));
      add(m.species ?? '', second === undefined ? first : `${first} and ${second}`, second !== undefined);
    }
  // "He is called Bruno": the parent's pronoun says what the pet is.
  const saidPronoun = new Map<string, 'she' | 'he' | 'it'>();
  for (const next of namedInTheNextSentence(doc)) {
    add(next.species, next.name);
    if (next.pronoun !== undefined) saidPronoun.set(next.name, next.pronoun);
  }
  for (const pattern of UNNAMED) for (const m of matches(doc, pattern)) add(m.species ?? '', undefined);
  // A species a fear rules out is kept here: the brief leaves it out and tells the parent.
  return [
    ...pets
      .filter((p) => !remembered(doc.text(), p))
      .map((p): PetUse => {
        const pronoun = p.plural
          ? 'it'
          : (saidPronoun.get(p.name ?? '') ?? pronounSaid(doc.text(), p.name, childThey));
        // "our cat Whisky": the cat is still there, told unnamed; the brief tells the parent why.
        if (p.name !== undefined && !isSafe(p.name)) {
          const { name, ...rest } = p;
          return { ...rest, pronoun, nameLeftOut: name };
        }
        const sleeps = sleepsSaid(doc.text(), p);
        const habit = habitSaid(doc.text(), p, childThey);
        const nature = saidToBe(doc.text(), p);
        return {
          ...p,
          ...(nature.length === 0 ? {} : { nature }),
          pronoun,
          ...(sleeps === undefined ? {} : { sleeps }),
          ...(habit === undefined || !isSafe(habit) ? {} : { habit }),
        };
      }),
    ...toys,
  ].slice(0, 2);
}

/**
 * "She has a rabbit. Its name is Clover." / "We have a dog. He is called Bruno.": the name in the
 * sentence after the one that says the kind (its last kind). "Her name is" after a pet is the
 * pet's too: the child's name comes from the form, not the notes.
 */
const NAMED_NEXT: readonly string[] = [
  '^(its|his|her|their) name (is|was) [<name>.]',
  '^(it|he|she|they) (is|was|are|were|goes|go) (called|named|by) [<name>.]',
];
interface NamedNext {
  species: string;
  name: string;
  pronoun?: 'she' | 'he' | 'it';
}
function namedInTheNextSentence(doc: Doc): NamedNext[] {
  const out: NamedNext[] = [];
  // The sentences of the doc already read (not each read again: that was a twentieth of a story).
  const sentences = doc.sentences();
  for (let i = 1; i < sentences.length; i++) {
    const said = sentences.eq(i) as Doc;
    const kinds = matches(sentences.eq(i - 1) as Doc, '[<species>#Species+]');
    const species = kinds.at(-1)?.species;
    if (species === undefined) continue;
    for (const pattern of NAMED_NEXT)
      for (const m of matches(said, pattern)) {
        const name = asName(withSecondName(said.text(), (m.name ?? '').replace(/[,.!]$/, '')));
        if (isNameLike(name)) out.push({ species, name, pronoun: PRONOUN_SAID[firstWord(m.$)] });
      }
  }
  return out;
}

const PRONOUN_SAID: Record<string, 'she' | 'he' | 'it'> = { her: 'she', she: 'she', his: 'he', he: 'he' };
const firstWord = (text: string | undefined) => (text ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '';

/**
 * A pet the parent named whose kind the pack does not know ("her pet axolotl-fish Bubbles"):
 * said back in the answer's notices, never left out silently. Only "pet" phrasings are read, so
 * "her friend Sam" or "her teacher Mrs Lee" is never taken for an animal.
 */
const OWNER = '(a|an|our|my|her|his|their) pet';
const PET_OF_A_KIND: readonly string[] = ['[<species>#Noun]', '[<species>#Noun #Noun]'].flatMap((kind) => [
  `${OWNER} ${kind} (is|was) (called|named) [<name>.]`,
  `${OWNER} ${kind} (called|named)? [<name>(#ProperNoun|#Person)]`,
]);

export function petsNotRead(doc: Doc, pack: Pack, read: readonly PetUse[]): string[] {
  const out: string[] = [];
  for (const pattern of PET_OF_A_KIND)
    for (const m of matches(doc, pattern)) {
      const species = (m.species ?? '').replace(/[,.]$/, '').trim();
      const name = asName((m.name ?? '').replace(/[,.]$/, ''));
      if (species === '' || !isNameLike(name) || pack.petIndex.find(species) !== undefined) continue;
      if (read.some((p) => p.name?.split(' and ').includes(name))) continue;
      const said = `${name} the ${species.toLowerCase()}`;
      if (!out.includes(said)) out.push(said);
    }
  return out;
}

/** "our dog Max died last spring": a pet the family has lost is remembered (a worry), never told alive. */
const GONE = /\b(?:died|passed away|passed|put to sleep|in heaven|no longer with us)\b/i;
function remembered(text: string, pet: PetUse): boolean {
  const said = pet.name?.split(' and ')[0] ?? pet.word;
  return text.split(/[.!?;]/).some((s) => s.toLowerCase().includes(said.toLowerCase()) && GONE.test(s));
}

/**
 * "Sir Crumble", "Captain Fluffy", "Mr Biscuit": a capitalised word straight after the name (no
 * comma or full stop between) is part of it. The patterns take one word; the text says the rest.
 */
function withSecondName(text: string, name: string): string {
  // "Pé de Moleque", "Baron von Fluff": a small linking word between two capitalised parts.
  const found = new RegExp(
    `${wholeWordSource(name)} ((?:(?:de|da|do|dos|das|del|di|du|van|von|le|la) )?)(\\p{Lu}[\\p{L}'-]+)`,
    'u',
  ).exec(text);
  const next = found?.[2];
  return next === undefined || NOT_NAMES.has(next) ? name : `${name} ${found?.[1] ?? ''}${next}`;
}
const NOT_NAMES = new Set(['I', 'And', 'But', 'She', 'He', 'They', 'We', 'The', 'Is', 'Was', 'Who']);

/** "rabbits", "guinea pigs", "mice": the noun as the parent said it is a plural. */
function isPlural(doc: Doc, word: string): boolean {
  // "fish" and "sheep" are both: one is the likelier meaning.
  return pluralize.isPlural(word) && !pluralize.isSingular(word);
}

/**
 * What the parent said the pet is, after its name: "Pickle is very old and sleeps a lot" (or "our
 * cat Pepper, who is very old") is an
 * old, sleepy dog (the twenty-second panel: Pickle padded in with a squeaky ball). Only the
 * adjectives the pets' table knows; sleeping all day is being sleepy.
 */
function saidToBe(text: string, pet: Pick<PetUse, 'name' | 'word'>): string[] {
  const who = [pet.name, pet.word]
    .filter((w): w is string => w !== undefined)
    .map(wholeWordSource)
    .join('|');
  const degree = String.raw`(?:now\s+|getting\s+|very\s+|quite\s+|a\s+bit\s+|a\s+little\s+|so\s+|really\s+|rather\s+|pretty\s+)*`;
  const said = new RegExp(
    // "our cat is called Pickles and she is very old" (panel 70 heard her roll over like a kitten).
    String.raw`(?:${who})(?:,[^,.]*,)?,?\s+(?:(?:who|which|that|and\s+(?:she|he|it|they))\s+)?(?:is|was|'s)\s+${degree}([\p{L}-]+)(?:,?\s+(?:and|but)\s+${degree}([\p{L}-]+))?`,
    'giu',
  );
  // Each place the pet is said to be something: "our cat is called Pickles and she is very old".
  const found = [...text.matchAll(said)]
    .flatMap((m) => [m[1], m[2]])
    .map((a) => a?.toLowerCase())
    .filter((a): a is string => a !== undefined && KIND_ADJECTIVES.has(a));
  const sleepsALot = new RegExp(
    String.raw`(?:${who})\b[^.]*?\b(?:sleeps|naps|snoozes|dozes)\s+(?:a\s+lot|all\s+day|most\s+of\s+the\s+day|loads)`,
    'iu',
  ).test(text);
  return [...new Set(sleepsALot ? [...found, 'sleepy'] : found)];
}
