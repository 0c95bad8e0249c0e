import leven from 'leven';
import pluralize from 'pluralize';
import { allLines, wholeWordSource } from '../pack/text.js';
import type { CastEntry, Pack } from '../pack/compile.js';
import type { TCastEntity, TPlan, TWorld } from '../pack/schema.js';
import type { Rng } from '../prng.js';
import type { Brief, CharacterUse } from '../read/types.js';
import { takesSetting } from './setting-place.js';
import { outOfReach } from './sky.js';

/**
 * Step three: who and what the plot is about. The favourite character the parent typed is the
 * companion, in their own words ("a shy octopus named Inky"); the setting is the place when the
 * plot has one; a flying twist is the vehicle; a made-of twist the place. Nothing a fear rules
 * out is cast.
 */
export type Slot = 'companion' | 'object' | 'place' | 'vehicle';
export type Cast = Partial<Record<Slot, TCastEntity>>;

function clear(e: TCastEntity, brief: Brief): boolean {
  return !e.tags.some((t) => brief.ruledOut.has(t)) && brief.isSafe(e.a);
}

/** Whether one of a plot's places is by water a swimmer can be in (a pond, a river, a lagoon). */
export function byWater(plan: TPlan, pack: Pack): boolean {
  return entries(plan.cast.place, pack).some(
    (e) =>
      e.tags.includes('water') ||
      /\b(?:pond|lake|river|brook|stream|lagoon|pool|creek|canal)s?$/.test(e.noun),
  );
}

function entries(ids: readonly string[] | undefined, pack: Pack): CastEntry[] {
  return (ids ?? []).flatMap((id) => {
    const e = pack.cast.get(id);
    return e === undefined ? [] : [e];
  });
}

function worldCompanions(world: string, pack: Pack): CastEntry[] {
  return [...pack.cast.values()].filter((e) => e.kind === 'companion' && e.inWorlds.includes(world));
}

/** The parent's favourite character as the companion entity. */
export function characterEntity(c: CharacterUse): TCastEntity {
  const base = c.entry?.companion ?? c.creature;
  const adjectives = c.adjectives.length > 0 ? `${c.adjectives.join(' ')} ` : '';
  const noun = c.noun;
  const described = c.described === undefined ? '' : ` ${c.described}`;
  const typed = c.adjectives.length > 0 || base === undefined || noun !== base.noun || described !== '';
  const a = typed ? `a ${adjectives}${noun}${described}` : base.a;
  // The table's own name gives way to the parent's ("a snail named Sherbet named Sir Slowly", panel 68).
  const unnamed =
    base?.name === undefined ? a : a.replace(new RegExp(`,? (?:named|called) ${base.name}\\b`), '');
  return {
    id: `character-${c.entry?.id ?? noun.replace(/\W+/g, '-')}`,
    kind: 'companion',
    a: c.name === undefined ? a : `${unnamed} named ${c.name}`,
    the: typed ? `the ${adjectives}${noun}${described}` : base.the,
    noun,
    name: c.name,
    // The parent's words first ("Captain Zara" is she), else the table's (read/character.ts): never a coin toss.
    pronoun: c.pronoun ?? base?.pronoun ?? 'they',
    plural: false,
    mechanism: false,
    water: base?.water ?? false,
    human: base?.human ?? false,
    body: base?.body ?? 'none',
    tags: [...(base?.tags ?? [])],
    also: [],
    names: [],
  };
}

/** A plot can be told for this child: each slot it names has at least one entity the fears allow. */
export function castable(plan: TPlan, brief: Brief, pack: Pack): boolean {
  for (const slot of ['object', 'place', 'vehicle'] as const) {
    const ids = plan.cast[slot];
    if (ids === undefined || ids.includes('companion')) continue;
    if (!entries(ids, pack).some((e) => clear(e, brief))) return false;
  }
  if (brief.character !== undefined) return true;
  const companions = plan.cast.companion !== undefined ? entries(plan.cast.companion, pack) : undefined;
  return (companions ?? plan.worlds.flatMap((w) => worldCompanions(w, pack))).some((e) => clear(e, brief));
}

