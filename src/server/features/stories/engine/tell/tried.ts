import type { Pack } from '../pack/compile.js';
import { wordForms } from '../pack/check.js';
import type { FittedParagraph } from './fit.js';
import { commit, renderLine, type RenderContext } from './render.js';

/**
 * "So they tried again" only after a try that did not work: a panel heard Grandad's "if at first
 * you don't succeed" and then "So they tried again" when nothing had been tried. A saying about
 * trying makes the plot's first try a line the story always tells (read/sayings.ts
 * `aboutTrying`, tell/scenes.ts); any line that still tries again before a try is told another
 * way, or, an extra, left out.
 */
const TRIES: ReadonlySet<string> = new Set(['plan.attempt', 'frame.attempts']);

export function tryAgainOnlyAfterATry(paragraphs: FittedParagraph[], ctx: RenderContext, pack: Pack): void {
  const words = pack.frame.tried_again;
  if (words.length === 0) return;
  const again = patternOf(words);
  // The parent's own words in quotation marks ("try, try again") are theirs: only the telling counts.
  const triesAgain = (text: string) => again.test(text.replace(/["“][^"”]*["”]/g, ''));
  for (const p of paragraphs)
    for (let i = 0; i < p.lines.length; i++) {
      const line = p.lines[i];
      if (line === undefined) continue;
      if (TRIES.has(line.req.role)) return;
      if (!triesAgain(line.text)) continue;
      const avoid = line.req.avoid;
      const req = { ...line.req, avoid: (t: string) => avoid?.(t) === true || triesAgain(t) };
      const told = renderLine(req, ctx, 'any');
      if (told !== undefined) {
        commit(told, ctx);
        p.lines[i] = told;
      } else if (line.req.priority >= 2) p.lines.splice(i--, 1);
    }
}

const patterns = new WeakMap<readonly string[], RegExp>();
function patternOf(words: readonly string[]): RegExp {
  let pattern = patterns.get(words);
  if (pattern === undefined) {
    pattern = wordForms(words);
    patterns.set(words, pattern);
  }
  return pattern;
}
