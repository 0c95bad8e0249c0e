import type { Pack } from '../pack/compile.js';
import type { TFrame, TPlan, TText, TWorld } from '../pack/schema.js';
import type { Hero, InterestUse, Brief, Member } from '../read/types.js';
import type { Placed } from './personal.js';
import { genericVars, type LineReq } from './scene-lines.js';

/** The lines placed at one point of the story (the family's, the pets' and the twist's). */
export function at(placed: readonly Placed[], where: Placed['where']): LineReq[] {
  return placed.filter((p) => p.where === where).map((p) => p.line);
}

/** The solver and the other children of a story for siblings. */
export interface Siblings {
  solver: Hero;
  others: Hero[];
}

/** What every paragraph is built from: the plot, its world, what the parent typed and where it goes. */
export interface Scene {
  brief: Brief;
  plan: TPlan;
  world: TWorld;
  pack: Pack;
  frame: TFrame;
  kind: TPlan['kind'];
  sibs: Siblings | undefined;
  first: InterestUse | undefined;
  /** The member who taught the child what fixes the trouble tonight (tell/taught.ts). */
  fixer: Member | undefined;
  /** The fixer walked out with the child: beside them at the fix, not remembered from home. */
  fixerAlong: boolean;
  /** The member whose habit lends tonight's fix its way, and the line that says so (tell/taught.ts). */
  habitFix: { member: Member; text: TText; along: boolean } | undefined;
  second: InterestUse | undefined;
  third: InterestUse | undefined;
  solverHero: Hero | undefined;
  /** The first of the siblings who do not solve the problem. */
  other: Hero | undefined;
  /** The family's, the pets' and the twist's lines, each with where it is told. */
  placed: Placed[];
  setting: { opening: LineReq[]; home: LineReq[]; here: LineReq[]; clash?: RegExp };
  /** The season of the parent's setting, felt at the start and the close (tell/season.ts). */
  season: { opening: LineReq[]; home: LineReq[] };
  /** The companion is met on arrival: the journey comes before the call. */
  away: boolean;
  /** The opening takes the child out (a dream, a plot that opens away): home is told before it. */
  homeFirst: boolean;
  /** The twist's flying thing is the vehicle: it is the journey. */
  flies: boolean;
  travels: boolean;
  /** A house's sights are not told in its garden. */
  worldFits: boolean;
  young: boolean;
  outdoors: boolean;
  /** A young child walking out and back at dusk: never alone (frame.along, homeLines). */
  onFootYoung: boolean;
  /** A young child taken out of the house by the plot's opening: a grown-up goes too (frame.along). */
  opensAwayYoung: boolean;
  /** A child of six or under out on the water in a real boat: a grown-up steers (frame.aboard). */
  aboardYoung: boolean;
  /**
   * Going on foot, not said on the way by boat or through the air (frame.afloat_out_of_place,
   * aloft_out_of_place): no path, stones or snails.
   */
  notOnTheWay: RegExp | undefined;
  /** What the fix may not say here: no polished peacock, no buttons on a riddling clam (tell/matter.ts). */
  helpNotHere: RegExp | undefined;
  /** The companion is the one who could not sleep: asleep from the solve on (tell/sleeper.ts). */
  companionSleeps: boolean;
  /**
   * The companion's kind in a sight of the world ("A seal glided by" before the seal pup Bobbin
   * came, panel 36): a sight told another way where one can be.
   */
  notTheCompanion: RegExp | undefined;
}

/** A line of one child's own interest: the parent's words for it, and that sibling alone. */
export function ownVars(use: InterestUse | undefined, hero?: Hero): Partial<LineReq> {
  return {
    ...genericVars(use),
    ...(hero === undefined ? {} : { hero: hero.child }),
  };
}
