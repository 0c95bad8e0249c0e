import pluralize from 'pluralize';
import { elsewhereAtHome, sameSpot, type HomeSpots } from './home-spot.js';
import { sentencesOf } from '../grammar/lint.js';
import { wordForms } from '../pack/check.js';
import { escapeRegExp, wholeWordPattern } from '../pack/text.js';
import type { TPlan, TSeason, TWorld } from '../pack/schema.js';
import { keepsSeason } from './season.js';
import { sleeperActs, type Sleepers } from './sleeper.js';
import { anotherEvening } from './story-weather.js';
import type { LineReq } from './scene-lines.js';
import type { VarMap } from './vars.js';

/**
 * What a rendered line may not say where it is told: words out of place in the plot's world (a
 * breeze under the sea), a dolphin hopping over a stream, another season than the parent's
 * setting, another of the companion's kind in the scenery, sunshine once night has come, a
 * sleeper waking after the solve. Strict checks are passed over for a line the story needs when
 * none of its tellings passes them (tell/render.ts).
 */
export interface LineCheckContext {
  vars: VarMap;
  /** Sentence keys and ideas said so far in this story ("idea:night"). */
  told: Set<string>;
  /** The world's out-of-place words ("breeze" under the sea), for lines told there. */
  outOfPlace?: RegExp;
  /** What a companion that lives in water does not do, in a line naming it (frame.swimmer_cannot). */
  swimmerCannot?: RegExp;
  /**
   * What the season of the parent's setting contradicts ("golden evening" in the snow): tell/season.ts;
   * or, once the story has said its own evening's weather, what that contradicts (tell/story-weather.ts).
   */
  outOfSeason?: RegExp;
  /** The seasons the story may say for itself: none when the parent gave one or the world has its own weather. */
  storyWeather?: readonly TSeason[];
  /** Whoever the story has put to sleep so far (tell/sleeper.ts); the plot's kind says who will be. */
  sleepers?: Sleepers;
  /** A sleepless plot's object: asleep from the solve on, however the lines word it. */
  sleepless?: Sleepers;
  /** The story's names (the child's, the companion's, the pets'): "Clover" is a bunny, not clover. */
  names?: ReadonlySet<string>;
  /** What the twist has hiding ("the stars are hiding"): the scenery does not show it shining. */
  hidden?: RegExp;
  /** The rooms of home and the one the child is in before the adventure (tell/home-spot.ts). */
  home?: HomeSpots;
}

const outOfPlaceRegex = new Map<string, RegExp>();
const wordFormsOf = new Map<string, RegExp>();
/** One word's forms, made once per word of a pack's lists. */
function formsOf(word: string): RegExp {
  const found = wordFormsOf.get(word) ?? wordForms([word]);
  wordFormsOf.set(word, found);
  return found;
}

/**
 * The world's out-of-place words, less what the parent typed as an interest (`said`, lower case:
 * "owls" under the sea are what the child loves, not an owl in the scenery), and the plot's own
 * (ZPlan.out_of_place: what this plot has not got, so a sledding child's help here is not a ride
 * down a snowy slope). One pattern per list of words.
 */
export function outOfPlaceIn(world: TWorld, plan: TPlan, said: string): RegExp | undefined {
  const inWorld = said === '' ? world.out_of_place : world.out_of_place.filter((w) => !formsOf(w).test(said));
  const words = [...inWorld, ...plan.out_of_place];
  if (words.length === 0) return undefined;
  const key = words.join('|');
  const found = outOfPlaceRegex.get(key) ?? wordForms(words);
  outOfPlaceRegex.set(key, found);
  return found;
}

/** The rendered line clashes with where it is told (see LineCheckContext). */
export function clashesHere(
  text: string,
  req: LineReq,
  used: readonly string[],
  ctx: LineCheckContext,
  strict: boolean,
): boolean {
  if (strict && req.inWorld === true && ctx.outOfPlace?.test(unnamed(text, req)) === true) return true;
  if (strict && ctx.swimmerCannot?.test(text) === true && used.some((v) => v.startsWith('companion.')))
    return true;
  if (outOfSeason(text, req, ctx, strict)) return true;
  if (strict && anotherEvening(text, req.role, ctx)) return true;
  if (strict && elsewhereAtHome(text, req, ctx.home)) return true;
  if (SCENERY.has(req.role) && anotherOfTheCastsKind(text, ctx)) return true;
  // A panel heard "the stars did not twinkle but shone, steady as lighthouses. The stars were missing".
  if (SCENERY.has(req.role) && ctx.hidden?.test(text) === true) return true;
  // "The moon came up... A stripe of sun lay on the stairs": once night has come, no sunshine; in
  // any line that has another telling ("under the first stars", then "through the golden evening").
  if (strict && readyForBed(ctx) && BEFORE_BED.test(text)) return true;
  // "Back in bed, Pia tucked the ticket under the pillow", then "All the way back, Pia went over
  // each bit of it": once home in bed, nobody is on the way back (a newcomer heard it).
  if (strict && ctx.told.has(BACK_IN_BED) && ON_THE_WAY_BACK.test(text)) return true;
  return (SCENERY.has(req.role) || strict) && nightHasCome(ctx) && SUNNY.test(text);
}

