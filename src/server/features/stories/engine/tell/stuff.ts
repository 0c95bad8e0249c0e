import { wordForms } from '../pack/check.js';
import type { Pack } from '../pack/compile.js';
import type { TPlan } from '../pack/schema.js';
import type { LineReq } from './scene-lines.js';
import type { Placed } from './personal.js';

type Shape = Pack['twists']['shapes'][number];
type Stuff = Shape['stuffs'][number];

const matchOf = new WeakMap<Stuff, RegExp>();

/** The stuff the parent's words name ("soft pink wool": wool), the first in the pack's order. */
export function stuffOf(shape: Shape, y: string | undefined): Stuff | undefined {
  if (y === undefined) return undefined;
  return shape.stuffs.find((stuff) => {
    let found = matchOf.get(stuff);
    if (found === undefined) {
      found = wordForms(stuff.match);
      matchOf.set(stuff, found);
    }
    return found.test(y);
  });
}

/**
 * What "the moon is made of wool" does in the story (twists.yaml made-of `stuffs`): a hand with
 * the trouble where the stuff suits it, told just before the child's own fix; else its part in
 * the celebration. Out of reach (the moon over a field), only a celebration that looks; nothing for
 * a stuff the pack does not know, and no tasting a creature made of chocolate.
 */
export function stuffLines(
  shape: Shape,
  y: string | undefined,
  kind: TPlan['kind'],
  within: { reach: boolean; creature: boolean },
  vars: Partial<LineReq>,
): Placed[] {
  const stuff = stuffOf(shape, y);
  if (stuff === undefined) return [];
  const help = within.reach ? stuff.help[kind] : undefined;
  if (help !== undefined)
    return [{ where: 'help', line: { text: help, role: 'twist.solve', priority: 1, ...vars } }];
  if ((stuff.eaten && within.creature) || (!within.reach && !stuff.seen_from_afar)) return [];
  return [
    { where: 'resolution', line: { text: stuff.celebrate, role: 'twist.celebrate', priority: 1, ...vars } },
  ];
}
