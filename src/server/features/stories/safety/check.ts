import { STORY_LENGTHS } from '../../../../shared/constants.js';
import { SERIES_EXTRA_WORDS } from '../../../../shared/series.js';
import type { StoryWriterInput, WrittenStory } from '../writer/types.js';
import { fearConcepts, fearWordsIn } from '../fears.js';
import { TermMatcher } from './match.js';
import { localFindings, type SafetyFinding } from './local.js';
import { countWords } from './readability.js';
import { scaryContent, withoutInnocentPhrases } from './scary.js';
import { NEVER_WORDS } from './unsafe-words.js';

/**
 * The one gate every story passes before it is saved, whichever writer produced it
 * (the local engine or an LLM). It looks at the text only, never trusts the writer's own
 * word count, and reports every problem at once so a log line explains a rejection.
 * What frightens is judged by meaning and the child's age (local.ts); a short list of words
 * no story for a child may hold (swearing, sex, drugs, self-harm, gore) is refused wherever it is.
 */
export type StoryCheckResult = { ok: true } | { ok: false; problems: string[]; categories: string[] };

// Built once: the list is static.
const NEVER = new TermMatcher(NEVER_WORDS);

function scaryProblems(findings: readonly SafetyFinding[]): string[] {
  return findings.map((f) => `The story has scary content (${f.category}): "${f.sentence}"`);
}

export interface CheckOptions {
  /**
   * Share of slack on the length range: the LLM writer gets 10% (a model counts words loosely),
   * the local engine none (it fits exactly).
   */
  lengthTolerance?: number;
  /**
   * The local engine's story: every line of it is a pack line the lint holds to the words, the
   * patterns and the fears, with the parent's words read through the same word list, so its
   * story is held to those; the classifier (which refuses about 1 in 1,000 of the engine's calm
   * stories, safety-net.test.ts) reads text no one here wrote.
   */
  engine?: boolean;
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
  const categories = new Set<string>();
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
    // A series chapter's recap and arc lines are told whatever the length (engine/tell/series.ts).
    const max =
      Math.ceil(range.maxWords * (1 + slack)) + (input.series === undefined ? 0 : SERIES_EXTRA_WORDS);
    if (words < min || words > max)
      problems.push(`The story has ${words} words; a ${input.storyLength} story needs ${min}-${max}.`);
  }

  const content = checkContent(`${title}\n\n${story.content}`, input, {
    byMeaning: options.engine !== true,
  });
  problems.push(...content.reasons);
  for (const c of content.categories) categories.add(c);
  if (problems.length > 0 && categories.size === 0) categories.add('form');
  return problems.length === 0 ? { ok: true } : { ok: false, problems, categories: [...categories] };
}

export interface ContentVerdict {
  verdict: 'pass' | 'refuse';
  reasons: string[];
  categories: string[];
}

/**
 * What the text says, for a child of this age with these fears: words no story may hold, the
 * child's fears by concept, and what frightens by meaning (local.ts). `npm run safety-check`
 * prints this for a text on standard input.
 */
export function checkContent(
  text: string,
  child: { age: number; fears: readonly string[] },
  options: { byMeaning?: boolean } = {},
): ContentVerdict {
  const reasons: string[] = [];
  const categories = new Set<string>();
  // "A drink of water" or "a killer whale" are innocent: the allow-list blanks them first.
  const innocent = withoutInnocentPhrases(text);
  const fearsFound = fearWordsIn(innocent, fearConcepts(child.fears));
  if (fearsFound.length > 0) {
    reasons.push(`The story mentions the child's fears: ${fearsFound.join(', ')}.`);
    categories.add('fears');
  }
  const unsafeFound = NEVER.find(innocent);
  if (unsafeFound.length > 0) {
    reasons.push(`The story contains unsafe words: ${unsafeFound.join(', ')}.`);
    categories.add('unsafe-words');
  }
  if (options.byMeaning === false) {
    const named = scaryContent(text);
    if (named.length > 0) {
      reasons.push(`The story has scary content: ${named.join('; ')}.`);
      categories.add('threat');
    }
  } else {
    const scary = localFindings(text, child.age);
    reasons.push(...scaryProblems(scary));
    for (const f of scary) categories.add(f.category);
  }
  return { verdict: reasons.length === 0 ? 'pass' : 'refuse', reasons, categories: [...categories] };
}

/**
 * The content part of the check (unsafe words, scary meaning, the child's fears) for a piece of
 * text, built once per story: the stream gate runs it on each paragraph before it is shown.
 */
export function createTextGate(
  fears: readonly string[],
  age: number,
  options: { byMeaning?: boolean } = {},
): (text: string) => boolean {
  const concepts = fearConcepts(fears);
  const byMeaning = options.byMeaning ?? true;
  return (text) => {
    const innocent = withoutInnocentPhrases(text);
    return (
      !NEVER.test(innocent) &&
      fearWordsIn(innocent, concepts).length === 0 &&
      (byMeaning ? localFindings(text, age).length === 0 : scaryContent(text).length === 0)
    );
  };
}
