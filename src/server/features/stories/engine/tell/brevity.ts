import { countWords } from '../../safety/readability.js';
import { varsIn } from '../pack/vars.js';
import type { VarMap } from './vars.js';

/**
 * Telling a line short, when the story runs over its length (tell/fit.ts): which of its
 * templates are drawn, and which of the tellings found a line may be told with.
 */

/**
 * How long a line may be told. `any`: the first fresh rendering. A story over its length is
 * told again `short`: a seeded pick among the fresh renderings close to the shortest, since always
 * the single shortest made every cut story say the same few lines (28.5% of their sentences heard
 * in other families' stories, against 19.5% for the rest). Still over: `shortest`.
 */
export type Brevity = 'any' | 'short' | 'shortest';

/** `short`: a rendering at most this many words longer than the shortest one (or this share of it). */
const SHORT_SLACK_WORDS = 3;
const SHORT_SLACK_SHARE = 0.2;

/** The most words a rendering may have to be among the near-shortest of `found`. */
export function shortLimit(found: readonly { words: number }[]): number {
  const least = Math.min(...found.map((r) => r.words));
  return least + Math.max(SHORT_SLACK_WORDS, Math.round(least * SHORT_SLACK_SHARE));
}

/** How many fresh tellings a line told short picks among (its shortest first, roughly). */
export const SHORT_POOL = 4;

/**
 * A line's templates for telling it short, each drawn once plainly (no checks, a tenth of a
 * telling's cost) and put fewest words first, the parent's own kind still ahead of the rest.
 */
export function shortestFirst(
  templates: readonly string[],
  vars: VarMap,
  prefer: ((template: string) => boolean) | undefined,
  draw: (template: string, vars: VarMap) => string,
): string[] {
  const draft = new Map<string, number>();
  for (const t of templates)
    if (varsIn(t).every((v) => vars[v] !== undefined)) draft.set(t, countWords(draw(t, vars)));
  const rank = (t: string) => (prefer !== undefined && !prefer(t) ? 1 : 0);
  return [...draft.keys()].sort((a, b) => rank(a) - rank(b) || (draft.get(a) ?? 0) - (draft.get(b) ?? 0));
}

/** The renderings a `short` line picks among: those within the slack of the shortest. */
export function nearShortest<T extends { words: number }>(found: readonly T[]): T[] {
  const limit = shortLimit(found);
  return found.filter((r) => r.words <= limit);
}
