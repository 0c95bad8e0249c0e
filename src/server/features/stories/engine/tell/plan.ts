import type { StoryMemory, StorySeriesChapter } from '../../writer/types.js';
import { matchKey, type Pack } from '../pack/compile.js';
import type { TPlan, TWorld } from '../pack/schema.js';
import { goalWords } from '../read/learning.js';
import pluralize from 'pluralize';
import type { Rng } from '../prng.js';
import type { Brief } from '../read/types.js';
import { worldsFor } from '../read/worlds.js';
import { readSetting } from '../read/setting.js';
import { rideOf } from '../read/twist-ride.js';
import { twistFoundIn } from './found-in.js';
import {
  byWater,
  castable,
  objectIsTheTwist,
  ridesIn,
  settingFit,
  throughIt,
  twistPlaceFit,
} from './cast.js';
import { seasonClash, seasonClashOf } from './season.js';
import { isBig } from './size.js';
import { settingClash, settingClashOf } from './setting-clash.js';

/**
 * Step two: where the story happens and which plot it tells. The setting wins over the theme;
 * the theme keeps the story in its worlds (a space story in space); a world a fear rules out
 * gives way to a nearby one the fear allows, and the parent is told. Among fitting plots, one
 * not told to this child in their last stories, then the best fit for the twist and character.
 */
export interface PlotChoice {
  plan: TPlan;
  world: TWorld;
}

/**
 * How close a plot is to the theme (0 is its own). A plot at the parent's setting ranks as the
 * theme's own: the setting wins over the theme, so "a castle in the clouds" in an adventure is
 * the cloud castle's story, not a wood's with the castle said once at home.
 */
function themeRank(plan: TPlan, brief: Brief, pack: Pack): number {
  if (brief.setting !== undefined && settingFit(plan, brief, pack) > 0) return 0;
  const plots = brief.theme?.plots ?? [brief.themeWord];
  const ranks = plan.themes.map((t) => plots.indexOf(t)).filter((i) => i >= 0);
  return ranks.length === 0 ? 99 : Math.min(...ranks);
}

/** The age from which a plot of little ones (baby comets) is told only when nothing fits better. */
const LITTLE_ONES_UNTIL = 9;

const PLACE_TWIST_FIT = { same: 5, open: 3, fixed: -2, none: -3 } as const;

/**
 * What a plot loses for each part of it the parent's season or weather contradicts: more than a
 * setting gains (the twentieth panel: "a rainy garden" took the frosty robin's garden, and the
 * evening was rainy and frosty at once).
 */
const SEASON_CLASH = 6;

/**
 * "leads to a secret forest": a plot in the world the place is in (settings.yaml: a forest is on
 * land). The setting stays where the child lives; this is only where the way through goes.
 */
function ledThere(plan: TPlan, brief: Brief, pack: Pack): number {
  const where = brief.twist?.y === undefined ? undefined : readSetting(brief.twist.y, pack)?.entry;
  if (where === undefined) return 0;
  return plan.worlds.some((w) => w === where.world || where.also.includes(w)) ? 8 : -4;
}