/**
 * "the wardrobe leads to a secret forest": a plot with a way there, no vehicle, and an evening
 * that starts at home (not already on the beach) goes through it.
 */
export const throughIt = (plan: TPlan): boolean =>
  plan.journey !== undefined && plan.cast.vehicle === undefined && !plan.opens_away;

/** "the bath turns into a boat", and this plot's journey is by boat (twists.yaml `rides`). */
export const ridesIn = (plan: TPlan, brief: Brief): boolean =>
  brief.twist?.shape === 'rides' &&
  brief.twist.ride !== undefined &&
  plan.journey !== undefined &&
  plan.cast.vehicle !== undefined &&
  // In a dream a bath may become a boat that sails anywhere (a bedtime story has no sea plot).
  (plan.cast.vehicle.includes(brief.twist.ride) || plan.worlds.includes('dream')) &&
  !vehicleBeforeTheJourney(plan);

/** A plot that has its boat before it sets off ("Elif was the captain of the boat for the day"). */
const vehicleBeforeTheJourney = (plan: TPlan): boolean =>
  [plan.opening, plan.call].some(
    (text) => text !== undefined && allLines(text).some((l) => l.template.includes('{vehicle.')),
  );

/**
 * The child's bath, now the boat: called the boat once it has turned ("the boat carried them
 * home"), with the ways of the vehicle it became (afloat, a grown-up aboard for the youngest).
 */
function ridden(brief: Brief, pack: Pack): TCastEntity | undefined {
  const as = pack.cast.get(brief.twist?.ride ?? '');
  const own = twistEntity('vehicle', brief);
  const y = brief.twist?.y;
  if (own === undefined || as === undefined || y === undefined) return own;
  return { ...own, a: `the ${y}`, the: `the ${y}`, noun: y, tags: as.tags };
}

/** A twist thing as a cast entity ("the castle made of cheese", "the flying bed"). */
function twistEntity(kind: 'place' | 'vehicle', brief: Brief): TCastEntity | undefined {
  const x = brief.twist?.x;
  if (x === undefined) return undefined;
  const made = brief.twist?.shape === 'made-of' ? ` made of ${brief.twist.y}` : '';
  return {
    id: `twist-${kind}`,
    kind,
    a: `${x.plural ? 'some' : 'a'} ${x.noun}${made}`,
    the: x.the,
    noun: x.noun,
    pronoun: 'it',
    plural: x.plural,
    mechanism: false,
    water: false,
    human: false,
    tags: [],
    also: [],
    names: [],
  };
}

/**
 * The parent's setting as the plot's place: the plot's own place of that kind ("the moon", the
 * cloud castle for "a castle"). A plot's lines are written for its places (a cornfield "gold from
 * end to end"), so a setting never takes the place of another kind: it is told where the evening
 * begins (scenes.ts).
 */
function settingPlace(plan: TPlan, world: TWorld, brief: Brief, pack: Pack): TCastEntity | undefined {
  const setting = brief.setting;
  if (setting === undefined || ![setting.world, ...setting.also].includes(world.id)) return undefined;
  return entries(plan.cast.place, pack).find((e) => takesSetting(e, setting, brief.settingSaid?.the));
}

/** How well a plot's places take the parent's setting (the plot scoring prefers a good fit). */
export function settingFit(plan: TPlan, brief: Brief, pack: Pack): number {
  const setting = brief.setting;
  if (setting === undefined || plan.cast.place === undefined) return 0;
  const worlds = [setting.world, ...setting.also];
  return entries(plan.cast.place, pack).some(
    (e) =>
      takesSetting(e, setting, brief.settingSaid?.the) &&
      e.inWorlds.some((w) => worlds.includes(w) && plan.worlds.includes(w)),
  )
    ? 4
    : 0;
}

