import { wordForms } from '../pack/check.js';
import type { TCastEntity, TFrame, TPlan } from '../pack/schema.js';

/** Tags that make a cast entity a living creature when it does not say what it is. */
const LIVING_TAGS: ReadonlySet<string> = new Set(['animals', 'birds', 'insects', 'fish']);

/** What the one in trouble is: its own `matter`, else living for a creature, else a thing. */
export function matterOf(entity: TCastEntity): 'thing' | 'living' | 'vast' {
  return entity.matter ?? (entity.tags.some((t) => LIVING_TAGS.has(t)) ? 'living' : 'thing');
}

/**
 * What the fix may not say it does to the one in trouble (frame.yaml `not_done_to`): a panel
 * heard "Ada rubbed the peacock smooth and round" and "wound bright yarn round the rainbow", help
 * written per kind of trouble for a lantern or a toy, told of a bird and the sky.
 */
export function notDoneTo(frame: TFrame, object: TCastEntity | undefined, kind: TPlan['kind']): string[] {
  if (object === undefined) return [];
  const matter = matterOf(object);
  if (matter === 'thing') return [];
  const lists = frame.not_done_to[matter] ?? {};
  return [...(lists.any ?? []), ...(lists[kind] ?? [])];
}

/**
 * What the fix of a puzzle may not say for the puzzle this plot sets (frame.yaml
 * `puzzle_out_of_place`): a riddle carved on a clam is answered, not pressed like buttons she
 * never had, and a lock of colored dots asks no riddle (a panel heard both).
 */
export function notThisPuzzle(frame: TFrame, plan: TPlan): string[] {
  return plan.puzzle === undefined ? [] : (frame.puzzle_out_of_place[plan.puzzle] ?? []);
}

const patternOf = new WeakMap<object, Map<string, RegExp | undefined>>();

/** The words the interest's help may not say in this plot, as one pattern (undefined: none). */
export function helpNotHere(frame: TFrame, object: TCastEntity | undefined, plan: TPlan): RegExp | undefined {
  // Worked out once per thing in trouble (or per frame, for a plot with none) and kind of plot.
  const owner: object = object ?? frame;
  let cached = patternOf.get(owner);
  if (cached === undefined) {
    cached = new Map();
    patternOf.set(owner, cached);
  }
  const key = `${plan.kind} ${plan.puzzle ?? ''}`;
  if (!cached.has(key)) {
    // A word of the thing's own name is never counted against it: "the bluebell patch" is no
    // patch sewn on (panel 29 heard a gardener's watering help turned away for it).
    const named = object === undefined ? '' : `${object.a} ${object.the} ${object.noun}`;
    const words = [...notDoneTo(frame, object, plan.kind), ...notThisPuzzle(frame, plan)].filter(
      (w) => !wordForms([w]).test(named),
    );
    cached.set(key, words.length === 0 ? undefined : wordForms(words));
  }
  return cached.get(key);
}
