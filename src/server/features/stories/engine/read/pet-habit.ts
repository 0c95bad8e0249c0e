import { escapeRegExp, wholeWordSource } from '../pack/text.js';
import { CHILD_THEIR } from './pet-sleeps.js';
import { habitInThePast } from './sayings.js';
import type { PetUse } from './types.js';

/** "escapes a lot", "barks all the time": how often is the habit itself ("As always, Peanut escaped"). */
const HOW_OFTEN = /\s+(?:a lot|lots|loads|all the time|constantly|non-?stop)$/iu;

/**
 * What the parent said the pet always does: "our dog Waffles chews everything", "Pepper follows
 * her everywhere", "Biscuit, who steals his socks". Told at home, in the past ("As always,
 * Waffles chewed everything."): a panel found "Waffles chews everything" dropped without a word.
 * "her", "his", "their" are the child's; a habit with "my", "our", "me" or "us" is the parent's
 * and is not told. Sleeping is `pet-sleeps.ts`'s; being, having and living are not habits.
 */
const NOT_HABITS =
  /^(?:is|was|has|had|does|lives|looks|seems|sleeps|naps|snoozes|dozes|curls|snuggles|gets|comes|goes|belongs|means|needs|wants|likes|loves|adores|enjoys|hates|dislikes|misses|died|passed)$/i;

/** The child's word in the habit: before a noun it is whose ({their}), else whom ({them}). */
export const CHILD_THEM = '{them}';
/** The pet's own ("Nugget runs on his wheel" when the child is "her"): {pet.its}. */
export const PET_ITS = '{pet.its}';
const OBJECT_AFTER =
  /^(?:everywhere|around|about|all|up|down|in|out|home|to|at|on|off|when|whenever|if|and)?$/i;
const OBJECT_OF: Record<string, string> = { her: 'her', his: 'him', their: 'them' };

const PET_THINGS =
  /^(?:wheel|cage|hutch|bowl|basket|tail|tails|bone|bones|food|dinner|breakfast|paws?|nose|ears|whiskers|kennel|tank|water|lead|leash|collar|fur|feathers|perch|bell|mirror|cushion|blanket|foot|feet|head|beak|wings?|shell|mane|hooves|toys?|ball)$/i;
/** The habit's own time ("all night", "every morning"): the story tells it at home this evening. */
const ITS_TIME =
  /\s+(?:all\s+(?:night|day)(?:\s+long)?|every\s+(?:night|day|morning|evening)|at\s+night|in\s+the\s+(?:morning|night)|at\s+breakfast|at\s+dinner)\b/giu;

/**
 * "her", "his", "their" in the habit: the child's when it is the word the parent used for the
 * child ("her dog Waffles steals her socks"), else the pet's own ("her hamster runs on his
 * wheel"); with no word for the child, the child's.
 */
function childsWords(said: string, childTheir: string | undefined): string | undefined {
  const rest = anyonesWords(said);
  if (/\b(?:my|our|me|us|mine|ours|we|i|you)\b/i.test(rest)) return undefined;
  let unknown = false;
  const out = rest.replace(
    /\b(her|his|their|him|them)\b(\s+(\S+))?/gi,
    (_all, word: string, after = '', next = '') => {
      const lower = word.toLowerCase();
      const asObject = lower === 'him' || lower === 'them' || OBJECT_AFTER.test(next);
      // "chases his tail", "runs on his wheel": a pet's own things are the pet's, whoever's word.
      if (!asObject && PET_THINGS.test(next)) return `${PET_ITS}${after}`;
      const childs =
        childTheir === undefined ||
        (asObject
          ? OBJECT_OF[childTheir] === lower || (childTheir === 'her' && lower === 'her')
          : lower === childTheir);
      if (asObject && !childs) unknown = true;
      return `${asObject ? CHILD_THEM : childs ? CHILD_THEIR : PET_ITS}${after}`;
    },
  );
  return unknown ? undefined : out;
}

/** What the family says or does: "copies everything we say" is told as "everything anyone said". */
const EVERYONES =
  /\b(everything|anything|whatever|all)\s+(?:we|i|you|people)\s+(say|says|do|does|sing|sings)\b/gi;
const PAST: Record<string, string> = { say: 'said', do: 'did', sing: 'sang' };

function anyonesWords(rest: string): string {
  return rest.replace(
    EVERYONES,
    (_all, what: string, verb: string) =>
      `${what} anyone ${PAST[verb.toLowerCase().replace(/e?s$/, '')] ?? verb}`,
  );
}

/** The word the parent used for the child before the pet ("her dog", "his hamster Nugget"). */
function childTheirOf(text: string, pet: Pick<PetUse, 'name' | 'word'>): string | undefined {
  const said = new RegExp(
    `\\b(her|his|their)\\s+(?:[\\p{L}-]+\\s+){0,2}?${wholeWordSource(pet.word)}\\b`,
    'iu',
  );
  return said.exec(text)?.[1]?.toLowerCase();
}

