import { kept } from './kept.js';
import { kindOf } from './sightings.js';
import { clashesWithSnow } from './season.js';
import { castFitsMood } from './mood.js';
import type { StoryMemory } from '../../writer/types.js';
import type { CastEntity, PlotPlan, ProblemKind, SlotName, World } from '../plans/types.js';
import { GENERAL_SOLUTION_CANNOT } from '../options/solutions.js';
import { WORLDS } from '../plans/types.js';
import type { SettingContent, ThemeContent } from '../options/types.js';
import type { Rng } from '../prng.js';
import type { StoryLibrary } from './library.js';
import type { StoryRequest } from './request.js';

export interface Selection {
  world: World;
  plan: PlotPlan;
  cast: Partial<Record<SlotName, CastEntity>>;
  /** The parent's setting, when it chose the world. */
  setting?: SettingContent;
  /** The theme's world differs from the setting's: the story bridges to the setting. */
  bridge: boolean;
  /** The favourite character joined as the companion. */
  characterCompanion: boolean;
  /**
   * The favourite character when the plot's companion is fixed (a sleepy cloud, a robot named
   * Bleep): it comes to help at the solve beat instead. `toy` when it cannot be in this world
   * (a unicorn in space): the child's own toy of it comes along.
   */
  helper?: CastEntity;
  helperIsToy?: boolean;
}

function themeOf(req: StoryRequest, lib: StoryLibrary): ThemeContent | undefined {
  return lib.matchTheme(req.theme);
}

function themeWords(req: StoryRequest, theme: ThemeContent | undefined): string[] {
  return [...new Set([req.theme, ...(theme?.planThemes ?? [])].filter((t) => t !== ''))];
}

function fitsFears(tags: readonly string[], req: StoryRequest): boolean {
  return !tags.some((t) => req.ruledOut.has(t as never));
}

/**
 * A plan whose title names what the child fears is about it ("A Big Roar for Rex" for a child
 * afraid of loud noises), whatever its tags say: it is not picked.
 */
function titlesSafe(plan: PlotPlan, req: StoryRequest): boolean {
  return plan.titles.every((t) => req.isSafe(t.replace(/\{[^}]*\}|[[\]|<>]/g, ' ')));
}

/**
 * The parent's setting may become the plot's place where the plan is written for any of a few
 * places (a meadow, an orchard or a park): its text fits a forest or a zoo as well. A plot tied
 * to one place (the train station) keeps it, and the setting is named where the story starts.
 */
export function settingIsPlace(plan: PlotPlan): boolean {
  const ids = plan.cast.place?.ids;
  return plan.cast.place !== undefined && (ids === undefined || ids.length > 1);
}

/**
 * Candidates per request, by plan, slot and world: select() asks for every plan of every world
 * (and again for a second plan), each a pass over the whole cast.
 */
const candidatesKnown = new WeakMap<StoryRequest, Map<string, readonly CastEntity[]>>();

/** Cast entities that may fill a slot of this plan in this world. */
function candidates(
  lib: StoryLibrary,
  plan: PlotPlan,
  slot: SlotName,
  world: World,
  req: StoryRequest,
): readonly CastEntity[] {
  let known = candidatesKnown.get(req);
  if (known === undefined) {
    known = new Map();
    candidatesKnown.set(req, known);
  }
  // Plan ids are unique in a library, and one request is told from one library.
  const key = `${plan.id}\u0000${slot}\u0000${world}`;
  let out = known.get(key);
  if (out === undefined) {
    out = castFor(lib, plan, slot, world, req);
    known.set(key, out);
  }
  return out;
}

const allowedKnown = new WeakMap<StoryRequest, Map<CastEntity, boolean>>();

/** May this entity be in this child's story at all (fears, safety, a name of its own)? Once per request. */
function allowed(e: CastEntity, req: StoryRequest): boolean {
  return kept(
    kept(allowedKnown, req, () => new Map<CastEntity, boolean>()),
    e,
    () =>
      fitsFears(e.tags, req) &&
      req.isSafe(`${e.a} ${e.noun}`) &&
      // A companion never shares a name with the child or the family ("Leo and Leo").
      (e.name === undefined ||
        (e.name !== req.name && !req.family.some((p) => p.name.includes(e.name as string)))),
  );
}

