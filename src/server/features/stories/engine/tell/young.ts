import { wordForms } from '../pack/check.js';
import type { TFrame, TPlan, TWorld } from '../pack/schema.js';
import type { Brief, Member } from '../read/types.js';
import type { Cast } from './cast.js';
import type { FittedParagraph } from './fit.js';
import { memberToken } from './render.js';

/**
 * A young child is never out alone at night: walking out at dusk a grown-up from home goes
 * along (frame.along), and out on the water in a real boat a grown-up steers (frame.aboard).
 * On the water, the way there says no path, stones or snails (frame.afloat_out_of_place).
 */

/**
 * The age up to which a child does not walk out at dusk, or home at night, on their own (panels 29
 * and 31 heard seven-year-olds alone in a park and a wood at evening; panel 48 a nine-year-old).
 */
const WALKS_ALONE_FROM = 10;

/**
 * A young child's story that walks out into the evening and back (a plot of the fields, the shore
 * or the garden, no vehicle, not a dream and not inside the house): a panel heard a four-year-old
 * walk home alone.
 */
export function onFootYoung(brief: Brief, plan: TPlan, world: TWorld, flies: boolean): boolean {
  return (
    brief.child.age < WALKS_ALONE_FROM &&
    plan.journey !== undefined &&
    plan.cast.vehicle === undefined &&
    !plan.magic_journey &&
    !flies &&
    world.id !== 'dream' &&
    // Down the garden at night counts too (panel 29: a four-year-old afraid of the dark went to
    // the bottom of the garden with a kitten); a plot inside the house does not.
    (!world.indoors || !plan.indoors)
  );
}

/**
 * A plot that opens out of the house (the railway station, the beach, the orchard) takes a young
 * child out at evening in its opening: a grown-up goes with them (panel 48 heard a five-year-old
 * go to the station alone, "Out went Freddie, one more time").
 */
export function opensAwayYoung(brief: Brief, plan: TPlan, world: TWorld): boolean {
  return brief.child.age < WALKS_ALONE_FROM && plan.opens_away === true && world.id !== 'dream';
}

/**
 * Who walks out with a young child: a grown-up of the family the parent named, at home tonight
 * (never one far away, a baby or a big brother), and not the one who sends them off when another
 * can; undefined when there is none ("a grown-up from home", frame.along).
 */
export function walksAlong(brief: Brief, groups: readonly string[]): Member | undefined {
  const members = brief.family;
  // Who sends them off (tell/personal.ts memberActs): the second member, or the only one.
  const sendsOff = members.length > 1 ? members[1] : members[0];
  const able = members.filter((m) => groups.includes(m.group) && !m.far && m.nearby !== true && !m.stayHome);
  return able.find((m) => m !== sendsOff) ?? able[0];
}

/**
 * The age up to which a child is not out on the water at night without a grown-up: the eighth
 * panel heard an eight-year-old row across the bay alone in the dusk.
 */
const ROWS_ALONE_FROM = 10;

/**
 * Going home on foot ("walking slower and slower, until the front door came into sight"): never
 * said of a young child who comes home in a boat with the grown-up who steered (a newcomer heard
 * it after "the little rowboat carried them back across the bay").
 */
export const HOME_ON_FOOT =
  /\b(?:walk\w*|feet|steps?|path|ambled|amble|the gate|front door came|porch light|down the lane)\b/i;

/** A young child's story out on the water in a real boat (not a dream's): a panel heard a three-year-old sail out alone. */
export function aboardYoung(brief: Brief, cast: Cast, world: TWorld): boolean {
  return (
    brief.child.age < ROWS_ALONE_FROM && cast.vehicle?.tags.includes('boats') === true && world.id !== 'dream'
  );
}

const aloftOf = new WeakMap<TFrame, RegExp | undefined>();
const indoorsOf = new WeakMap<TFrame, RegExp | undefined>();
/** A frame's word list as one pattern, made once per pack. */
function wordsOf(cache: WeakMap<TFrame, RegExp | undefined>, frame: TFrame, words: readonly string[]) {
  if (!cache.has(frame)) cache.set(frame, words.length === 0 ? undefined : wordForms(words));
  return cache.get(frame);
}

/** What the way there does not say through the air: going on foot (frame.aloft_out_of_place). */
export function aloftNotHere(frame: TFrame): RegExp | undefined {
  return wordsOf(aloftOf, frame, frame.aloft_out_of_place);
}

/** What a way indoors does not say (frame.indoors_out_of_place): a cat on a fallen log in the attic. */
export function indoorsNotHere(frame: TFrame): RegExp | undefined {
  return wordsOf(indoorsOf, frame, frame.indoors_out_of_place);
}

const afloatOf = new WeakMap<TFrame, RegExp | undefined>();
const underOf = new WeakMap<TFrame, RegExp | undefined>();
/**
 * What the way there does not say on the water (a path, stepping stones), and deep under it (a
 * submarine: no clouds sailing by, no gulls, no glowing windows; a panel heard them).
 */
export function afloatNotHere(frame: TFrame, deep = false): RegExp | undefined {
  const words = [...frame.afloat_out_of_place, ...(deep ? frame.undersea_out_of_place : [])];
  return wordsOf(deep ? underOf : afloatOf, frame, words);
}

/**
 * "A grown-up" who walks out with the child or steers the boat, in the plot's own lines ("Wren
 * crept out, holding a grown-up's hand"), is the grown-up the parent named ({@link walksAlong}),
 * told by name. Only the grown-up of a sentence, never "the grown-up unicorns" or "ask a grown-up".
 */
const A_GROWN_UP =
  /\b([Aa]|[Tt]he) grown-up(?: from home)?(?=(?:'s|’s)\b|[,.!?;:]| (?:held|took|came|walked|steered|sat|went|did|said|was|guided|put|found|pulled|nodded|smiled|stayed)\b)/g;

export function nameTheGrownUp(paragraphs: FittedParagraph[], brief: Brief, groups: readonly string[]): void {
  const member = walksAlong(brief, groups);
  // "Mum and Dad" is a word longer than "a grown-up", and the story is already fitted.
  if (member === undefined || member.plural) return;
  const index = brief.family.indexOf(member);
  for (const line of paragraphs.flatMap((p) => p.lines)) {
    if (!/^(?:plan|frame|world)\./.test(line.req.role)) continue;
    line.text = line.text.replace(A_GROWN_UP, (_m, article: string, at: number) => {
      // A sentence's first word keeps its capital: "A grown-up held her hand" → "Grandad Joe held".
      const starts = at === 0 || /[.!?]["”]?\s+$/.test(line.text.slice(0, at));
      return memberToken(index, starts || article === 'A' || article === 'The');
    });
  }
}