/** How well a plot takes the parent's twist and favourite character (higher is better). */
function fit(plan: TPlan, brief: Brief, pack: Pack): number {
  let score = 0;
  const shape = brief.twist?.shape;
  if (plan.twist !== undefined) score += plan.twist === shape ? 8 : -100;
  if (shape === 'can-fly' && plan.journey !== undefined) score += 3;
  // "the tree house can walk", "the whale sings": a big thing is met outdoors, never in the
  // kitchen (a newcomer heard a tree house walking by the supper dishes). The sky's are seen from
  // any window.
  if (bigOutdoors(brief) && plan.indoors === true) score -= 6;
  // "the train runs on lemonade": a plot whose journey is by train, so that train is filled up.
  if (shape === 'runs-on' && goesBy(plan, brief, pack)) score += 10;
  // "the bath turns into a boat": a plot whose journey is by boat, so the bath is that boat.
  if (shape === 'rides' && ridesIn(plan, brief)) score += 10;
  // "the wardrobe leads to a secret forest": a plot that goes there on foot, through it.
  if (shape === 'leads-to') score += throughIt(plan) ? 12 + ledThere(plan, brief, pack) : -12;
  // A thing that works by its rule cannot be the thing the plot has broken or lost.
  if (shape === 'only-when' && objectIsTheTwist(plan, brief, pack)) score -= 6;
  const character = brief.character?.entry;
  if (character !== undefined) {
    if (plan.worlds.some((w) => character.worlds.includes(w))) score += 2;
    if (character.companion.water && plan.meet === 'home' && !plan.worlds.includes('sea')) score -= 6;
  }
  // A seahorse is not met on the dry sand of a beach at night.
  const swims = (character?.companion ?? brief.character?.creature)?.water === true;
  if (swims && plan.ashore) score -= 6;
  // Away from the sea (a fear of deep water kept it out), a swimmer is met by a pond, a river or a
  // lagoon, never in a hedgerow (panel 47 heard a shark poke its head out of the ferns).
  if (swims && !plan.worlds.includes('sea')) score += byWater(plan, pack) ? 4 : -4;
  // "a fox has stolen Grandpa's hat": the fox runs off where foxes are (a panel heard it on the sea floor).
  const home = creatureWorlds(brief, pack);
  if (home !== undefined) score += plan.worlds.some((w) => home.includes(w)) ? 2 : -4;
  // "the streetlights are shy": a plot where streetlights are (panel 47 heard them under the sea).
  const found = twistFoundIn(brief, pack);
  if (found !== undefined) score += plan.worlds.some((w) => found.includes(w)) ? 3 : -6;
  score += settingFit(plan, brief, pack);
  // A setting the pack does not know ("a rainy city with trams"): a plot whose evening starts at
  // home, in no other home's garden or lane (a known one has its world and places already).
  if (brief.setting === undefined) score -= 2 * settingClashOf(plan, settingClash(brief, pack));
  // "a snowy village": a plot whose evening is a golden cornfield is another season's story.
  score -= SEASON_CLASH * seasonClashOf(plan, seasonClash(brief), worldsOf(plan, pack));
  // A made-of place twist is the story's place: plots with that kind of place, or an open one.
  const placeFit = twistPlaceFit(plan, brief, pack);
  if (placeFit !== undefined) score += PLACE_TWIST_FIT[placeFit];
  if (plan.cast.object?.includes('companion') === true && brief.character !== undefined) score -= 1;
  // A favourite grumpy troll beside the plot's own shy troll is two trolls (a test for panel 38's
  // "the troll is secretly very kind" met both): a plot whose one in trouble is another kind.
  if (objectOfTheCharactersKind(plan, brief, pack)) score -= 6;
  if (plan.little_ones && brief.child.age >= LITTLE_ONES_UNTIL) score -= 4;
  // "sloths" and a jungle plot of a baby sloth: the child's own animal is the one helped (panel
  // 73's sloth-loving child was told the coati's plot beside it).
  if (helpsTheirAnimal(plan, brief, pack)) score += 1.5;
  // "why the moon changes shape": a plot where the moon itself is (panel 74 heard the moon's
  // phases taught beside Jupiter's stripes, with no moon in the story).
  if (showsTheirGoal(plan, brief, pack)) score += 2;
  return score;
}

/** The one in trouble or the place of the plot is what the learning goal names. */
function showsTheirGoal(plan: TPlan, brief: Brief, pack: Pack): boolean {
  const said = brief.learning?.said;
  if (said === undefined) return false;
  const words = goalWords(said);
  if (words.length === 0) return false;
  return [...(plan.cast.object ?? []), ...(plan.cast.place ?? [])].some((id) => {
    const noun = pack.cast.get(id)?.noun.split(/\s+/).at(-1);
    return noun !== undefined && words.some((w) => w.test(noun));
  });
}

