import type { TReadingLevel, TStoryLength } from '../../../../../shared/constants.js';
import type { Rng } from '../prng.js';
import { beatFiller, beatWords, hasSpare, sceneryIn, type BeatText } from './compose.js';

/**
 * Stock lines (greetings, celebrations, wind-down) a story may tell while it grows to its
 * length; past this, only if nothing else is left to reach the range. Beginners are not capped:
 * their stock lines are short and written in many ways (a beginner plan's own details are
 * fewer, and told again from story to story they would read as repeats).
 */
export const FILLER_CAP: Record<TReadingLevel, number> = { beginner: Infinity, intermediate: 5, advanced: 4 };

/**
 * World scenery (a ringed planet, a nebula, the Earth far behind) told in one paragraph at most:
 * a travel paragraph with nine sights in a row reads as a catalogue, and the plot is lost in it.
 */
export const SCENERY_PER_PARAGRAPH = 3;

/** Scenery told in a whole story, by its length: description never outweighs the plot. */
export const SCENERY_PER_STORY: Record<TStoryLength, number> = { short: 3, medium: 6, long: 10 };

/**
 * Lines of the wind-down (details and spares of the bedtime paragraph) by reading level: a
 * beginner's bedtime is a few short sentences, not the long stretch a long story would make of
 * it when the rest of the plan runs out (that length comes from the other paragraphs).
 */
export const BEDTIME_DETAILS: Record<TReadingLevel, number> = {
  beginner: 2,
  intermediate: Infinity,
  advanced: Infinity,
};

export interface Range {
  minWords: number;
  maxWords: number;
}

const total = (beats: readonly BeatText[]) => beats.reduce((n, b) => n + beatWords(b), 0);

/**
 * Lands the story in its length range with the plan's own material: optional beats first
 * (left out of short stories unless needed), then each beat's details in turn, never filler.
 * Too long: details come off from the end, then optional beats.
 */
export function fitLength(
  all: readonly BeatText[],
  range: Range,
  short: boolean,
  rng: Rng,
  fillerCap = Infinity,
  sceneryCap = Infinity,
  bedtimeCap = Infinity,
): BeatText[] {
  // A few words of room at both ends: tidying may merge a doubled word, a name may be two words.
  const min = range.minWords + 4;
  const beats = short ? all.filter((b) => !b.optional || b.introduces) : all.slice();
  const target = range.minWords + Math.round((range.maxWords - range.minWords) * 0.3);
  for (const b of all) {
    if (total(beats) >= min) break;
    if (!beats.includes(b)) beats.splice(all.filter((x) => beats.includes(x) || x === b).indexOf(b), 0, b);
  }
  let filler = beats.reduce((n, b) => n + beatFiller(b), 0);
  // The next detail (or spare) may be told: story material always, stock lines up to the cap.
  let scenery = beats.reduce((n, b) => n + sceneryIn(b), 0);
  let sceneryLeft = sceneryCap;
  let bedtimeLeft = bedtimeCap;
  const mayTell = (b: BeatText, spare: boolean, i: number, cap: number) => {
    if (b.kind === 'sleep' && b.used + b.spareUsed >= bedtimeLeft) return false;
    const sight = (spare ? b.scenerySpare : b.sceneryDetails)[i] === true;
    if (sight && (scenery >= sceneryLeft || sceneryIn(b) >= SCENERY_PER_PARAGRAPH)) return false;
    return (spare ? b.fillerSpare : b.fillerDetails)[i] !== true || filler < cap;
  };
  const tell = (b: BeatText, spare: boolean, i: number) => {
    if ((spare ? b.fillerSpare : b.fillerDetails)[i] === true) filler++;
    if ((spare ? b.scenerySpare : b.sceneryDetails)[i] === true) scenery++;
  };
  const grow = (until: number, cap: number) => {
    let start = rng.int(Math.max(1, beats.length));
    while (total(beats) < until) {
      let grew = false;
      for (let i = 0; i < beats.length && total(beats) < until; i++) {
        const b = beats[(start + i) % beats.length] as BeatText;
        if (b.used < b.details.length && mayTell(b, false, b.used, cap)) {
          tell(b, false, b.used);
          b.used++;
          grew = true;
        }
      }
      start = 0;
      if (!grew) break;
    }
    // Still short with all of its own material told: the neighbouring level's details, in turn.
    while (total(beats) < Math.min(until, min)) {
      let grew = false;
      for (const b of beats) {
        if (total(beats) >= min) break;
        if (hasSpare(b, b.spareUsed) && mayTell(b, true, b.spareUsed, cap)) {
          tell(b, true, b.spareUsed);
          b.spareUsed++;
          grew = true;
        }
      }
      if (!grew) break;
    }
  };
  grow(target, fillerCap);
  // Below the range with every story line told: more of the world's scenery (still a few a
  // paragraph), then stock lines past the cap, rather than too short.
  sceneryLeft = Infinity;
  if (total(beats) < min) grow(min, fillerCap);
  if (total(beats) < min) grow(min, Infinity);
  // Still short: a little more of the wind-down (twice the lines), then as much as it takes,
  // rather than too short (a story below its range is refused by the check).
  bedtimeLeft = bedtimeCap * 2;
  if (total(beats) < min) grow(min, Infinity);
  bedtimeLeft = Infinity;
  if (total(beats) < min) grow(min, Infinity);
  // A little room below the top: "{they_were}" becomes two words, and a name may be two words.
  const max = range.maxWords - 6;
  while (total(beats) > max) {
    const withSpare = [...beats].reverse().find((b) => b.spareUsed > 0);
    if (withSpare !== undefined) {
      withSpare.spareUsed--;
      continue;
    }
    const withDetail = [...beats].reverse().find((b) => b.used > 0);
    if (withDetail !== undefined) {
      withDetail.used--;
      continue;
    }
    let optional = [...beats].reverse().findIndex((b) => b.optional && !b.introduces);
    // Last resort in a tight short story: the first try that did not work, the trip there, the
    // way back (unless it carries the twist's echo) can go; nothing the plot needs later.
    const lastResort: ((b: BeatText) => boolean)[] = [
      (b) => b.kind === 'attempt',
      (b) => b.kind === 'journey',
      (b) => b.kind === 'home' && !b.marks.includes('echo'),
    ];
    for (const test of lastResort) {
      if (optional >= 0) break;
      optional = [...beats].reverse().findIndex((b) => test(b) && !b.introduces);
    }
    if (optional < 0) break;
    beats.splice(beats.length - 1 - optional, 1);
  }
  return beats;
}
