import { countWords } from '../../safety/readability.js';
import { wholeWordSource } from '../pack/text.js';
import type { Brief } from '../read/types.js';

/**
 * Siblings told together. Lines are written for one child ("Mia was sleepy"); told of "Mia and
 * Leo" the few present-tense and "was" forms agree ("Mia and Leo were sleepy"), and a list does
 * not stack its "and"s ("Mia, Leo and the Snow Fox", not "Mia and Leo and the Snow Fox").
 */
const PLURAL: Readonly<Record<string, string>> = {
  was: 'were',
  "wasn't": "weren't",
  is: 'are',
  "isn't": "aren't",
  has: 'have',
  "hasn't": "haven't",
  does: 'do',
  "doesn't": "don't",
};

const patterns = new Map<string, RegExp>();

function patternFor(together: string): RegExp {
  let re = patterns.get(together);
  if (re === undefined) {
    re = new RegExp(
      `${wholeWordSource(together)}( (?:was|wasn't|is|isn't|has|hasn't|does|doesn't)\\b| and )`,
      'gu',
    );
    if (patterns.size > 200) patterns.clear();
    patterns.set(together, re);
  }
  return re;
}

/**
 * What each child has one of: "Rafi and Maya's noses", never "their nose" (a panel heard "Something
 * funny landed on their nose" of two children).
 */
const EACH_HAS =
  /^(?:nose|head|hand|cheek|chin|ear|tongue|lap|pillow|bed|hat|coat|scarf|mitten|boot|slipper|blanket|teddy|toothbrush|cup|mug)$/;
const plural = (noun: string) => (/(?:sh|ch|s|x)$/.test(noun) ? `${noun}es` : `${noun}s`);

/** The patterns of one pair's names, made once per story's names (a line is rendered many times). */
interface PairPatterns {
  owned: RegExp;
  were: RegExp;
  their: RegExp;
}
const pairPatterns = new Map<string, PairPatterns>();

function pairPatternsFor(name: string): PairPatterns {
  let found = pairPatterns.get(name);
  if (found === undefined) {
    const together = wholeWordSource(name);
    found = {
      owned: new RegExp(`(${together}['’]s )(\\p{Ll}+)\\b`, 'gu'),
      were: new RegExp(`\\b(helper|friend|one) (was|would be) (${together})\\b`, 'gu'),
      their: new RegExp(`(${together}\\b[^.!?"“”]*?\\btheir )(\\p{Ll}+)\\b`, 'gu'),
    };
    if (pairPatterns.size > 200) pairPatterns.clear();
    pairPatterns.set(name, found);
  }
  return found;
}

export function agreeTogether(text: string, brief: Brief): string {
  if (brief.heroes.length < 2) return text;
  const names = brief.heroes.map((h) => h.child.name);
  const listed = names.join(', ');
  const pair = pairPatternsFor(brief.child.name);
  return (
    text
      .replace(pair.owned, (m, owner: string, noun: string) =>
        EACH_HAS.test(noun) ? `${owner}${plural(noun)}` : m,
      )
      // "the very best friend was Ines and Leo": the friends were.
      .replace(
        pair.were,
        (_m, who: string, be: string, names: string) => `${who}s ${be === 'was' ? 'were' : be} ${names}`,
      )
      // "Rafi and Maya held out their hand": "their" of the children, in the sentence naming them.
      .replace(pair.their, (m, before: string, noun: string) =>
        EACH_HAS.test(noun) ? `${before}${plural(noun)}` : m,
      )
      .replace(patternFor(brief.child.name), (_m, after: string) =>
        after === ' and ' ? `${listed} and ` : `${brief.child.name} ${PLURAL[after.trim()] ?? after.trim()}`,
      )
  );
}

/**
 * What two or three children are called together after their names, in turn. A panel heard "both
 * of them" six times in one story: two children are mostly "they", sometimes "together, they", and
 * inside a sentence (where "they" cannot stand: "bowed at they") "both of them" or "the two of them".
 */