/** "dog" or "Dog" (the verb after it must be lower case, so the pattern is not case-blind). */
const eitherCase = (word: string) =>
  `[${word.charAt(0).toLowerCase()}${word.charAt(0).toUpperCase()}]${escapeRegExp(word.slice(1))}(?![\\p{L}\\p{N}_])`;

export function habitSaid(
  text: string,
  pet: Pick<PetUse, 'name' | 'word'>,
  childThey?: string,
): string | undefined {
  const childTheir =
    childThey === undefined ? childTheirOf(text, pet) : { she: 'her', he: 'his', they: 'their' }[childThey];
  const who = [pet.name?.split(' and ')[0], pet.word].filter((w): w is string => w !== undefined);
  const habit = new RegExp(
    `\\b(?:${who.map(eitherCase).join('|')})\\s*,?\\s*(?:who\\s+|which\\s+|that\\s+|and\\s+(?:he|she|it)\\s+)?(?:(?:is|was)\\s+[\\p{L}' -]{1,24}?\\s+and\\s+)?(?:always\\s+|often\\s+|still\\s+|really\\s+|just\\s+)?(\\p{Ll}+s)\\b([^,;.!?]{0,40}?)(?=\\s+(?:and|but|so|because|when)\\b|[,;.!?]|$)`,
    'gu',
  );
  // Each time the pet is named in a sentence: "our tortoise is called Sheldon and he loves
  // strawberries" says nothing after "tortoise", and the favourite after "Sheldon".
  for (const sentence of text.split(/(?<=[.!?])\s+/))
    for (let m = habit.exec(sentence); m !== null; m = habit.exec(sentence)) {
      // The next try starts at the next word, not after this one's words ("called Sheldon").
      habit.lastIndex = m.index + 1;
      const [, verb = '', rawRest = ''] = m;
      const treat = LIKES.test(verb) ? favouriteOf(rawRest.trim()) : undefined;
      if (treat !== undefined) return treat;
      if (NOT_HABITS.test(verb)) continue;
      const rest = childsWords(rawRest.replace(ITS_TIME, '').replace(HOW_OFTEN, '').trim(), childTheir);
      if (rest === undefined) continue;
      const done = habitInThePast(verb, rest);
      if (done !== undefined && done !== rest)
        return `${done}${wantedWhen(sentence.slice(m.index + m[0].length))}`;
    }
  return undefined;
}

/**
 * "thumps her feet when she wants a carrot": why it does it, kept (panel 25 heard "Clover thumped
 * her feet" and no carrot). Only wanting a plain thing; any other "when" is left as it was.
 */
function wantedWhen(after: string): string {
  const want =
    /^\s+when\s+(?:she|he|it|they)\s+(?:wants|want|needs|need)\s+((?:a|an|some|her|his|its|their)\s+)?(\p{Ll}+(?:\s+\p{Ll}+)?)(?=[,;.!?]|$)/u.exec(
      after,
    );
  if (want === null) return '';
  const [, det = '', thing = ''] = want;
  const whose = /^(?:her|his|its|their)\s+$/.test(det) ? `${PET_ITS} ` : det;
  return ` when {pet.it} wanted ${whose}${thing}`;
}

/** "loves strawberries", "adores carrots and peas", "likes a cuddle": a favourite the pet has. */
const LIKES = /^(?:loves|likes|adores|enjoys)$/i;
const TREAT = /^(?:(?:a|an)\s+)?\p{Ll}+(?:\s+(?:and\s+)?\p{Ll}+){0,2}$/u;
const NOT_TREATS = /\b(?:to|the|my|our|her|his|their|me|us|him|them|it|being|when|if)\b|ing\b/i;
/** What a pet can be given ("some strawberries", "a cuddle"), not what it does ("loves walks"). */
const TREATS =
  /\b(?:strawberr(?:y|ies)|blueberr(?:y|ies)|raspberr(?:y|ies)|berries|carrots?|lettuce|apples?|bananas?|grapes?|melon|cucumber|peas|broccoli|kale|spinach|dandelions?|clover|hay|grass|cheese|biscuits?|treats?|bones?|fish|seeds|sunflower seeds|nuts|peanuts?|worms|mealworms|crickets|chicken|sausages?|ham|milk|cream|cuddles?|belly rubs?|tummy rubs?|scratches|ear scratches|snuggles?|kisses)$/i;

/**
 * The pet's favourite, told as a habit: "As always, Sheldon had some strawberries, his favourite."
 * (the fourteenth panel found "our tortoise Sheldon loves strawberries" dropped). Only a plain
 * thing ("strawberries", "a cuddle"), never a doing ("loves chasing balls") or someone's.
 */
function favouriteOf(rest: string): string | undefined {
  const said = rest.replace(ITS_TIME, '').trim().toLowerCase();
  if (!TREAT.test(said) || NOT_TREATS.test(said) || !TREATS.test(said)) return undefined;
  return `had ${/^an?\s/.test(said) ? '' : 'some '}${said}, ${PET_ITS} favourite`;
}