/** The plot's one in trouble is the animal of one of the child's interests ("sloths": a baby sloth). */
function helpsTheirAnimal(plan: TPlan, brief: Brief, pack: Pack): boolean {
  const theirs = new Set(
    brief.interests
      .map((i) => pluralize.singular(i.said.toLowerCase().split(/\s+/).at(-1) ?? ''))
      .filter((w) => w.length > 2),
  );
  if (theirs.size === 0) return false;
  return (plan.cast.object ?? []).some((id) => {
    const noun = pack.cast.get(id)?.noun.toLowerCase().split(/\s+/).at(-1);
    return noun !== undefined && theirs.has(pluralize.singular(noun));
  });
}

/** A plot whose journey goes by the twist's thing (the train, the rocket), as the pack's `rides` name it. */
function goesBy(plan: TPlan, brief: Brief, pack: Pack): boolean {
  const noun = brief.twist?.x?.noun;
  if (noun === undefined || plan.journey === undefined || plan.cast.vehicle === undefined) return false;
  const ride = rideOf({ the: `the ${noun}`, noun, plural: false, own: false }, noun, pack);
  return ride !== undefined && plan.cast.vehicle.includes(ride);
}

const IN_THE_SKY = /\b(?:moon|sun|planets?|stars?)$/i;

function bigOutdoors(brief: Brief): boolean {
  const noun = brief.twist?.x?.noun;
  return noun !== undefined && isBig(noun) && !IN_THE_SKY.test(noun);
}

function objectOfTheCharactersKind(plan: TPlan, brief: Brief, pack: Pack): boolean {
  const kind = brief.character?.noun;
  if (kind === undefined) return false;
  return (plan.cast.object ?? []).some((id) => {
    const e = pack.cast.get(id);
    return e !== undefined && lastWordKey(e.noun) === lastWordKey(kind);
  });
}

/** The worlds of the creature that took something (the took twist), when a world has one of its kind. */
function creatureWorlds(brief: Brief, pack: Pack): readonly string[] | undefined {
  const x = brief.twist?.shape === 'took' ? brief.twist.x : undefined;
  return x === undefined ? undefined : worldsOfKind(pack).get(lastWordKey(x.noun));
}

const lastWordKey = (noun: string) => matchKey(noun.split(' ').at(-1) ?? noun);

/** Each companion kind's worlds ("fox" → land), once per pack: fit() asks it of every plot. */
const kindWorlds = new WeakMap<Pack, Map<string, string[]>>();
function worldsOfKind(pack: Pack): Map<string, string[]> {
  let found = kindWorlds.get(pack);
  if (found === undefined) {
    found = new Map();
    for (const e of pack.cast.values())
      if (e.kind === 'companion') {
        const key = lastWordKey(e.noun);
        found.set(key, [...(found.get(key) ?? []), ...e.inWorlds]);
      }
    kindWorlds.set(pack, found);
  }
  return found;
}

/** A plot's worlds (cached: fit() is asked of every plot more than once). */
function worldsOf(plan: TPlan, pack: Pack): TWorld[] {
  let worlds = worldsCache.get(plan);
  if (worlds === undefined) {
    worlds = plan.worlds.flatMap((w) => pack.worldById.get(w) ?? []);
    worldsCache.set(plan, worlds);
  }
  return worlds;
}
const worldsCache = new WeakMap<TPlan, TWorld[]>();

