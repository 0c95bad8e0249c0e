import { gradeFromStats, type TextStats } from '../safety/readability.js';
import type { StoryContext } from './context.js';
import type { Paragraph, Plan } from './grammar.js';
import { TINY } from './pools/closing.js';
import { makeSentence, plainer, type Sentence } from './sentence.js';

/**
 * Length and readability fitting. Word counts are kept per sentence, so measuring the whole
 * plan is a cheap loop (no string building) and the fitter can add or drop whole sentences
 * until the count is inside the range. Sentences are never cut.
 */
export interface Range {
  minWords: number;
  maxWords: number;
}

/** Beginner text aims a little under grade 3 so it is under 3 with room to spare. */
const BEGINNER_GRADE_GOAL = 2.6;

/** Can `s` be joined onto `prev` ("It was late, and the owl hooted.")? */
function joins(prev: Sentence | undefined, s: Sentence, prevWasJoined: boolean): boolean {
  return (
    prev !== undefined &&
    !prevWasJoined &&
    s.join !== null &&
    s.ends === 1 &&
    prev.ends === 1 &&
    prev.text.endsWith('.') &&
    !prev.text.includes('"') &&
    !s.text.includes('"')
  );
}

export function measure(plan: Plan): TextStats {
  let words = 0;
  let syllables = 0;
  let sentences = 0;
  for (const p of plan.paragraphs) {
    let prev: Sentence | undefined;
    let joined = false;
    for (const s of p.sentences) {
      words += s.words;
      syllables += s.syllables;
      sentences += s.ends;
      joined = joins(prev, s, joined);
      if (joined) {
        sentences -= 1;
        if (s.join === ', and') {
          words += 1;
          syllables += 1;
        }
      }
      prev = s;
    }
  }
  return { words, syllables, sentences: Math.max(1, sentences) };
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** Paragraph texts; very long paragraphs are split so a page never shows a wall of text. */
export function render(plan: Plan): string[] {
  const out: string[] = [];
  for (const p of plan.paragraphs) {
    const parts: string[] = [];
    let prev: Sentence | undefined;
    let joined = false;
    for (const s of p.sentences) {
      joined = joins(prev, s, joined);
      if (joined && prev !== undefined) {
        const body = s.proper ? s.text : lowerFirst(s.text);
        parts[parts.length - 1] = `${(parts[parts.length - 1] as string).slice(0, -1)}${s.join} ${body}`;
      } else parts.push(s.text);
      prev = s;
    }
    if (parts.length === 0) continue;
    const chunks = Math.ceil(parts.length / 8);
    const size = Math.ceil(parts.length / chunks);
    for (let i = 0; i < parts.length; i += size) out.push(parts.slice(i, i + size).join(' '));
  }
  return out;
}

function paragraphWords(p: Paragraph): number {
  let n = 0;
  for (const s of p.sentences) n += s.words;
  return n;
}

function insertAt(p: Paragraph, s: Sentence, index?: number): void {
  const at = index ?? Math.max(0, p.sentences.length - p.keepLast);
  p.sentences.splice(at, 0, s);
}

/** One more detail sentence in the paragraph that is furthest below its share. */
function addDetail(plan: Plan, ctx: StoryContext, blocked: Set<Paragraph>, reuse: boolean): boolean {
  for (;;) {
    let best: Paragraph | undefined;
    let bestScore = Infinity;
    for (const p of plan.paragraphs) {
      if (p.detailPools.length === 0 || blocked.has(p)) continue;
      const score = (paragraphWords(p) + 1) / p.weight + ctx.rng.next() * 12;
      if (score < bestScore) {
        bestScore = score;
        best = p;
      }
    }
    if (best === undefined) return false;
    for (const pool of ctx.rng.shuffle(best.detailPools)) {
      // Even when templates come back, never twice in one paragraph.
      const here = best;
      const options = reuse ? pool.filter((t) => !here.sentences.some((s) => s.template === t)) : pool;
      const s = makeSentence(ctx, plan.used, options, 'detail', 0, reuse);
      if (s !== null) {
        insertAt(best, s);
        return true;
      }
    }
    blocked.add(best);
  }
}

function addTiny(plan: Plan, ctx: StoryContext, where?: { p: Paragraph; index: number }): boolean {
  const s = makeSentence(ctx, plan.used, TINY, 'tiny');
  if (s === null) return false;
  if (where !== undefined) insertAt(where.p, s, where.index);
  else insertAt(ctx.rng.pick(plan.paragraphs.slice(1, -1)), s);
  return true;
}

/** Every removable sentence, with where it lives. */
function removable(plan: Plan, kinds: ReadonlySet<string>): Array<{ p: Paragraph; s: Sentence }> {
  const out: Array<{ p: Paragraph; s: Sentence }> = [];
  for (const p of plan.paragraphs) for (const s of p.sentences) if (kinds.has(s.kind)) out.push({ p, s });
  return out;
}

function remove(p: Paragraph, s: Sentence): number {
  const i = p.sentences.indexOf(s);
  p.sentences.splice(i, 1);
  return i;
}

export function fitLength(plan: Plan, ctx: StoryContext, range: Range): void {
  const target = Math.round(
    range.minWords + (range.maxWords - range.minWords) * (0.4 + 0.2 * ctx.rng.next()),
  );
  // Too long: drop optional sentences, least important first.
  const optional = removable(plan, new Set(['secondary'])).sort(
    (a, b) => a.s.priority - b.s.priority || b.s.words - a.s.words,
  );
  for (const { p, s } of optional) {
    if (measure(plan).words <= target) break;
    remove(p, s);
  }
  // Too short: add details where the story has the most room for them.
  // Fresh templates first; only when every pool is used up may a template come back
  // (its alternatives still make it read differently).
  for (const reuse of [false, true]) {
    const blocked = new Set<Paragraph>();
    for (let guard = 0; guard < 400 && measure(plan).words < target; guard++) {
      if (!addDetail(plan, ctx, blocked, reuse)) break;
    }
  }
  enforceBounds(plan, ctx, range);
}

/** The hard guarantee, whatever the pools produced: never above max, never below min. */
function enforceBounds(plan: Plan, ctx: StoryContext, range: Range, preferTiny = false): void {
  for (let guard = 0; guard < 200 && measure(plan).words > range.maxWords; guard++) {
    const extra = removable(plan, new Set(['tiny', 'detail', 'secondary']));
    const victim = extra[extra.length - 1];
    if (victim !== undefined) {
      remove(victim.p, victim.s);
      continue;
    }
    // Only core left and still too long: re-say the longest core sentences without extras.
    const core = removable(plan, new Set(['core'])).sort((a, b) => b.s.words - a.s.words);
    const first = core[0];
    if (first === undefined) break;
    const simpler = plainer(ctx, first.s);
    if (simpler === first.s) break;
    first.p.sentences[first.p.sentences.indexOf(first.s)] = simpler;
  }
  const blocked = new Set<Paragraph>();
  for (let guard = 0; guard < 200 && measure(plan).words < range.minWords; guard++) {
    const added = preferTiny
      ? addTiny(plan, ctx) || addDetail(plan, ctx, blocked, true)
      : addDetail(plan, ctx, blocked, true) || addTiny(plan, ctx);
    if (!added) break;
  }
}

/** Beginner text: swap the hardest optional sentences for very plain ones until grade ≤ goal. */
export function easeReading(plan: Plan, ctx: StoryContext, range: Range): void {
  for (let iter = 0; iter < 80; iter++) {
    const before = measure(plan);
    if (gradeFromStats(before) <= BEGINNER_GRADE_GOAL) return;
    const hardest = removable(plan, new Set(['detail', 'secondary']))
      .filter(({ s }) => s.words >= 3)
      .sort(
        (a, b) =>
          b.s.syllables / b.s.words + b.s.words * 0.05 - (a.s.syllables / a.s.words + a.s.words * 0.05),
      )[0];
    if (hardest === undefined) {
      if (before.words + 5 > range.maxWords || !addTiny(plan, ctx)) break;
      continue;
    }
    const index = remove(hardest.p, hardest.s);
    for (let k = 0; k < 6 && measure(plan).words < before.words - 2; k++) {
      if (!addTiny(plan, ctx, { p: hardest.p, index })) break;
    }
  }
  enforceBounds(plan, ctx, range, true);
}
