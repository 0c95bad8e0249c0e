import nlp from 'compromise';
import pluralize from 'pluralize';
import type { Pack } from '../pack/compile.js';
import type { CharacterUse } from './types.js';
import { asName, isNameLike } from './words.js';

/** Words about a character that say nothing of what it is. */
const VAGUE = /^(?:friendly|favourite|favorite|toy|cuddly|stuffed|plush|character|creature|animal|animals|thing|one)$/i;

/**
 * The favourite character as typed: "a shy octopus named Inky" is a shy octopus called Inky,
 * whether or not the table knows octopuses (the table gives its body, worlds and pronoun; the
 * parent's noun and adjectives are what the story says).
 */
export function readCharacter(text: string, pack: Pack): CharacterUse | undefined {
  if (text === '') return undefined;
  const doc = nlp(text);
  const named = doc.match('(named|called) [<name>.]').groups('name') as ReturnType<typeof nlp> | undefined;
  const rawName = named?.text('text').replace(/[^\p{L}'-]/gu, '');
  const name = rawName !== undefined && isNameLike(rawName) ? asName(rawName) : undefined;
  const before = text.replace(/\b(?:named|called)\b.*$/i, '');
  const entry = pack.characterIndex.find(before)?.value;
  const adjectives = nlp(before)
    .adjectives()
    .out('array')
    .map((a: string) => a.toLowerCase().replace(/[^a-z-]/g, ''))
    .filter((a: string) => a !== '' && !VAGUE.test(a))
    .slice(0, 2);
  const nouns = nlp(before)
    .nouns()
    .out('array')
    .map((n: string) => n.toLowerCase().replace(/^(?:a|an|the|my|our|her|his)\s+/, '').replace(/[^a-z -]/g, '').trim());
  const lastNoun = (nouns.at(-1) ?? '').split(' ').filter((w: string) => !adjectives.includes(w) && !VAGUE.test(w));
  const noun = pluralize.singular(lastNoun.join(' ') || entry?.companion.noun || '');
  // A lone capitalised word with no noun ("Elsa", "Bluey") is a name for the table's kind or a friend.
  if (noun === '' && entry === undefined) {
    const word = text.trim();
    return isNameLike(word) && /^\p{Lu}/u.test(word) ? { noun: 'friend', adjectives: [], name: asName(word) } : undefined;
  }
  return { entry, noun: noun || (entry?.companion.noun ?? 'friend'), adjectives, name };
}