const PLACE_LIKE =
  /\b(?:castle|palace|house|home|tower|village|town|city|moon|planet|island|forest|wood|garden|mountain|hill|cave|mansion|school|kingdom|tree ?house|cottage|ship|boat|star|cloud|park|beach|sea|ocean|lake|river|bridge)s?$/;

const headOf = (noun: string): string => (noun.trim().split(/\s+/).pop() ?? '').replace(/s$/, '');

/**
 * "the magic wand only works when you say please" in a plot about a broken wand: the wand that
 * works by its rule is the very one that lies snapped in two. The plot's object is the twist's
 * thing when a noun of theirs ends the same way ("wand", "little wooden wand").
 */
export function objectIsTheTwist(plan: TPlan, brief: Brief, pack: Pack): boolean {
  const head = brief.twist?.x?.noun.split(' ').at(-1);
  if (head === undefined || plan.cast.object === undefined) return false;
  return entries(plan.cast.object, pack).some((e) => e.noun.split(' ').at(-1) === head);
}

/**
 * How a made-of twist about a place ("the castle is made of cheese") sits in a plot: `same` when
 * one of the plot's own places is that kind of place (its cloud castle becomes the cheese castle),
 * `open` when the plot names no particular place, `fixed` when its lines are written for another
 * place (a lighthouse plot would still talk of its lamp room), `none` without a place.
 */
export function twistPlaceFit(
  plan: TPlan,
  brief: Brief,
  pack: Pack,
): 'same' | 'open' | 'fixed' | 'none' | undefined {
  const x = brief.twist?.x;
  // "The clouds are made of candyfloss" is scenery beside the place, never the place itself
  // (the plot's lines say "there was {place.a}", which a plural cannot be).
  if (brief.twist?.shape !== 'made-of' || x === undefined || x.plural || !PLACE_LIKE.test(x.noun))
    return undefined;
  // The moon is a place to go to in space, the sky or a dream; over a field it stays in the sky.
  if (outOfReach(x.noun, plan)) return undefined;
  // A boat is a place to go to only at sea: panel 46 heard Milo "skipped down the lane to a boat
  // made of bread" on his way to a cornfield.
  if (/\b(?:ship|boat)s?$/.test(x.noun) && !plan.worlds.includes('sea')) return undefined;
  if (plan.cast.place === undefined) return 'none';
  const head = headOf(x.noun);
  if (entries(plan.cast.place, pack).some((e) => headOf(e.noun) === head)) return 'same';
  return plan.cast.place.length >= 3 ? 'open' : 'fixed';
}

/**
 * Two names a child hears as one when read aloud: the same, or one letter apart ("Hattie" and a
 * calf called "Hettie", a panel's "too close to tell apart"). Both lower case.
 */
export function heardAs(a: string, b: string): boolean {
  return a === b || (Math.min(a.length, b.length) >= 3 && leven(a, b) <= 1);
}

/**
 * A companion whose name is already someone's in the story, or sounds like it (a child called Coral meeting "a
 * little seahorse named Coral", a pet Poppy and the doll Poppy) goes without its name.
 */
function withoutTakenName(e: TCastEntity | undefined, brief: Brief): TCastEntity | undefined {
  if (e?.name === undefined || brief.character?.name === e.name) return e;
  const name = e.name.toLowerCase();
  const people = [
    brief.child.name,
    ...brief.family.map((m) => m.name),
    ...brief.pets.map((p) => p.name ?? ''),
  ];
  if (
    !people.some((p) =>
      p
        .toLowerCase()
        .split(/\s+/)
        .some((w) => heardAs(w, name)),
    )
  )
    return e;
  return { ...e, name: undefined, a: e.a.replace(new RegExp(`,? (?:named|called) ${e.name}\\b`), '') };
}

/**
 * Who may be the plot's companion. A plot that starts at home (on the bed, the garden step) is
 * not met by a creature that cannot leave the water, while the world has others; and never by a
 * person who is not family (a keeper at the window at night): a creature or a toy calls there.
 */
