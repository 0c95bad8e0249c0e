import nlp from '../nlp.js';
import { wholeWordSource } from '../pack/text.js';
import type { PetUse } from './types.js';

/**
 * A named pet is "he" or "she" only when the parent said so: "our cat Luna, she sleeps on the
 * bed", "Pepper is a good boy", or a sentence after the one naming the pet that opens "He ..."
 * when the child is not "he". Otherwise "they" (a panel heard "our dog Pepper" told as "it
 * wagged", "its tail"); an unnamed pet is "it", as a bedtime story says "the dog wagged its tail".
 */
export function pronounSaid(text: string, name: string | undefined, childThey?: string): PetUse['pronoun'] {
  if (name === undefined) return 'it';
  const first = wholeWordSource(name.split(' and ')[0] ?? name);
  // "Sheldon and he loves strawberries": "and he" is the pet's when "he" is not the child's word.
  const anded = new RegExp(`${first}\\s*,?\\s+and\\s+(she|he)\\b`, 'iu').exec(text)?.[1];
  // "our dog is called Pickle and he is always hungry": said right after naming the pet, "and he"
  // is the pet's even for a boy (panel 33 heard "Pickle rested their nose").
  const namedAnd = new RegExp(`\\b(?:called|named)\\s+${first}\\s*,?\\s+and\\s+(she|he)\\b`, 'iu').exec(
    text,
  )?.[1];
  const after =
    new RegExp(`${first}\\s*,?\\s+(?:who\\s+)?(she|he)\\b`, 'iu').exec(text)?.[1] ??
    namedAnd ??
    (anded !== undefined && anded.toLowerCase() !== childThey?.toLowerCase() ? anded : undefined);
  const kind = new RegExp(
    `${first}\\s+(?:is|was)\\s+(?:a|our|my)\\s+(?:\\w+\\s+){0,3}(girl|boy)\\b`,
    'iu',
  ).exec(text)?.[1];
  const said = after ?? (kind === undefined ? undefined : kind.toLowerCase() === 'girl' ? 'she' : 'he');
  if (said !== undefined) return said.toLowerCase() === 'she' ? 'she' : 'he';
  // "Clover thumps her foot" for a boy: a "her" or "his" right after the pet's doing is the pet's
  // when it cannot be the child's (panel 17 heard "Clover thumped their foot").
  // "Bramble thumps his foot": before the pet's own body, whoever the child is (the twenty-first
  // panel heard "Bramble thumped their foot" for a boy).
  const body = new RegExp(
    `${first}\\s+(?:\\p{Ll}+\\s+){1,2}?(her|his)\\s+(?:foot|feet|tail|paws?|ears?|nose|whiskers|head|wings?|beak|fur|mane|shell)\\b`,
    'u',
  ).exec(text)?.[1];
  if (body !== undefined) return body === 'her' ? 'she' : 'he';
  const whose = new RegExp(`${first}\\s+(?:\\p{Ll}+\\s+){1,2}?(her|his)\\b`, 'u').exec(text)?.[1];
  const childs = childThey === undefined ? undefined : { she: 'her', he: 'his' }[childThey.toLowerCase()];
  if (whose !== undefined && childThey !== undefined && whose !== childs)
    return whose === 'her' ? 'she' : 'he';
  // The sentence after the one naming the pet, when its pronoun cannot be the child's.
  const sentences = text.split(/(?<=[.!?])\s+/);
  const at = sentences.findIndex((s) => new RegExp(first, 'u').test(s));
  const next = /^(She|He)\b/.exec(sentences[at + 1] ?? '')?.[1]?.toLowerCase();
  if (at >= 0 && next !== undefined && childThey !== undefined && next !== childThey.toLowerCase())
    return next === 'she' ? 'she' : 'he';
  return nameSays(name) ?? 'they';
}

/**
 * A pet named as people are ("Bonnie", "Oscar"): compromise's own reading of the first name,
 * when it has one. Panels heard "Bonnie snuggled down on his bed, the way they always did";
 * "Biscuit" or "Pepper" says nothing, and stays "they".
 */
function nameSays(name: string): 'she' | 'he' | undefined {
  const first = name.split(/\s+and\s+|\s+/)[0] ?? name;
  const terms = (
    nlp(`our dog ${first} is sleeping`).json() as { terms: { text: string; tags: string[] }[] }[]
  )[0]?.terms;
  const tags = terms?.find((t) => t.text === first)?.tags ?? [];
  if (tags.includes('FemaleName')) return 'she';
  if (tags.includes('MaleName')) return 'he';
  return undefined;
}