/**
 * What may fill a slot whoever the child is (its kind, world and ids, the plan's mood), worked out
 * once per library and plan: a request then only checks its own fears and names against these few.
 */
const fittingKnown = new WeakMap<StoryLibrary, WeakMap<PlotPlan, Map<string, readonly CastEntity[]>>>();

function fitting(lib: StoryLibrary, plan: PlotPlan, slot: SlotName, world: World): readonly CastEntity[] {
  const byPlan = kept(fittingKnown, lib, () => new WeakMap<PlotPlan, Map<string, readonly CastEntity[]>>());
  const known = kept(byPlan, plan, () => new Map<string, readonly CastEntity[]>());
  return kept(known, `${slot}\u0000${world}`, () => {
    const spec = plan.cast[slot];
    return spec === undefined
      ? []
      : lib.cast.filter(
          (e) =>
            e.kind === spec.kind &&
            e.worlds.includes(world) &&
            (spec.ids === undefined || spec.ids.includes(e.id)) &&
            castFitsMood(plan, e.a),
        );
  });
}

function castFor(lib: StoryLibrary, plan: PlotPlan, slot: SlotName, world: World, req: StoryRequest) {
  return fitting(lib, plan, slot, world).filter((e) => allowed(e, req));
}

function castable(lib: StoryLibrary, plan: PlotPlan, world: World, req: StoryRequest): boolean {
  return (Object.keys(plan.cast) as SlotName[]).every(
    (slot) => candidates(lib, plan, slot, world, req).length > 0,
  );
}

/**
 * "named X" goes right after the noun, before any "with ..."/"in ..." phrase: "a superhero named
 * Spider-Man in a bright cape", never "a superhero in a bright cape named Spider-Man".
 */
export function withName(a: string, name: string): string {
  const m = /^(.+?)( (?:with|in|from|of|on|who|that) .+)$/.exec(a);
  return m === null ? `${a} named ${name}` : `${m[1] as string} named ${name}${m[2] as string}`;
}

/** The favourite character as an entity (in any world), when its type is known and the fears allow it. */
function characterEntity(lib: StoryLibrary, req: StoryRequest): CastEntity | undefined {
  if (req.character === '') return undefined;
  const hit = lib.matchCharacter(req.character);
  if (hit === undefined) return undefined;
  const c = hit.content.companion;
  if (!fitsFears(c.tags, req) || !req.isSafe(`${c.a} ${c.noun}`)) return undefined;
  // A name the parent typed ("Elsa") is kept; one that is the child's own is not.
  const name = hit.name !== undefined && hit.name !== req.name && req.isSafe(hit.name) ? hit.name : c.name;
  // A name the parent gave is said when the character is met: "a friendly little pig named Peppa".
  const a = name !== undefined && !c.a.includes(name) ? withName(c.a, name) : c.a;
  return { ...c, a, name, id: `character:${c.noun}`, kind: 'companion' };
}

/** The favourite character as a companion entity, when it fits the world. */
function characterCompanion(lib: StoryLibrary, req: StoryRequest, world: World): CastEntity | undefined {
  const e = characterEntity(lib, req);
  return e !== undefined && e.worlds.includes(world) ? e : undefined;
}

/**
 * How well the child's own interests can solve a kind of problem: 2 when one has a solution
 * written for it (a painter and faded bluebells), 1 when one has a general solution that fits,
 * 0 when none can (a dinosaur lover and faded bluebells: the interest would only be mentioned,
 * and imagination would solve it). See skillFor in compose.ts, which makes the same choice.
 */
function interestFit(lib: StoryLibrary, req: StoryRequest, kind: ProblemKind): number {
  let fit = 0;
  for (const interest of req.interests) {
    const hit = lib.matchInterest(interest);
    if (hit === undefined || (hit.tags ?? []).some((t) => req.ruledOut.has(t))) continue;
    if (lib.solutions[hit.skill][kind] !== undefined) return 2;
    if (!GENERAL_SOLUTION_CANNOT[hit.skill].includes(kind)) fit = 1;
  }
  return fit;
}

