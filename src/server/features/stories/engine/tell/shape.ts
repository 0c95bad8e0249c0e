import type { TReadingLevel } from '../../../../../shared/constants.js';
import { aboutTrying } from '../read/sayings.js';
import type { Pack } from '../pack/compile.js';
import { SHAPE_PARTS, type TOccasion, type TPlan, type TWorld } from '../pack/schema.js';
import type { Rng } from '../prng.js';
import { allLines, linesAt } from '../pack/text.js';
import type { Brief } from '../read/types.js';
import type { LineReq, Paragraph } from './scenes.js';
import type { Rendered } from './render-context.js';
import { wordForms } from '../pack/check.js';
import { outOfSeasonIn, plotSeasonClash } from './season.js';

/**
 * How a story is put together (shapes.yaml): a blind panel heard the same skeleton every night
 * (the child at home, a call, a first try that fails, the fix, home, bed). Each story now takes
 * one opening, one middle and one ending, seeded, so the same plot is told in eight ways:
 * - opening `far-off`: a short paragraph far away with the one who needs help, before the child;
 * - opening `told`: the storyteller's voice, "This is the story of the night ..." first and
 *   "And that was the night Mia helped the lantern shine again." last;
 * - middle `straight`: no failed try; the child looks and knows what will help;
 * - ending `drowsy`: the child grows sleepy on the way home and is asleep before the end.
 */
export type Shape = { [K in keyof typeof SHAPE_PARTS]: (typeof SHAPE_PARTS)[K][number] } & {
  /** The world's night of the year an `awaited` story is told on (its id in the world's occasions). */
  occasionId?: string;
};

/** What a story can take: a far-off opening needs the kind's lines and the world's phrase, etc. */
function allowed(
  brief: Brief,
  plan: TPlan,
  world: TWorld,
  paragraphs: readonly Paragraph[],
  pack: Pack,
  series: boolean,
) {
  const roles = new Set(paragraphs.flatMap((p) => p.lines.map((l) => l.role)));
  return {
    // A series chapter opens with its recap; siblings' bedtime is their own shared line.
    // A paragraph more at the start needs room: not in a short story, nor in a medium one already
    // full of what the parent typed (their worry or learning goal would be cut for it).
    'far-off':
      !series &&
      // Nor a plot that opens out of the house: its trouble happens there, in front of the child
      // (panel 36 heard the apples "spread about" far away before the basket had tipped).
      !plan.opens_away &&
      world.far_off.length > 0 &&
      pack.shapes.far_off[plan.kind] !== undefined &&
      (brief.length === 'long' || (brief.length === 'medium' && typedThings(brief) <= 2)),
    // A family saying about trying again speaks to a first try that did not work: it is told. So
    // does a goal of not giving up, told straight after that try (learning `in_plot`).
    straight: !aboutTrying(brief, pack) && brief.learning?.entry.in_plot === undefined,
    // Asleep on the way home: only a story that travels home (not a dream, not one at home), and
    // not one already back in the parent's setting ("back in Grandad's greenhouse", then "on the
    // way home" read as two places at once).
    // Nor a plot that opened out of the house (on the beach): its way back is to the beach, and the
    // eighteenth panel heard the child fall asleep there.
    drowsy:
      brief.heroes.length < 2 &&
      !plan.opens_away &&
      world.id !== 'dream' &&
      // Nor one that never left the house: "the journey back" after climbing back into bed.
      world.id !== 'home' &&
      roles.has('plan.journey') &&
      roles.has('plan.home') &&
      !roles.has('setting.home'),
    // The storyteller's bookend: one child (siblings' close is their own), a kind with its few
    // words, and room for two lines more: as the far-off opening, not where what the parent typed
    // would be cut for it (a short story only when the parent typed nothing of that kind).
    told:
      !series &&
      brief.heroes.length < 2 &&
      pack.shapes.told.trouble[plan.kind] !== undefined &&
      (pack.series.events[plan.kind]?.length ?? 0) > 0 &&
      (brief.length === 'long' || typedThings(brief) <= (brief.length === 'medium' ? 2 : 0)),
    'at-home': true,
    tries: true,
    'in-bed': true,
    // A night of the year: one child (the lines name one), not a series chapter (its own arc), a
    // world that has one the child's fears allow, and room for a paragraph more, as far-off.
    awaited:
      !series &&
      brief.heroes.length < 2 &&
      !plan.own_night &&
      // A plot that opens out of the house (on the beach in the evening sun) has no evening at
      // home to know it in, and its night has not come yet when the trouble is put right.
      !plan.opens_away &&
      occasionsFor(brief, world, seasonOf(brief, plan, world, pack)).length > 0 &&
      (brief.length === 'long' || typedThings(brief) <= (brief.length === 'medium' ? 2 : 0)),
    none: true,
  };
}

