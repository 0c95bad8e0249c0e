import { STORY_LENGTHS } from '../../../../shared/constants.js';
import type { StoryWriterInput, WrittenStory } from '../writer/types.js';
import { fearConcepts, fearWordsIn } from '../fears.js';
import { TermMatcher } from './match.js';
import { countWords } from './readability.js';
import { scaryContent, withoutInnocentPhrases } from './scary.js';
import { ALL_UNSAFE_WORDS } from './unsafe-words.js';

/**
 * The one gate every story passes before it is saved, whichever writer produced it
 * (the local engine or an LLM). It looks at the text only, never trusts the writer's own
 * word count, and reports every problem at once so a log line explains a rejection.
 */
export type StoryCheckResult = { ok: true } | { ok: false; problems: string[] };

// Built once: the list is static.
const UNSAFE = new TermMatcher(ALL_UNSAFE_WORDS);

export interface CheckOptions {
  /**
   * Share of slack on the length range: the LLM writer gets 10% (a model counts words loosely),
   * the local engine none (it fits exactly).
   */
  lengthTolerance?: number;
}

/** The LLM writer's slack on the word range. */
export const LLM_LENGTH_TOLERANCE = 0.1;

export function checkStory(
  story: WrittenStory,
  input: StoryWriterInput,
  options: CheckOptions = {},
): StoryCheckResult {
  const slack = options.lengthTolerance ?? 0;
  const problems: string[] = [];
  const title = story.title.trim();
  if (title === '') problems.push('The title is empty.');

  // The type says the length is a known key, but input may come from older callers at runtime.
  const range = (STORY_LENGTHS as Partial<Record<string, { minWords: number; maxWords: number }>>)[
    input.storyLength
  ];
  const words = countWords(story.content);
  if (range === undefined) {
    problems.push(`Unknown story length "${String(input.storyLength)}".`);
  } else {
    const min = Math.floor(range.minWords * (1 - slack));
    const max = Math.ceil(range.maxWords * (1 + slack));
    if (words < min || words > max)
      problems.push(`The story has ${words} words; a ${input.storyLength} story needs ${min}-${max}.`);
  }

  const everything = `${title}\n\n${story.content}`;
  // "A drink of water" or "a killer whale" are innocent: the allow-list blanks them first.
  const innocent = withoutInnocentPhrases(everything);
  const fearsFound = fearWordsIn(innocent, fearConcepts(input.fears));
  if (fearsFound.length > 0) {
    problems.push(`The story mentions the child's fears: ${fearsFound.join(', ')}.`);
  }
  const unsafeFound = UNSAFE.find(innocent);
  if (unsafeFound.length > 0) {
    problems.push(`The story contains unsafe words: ${unsafeFound.join(', ')}.`);
  }
  const scary = scaryContent(everything);
  if (scary.length > 0) problems.push(`The story has scary content: ${scary.join('; ')}.`);

  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}

/**
 * The content part of the check (unsafe words, scary meaning, the child's fears) for a piece of
 * text, built once per story: the stream gate runs it on each paragraph before it is shown.
 */
export function createTextGate(fears: readonly string[]): (text: string) => boolean {
  const concepts = fearConcepts(fears);
  return (text) => {
    const innocent = withoutInnocentPhrases(text);
    return (
      !UNSAFE.test(innocent) &&
      fearWordsIn(innocent, concepts).length === 0 &&
      scaryContent(text).length === 0
    );
  };
}
