import { wordForms } from '../pack/check.js';
import type { TCastEntity, TFrame, TPlan } from '../pack/schema.js';

/** Tags that make a cast entity a living creature when it does not say what it is. */
const LIVING_TAGS: ReadonlySet<string> = new Set(['animals', 'birds', 'insects', 'fish']);

/** What the one in trouble is: its own `matter`, else living for a creature, else a thing. */
export function matterOf(entity: TCastEntity): 'thing' | 'living' | 'vast' {
  return entity.matter ?? (entity.tags.some((t) => LIVING_TAGS.has(t)) ? 'living' : 'thing');
}

const notDoneOf = new WeakMap<TFrame, Map<string, RegExp | undefined>>();

/**
 * What the fix may not say it does to the one in trouble (frame.yaml `not_done_to`): a panel
 * heard "Ada rubbed the peacock smooth and round" and "wound bright yarn round the rainbow", help
 * written per kind of trouble for a lantern or a toy, told of a bird and the sky.
 */
export function notDoneTo(
  frame: TFrame,
  object: TCastEntity | undefined,
  kind: TPlan['kind'],
): RegExp | undefined {
  if (object === undefined) return undefined;
  const matter = matterOf(object);
  if (matter === 'thing') return undefined;
  const key = `${matter} ${kind}`;
  let cached = notDoneOf.get(frame);
  if (cached === undefined) {
    cached = new Map();
    notDoneOf.set(frame, cached);
  }
  if (!cached.has(key)) {
    const lists = frame.not_done_to[matter] ?? {};
    const words = [...(lists.any ?? []), ...(lists[kind] ?? [])];
    cached.set(key, words.length === 0 ? undefined : wordForms(words));
  }
  return cached.get(key);
}