/** How many things the parent typed that each take lines of their own. */
function typedThings(brief: Brief): number {
  return (
    brief.pets.length +
    brief.family.length +
    Math.max(0, brief.heroes.length - 1) +
    [brief.twist, brief.worry, brief.learning, brief.settingSaid, brief.character].filter(
      (x) => x !== undefined,
    ).length
  );
}

export function chooseShape(
  brief: Brief,
  plan: TPlan,
  world: TWorld,
  paragraphs: readonly Paragraph[],
  pack: Pack,
  rng: Rng,
  series: boolean,
  /** A generator of its own for the occasion: adding it changed no story told without one. */
  own: Rng,
): Shape {
  const can = allowed(brief, plan, world, paragraphs, pack, series);
  const { weights } = pack.shapes;
  const pick = <T extends keyof typeof can>(
    ids: readonly [T, ...T[]],
    w: Partial<Record<T, number>>,
    from: Rng = rng,
  ): T => {
    const weighted = ids.filter((id) => can[id] && (w[id] ?? 0) > 0);
    if (weighted.length === 0) return ids[0];
    let r = from.next() * weighted.reduce((n, id) => n + (w[id] ?? 0), 0);
    for (const id of weighted) if ((r -= w[id] ?? 0) < 0) return id;
    return weighted[0] ?? ids[0];
  };
  const opening = pick(SHAPE_PARTS.opening, weights.opening);
  const shape: Shape = {
    opening,
    middle: pick(SHAPE_PARTS.middle, weights.middle),
    ending: pick(SHAPE_PARTS.ending, weights.ending),
    occasion: 'none',
  };
  // Not with the storyteller's bookend, which already says what kind of night it was; nor for a
  // child afraid of the dark: a night of the year is out under the night sky (panel 64 heard one
  // taken up a hill for owl night).
  const darkFeared = brief.fears.some((f) => f.id === 'dark');
  if (opening !== 'told' && !darkFeared && pick(SHAPE_PARTS.occasion, weights.occasion, own) === 'awaited')
    return {
      ...shape,
      occasion: 'awaited',
      occasionId: own.pick(occasionsFor(brief, world, seasonOf(brief, plan, world, pack))).id,
    };
  return shape;
}

/** The parent's season, else the plot's own frosty evening (tell/season.ts). */
function seasonOf(brief: Brief, plan: TPlan, world: TWorld, pack: Pack): RegExp | undefined {
  return outOfSeasonIn(brief, world) ?? plotSeasonClash(plan, pack.frame.seasons, world);
}

/**
 * The world's nights of the year whose every telling is safe for this child (no feared word),
 * shows nothing the twist hides and keeps the season (no fireflies by the frosty gate). Every story asks (to know whether
 * it may be told on one): the answer is kept per world, fears, hidden thing and season, since
 * checking each template of each night took a few milliseconds a story.
 */
