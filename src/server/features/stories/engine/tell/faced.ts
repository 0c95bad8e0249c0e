import type { Brief } from '../read/types.js';
import type { Pack } from '../pack/compile.js';
import type { TPlan } from '../pack/schema.js';
import { matchKey } from '../pack/compile.js';
import type { Placed } from './personal.js';
import type { LineReq } from './scene-lines.js';

const key = (words: string) => matchKey(words.replace(/^the\s+/i, ''));

/**
 * "The dragon is afraid of butterflies": once the trouble is over, a butterfly comes by and lands
 * on its head, and it tickles (twists.yaml `faced`). Only a creature meets it, close enough to
 * touch, in a world where it can be met, and never a thing the child's own fears rule out.
 */
export function facedLines(
  brief: Brief,
  plan: TPlan,
  pack: Pack,
  vars: Partial<LineReq>,
  /** Far up in the sky, or a thing that cannot feel: nothing comes to meet it. */
  away: boolean,
  /** The child's own, carried there and home again: what cannot be met there is met at home. */
  broughtHome = false,
): Placed[] {
  const t = brief.twist;
  if (t?.shape !== 'afraid' || t.y === undefined || away) return [];
  const y = key(t.y);
  const feared = pack.twists.faced.filter(
    (f) => f.match.some((m) => key(m) === y) && !f.tags.some((tag) => brief.ruledOut.has(tag)),
  );
  const met = feared.find((f) => f.worlds === undefined || plan.worlds.some((w) => f.worlds?.includes(w)));
  if (met !== undefined)
    return [{ where: 'resolution', line: { text: met.lines, role: 'twist.faced', priority: 1, ...vars } }];
  // Rain cannot fall in space: it patters on the bedroom window instead, once they are home.
  const atHome = broughtHome ? feared.find((f) => f.home !== undefined)?.home : undefined;
  return atHome === undefined
    ? []
    : [{ where: 'home', line: { text: atHome, role: 'twist.faced', priority: 1, ...vars } }];
}