export function companionPool(plan: TPlan, world: TWorld, pack: Pack): string[] {
  const all = plan.cast.companion ?? worldCompanions(world.id, pack).map((e) => e.id);
  const landed = plan.ashore ? all.filter((id) => pack.cast.get(id)?.water !== true) : all;
  const ids = landed.length > 0 ? landed : all;
  if (plan.meet !== 'home') return ids;
  const callers = ids.filter((id) => pack.cast.get(id)?.human !== true);
  const dry = callers.filter((id) => pack.cast.get(id)?.water !== true);
  if (callers.length === 0) return ids; // never in a linted pack (story:lint refuses it)
  return dry.length > 0 ? dry : callers;
}

/** A companion with several names goes by one of them in this story, never one already taken. */
function oneOfItsNames(e: TCastEntity | undefined, brief: Brief, rng: Rng): TCastEntity | undefined {
  if (e?.name === undefined || e.names.length === 0 || brief.character !== undefined) return e;
  const taken = new Set(
    [brief.child.name, ...brief.family.map((m) => m.name), ...brief.pets.map((p) => p.name ?? '')].flatMap(
      (n) => n.toLowerCase().split(/\s+/),
    ),
  );
  // Never a name the description already says ("a sleek little seal pup named Sleek", panel 58).
  const described = `${e.a} ${e.the}`.toLowerCase();
  const free = [e.name, ...e.names].filter(
    (n) =>
      ![...taken].some((t) => heardAs(t, n.toLowerCase())) &&
      (n === e.name || !new RegExp(`\\b${n.toLowerCase()}\\b`).test(described)),
  );
  if (free.length === 0) return e;
  const chosen = rng.pick(free);
  const own = new RegExp(`\\b${e.name}\\b`, 'g');
  return { ...e, name: chosen, a: e.a.replace(own, chosen), the: e.the.replace(own, chosen) };
}

/**
 * A series' companion from chapter 1, met again: introduced by name ("Pip the star fox"), not as
 * someone new ("a little star fox named Pip").
 */
export function metAgain(e: TCastEntity): TCastEntity {
  return { ...e, a: e.name === undefined ? e.the : `${e.name} the ${e.noun}` };
}

/** The age from which a toy (a stuffed elephant, a clockwork mouse) is not the night's companion. */
const TOYS_UNTIL = 8;
const TOY = /\b(?:toy|teddy|rag doll|stuffed|plush|wind-up|clockwork|tin|tractor)\b/i;

/**
 * Not a toy for a child of eight or more, when the plot has another who can come (panel 67 heard
 * "a little stuffed elephant" and "a little yellow tractor named Dinky" for a nine- and a ten-year-old).
 */
function notTooYoung(ids: string[], brief: Brief, pack: Pack): string[] {
  if (brief.child.age < TOYS_UNTIL) return ids;
  const older = ids.filter((id) => !TOY.test(pack.cast.get(id)?.a ?? ''));
  return older.length > 0 ? older : ids;
}

/**
 * A companion that is not the same animal as the child's pet: with a hamster called Biscuit at
 * home, "a round little hamster named Pip" made every "the hamster" after it anyone's guess. Nor
 * the kind of the child's own twist thing: "her robot is afraid of the dark" beside a robot
 * companion was told of the companion, and her robot was forgotten.
 */
function notThePets(ids: string[], brief: Brief, pack: Pack): string[] {
  // Every word of the pet's kind: a bunny companion beside Clover the rabbit was no better (panel 41).
  const own =
    brief.twist?.x?.own === true ? [brief.twist.x.noun.toLowerCase().split(/\s+/).at(-1) ?? ''] : [];
  const kinds = [
    ...brief.pets.flatMap((p) => [p.word, p.species.id, ...p.species.match].map((w) => w.toLowerCase())),
    ...own.filter((w) => w !== ''),
  ];
  if (kinds.length === 0) return ids;
  const other = ids.filter((id) => {
    const noun = pack.cast.get(id)?.noun?.toLowerCase() ?? '';
    return !kinds.some((k) => new RegExp(wholeWordSource(k), 'u').test(noun));
  });
  return other.length > 0 ? other : ids;
}