interface Scored {
  plan: PlotPlan;
  world: World;
  /** Theme, world, recency, twist and setting: how well the plan fits what was asked. */
  fit: number;
  /**
   * Far from the theme either way: out of the theme's (or setting's) worlds, or sharing only the
   * theme's farthest neighbour (a space story the setting "a dark cave" moved to land).
   */
  loose: boolean;
  /** How well the child's interests solve its problem (2, 1 or 0), see interestFit. */
  interest: number;
  /** The favourite character as companion (2), as helper (1), or not at all (0). */
  character: number;
  score: number;
}

/**
 * The plan, drawn evenly from those as good as the best. Taking only the top score let one small
 * bonus decide most stories (the kite plan was 13% of all picks, since "stuck" suits most
 * interests): a plan one point behind on the interest bonus is as good a story, so it joins the
 * draw, provided it fits as well on everything else (its theme, world, recency, twist and
 * setting) and still lets an interest take part when the best one does. A plan that gives the
 * favourite character a smaller part than the best one (a helper, not the companion) is drawn a
 * third as often. Where even the best is far from the theme (an ocean story for a child afraid of
 * the sea; a space story set in a cave), a far neighbouring theme's point ("adventure" for the
 * kite) is no reason to tell the same plot every time: one point of fit less may join.
 */
function drawBest(scored: readonly Scored[], rng: Rng): Scored | undefined {
  let best: Scored | undefined;
  for (const s of scored) if (best === undefined || s.score > best.score) best = s;
  if (best === undefined) return undefined;
  const top = best;
  const pool = scored.filter(
    (s) =>
      s.score >= top.score - 1 &&
      s.fit >= top.fit - (top.loose ? 1 : 0) &&
      (s.interest > 0 || top.interest === 0) &&
      (s.character > 0 || top.character === 0),
  );
  // The favourite character as the companion is the better story: a plan that gives it a smaller
  // part (a helper) is drawn, but a third as often.
  const weight = (s: Scored) => (s.character >= top.character ? CHARACTER_PART_WEIGHT : 1);
  let ticket = rng.next() * pool.reduce((n, s) => n + weight(s), 0);
  for (const s of pool) {
    ticket -= weight(s);
    if (ticket < 0) return s;
  }
  return pool[pool.length - 1];
}

/** How much likelier a plan is drawn when it gives the favourite character its best part. */
const CHARACTER_PART_WEIGHT = 3;

/**
 * Chooses the world, the plan and its cast. The setting wins over the theme; plans are scored
 * by theme fit and by not being among the child's recent plots, then drawn from the best few.
 */