const GROUP: Record<number, { start: readonly string[]; inside: readonly string[] }> = {
  // About as long as the names they stand for: the story was fitted to its length before this.
  2: {
    start: ['They', 'They', 'Together, they'],
    // Never longer than two names and an "and" (a story at its very last word went one over).
    inside: ['both of them', 'the two children', 'both children'],
  },
  3: { start: ['The three of them', 'They', 'The children'], inside: ['the three of them', 'the children'] },
};

/** Who just spoke ('"I'll show you," Mia and Leo added'): they. */
const SPOKE = /[,!?]["”]\s+$/;
/** Where only the names will do: "a well-rested Mia and Leo", never "a well-rested both of them". */
const NAMES_ONLY = /\b(?:a|an|the)\s+(?:\w+-[\w-]+\s+)?$/i;

/** The group said in as many words as the names: "the three of them", "the two children's". */
function asLong(heroes: number, possessive: boolean, start: boolean): string | undefined {
  const said =
    heroes === 3
      ? possessive
        ? "the three children's"
        : 'the three of them'
      : heroes === 2
        ? possessive
          ? "the two children's"
          : 'both of them'
        : undefined;
  return said === undefined || !start ? said : said.charAt(0).toUpperCase() + said.slice(1);
}

/** Inside dialogue: an odd number of quote marks before the position. */
const inDialogue = (text: string, at: number) => ((text.slice(0, at).match(/["“”]/g) ?? []).length & 1) === 1;

/**
 * Two or three children's names said together ("Mia, Leo and Ava") read as a chant when repeated:
 * after a paragraph's first mention they are "the three of them", "they" or "the children" ("they"
 * or "both of them" for two), as long as
 * every child is still named at least three times in the story. Dialogue is left as it is.
 */
export function groupMentions(
  paragraphs: readonly string[],
  brief: Brief,
  /** Words the story may lose and still be as long as it must (a long story ended at 494 of 500). */
  room = Infinity,
): string[] {
  const group = GROUP[brief.heroes.length];
  if (group === undefined) return [...paragraphs];
  const names = brief.heroes.map((h) => new RegExp(wholeWordSource(h.child.name), 'gu'));
  const all = paragraphs.join('\n\n');
  let spare = Math.min(...names.map((re) => all.match(re)?.length ?? 0)) - 3;
  let turn = 0;
  let both = 0;
  const together = new RegExp(`${wholeWordSource(brief.child.name)}('s)?`, 'gu');
  return paragraphs.map((text) => {
    let seen = 0;
    const said = (whole: string, possessive: string | undefined, at: number): string => {
      const before = text.slice(0, at);
      if (seen === 1 || spare <= 0 || inDialogue(text, at) || NAMES_ONLY.test(before)) return whole;
      spare--;
      const spoke = SPOKE.test(before);
      const start = !spoke && (at === 0 || /[.!?]["”]?\s+$/.test(before));
      if (possessive !== undefined) return start ? 'Their' : 'their';
      if (spoke) return 'they';
      const words = start ? group.start : group.inside;
      const pick = words[turn % words.length];
      turn++;
      // However many times the names come, "both of them" is said three times at most.
      return pick === undefined || (pick === 'both of them' && ++both > 3) ? whole : pick;
    };
    return text.replace(together, (whole: string, possessive: string | undefined, at: number) => {
      seen++;
      const instead = said(whole, possessive, at);
      const lost = countWords(whole) - countWords(instead);
      if (lost <= room) {
        room -= lost;
        return instead;
      }
      // No words to spare: as many words as the names, never the names again ("the three of them"
      // for "Aisha, Dara and Marisol"), or the names when even that is shorter.
      if (instead === whole) return whole;
      const start = at === 0 || /[.!?]["”]?\s+$/.test(text.slice(0, at));
      const long = asLong(brief.heroes.length, possessive !== undefined, start);
      return long !== undefined && countWords(long) >= countWords(whole) ? long : whole;
    });
  });
}
