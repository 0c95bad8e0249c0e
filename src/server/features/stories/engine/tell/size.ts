import type { Pack } from '../pack/compile.js';
import type { TText } from '../pack/schema.js';

/**
 * The twist's thing by its size: a building, a vehicle, a mountain or a whale is not told as a
 * small thing at home. A panel heard "the lighthouse is secretly a rocket" end with the lighthouse
 * "curled up at the foot of the bed".
 */
const BIG_THING =
  /\b(?:lighthouses?|towers?|castles?|palaces?|houses?|schools?|churche?s?|windmills?|bridges?|barns?|rockets?|spaceships?|space ?stations?|ships?|boats?|trains?|buses|bus|cars?|tractors?|trucks?|lorr(?:y|ies)|planes?|aeroplanes?|airplanes?|helicopters?|submarines?|diggers?|cranes?|fire ?engines?|mountains?|volcano(?:e?s)?|hills?|trees?|whales?|elephants?|dinosaurs?|giraffes?|moon|sun|planets?)$/i;

/**
 * What only a small thing at home does or is: curls up on the bed, sits on the rug or the shelf,
 * lives in the house (panel 87 heard a talking barn say good night "from the shelf").
 */
const SMALL_AT_HOME =
  /\b(?:curl\w* up|snuggl\w*|nestl\w*|very own house|right there at home|on the rug|from the rug|(?:foot|end) of the bed|(?:by|beside|next to|under) the bed|by the door|on the pillow|(?:on|from) the shelf|lap|cozy corner|across the (?:dark )?room|like a ball|lay down|tucked)\b/i;

export const isBig = (noun: string): boolean => BIG_THING.test(noun.trim());

/** A text's lines that fit a big thing (each level keeps all of its lines if none does). */
export function keepBigSized(text: TText | undefined): TText | undefined {
  if (text === undefined) return text;
  const fit = (templates: readonly string[]) => {
    const kept = templates.filter((t) => !SMALL_AT_HOME.test(t));
    return kept.length > 0 ? kept : [...templates];
  };
  if (Array.isArray(text)) return fit(text);
  const out: Record<string, string[]> = {};
  for (const [level, templates] of Object.entries(text)) out[level] = fit(templates ?? []);
  return out as TText;
}

type Shape = Pack['twists']['shapes'][number];
type Condition = Pack['twists']['conditions'][number];

/** A shape told of a big thing: its bedtime echo is not a small thing's. */
export const bigSizedShape = (shape: Shape): Shape => ({
  ...shape,
  echo: keepBigSized(shape.echo) ?? shape.echo,
});

/** A condition told of a big thing: "better" at bedtime is not a small thing's. */
export const bigSizedCondition = (c: Condition): Condition => ({
  ...c,
  better: keepBigSized(c.better) ?? c.better,
});