function occasionsFor(brief: Brief, world: TWorld, season: RegExp | undefined): TOccasion[] {
  if (world.occasions.length === 0) return [];
  // "The stars are hiding": no night of shooting stars.
  const hiddenNoun = brief.twist?.shape === 'hiding' ? brief.twist.x?.noun : undefined;
  const key = [
    brief.fears.map((f) => `${f.id}:${f.terms.join('/')}`).join(','),
    hiddenNoun ?? '',
    season?.source ?? '',
  ].join('|');
  // Per world object: a pack loaded again (an edited file) is asked afresh.
  const ofWorld = occasionsKnown.get(world) ?? new Map<string, TOccasion[]>();
  occasionsKnown.set(world, ofWorld);
  const known = ofWorld.get(key);
  if (known !== undefined) return known;
  const hidden = hiddenNoun === undefined ? undefined : wordForms([hiddenNoun]);
  const found = world.occasions.filter((o) =>
    [o.tonight, o.soon, o.begins].every((t) =>
      allLines(t).every(
        (l) =>
          brief.isSafe(l.template) && hidden?.test(l.template) !== true && season?.test(l.template) !== true,
      ),
    ),
  );
  if (ofWorld.size > 5000) ofWorld.clear();
  ofWorld.set(key, found);
  return found;
}
const occasionsKnown = new WeakMap<TWorld, Map<string, TOccasion[]>>();

const line = (
  text: LineReq['text'],
  role: string,
  priority: LineReq['priority'],
  vars?: Record<string, string>,
) => ({
  text,
  role,
  priority,
  ...(vars === undefined ? {} : { vars }),
});

/** The share of far-off openings that say the child does not know yet. */
const MEANWHILE_SHARE = 0.5;

/** Roles a straight middle leaves out: the first tries, and the thinking again after them. */
const TRIES = new Set(['frame.attempts', 'plan.attempt', 'frame.try_again']);
/** Roles a drowsy ending leaves out: the child walks in, is tucked in and falls asleep in bed. */
const IN_BED = new Set(['frame.arrive_home', 'frame.tuck_in', 'frame.sleep']);

/** The story's paragraphs told in its shape (the lines of what the parent typed all stay). */
export function applyShape(
  paragraphs: Paragraph[],
  shape: Shape,
  plan: TPlan,
  world: TWorld,
  pack: Pack,
  rng: Rng,
  level: TReadingLevel,
): Paragraph[] {
  const { shapes } = pack;
  let out = paragraphs.map((p) => ({ ...p, lines: [...p.lines] }));
  const find = (kind: string) => out.find((p) => p.kind === kind);
  if (shape.opening === 'far-off') {
    const teaser = shapes.far_off[plan.kind];
    if (teaser !== undefined) {
      // A beginner's sentence stays short: the world's shorter phrases ("Far away, under the sea,").
      const short = world.far_off.filter((p) => p.split(/\s+/).length <= 6);
      const farOff = rng.pick(level === 'beginner' && short.length > 0 ? short : world.far_off);
      const lines = [{ ...line(teaser, 'shape.far_off', 0, { far_off: farOff }), inWorld: true }];
      out.unshift({ kind: 'far_off', lines });
      // "Noor had no idea..." in every far-off story was one second paragraph across families (a
      // fifth panel): half of them cut straight from the trouble far off to the child's evening.
      if (rng.next() < MEANWHILE_SHARE)
        find('opening')?.lines.unshift(line(shapes.meanwhile, 'shape.meanwhile', 0));
    }
  }
  if (shape.opening === 'told') tellAsAStory(out, plan, pack, rng, level);
  if (shape.middle === 'straight') {
    for (const p of out) p.lines = p.lines.filter((l) => !TRIES.has(l.role));
    // The refrain of a beginner's tries goes with them.
    const tries = find('attempt');
    if (tries !== undefined) tries.lines = tries.lines.filter((l) => l.role !== 'frame.refrain');
    // Told where the story has room (an extra): the fix follows the problem without it, and a line
    // said in half of all stories is heard in other families' stories too.
    find('solve')?.lines.unshift({ ...line(shapes.notice, 'shape.notice', 2), inWorld: true });
  }
  if (shape.ending === 'drowsy') {
    for (const p of out) p.lines = p.lines.filter((l) => !IN_BED.has(l.role));
    find('home')?.lines.push(line(shapes.drowsy, 'shape.drowsy', 0));
    const bedtime = find('bedtime') ?? out.at(-1);
    bedtime?.lines.push(line(shapes.carried, 'shape.carried', 0));
  }
  const occasion = world.occasions.find((o) => o.id === shape.occasionId);
  if (shape.occasion === 'awaited' && occasion !== undefined) awaitTheNight(out, occasion);
  out = out.filter((p) => p.lines.length > 0);
  return out;
}

