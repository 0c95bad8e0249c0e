import { wordForms } from '../pack/check.js';
import type { TFrame, TPlan, TWorld } from '../pack/schema.js';
import type { Brief } from '../read/types.js';
import type { Cast } from './cast.js';

/**
 * A young child is never out alone at night: walking out at dusk a grown-up from home goes
 * along (frame.along), and out on the water in a real boat a grown-up steers (frame.aboard).
 * On the water, the way there says no path, stones or snails (frame.afloat_out_of_place).
 */

/** The age up to which a child does not walk out at dusk, or home at night, on their own. */
const WALKS_ALONE_FROM = 7;

/**
 * A young child's story that walks out into the evening and back (a plot of the fields or the
 * shore, no vehicle, not a dream and not the house): a panel heard a four-year-old walk home alone.
 */
export function onFootYoung(brief: Brief, plan: TPlan, world: TWorld, flies: boolean): boolean {
  return (
    brief.child.age < WALKS_ALONE_FROM &&
    plan.journey !== undefined &&
    plan.cast.vehicle === undefined &&
    !flies &&
    world.id !== 'dream' &&
    !world.indoors
  );
}

/**
 * The age up to which a child is not out on the water at night without a grown-up: the eighth
 * panel heard an eight-year-old row across the bay alone in the dusk.
 */
const ROWS_ALONE_FROM = 10;

/** A young child's story out on the water in a real boat (not a dream's): a panel heard a three-year-old sail out alone. */
export function aboardYoung(brief: Brief, cast: Cast, world: TWorld): boolean {
  return (
    brief.child.age < ROWS_ALONE_FROM && cast.vehicle?.tags.includes('boats') === true && world.id !== 'dream'
  );
}

const afloatOf = new WeakMap<TFrame, RegExp | undefined>();
const underOf = new WeakMap<TFrame, RegExp | undefined>();
/**
 * What the way there does not say on the water (a path, stepping stones), and deep under it (a
 * submarine: no clouds sailing by, no gulls, no glowing windows; a panel heard them).
 */
export function afloatNotHere(frame: TFrame, deep = false): RegExp | undefined {
  const cache = deep ? underOf : afloatOf;
  if (!cache.has(frame)) {
    const words = [...frame.afloat_out_of_place, ...(deep ? frame.undersea_out_of_place : [])];
    cache.set(frame, words.length === 0 ? undefined : wordForms(words));
  }
  return cache.get(frame);
}
