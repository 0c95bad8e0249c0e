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
const saysWord = (text: string, word: string) =>
  formsOf(word).some((f) => new RegExp(wholeWordSource(f), 'iu').test(text));
const startSource = (start: string) => `(?<![\\p{L}\\p{N}_])${escapeRegExp(start)}`;
const saysStart = (text: string, start: string) => new RegExp(startSource(start), 'iu').test(text);

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
    ...words.words.filter(([a, b]) => !saysWord(said, a) && (british || saysWord(said, b))).map(wordTurn),
    ...(british ? words.spelling.filter(([a]) => !saysStart(said, a)).map(spellingTurn) : []),
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