/**
 * A night of the year: the child knows at home what tonight is (the opening's last line), it will
 * begin soon once the trouble is told (an extra), and once the trouble is put right it begins, in
 * a paragraph of its own before the way home. The three are told together or not at all
 * (keepTheNightWhole, after the fitting).
 */
function awaitTheNight(out: Paragraph[], occasion: TOccasion): void {
  const opening = out.find((p) => p.kind === 'opening');
  const after = out.findIndex((p) => p.kind === 'resolution');
  if (opening === undefined || after < 0) return;
  opening.lines.push(line(occasion.tonight, 'shape.tonight', 0));
  out
    .find((p) => p.kind === 'problem')
    ?.lines.push({ ...line(occasion.soon, 'shape.soon', 2), inWorld: true });
  const begins = { ...line(occasion.begins, 'shape.begins', 0), inWorld: true, late: true };
  out.splice(after + 1, 0, { kind: 'occasion', lines: [begins] });
}

/** Roles of a night of the year: its promise at home means nothing without its beginning. */
const NIGHT_OF_THE_YEAR = new Set(['shape.tonight', 'shape.soon', 'shape.begins']);

/** A night of the year whose promise or beginning could not be told is not told at all. */
export function keepTheNightWhole(paragraphs: { lines: Rendered[] }[]): void {
  const roles = new Set(paragraphs.flatMap((p) => p.lines.map((l) => l.req.role)));
  if (roles.has('shape.tonight') === roles.has('shape.begins')) return;
  for (const p of paragraphs) p.lines = p.lines.filter((l) => !NIGHT_OF_THE_YEAR.has(l.req.role));
  for (let i = paragraphs.length - 1; i >= 0; i--)
    if (paragraphs[i]?.lines.length === 0) paragraphs.splice(i, 1);
}

/**
 * The told opening: the storyteller says first what kind of night it was, naming nobody (the one
 * who needs help is met in the plot's own words), and at the end of the adventure, before bed,
 * what the child did that night. Both are never left out: a story told as a story is told as one.
 */
function tellAsAStory(out: Paragraph[], plan: TPlan, pack: Pack, rng: Rng, level: TReadingLevel): void {
  const { told } = pack.shapes;
  const trouble = told.trouble[plan.kind];
  const events = pack.series.events[plan.kind] ?? [];
  const opening = out.find((p) => p.kind === 'opening') ?? out[0];
  if (trouble === undefined || events.length === 0 || opening === undefined) return;
  opening.lines.unshift(line(told.open, 'shape.told', 0, { trouble: rng.pick(linesAt(trouble, level)) }));
  // The close comes before bedtime, never after the child is asleep: a panel heard "And that was
  // the night..." undo the wind-down of the last line.
  const close = { ...line(told.close, 'shape.told_close', 0, { event: rng.pick(events) }), late: true };
  const bedtime = out.findIndex((p) => p.kind === 'bedtime');
  out.splice(bedtime < 0 ? out.length : bedtime, 0, { kind: 'told', lines: [close] });
}