export function select(
  lib: StoryLibrary,
  req: StoryRequest,
  memory: StoryMemory | undefined,
  rng: Rng,
  /** Plans already tried for this story (too little to tell at this length): not picked again. */
  exclude: readonly string[] = [],
): Selection {
  const theme = themeOf(req, lib);
  const setting = req.setting === '' ? undefined : lib.matchSetting(req.setting);
  const settingOk = setting !== undefined && fitsFears(setting.place.tags, req);
  const themeWorlds: readonly World[] = theme?.worlds ?? WORLDS;
  const fallback = [
    ...rng.shuffle(themeWorlds),
    ...rng.shuffle(WORLDS.filter((w) => !themeWorlds.includes(w))),
  ];
  // The setting's world first; if nothing fits there (fears), the theme's worlds.
  const worldOrder: World[] = settingOk
    ? [setting.world, ...fallback.filter((w) => w !== setting.world)]
    : fallback;
  const words = themeWords(req, theme);
  const recent = new Set(memory?.planIds ?? []);
  const recentTitles = new Set((memory?.titles ?? []).map((t) => t.toLowerCase()));

  // The first worlds (the setting's, else the theme's) are preferred; within them, plans are
  // scored by theme fit and by how long ago the child heard them, so a month of stories
  // moves through every fitting plot before any repeats.
  const preferred = new Set<World>(settingOk ? [setting.world] : themeWorlds);
  // Where the parent's twist can happen as typed, it is told as typed (elsewhere, the closest twist).
  const twistHit = req.twist === '' ? undefined : lib.matchTwist(req.twist);
  const twistWorlds = twistHit?.worlds;
  // Snow to come: a plot of sunflowers and lemonade (or spring buds) would tell two seasons at once.
  const snowy = twistHit?.tags?.includes('snow') === true;
  const favourite = characterEntity(lib, req);
  const scored: Scored[] = [];
  // A plot the child's interest can solve is told before one it cannot (worked out once per kind).
  const interestFits = new Map<ProblemKind, number>();
  const interestScore = (kind: ProblemKind) => kept(interestFits, kind, () => interestFit(lib, req, kind));
  for (const world of worldOrder) {
    for (const plan of lib.plans) {
      if (
        exclude.includes(plan.id) ||
        !plan.worlds.includes(world) ||
        !fitsFears(plan.tags, req) ||
        !titlesSafe(plan, req) ||
        !castable(lib, plan, world, req)
      )
        continue;
      // How close the plan's nearest theme is to the one asked for: its own theme first, then
      // the theme's neighbours in order ("animals" serves an ocean story less than "ocean").
      const t = words.findIndex((w) => plan.themes.includes(w));
      const themeScore = t < 0 ? 0 : 4 - Math.min(t, 3);
      const heardAt = memory?.planIds.indexOf(plan.id) ?? -1;
      const recency = recent.has(plan.id) ? heardAt - 40 : 0;
      const away = preferred.has(world) ? 0 : -100;
      const twistFits =
        (twistWorlds?.includes(world) === true ? 1 : 0) - (snowy && clashesWithSnow(plan) ? 3 : 0);
      // The parent's setting is best as the plot's own place.
      const settingFits = settingOk && world === setting.world && settingIsPlace(plan) ? 1 : 0;
      // The favourite character is best as the companion, next best as a helper in its own world.
      const characterFits =
        favourite === undefined || !favourite.worlds.includes(world)
          ? 0
          : plan.cast.companion !== undefined && plan.cast.companion.ids === undefined
            ? 2
            : 1;
      const interest = interestScore(plan.problem);
      scored.push({
        plan,
        world,
        fit: themeScore + recency + away + twistFits + settingFits,
        loose: away !== 0 || themeScore <= 1,
        interest,
        character: characterFits,
        score: themeScore + recency + away + twistFits + characterFits + settingFits + interest,
      });
    }
  }
  const best = drawBest(scored, rng);
  if (best !== undefined) {
    const { plan, world } = best;
    const cast: Partial<Record<SlotName, CastEntity>> = {};
    const used = new Set<string>();
    let characterJoined = false;
    const inSetting = settingOk && setting.world === world;
    for (const slot of Object.keys(plan.cast) as SlotName[]) {
      if (slot === 'place' && inSetting && settingIsPlace(plan)) {
        cast.place = { id: 'setting', kind: 'place', worlds: [world], ...setting.place };
        continue;
      }
      // The favourite character joins only plots written for any companion (not "the sleepy dragon").
      if (slot === 'companion' && plan.cast.companion?.ids === undefined) {
        const fav = characterCompanion(lib, req, world);
        if (fav !== undefined) {
          cast.companion = fav;
          characterJoined = true;
          continue;
        }
      }
      const options = candidates(lib, plan, slot, world, req).filter((e) => !used.has(e.id));
      const fresh = options.filter((e) => ![...recentTitles].some((t) => t.includes(e.noun.toLowerCase())));
      const chosen = rng.pick(
        fresh.length > 0 ? fresh : options.length > 0 ? options : candidates(lib, plan, slot, world, req),
      );
      used.add(chosen.id);
      cast[slot] = chosen;
    }
    // Not the companion (the plot's own is fixed): the favourite character comes to help.
    // A plot whose own companion is already one ("Ember the dragon" for a dragon lover) has it.
    // So does one whose companion is of its kind under another name (a fox lover and Pip the star fox).
    const favouriteKind = favourite === undefined ? undefined : kindOf(favourite.noun);
    const alreadyIn =
      favourite !== undefined &&
      Object.values(cast).some(
        (e) => e.noun === favourite.noun || (favouriteKind !== undefined && kindOf(e.noun) === favouriteKind),
      );
    if (alreadyIn) characterJoined = true;
    const helper = characterJoined || favourite === undefined ? undefined : favourite;
    return {
      world,
      plan,
      cast,
      setting: inSetting ? setting : undefined,
      bridge: inSetting && theme !== undefined && !theme.worlds.includes(setting.world),
      characterCompanion: characterJoined,
      helper,
      helperIsToy: helper !== undefined && !helper.worlds.includes(world),
    };
  }
  throw new Error('No story plan fits this request');
}
