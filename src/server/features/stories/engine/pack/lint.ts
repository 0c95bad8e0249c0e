import { awakeBedtimeProblems } from './lint-awake.js';
import { checkLines, renderedLines } from './check.js';
import { compilePack } from './compile.js';
import { readSomeSections, SECTIONS, type PackProblem, type Places, type Section } from './load.js';
import { interestJobs, interestTableProblems } from './lint-interests.js';
import {
  daytimeProblems,
  openingOutdoorsProblems,
  openingPlaceProblems,
  strangerProblems,
} from './lint-night.js';
import {
  britishSpellingProblems,
  optionalChoiceProblems,
  owningUpProblems,
  subjectAsObjectProblems,
} from './lint-sense.js';
import {
  castNameProblems,
  packJobs,
  planProblems,
  seriesProblems,
  setupObjectProblems,
} from './lint-pack.js';
import type { RawPack } from './types.js';

/**
 * The whole check of a pack folder: the schema of every file, the references between files,
 * every line's variables, and its renderings read for grammar and safety. `npm run story:lint`
 * prints what this returns; a test runs it on the English pack.
 */
export function lintPack(
  root: string,
  /**
   * `only`: the sections read; `renderings`: how often each line is rendered; `lines`: the files
   * whose lines are rendered and checked (a writer's one file: references still cross the pack).
   */
  options: { only?: ReadonlySet<Section>; renderings?: number; lines?: (file: string) => boolean } = {},
): { problems: PackProblem[]; interests: number; plans: number } {
  const only = options.only ?? new Set(SECTIONS);
  const { pack, places, problems } = readSomeSections(root, only);
  if (only.size === SECTIONS.length && problems.length === 0)
    problems.push(...compilePack(pack as RawPack, places).problems);
  if (pack.interests !== undefined) {
    problems.push(...interestTableProblems(pack.interests, places));
    problems.push(...checkLines(interestJobs(pack.interests), places, options.renderings, options.lines));
  }
  problems.push(...planProblems(pack, places));
  problems.push(...setupObjectProblems(pack, places));
  problems.push(...castNameProblems(pack, places));
  problems.push(...seriesProblems(pack, places));
  problems.push(...daytimeProblems(pack, places));
  problems.push(...strangerProblems(pack, places));
  problems.push(...openingPlaceProblems(pack));
  problems.push(...openingOutdoorsProblems(pack));
  problems.push(...owningUpProblems(pack, places));
  problems.push(...britishSpellingProblems(pack, places));
  problems.push(...subjectAsObjectProblems(pack, places));
  problems.push(...optionalChoiceProblems(pack, places));
  problems.push(...awakeBedtimeProblems(pack, places));
  problems.push(...quoteProblems(places));
  problems.push(...checkLines(packJobs(pack), places, options.renderings, options.lines));
  return { problems, interests: pack.interests?.length ?? 0, plans: pack.plans?.length ?? 0 };
}

/** Every line of the pack rendered a few times (see renderedLines). */
export function packRenderings(root: string, renderings: number, seed?: number): string[] {
  const { pack } = readSomeSections(root, new Set(SECTIONS));
  const jobs = [...(pack.interests === undefined ? [] : interestJobs(pack.interests)), ...packJobs(pack)];
  return [...new Set(renderedLines(jobs, renderings, seed).map((r) => r.text))];
}

/**
 * A line whose quotation marks do not pair ("...the lamp.\"" after a doubled escape): a parent
 * reads a stray mark, or dialogue that never closes. A mark inside a [a|b] choice may be meant.
 */
export function quoteProblems(places: Places): PackProblem[] {
  const problems: PackProblem[] = [];
  for (const [text, at] of places) {
    const marks = (text.match(/"/g) ?? []).length;
    if (marks % 2 === 1 && !/\[[^\]]*"[^\]]*\|/.test(text))
      problems.push({ ...at, message: `a quotation mark without its pair: ${text.slice(0, 80)}` });
  }
  return problems;
}
