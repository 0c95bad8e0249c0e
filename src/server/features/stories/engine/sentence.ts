import { countWords, textStats } from '../safety/readability.js';
import type { StoryContext } from './context.js';
import { expand, finishSentence } from './template.js';

/**
 * A sentence of the plan. Kinds say what the fitter may do with it:
 * core is never dropped, secondary may be dropped (lowest priority first), detail and tiny
 * sentences are added to reach the length (tiny ones also keep beginner text easy).
 */
export type SentenceKind = 'core' | 'secondary' | 'detail' | 'tiny';

export interface Sentence {
  text: string;
  kind: SentenceKind;
  priority: number;
  words: number;
  syllables: number;
  /** Runs of . ! ? in the text (Flesch-Kincaid sentence count). */
  ends: number;
  /** How this sentence attaches to the previous one when joined; null = stands alone. */
  join: ', and' | ';' | null;
  /** Starts with a name or other proper word, so it keeps its capital when joined. */
  proper: boolean;
  template: string;
}

/** Syllables are only needed to ease beginner text, so other levels skip counting them. */
export function stats(
  text: string,
  withSyllables: boolean,
): { words: number; syllables: number; ends: number } {
  if (!withSyllables) {
    const runs = text.match(/[.!?]+/g);
    return { words: countWords(text), syllables: 0, ends: Math.max(1, runs === null ? 0 : runs.length) };
  }
  const s = textStats(text);
  return { words: s.words, syllables: s.syllables, ends: s.sentences };
}

/**
 * Expand one of the templates into a safe sentence, avoiding templates already used in this
 * story while unused ones remain. Returns null if every attempt contains a fear or unsafe word.
 */
export function makeSentence(
  ctx: StoryContext,
  used: Set<string>,
  templates: readonly string[],
  kind: SentenceKind,
  priority = 0,
  allowReuse = true,
): Sentence | null {
  if (templates.length === 0) return null;
  const fresh = templates.filter((t) => !used.has(t));
  if (fresh.length === 0 && !allowReuse) return null;
  const pool = fresh.length > 0 ? fresh : templates;
  for (let attempt = 0; attempt < 10; attempt++) {
    const template = ctx.rng.pick(pool);
    // "^" marks a fragment ("One slow breath in, one slow breath out.") that must stand alone.
    const alone = template.startsWith('^');
    let text = finishSentence(
      expand(alone ? template.slice(1) : template, { rng: ctx.rng, vars: ctx.vars, rich: ctx.rich }),
    );
    if (!alone && kind !== 'tiny' && ctx.rng.chance(ctx.openerChance) && /^(?:The|A|An) /.test(text)) {
      text = `${expand(OPENERS, { rng: ctx.rng, vars: ctx.vars, rich: 0 })}, ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
    }
    if (!ctx.isSafe(text)) continue;
    used.add(template);
    const s = toSentence(ctx, text, kind, priority, template);
    if (alone) s.join = null;
    return s;
  }
  return null;
}

/** Longer readers get some sentences opened with a phrase, which lengthens them naturally. */
const OPENERS =
  '[Before long|After a little while|In the hush of the night|A moment later|Little by little|As the night grew deeper|All the while|Not long after]';

export function toSentence(
  ctx: StoryContext,
  text: string,
  kind: SentenceKind,
  priority: number,
  template: string,
): Sentence {
  const first = text.split(' ', 1)[0] ?? '';
  const firstWord = first.replace(/[^\p{L}\p{N}'-]/gu, '').replace(/'s$/, '');
  const st = stats(text, ctx.level === 'beginner');
  const joinable = kind !== 'tiny' && !text.startsWith('"') && ctx.rng.chance(ctx.joinChance);
  return {
    text,
    kind,
    priority,
    words: st.words,
    syllables: st.syllables,
    ends: st.ends,
    join: joinable ? (ctx.rng.chance(0.7) ? ', and' : ';') : null,
    proper: ctx.properWords.has(firstWord),
    template,
  };
}

/** Re-expand a sentence with no optional clauses: the last resort when the core is too long. */
export function plainer(ctx: StoryContext, s: Sentence): Sentence {
  for (let attempt = 0; attempt < 6; attempt++) {
    const text = finishSentence(
      expand(s.template.replace(/^\^/, ''), { rng: ctx.rng, vars: ctx.vars, rich: 0 }),
    );
    if (ctx.isSafe(text) && countWords(text) < s.words)
      return { ...toSentence(ctx, text, s.kind, s.priority, s.template), join: s.join };
  }
  return s;
}
