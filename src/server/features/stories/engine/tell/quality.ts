import type { Pack } from '../pack/compile.js';
import { matchKey } from '../pack/compile.js';
import type { TwistUse } from '../read/types.js';

type Shape = Pack['twists']['shapes'][number];

/**
 * "The stars are ticklish": a quality the thing shows by what it does when touched, told by the
 * quality shape's `shown` lines ("Lotte brushed against the stars. The stars giggled and
 * wriggled!"), never only named (panel 55 heard "Yes, still ticklish!" and no giggle). A thing
 * far up in the sky, or a quality `qualities` does not know, keeps the shape's own lines.
 */
export function shownQuality(
  shape: Shape,
  t: TwistUse,
  pack: Pack,
  far: boolean,
): { shape: Shape; vars: Record<string, string> } | undefined {
  if (shape.id !== 'quality' || shape.shown === undefined || far || t.y === undefined) return undefined;
  const said = matchKey(t.y.replace(/^(?:very|really|so|super|extra|always|all)\s+/i, ''));
  const quality = pack.twists.qualities.find((q) => q.match.some((m) => matchKey(m) === said));
  if (quality === undefined) return undefined;
  return {
    shape: { ...shape, premise: shape.shown.premise, middle: shape.shown.middle },
    vars: { 'twist.touched': quality.touched, 'twist.does': quality.does },
  };
}
