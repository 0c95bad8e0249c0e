import pluralize from 'pluralize';
import type { StoryWriterInput } from '../../writer/types.js';
import type { TWords } from '../pack/schema.js';
import { escapeRegExp, wholeWordSource } from '../pack/text.js';

/**
 * The family's own words (words.yaml): a parent who writes "ladybirds" and "her favourite
 * jumper" hears ladybirds and favourite, not the pack's ladybugs and favorite. Applied to the
 * finished text, after every line is chosen, so no line, lint or memory has to know.
 */

/** Everything the parent typed; the fixed choices (theme, tone, length) say nothing of how they speak. */
function parentsText(input: StoryWriterInput): string {
  return [
    ...input.interests,
    ...input.fears,
    input.favoriteCharacter,
    input.setting,
    input.randomTwist,
    input.familyFriends,
    input.learningGoals,
    input.customPrompt,
    ...(input.siblings ?? []).flatMap((s) => s.interests),
  ]
    .filter((t): t is string => typeof t === 'string')
    .join('\n');
}

const formsOf = (word: string) => [...new Set([pluralize.plural(word), word])];
const startSource = (start: string) => `(?<![\\p{L}\\p{N}_])${escapeRegExp(start)}`;

/**
 * The pack's word pairs are a few hundred and fixed: each pattern is made once, not for every
 * story (making them was most of the time this step took, on every local story written).
 */
const made = new Map<string, RegExp>();
function once(key: string, make: () => RegExp): RegExp {
  let found = made.get(key);
  if (found === undefined) {
    found = make();
    made.set(key, found);
  }
  return found;
}
const saysWord = (text: string, word: string) =>
  once(`w\u0000${word}`, () => new RegExp(formsOf(word).map(wholeWordSource).join('|'), 'iu')).test(text);
const saysStart = (text: string, start: string) =>
  once(`s\u0000${start}`, () => new RegExp(startSource(start), 'iu')).test(text);

interface Turn {
  find: RegExp;
  to: (found: string) => string;
}

/** "Ladybugs" → "Ladybirds": the replacement keeps the found word's capital. */
function keepCapital(found: string, to: string): string {
  const first = found.charAt(0);
  return first !== first.toLowerCase() ? to.charAt(0).toUpperCase() + to.slice(1) : to;
}

function wordTurn([american, british]: readonly [string, string]): Turn {
  // A word with no plural ("garbage") turns to its pair as it is: never "rubbishes".
  const many = pluralize.plural(american).toLowerCase();
  const plural = new Map(many === american.toLowerCase() ? [] : [[many, pluralize.plural(british)]]);
  // The plural first: "flashlights" is one word, not "flashlight" and an s.
  const sources = formsOf(american).map(wholeWordSource);
  return {
    find: new RegExp(sources.join('|'), 'giu'),
    to: (found) => keepCapital(found, plural.get(found.toLowerCase()) ?? british),
  };
}

function spellingTurn([american, british]: readonly [string, string]): Turn {
  return { find: new RegExp(startSource(american), 'giu'), to: (found) => keepCapital(found, british) };
}

/** Each pair's turn, made once: the pack's pairs are the same objects for every story. */
const turns = new WeakMap<readonly [string, string], Turn>();
function turnOnce(pair: readonly [string, string], make: (pair: readonly [string, string]) => Turn): Turn {
  let turn = turns.get(pair);
  if (turn === undefined) {
    turn = make(pair);
    turns.set(pair, turn);
  }
  return turn;
}

/**
 * What to turn in this family's story: nothing for a parent who writes the American way (or
 * gives no sign); for one who writes the British way, every pair but those whose American word
 * they wrote themselves. A British word that Americans write too ("torch", "holiday") turns only
 * its own pair.
 */
function turnsFor(said: string, words: TWords): Turn[] {
  const ambiguous = new Set(words.ambiguous);
  // Spelling is the sign of how a family writes; a word like "pajamas" is only that word's choice.
  const american = words.spelling.some(([a]) => saysStart(said, a));
  const british =
    !american &&
    (words.words.some(([, b]) => !ambiguous.has(b) && saysWord(said, b)) ||
      words.spelling.some(([, b]) => !ambiguous.has(b) && saysStart(said, b)));
  return [
    ...words.words
      .filter(([a, b]) => !saysWord(said, a) && (british || saysWord(said, b)))
      .map((pair) => turnOnce(pair, wordTurn)),
    ...(british
      ? words.spelling.filter(([a]) => !saysStart(said, a)).map((pair) => turnOnce(pair, spellingTurn))
      : []),
  ];
}

/**
 * The story's text in the family's words. `names` (the child's, the pets', the family's, the
 * cast's) are never turned: a boy called Gray stays Gray.
 */
export function familyWords(
  input: StoryWriterInput,
  words: TWords,
  names: ReadonlySet<string>,
): (text: string) => string {
  const turns = turnsFor(parentsText(input), words);
  if (turns.length === 0) return (text) => text;
  return (text) =>
    turns.reduce(
      (t, turn) =>
        t.replace(turn.find, (found: string, ...rest: unknown[]) => {
          const at = rest.find((r): r is number => typeof r === 'number') ?? 0;
          const word = /^\p{L}+/u.exec(t.slice(at))?.[0] ?? found;
          return names.has(word) ? found : turn.to(found);
        }),
      text,
    );
}
