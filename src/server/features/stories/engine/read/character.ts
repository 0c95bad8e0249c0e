import nlp from 'compromise';
import pluralize from 'pluralize';
import type { Pack } from '../pack/compile.js';
import type { CharacterUse } from './types.js';
import { asName, isNameLike } from './words.js';

/** Words about a character that say nothing of what it is. */
const VAGUE =
  /^(?:a|an|the|my|our|her|his|their|friendly|favourite|favorite|toy|cuddly|stuffed|plush|character|creature|creatures|animal|animals|thing|one|little)$/i;
/** Describing words the tagger may read as nouns ("a kind dragon"). */
const DESCRIBING = new Set([
  'kind',
  'shy',
  'brave',
  'sleepy',
  'silly',
  'gentle',
  'clever',
  'tiny',
  'big',
  'happy',
  'grumpy',
  'curious',
  'wise',
  'young',
  'old',
  'fluffy',
  'sparkly',
  'funny',
  'quiet',
  'cheeky',
  'giant',
  'small',
  'cuddly',
]);

/**
 * The favourite character as typed: "a shy octopus named Inky" is a shy octopus called Inky,
 * whether or not the table knows octopuses (the table gives its body, worlds and pronoun; the
 * parent's noun and adjectives are what the story says). "Elsa" alone is the table's princess,
 * called Elsa.
 */
export function readCharacter(text: string, pack: Pack): CharacterUse | undefined {
  if (text === '') return undefined;
  const named = /\b(?:named|called)\s+([\p{L}'-]+)/iu.exec(text)?.[1];
  let name = named !== undefined && isNameLike(named) ? asName(named) : undefined;
  const before = text.replace(/\b(?:named|called)\b.*$/i, '').trim();
  const entry = pack.characterIndex.find(before)?.value;
  const doc = nlp(before);
  const words = before.split(/\s+/).filter((w) => w !== '' && !VAGUE.test(w));
  // A lone capitalised word the tagger calls a name ("Elsa", "Bluey") names the companion.
  if (
    words.length === 1 &&
    /^\p{Lu}/u.test(before) &&
    (doc.has('#Person') || doc.has('#ProperNoun')) &&
    isNameLike(before)
  ) {
    name ??= asName(before);
    return { entry, noun: entry?.companion.noun ?? 'friend', adjectives: [], name };
  }
  const adjectiveSet = new Set(
    doc
      .adjectives()
      .out('array')
      .map((a: string) => a.toLowerCase()),
  );
  const adjectives = words
    .slice(0, -1)
    .map((w) => w.toLowerCase().replace(/[^a-z-]/g, ''))
    .filter((w) => w !== '' && (adjectiveSet.has(w) || DESCRIBING.has(w)))
    .slice(0, 2);
  const nounWords = words
    .map((w) => w.toLowerCase().replace(/[^a-z -]/g, ''))
    .filter((w) => w !== '' && !adjectives.includes(w));
  const noun = pluralize.singular(nounWords.join(' ')) || entry?.companion.noun || '';
  if (noun === '') return undefined;
  const trait = adjectives.map((a) => pack.traits.find((t) => t.match.includes(a))).find((t) => t);
  return { entry, noun, adjectives, name, ...(trait === undefined ? {} : { trait }) };
}
