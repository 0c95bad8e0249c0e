import type { Pack } from '../pack/compile.js';
import { wordForms } from '../pack/check.js';
import { DROP_ORDER, type FittedParagraph } from './fit.js';
import { renderLine } from './render.js';
import type { RenderContext, Rendered } from './render-context.js';
import { commit } from './told.js';

/**
 * "So they tried again" only after a try that did not work: a panel heard Grandad's "if at first
 * you don't succeed" and then "So they tried again" when nothing had been tried. A saying about
 * trying makes the plot's first try a line the story always tells (read/sayings.ts
 * `aboutTrying`, tell/scenes.ts); any line that still tries again before a try is told another
 * way, or, an extra, left out.
 */
const TRIES: ReadonlySet<string> = new Set(['plan.attempt', 'frame.attempts']);

export function tryAgainOnlyAfterATry(
  paragraphs: FittedParagraph[],
  ctx: RenderContext,
  pack: Pack,
  max: number,
): void {
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
      const room = max - wordsIn(paragraphs) + line.words;
      const fits = told !== undefined && told.words <= room ? told : renderLine(req, ctx, 'shortest');
      if (fits !== undefined && (fits.words <= room || makeRoom(paragraphs, fits.words - room, line))) {
        commit(fits, ctx);
        // Extras left out before it move the line up.
        i = p.lines.indexOf(line);
        p.lines[i] = fits;
      } else if (line.req.priority >= 2) p.lines.splice(i--, 1);
    }
}

const wordsIn = (paragraphs: readonly FittedParagraph[]) =>
  paragraphs.reduce((n, p) => n + p.lines.reduce((m, l) => m + l.words, 0), 0);

/**
 * A longer telling fits by leaving out extras (the last first), then the least needed lines the
 * length may drop (fit.ts DROP_ORDER) that are not what the parent typed; never the line itself.
 */
const SPARE = new Set(DROP_ORDER.filter((r) => !/^(?:member|pet|worry|setting|interest\d?)\./.test(r)));
function makeRoom(paragraphs: FittedParagraph[], over: number, keep: Rendered): boolean {
  const lines = paragraphs.flatMap((p) => p.lines).filter((l) => l !== keep);
  // The last extras first, then the spare lines, the last first.
  const extras = [
    ...lines.filter((l) => l.req.priority >= 2).reverse(),
    ...lines.filter((l) => l.req.priority === 1 && SPARE.has(l.req.role)).reverse(),
  ];
  if (extras.reduce((n, l) => n + l.words, 0) < over) return false;
  let left = over;
  for (const l of extras) {
    if (left <= 0) break;
    for (const p of paragraphs) p.lines = p.lines.filter((x) => x !== l);
    left -= l.words;
  }
  return true;
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