export function castPlot(
  plan: TPlan,
  world: TWorld,
  brief: Brief,
  pack: Pack,
  rng: Rng,
  /** A series keeps chapter 1's companion. */
  kept?: TCastEntity,
): Cast {
  const pick = (ids: readonly string[] | undefined): TCastEntity | undefined => {
    const ok = entries(ids, pack).filter((e) => clear(e, brief));
    return ok.length === 0 ? undefined : rng.pick(ok);
  };
  const cast: Cast = {};
  cast.companion =
    brief.character !== undefined
      ? characterEntity(brief.character)
      : pick(notTooYoung(notThePets(companionPool(plan, world, pack), brief, pack), brief, pack));
  cast.companion = withoutTakenName(oneOfItsNames(cast.companion, brief, rng), brief);
  if (kept !== undefined) cast.companion = metAgain(kept);
  cast.object = plan.cast.object?.includes('companion') === true ? cast.companion : pick(plan.cast.object);
  if (plan.cast.place !== undefined) {
    // The twist's place takes the plot's place only where the plot's lines fit it; elsewhere the
    // twist thing stands beside the plot's place ("clouds made of candyfloss" by the cloud castle).
    const placeFit = twistPlaceFit(plan, brief, pack);
    const twistPlace = placeFit === 'same' || placeFit === 'open' ? twistEntity('place', brief) : undefined;
    cast.place = twistPlace ?? settingPlace(plan, world, brief, pack) ?? pick(plan.cast.place);
  }
  if (plan.cast.vehicle !== undefined)
    cast.vehicle =
      brief.twist?.shape === 'can-fly'
        ? twistEntity('vehicle', brief)
        : ridesIn(plan, brief)
          ? ridden(brief, pack)
          : plainWhenTwisted(pick(namedVehicles(plan, brief, pack) ?? plan.cast.vehicle), brief);
  return cast;
}

/**
 * "the rocket is made of yarn": the night's rocket is not "a shiny red rocket" first (panel 87
 * heard it shiny red, then yarn); what it is made of, or its colour, is the twist's to say.
 */
function plainWhenTwisted(vehicle: TCastEntity | undefined, brief: Brief): TCastEntity | undefined {
  const twist = brief.twist;
  if (vehicle === undefined || twist?.x === undefined) return vehicle;
  if (twist.shape !== 'made-of' && twist.shape !== 'colour') return vehicle;
  const head = (w: string) => pluralize.singular(w.toLowerCase().split(' ').at(-1) ?? '');
  if (head(twist.x.noun) !== head(vehicle.noun)) return vehicle;
  return { ...vehicle, a: `${/^[aeiou]/i.test(vehicle.noun) ? 'an' : 'a'} ${vehicle.noun}` };
}

/**
 * The plot's vehicles the parent named, in the twist ("the submarine is made of jelly") or as an
 * interest ("submarines"): the night goes by that one where the plot has it. Panel 41 heard a
 * jelly submarine told beside a bubble that carried the child instead.
 */
function namedVehicles(plan: TPlan, brief: Brief, pack: Pack): string[] | undefined {
  const head = (w: string) => pluralize.singular(w.toLowerCase().split(' ').at(-1) ?? '');
  const said = [brief.twist?.x?.noun, ...brief.interests.map((i) => i.said)].flatMap((w) =>
    w === undefined ? [] : [head(w)],
  );
  const named = (plan.cast.vehicle ?? []).filter((id) => {
    const e = pack.cast.get(id);
    return e !== undefined && clear(e, brief) && said.includes(head(e.noun));
  });
  return named.length > 0 ? named : undefined;
}
