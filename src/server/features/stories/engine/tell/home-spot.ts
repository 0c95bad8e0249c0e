import type { TFrame } from '../pack/schema.js';
import { wordForms } from '../pack/check.js';
import type { LineReq } from './scene-lines.js';

/** The rooms of home as patterns, and the one the child is in so far (undefined: not said yet). */
export interface HomeSpots {
  spots: readonly { id: string; words: RegExp }[];
  now?: string;
}

/** Going somewhere: a line with one of these may put the child in another room. */
const MOVES =
  /\b(?:climbed|clambered|hopped|jumped|got|snuggled|went|ran|raced|dashed|padded|tiptoed|crept|wandered|skipped|walked|came|carried|curled up|wriggled|slid|scrambled|headed|moved|went back)\b/i;

const spotsOf = new WeakMap<TFrame, HomeSpots['spots']>();

/** A fresh record of where the child is, for one story (undefined: the pack names no rooms). */
export function homeSpots(frame: TFrame): HomeSpots | undefined {
  let spots = spotsOf.get(frame);
  if (spots === undefined) {
    spots = Object.entries(frame.home_spots).map(([id, words]) => ({ id, words: wordForms(words) }));
    spotsOf.set(frame, spots);
  }
  return spots.length === 0 ? undefined : { spots };
}

function spotIn(text: string, home: HomeSpots): string | undefined {
  return home.spots.find((s) => s.words.test(text))?.id;
}

/**
 * A line at home before the adventure that puts the child in another room than the one a line
 * before it did, without going there (panel 30: the window seat, then the kitchen table, then
 * bed). Told another way when it can be.
 */
export function elsewhereAtHome(text: string, req: LineReq, home: HomeSpots | undefined): boolean {
  if (req.early !== true || home?.now === undefined) return false;
  const here = spotIn(text, home);
  return here !== undefined && here !== home.now && !MOVES.test(text);
}

/** A line told at home: the room it puts the child in is where they are from now on. */
export function noteSpot(text: string, req: LineReq, home: HomeSpots | undefined): void {
  if (req.early !== true || home === undefined) return;
  home.now = spotIn(text, home) ?? home.now;
}

/**
 * A line at home told another way (its shortest telling, when the story is cut) says the same
 * room as before, or none: the lines after it were told with the child in that room.
 */
export function sameSpot(before: string, after: string, req: LineReq, home: HomeSpots | undefined): boolean {
  return req.early !== true || home === undefined || spotIn(before, home) === spotIn(after, home);
}