export function choosePlot(
  brief: Brief,
  pack: Pack,
  memory: StoryMemory | undefined,
  rng: Rng,
  series?: StorySeriesChapter,
): PlotChoice & { notice?: string } {
  const { worlds, movedTo } = worldsFor(brief, pack);
  const worldIds = new Set(worlds.map((w) => w.id));
  let candidates = pack.plans.filter(
    (p) =>
      p.worlds.some((w) => worldIds.has(w)) &&
      !p.tags.some((t) => brief.ruledOut.has(t)) &&
      castable(p, brief, pack),
  );
  if (candidates.length === 0) throw new Error('No plot fits this request');
  // A series may need more plots than the theme's own: any fitting plot of its world.
  const broad = series === undefined ? [] : candidates.filter((p) => fit(p, brief, pack) > -50);
  const bestTheme = Math.min(...candidates.map((p) => themeRank(p, brief, pack)));
  if (bestTheme < 99) candidates = candidates.filter((p) => themeRank(p, brief, pack) < 99);
  candidates = candidates.filter((p) => fit(p, brief, pack) > -50);
  const seriesWorld = series === undefined ? undefined : worldForSeries(candidates, worldIds, series, rng);
  if (series !== undefined) candidates = forSeries(candidates, broad, series, seriesWorld);
  const recent = memory?.planIds ?? [];
  const fresh = candidates.filter((p) => !recent.includes(p.id));
  // The parent read the siblings' stories too: one none of the family heard lately, when any.
  const family = memory?.familyPlanIds ?? [];
  const freshForAll = fresh.filter((p) => !family.includes(p.id));
  // Every fitting plot was told lately: the one told longest ago.
  const pool =
    freshForAll.length > 0
      ? freshForAll
      : fresh.length > 0
        ? fresh
        : [...candidates].sort((a, b) => recent.indexOf(b.id) - recent.indexOf(a.id)).slice(0, 1);
  const scored = pool.map((p) => ({
    p,
    // The theme's own plots first (a trains story is about trains); broader ones when the
    // child has heard those lately (they are not fresh) or a twist fits another plot far better.
    score: fit(p, brief, pack) * 2 - themeRank(p, brief, pack) * 6 + rng.next() * 3,
  }));
  scored.sort((a, b) => b.score - a.score);
  const top = scored.filter((s) => s.score >= (scored[0]?.score ?? 0) - 3);
  const plan = rng.pick(top).p;
  const plotWorlds = plan.worlds.filter((w) => worldIds.has(w));
  const kept = seriesWorld !== undefined && plotWorlds.includes(seriesWorld) ? [seriesWorld] : plotWorlds;
  const found = twistFoundIn(brief, pack);
  const where = found === undefined ? kept : narrow(kept, (w) => found.includes(w));
  const world = rng.pick(where.map((w) => pack.worldById.get(w) as TWorld));
  return { plan, world, ...(movedTo === undefined ? {} : { notice: movedTo(world) }) };
}

/** Keeps `keep` of the plots (or worlds) when any is left, else all of them. */
function narrow<T>(items: T[], keep: (item: T) => boolean): T[] {
  const kept = items.filter(keep);
  return kept.length > 0 ? kept : items;
}

/**
 * The world of a series: chapter 1's, kept; for chapter 1, one with a fitting plot for every
 * chapter when there is one (the series never runs out of new plots in its world).
 */
function worldForSeries(
  plans: readonly TPlan[],
  worldIds: ReadonlySet<string>,
  series: StorySeriesChapter,
  rng: Rng,
): string | undefined {
  const kept = series.keep?.world;
  if (kept !== undefined) return worldIds.has(kept) ? kept : undefined;
  const count = (w: string) => plans.filter((p) => p.worlds.includes(w)).length;
  const roomy = [...worldIds].filter((w) => count(w) >= series.chapters);
  return roomy.length === 0 ? undefined : rng.pick(roomy.sort());
}

/**
 * A series chapter's plots: in the series' world, never one told earlier in the series, and one
 * the kept companion may lead (a plot written for another companion only when none is left).
 */
function forSeries(
  plans: TPlan[],
  broad: TPlan[],
  series: StorySeriesChapter,
  world: string | undefined,
): TPlan[] {
  const told = series.planIds ?? [];
  const companion = series.keep?.companion?.id;
  const inWorld = (list: TPlan[]) =>
    world === undefined ? list : narrow(list, (p) => p.worlds.includes(world));
  const untold = (list: TPlan[]) => list.filter((p) => !told.includes(p.id));
  const themed = inWorld(plans);
  // The theme's plots first; when the series has told them all, the world's other fitting plots.
  let out = untold(themed);
  if (out.length === 0)
    out = untold(inWorld(broad)).filter((p) => world === undefined || p.worlds.includes(world));
  if (out.length === 0) out = themed;
  if (companion !== undefined)
    out = narrow(out, (p) => p.cast.companion === undefined || p.cast.companion.includes(companion));
  return out;
}
