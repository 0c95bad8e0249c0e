import type { TFrame } from '../pack/schema.js';
import type { FittedParagraph } from './fit.js';
import { renderLine } from './render.js';
import type { Rendered, RenderContext } from './render-context.js';
import { commit } from './told.js';

/**
 * What helps is set up before it helps (issue 24, part 4): an interest's fix may take something
 * from the child's pocket ("took the little wooden pawn from his pocket"), and a parent heard it
 * as pulled from nowhere. When the first pocket of the story is one a thing comes out of, the
 * child puts that thing in their pocket at home, right after the interest is set up, giving up an
 * extra line (a detail, a sight) when the story has no room; otherwise it is told as it was.
 */
const FROM_POCKET =
  /\b(the|a|an|his|her|their|some)\s+((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)\s+(?:out of|from)\s+(?:his|her|their)\s+(?:pajama\s+)?pockets?\b/iu;
const POCKET = /\bpockets?\b/i;

/** The thing a line takes from the child's pocket ("little wooden pawn"), if the line does. */
export function fromPocket(text: string): string | undefined {
  return FROM_POCKET.exec(text)?.[2];
}

/** "his little wooden pawn", but "some string" (the child's own string reads oddly). */
function ownThing(text: string, their: string): string | undefined {
  const found = FROM_POCKET.exec(text);
  if (found === null) return undefined;
  return found[1]?.toLowerCase() === 'some' ? `some ${found[2]}` : `${their} ${found[2]}`;
}

export function plantPocket(
  paragraphs: FittedParagraph[],
  ctx: RenderContext,
  frame: TFrame,
  room: number,
): void {
  if (frame.pocket === undefined) return;
  const lines = paragraphs.flatMap((p) => p.lines);
  // The child's own pocket, in the fix: a companion's ("a plum from his pocket") is theirs.
  const first = lines.find((l) => POCKET.test(l.text));
  const thing =
    first?.req.role === 'interest.help' ? ownThing(first.text, ctx.vars.their ?? 'their') : undefined;
  if (thing === undefined) return;
  // Where the interest is set up (at home; after a far-off shape's first paragraph, later).
  const home = paragraphs.find((p) => p.lines.some((l) => l.req.role === 'interest.setup'));
  if (home === undefined || lines.indexOf(first as Rendered) < lines.findIndex((l) => home.lines.includes(l)))
    return;
  const r = renderLine({ text: frame.pocket, role: 'frame.pocket', priority: 1, vars: { thing } }, ctx);
  if (r === undefined || !makeRoom(paragraphs, r.words - room)) return;
  commit(r, ctx);
  home.lines.splice(home.lines.findIndex((l) => l.req.role === 'interest.setup') + 1, 0, r);
}

/** Gives up the last extra lines (priority 2 and 3: details, sights) for `words` more, if it can. */
export function makeRoom(paragraphs: FittedParagraph[], words: number): boolean {
  if (words <= 0) return true;
  const extras = paragraphs
    .flatMap((p) => p.lines.map((l) => ({ p, l })))
    .filter(({ l }) => l.req.priority >= 2)
    .reverse();
  let freed = 0;
  const gone: typeof extras = [];
  for (const e of extras) {
    if (freed >= words) break;
    gone.push(e);
    freed += e.l.words;
  }
  if (freed < words) return false;
  for (const { p, l } of gone) p.lines.splice(p.lines.indexOf(l), 1);
  return true;
}