/** The story has put the child in pajamas, in the bath or in bed: the day is over. */
export function readyForBed(ctx: Pick<LineCheckContext, 'told'>): boolean {
  return ctx.told.has(READY_FOR_BED);
}

const READY_FOR_BED = 'idea:ready-for-bed';
const BACK_IN_BED = 'idea:back-in-bed';
const HOME_IN_BED =
  /\b(?:back in (?:bed|(?:his|her|their) (?:own )?bed)|back under (?:the|(?:his|her|their)) (?:covers|quilt|blankets?)|back home in bed)\b/i;
const ON_THE_WAY_BACK =
  /\b(?:(?:all|most|the whole) (?:of )?the way (?:back|home)|on the (?:long )?way (?:back|home)|(?:somewhere )?along the way(?: home)?|(?:end|rest) of the way home|walk(?:ed|ing)? home|with every step home|every step of the way)\b/i;
const IN_PAJAMAS =
  /\b(?:pajamas?|pyjamas?|nightgown|nightie|bath(?:time)? (?:was|had been) over|brushed (?:his|her|their) teeth|(?:was|lay|sat|snuggled|tucked up) in bed|(?:curled|snuggled|tucked) up under the (?:covers|quilt|duvet|blankets?)|supper was over|(?:had )?finished (?:his|her|their) supper|waited for (?:a|the) dream)\b/i;
// Panel 68: "Priya closed her eyes and waited for a dream", then "In the bath, Priya made up a
// song ... until it was time for pajamas".
// Panel 72: "Eli curled up under the covers", then "Eli kicked off their wet boots": coming in
// from the rain is before bed too.
const BEFORE_BED =
  /\b(?:before (?:supper|dinner|tea|teatime)|until (?:supper|dinner|teatime)|until it was time for (?:pajamas|pyjamas|the bath|bath|bed)|in the bath|at bathtime|in (?:his|her|their) bath|kicked off (?:his|her|their) (?:wet |muddy |snowy )?boots|shook the raindrops|stamped the snow off|(?:pulled|peeled) off (?:his|her|their) (?:warm |damp |wet )?mittens|hung up (?:his|her|their) (?:wet |damp )?coat)\b/i;

/** The story has said the moon is up or the stars are out. */
export function nightHasCome(ctx: Pick<LineCheckContext, 'told'>): boolean {
  return ctx.told.has(NIGHT_HAS_COME);
}

/**
 * The line less the interest it names in the parent's words: the generic help says "skiing and
 * sledding", which is the child's own, not a sled in a plot without snow.
 */
export function unnamed(text: string, req: LineReq): string {
  const interest = req.vars?.interest;
  return interest === undefined || interest === '' ? text : text.split(interest).join(' ');
}

/**
 * The text less the cast's own nouns: a line that must not say another animal than the parent's
 * ("crabs": no seal in the scenery) may still name the companion the plot cast, a seal pup; panel
 * 42's learning scene about bees was never told beside one, and the goal was lost.
 */
export function withoutTheCast(text: string, vars: VarMap): string {
  let out = text;
  for (const slot of ['companion', 'object', 'place', 'vehicle']) {
    const noun = vars[`${slot}.noun`];
    if (noun !== undefined && noun !== '' && !noun.includes('['))
      out = out.replace(wholeWordPattern(noun, 'giu'), ' ');
  }
  return out;
}

/**
 * A line told another way once the story is written (its shortest telling, when it is cut) may
 * not bring night on or put the child in another room: the lines after it were told without.
 */
export function tellsTheSame(
  before: string,
  after: string,
  req: LineReq,
  ctx: Pick<LineCheckContext, 'home'>,
): boolean {
  return (NIGHT.test(before) || !NIGHT.test(after)) && sameSpot(before, after, req, ctx.home);
}

