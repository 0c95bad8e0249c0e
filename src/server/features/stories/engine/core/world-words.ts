import { kept } from './kept.js';
import type { World } from '../plans/types.js';

/**
 * Words that cannot be where a story is: option text (solutions, twists, scenes) is written for
 * many worlds, and a line such as "water always runs downhill" or "a stick in the soft ground"
 * does not fit under the sea or in space. A template using one of these is passed over in that
 * world when another will do.
 */
const LAND_ONLY = String.raw`downhill|uphill|soft ground|dirt|soil|mud|muddy|grass|grassy|twigs?|crickets?|puddles?|campfire|hedges?|fences?|meadows?|flower ?beds?`;
/** How the friends get about: up in the sky and out in space they fly or float, nobody walks ("the whole walk"). */
const NO_WALKING = String.raw`walk(?:s|ed|ing)?|on foot`;
const NOT_IN: Record<World, RegExp | undefined> = {
  sea: new RegExp(String.raw`\b(?:${LAND_ONLY}|runs? downhill|sticks? in the)\b`, 'i'),
  space: new RegExp(
    String.raw`\b(?:${LAND_ONLY}|breeze|rain|raindrops?|splash\w*|swim\w*|stream of water|rivers?|birds?|seaweed|bubbles?|${NO_WALKING})\b`,
    'i',
  ),
  sky: new RegExp(
    // Up in the sky nobody walks in the snow: no footprints to follow home, nothing crunching underfoot.
    String.raw`\b(?:soft ground|dirt|soil|mud|muddy|twigs?|downhill|uphill|crickets?|seaweed|seabed|footprints?|boot prints|snowy tracks|little tracks|crunch(?:ed|es|ing)? (?:under|with every)|under their \[?(?:feet|boots|toes|steps)|${NO_WALKING})\b`,
    'i',
  ),
  home: /\b(?:soft ground|downhill|uphill|seaweed|seabed|zero gravity)\b/i,
  land: /\b(?:zero gravity|underwater|seabed|seaweed|spacesuits?)\b/i,
  dream: undefined,
};

/** Per world, by template (a map per world: no key string to build for each look-up). */
const known = new Map<World, Map<string, boolean>>();

/** Does this template fit the world (no word from elsewhere)? */
export function fitsWorld(template: string, world: World): boolean {
  const re = NOT_IN[world];
  if (re === undefined) return true;
  const inWorld = kept(known, world, () => new Map<string, boolean>());
  let ok = inWorld.get(template);
  if (ok === undefined) {
    ok = !re.test(template);
    if (inWorld.size > 20_000) inWorld.clear();
    inWorld.set(template, ok);
  }
  return ok;
}

/** The templates that fit the world, or all of them when none does (the line is still told). */
export function inWorld(templates: readonly string[], world: World): readonly string[] {
  if (templates.every((t) => fitsWorld(t, world))) return templates;
  const fitting = templates.filter((t) => fitsWorld(t, world));
  return fitting.length > 0 ? fitting : templates;
}

/**
 * Phrases a rendering can pick from its alternatives ("called [softly|from the door]", "sat on
 * a [rock|log|mat]") that do not fit where the friends are, away from home: there is no door to
 * call from inside a submarine or up on a cloud, and no log in the living room. Checked on the
 * rendered text, so the template's other choices are still told.
 */
const PLACE_SEATS = (seats: string) => String.raw`(?:on|onto|upon) an? (?:${seats})\b`;
const NO_DOOR = String.raw`(?:from|at|by) the (?:front )?door(?:way|step)?\b`;
const NOT_HERE: Record<World, RegExp | undefined> = {
  home: new RegExp(String.raw`\b${PLACE_SEATS('rock|log|boulder|stump')}`, 'i'),
  land: undefined,
  sea: new RegExp(String.raw`\b(?:${PLACE_SEATS('log|step|mat|stump')}|${NO_DOOR})`, 'i'),
  // A sky story may meet its companion on the ground (a kite by the gate): a rock or a step is fine there.
  sky: new RegExp(String.raw`\b(?:${PLACE_SEATS('mat')}|${NO_DOOR})`, 'i'),
  space: new RegExp(String.raw`\b(?:${PLACE_SEATS('log|step|mat|stump')}|${NO_DOOR})`, 'i'),
  dream: undefined,
};

/** Does a rendered line fit the place the friends are in, away from home? */
export function fitsPlace(text: string, world: World): boolean {
  const re = NOT_HERE[world];
  return re === undefined || !re.test(text);
}
