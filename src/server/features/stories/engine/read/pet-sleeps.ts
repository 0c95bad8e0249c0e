import { wholeWordSource } from '../pack/text.js';
import type { PetUse } from './types.js';

/**
 * Where the parent said the pet sleeps: "Saffron sleeps on her feet", "our dog always naps at the
 * end of his bed", "she curls up on the pillow". Told at bedtime in place of the species' own
 * line: a panel heard "Saffron curled up in the curve of Noor's arm" when the parent had written
 * that she sleeps on her feet. "her", "his", "their" are the child's (kept with the child's own
 * pronoun when told); a place said with "my" or "our" is the parent's, not told.
 */
const SLEEPS =
  /\b(?:sleeps|naps|snoozes|dozes|curls up|snuggles up|snuggles|likes to sleep|loves to sleep|always sleeps|sleeps every night)\s+((?:on|at|in|under|beside|by|next to|across|between)\s+(?:the (?:end|foot|bottom|top) of\s+)?(?:her|his|their|the|a|an)\s+[a-z][a-z' -]{1,30}?)(?=\s*(?:[,.!;]|$|\s(?:and|every|each|at night|all night|when|while|because)\b))/i;

/** The possessive the line says for the child ({their}, told with the child's pronoun). */
export const CHILD_THEIR = '{their}';

export function sleepsSaid(text: string, pet: Pick<PetUse, 'name' | 'word'>): string | undefined {
  const who = [pet.name?.split(' and ')[0], pet.word].filter((w): w is string => w !== undefined);
  const names = new RegExp(`\\b(?:${who.map(wholeWordSource).join('|')})\\b`, 'iu');
  const sentences = text.split(/(?<=[.!?])\s+/);
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i] ?? '';
    // Said of the pet: in the sentence naming it, or the next one opening "She", "He", "It".
    const ofPet =
      names.test(sentence) || (/^(?:she|he|it|they)\b/i.test(sentence) && names.test(sentences[i - 1] ?? ''));
    const where = ofPet ? SLEEPS.exec(sentence)?.[1] : undefined;
    // "in a basket by the door": the pet's own basket, "the" once it is told.
    if (where !== undefined)
      return where
        .toLowerCase()
        .replace(/^(\S+(?:\s+the (?:end|foot|bottom|top) of)?\s+)an?\s/, '$1the ')
        .replace(/\b(?:her|his|their)\b/, CHILD_THEIR);
  }
  return undefined;
}