/**
 * A line saying the moon is up or the stars are out: scenery is told by night from then on. One
 * saying the child is in pajamas or in bed: no later line goes back to "a whole hour before supper"
 * (panel 62: drumsticks in a pajama pocket, then out in the garden before supper).
 */
export function noteNight(text: string, ctx: Pick<LineCheckContext, 'told'>): void {
  if (NIGHT.test(text)) ctx.told.add(NIGHT_HAS_COME);
  if (IN_PAJAMAS.test(text)) ctx.told.add(READY_FOR_BED);
  if (HOME_IN_BED.test(text)) ctx.told.add(BACK_IN_BED);
}

/**
 * A line saying another season than the parent's setting: never an extra or a line with another
 * telling to fall back on; a line the story needs, only when one of its tellings keeps the season.
 */
function outOfSeason(text: string, req: LineReq, ctx: LineCheckContext, strict: boolean): boolean {
  const clash = ctx.outOfSeason;
  if (clash === undefined || !keepsSeason(req.role)) return false;
  if (!strict && req.priority === 0 && req.fallback === undefined) return false;
  return clash.test(withoutNames(text, ctx.names));
}

/** The text with the story's names taken out, as written (a companion called Clover is no summer). */
function withoutNames(text: string, names: ReadonlySet<string> | undefined): string {
  let out = text;
  for (const name of names ?? [])
    if (/^\p{Lu}/u.test(name)) out = out.replace(wholeWordPattern(name, 'gu'), ' ');
  return out;
}

/** A sentence that is not here (a tide in space), unless it is remembered "at home" (the cookies baking in the oven at home). */
export function saysNotHere(text: string, notHere: RegExp): boolean {
  return sentencesOf(text).some((s) => !/\bat home\b/i.test(s) && notHere.test(s));
}

/** A line after the solve (not one that must be told) has nobody the story put to sleep dance or talk. */
export function wakesASleeper(text: string, req: LineReq, ctx: LineCheckContext, strict = false): boolean {
  // A line the story needs is told another way when it has one (panel 66: "Soon she was asleep",
  // then "Out came a yawn from the little unicorn"), else as it is.
  if (req.late !== true || (req.priority === 0 && !strict)) return false;
  return [ctx.sleepless, ctx.sleepers].some((s) => s !== undefined && sleeperActs(text, s));
}

/** Lines of scenery: a creature in one is somebody new, never the companion's kind. */
const SCENERY: ReadonlySet<string> = new Set([
  'world.sights',
  'frame.on_the_way',
  'frame.wonder',
  'world.arrive',
]);

/**
 * The story has said the moon is up, the stars are out or night came: scenery is told by night
 * from then on ("Night came gently over the house. ... Sun fell on the floor like butter").
 */
const NIGHT_HAS_COME = 'idea:night';
// Panel 85: "the first star came out", then "the sky went pink": the sunset after the star.
const NIGHT =
  /\b(?:the moon (?:came up|was up|rose|was rising|was out|peeked in)|the stars (?:came out|were out|were coming out)|the first stars? (?:came out|appeared|was out|were out|peeped out|peeked out)|it was dark|night (?:came|had come|fell|had fallen))\b/i;
const SUNNY =
  /\b(?:sun|sunlight|sunshine|sunbeams?|sun rays|sunny|setting sun|sunset|golden evening|golden light|afternoon|daylight|pink sky|sky (?:was|went|turned|going|glowed) (?:from )?(?:pink|orange|gold))\b/i;

/**
 * "A crab walked by" when the companion is a crab: another one reads as the companion gone wrong.
 * Nor "A comet slid past" while the child stands on the comet (panel 48), or searches for baby
 * comets: not the place's kind, nor the lost thing's.
 */
function anotherOfTheCastsKind(text: string, ctx: LineCheckContext): boolean {
  return ['companion.noun', 'place.noun', 'object.noun'].some((key) => {
    const said = ctx.vars[key]?.split(' ').at(-1);
    const head = said === undefined ? undefined : pluralize.singular(said);
    if (head === undefined || head.length < 3 || head.includes('[')) return false;
    let pattern = anotherOf.get(head);
    if (pattern === undefined) {
      pattern = new RegExp(
        `\\b(?:a|an|another|one|some)\\s+(?:\\w+\\s+){0,2}${escapeRegExp(head)}s?\\b`,
        'i',
      );
      anotherOf.set(head, pattern);
    }
    return pattern.test(text);
  });
}
/** One pattern per companion noun (a few dozen in a pack), not one per rendering tried. */
const anotherOf = new Map<string, RegExp>();
