import { endsUnnamed, opensUnnamed } from '../grammar/lint.js';
import type { Brevity } from './brevity.js';
import { renderLine } from './render.js';
import type { Rendered, RenderContext } from './render-context.js';
import { commit } from './told.js';
import { tellsTheSame } from './line-checks.js';
import type { LineReq, Paragraph } from './scenes.js';

/**
 * Step six: the length. Every line of priority 0 and 1 is told; a story over its range is told
 * again with short renderings (then the shortest), then loses priority-1 lines from the least needed; a story
 * under its aim gains priority-2 lines (more of what the parent typed), then priority-3 ones
 * (the plot's details, the world's sights), in story order, never past the maximum. A story is
 * long because more happens in it, not because lines are repeated.
 */
export interface FittedParagraph {
  kind: string;
  lines: Rendered[];
}

/** Priority-1 roles given up first when a story runs long (the least personal first). */
export const DROP_ORDER = [
  'member.along_home',
  'frame.along_home',
  // The worry shown out there: its mention at home and its beat still tell it.
  'worry.felt',
  // The season at the close: the opening said it already.
  'season.home',
  'member.send_off',
  'world.arrive',
  // Coming back to the parent's setting ("back on the pirate ship"): after the world's scenery,
  // which is the pack's, not what the parent typed (a wordy jungle plot lost it first).
  'setting.home',
  'siblings.together',
  'member.help',
  'interest3.fact',
  // Not 'twist.middle': the twist the parent typed does something in the middle of every story.
  'plan.home',
  'frame.tuck_in',
  'pet.help',
  'pet.joins',
  // After what the pet does out there: a pet that acts there was seen going.
  'pet.along',
  // The parent's second interest, named once at home in a medium or long story (scenes.ts): given
  // up only after the plot's own extras (panel 47 heard "gymnastics did not fit" in a medium story).
  'interest2.setup',
  'plan.attempt',
  'member.far',
  // The grown-up who went along, seen beside the child out there: late, because a young child
  // out alone was heard (panel 52), but before what the parent typed. (Going home together goes
  // first of all, below: the grown-up was already seen there.)
  'member.along_help',
  'frame.along_help',
  // The plot's opening sets up what the plot is about (the new kite): after the pet's extras and
  // the try, which still leave the pet named twice and the fix told (panel 83 heard "the kite
  // bouncing along behind" with no kite before it).
  'plan.opening',
  // The parent's setting, when no plot place took it: said at the start unless the story is too
  // long for it and the worry both (the worry is the child's own).
  'season.opening',
  'setting.opening',
  'setting.here',
  'worry.mention',
  // The favourite character's moment, when a short story is full: its kind and name still say
  // it ("a sleepy owl"), and the learning goal the parent asked for stays.
  'character.end',
  'character.trait',
];

/** The last of DROP_ORDER: what the parent typed, given up only after every other way. */
const PARENTS_OWN: ReadonlySet<string> = new Set([
  'season.opening',
  'setting.opening',
  'setting.here',
  'worry.mention',
]);

/** The line given up last, when no line of DROP_ORDER is left to drop: the learning goal. */
const LAST_TO_GO = 'learning.scene';

/**
 * Extras in the order a story wants them: more of the plot first (its details, first tries,
 * small happenings on the way), then talk, then the world's scenery, so a longer story is
 * longer because more happens. Within a kind, the story's own order.
 */
const EXTRA_RANK = [
  'plan.details',
  'frame.attempts',
  'frame.on_the_way',
  'pet.cheer',
  'interest2.fact',
  'frame.try_again',
  'frame.chat',
  'frame.celebrate',
  'frame.set_off',
  'frame.arrive_home',
  'frame.refrain',
  'frame.wonder',
  'world.sights',
];

function byKind(extras: readonly Slot[], ctx: RenderContext): Slot[] {
  const rank = (s: Slot) => {
    const i = EXTRA_RANK.indexOf(s.req.role);
    return i < 0 ? EXTRA_RANK.length : i;
  };
  // A little shuffle inside each kind, so two stories of one plot do not add the same lines.
  return ctx.rng.shuffle(extras).sort((a, b) => rank(a) - rank(b));
}

/** Kinds of extra line a beginner's long story may take more of, from the next level. */
const BORROWED = ['world.sights', 'plan.details', 'frame.on_the_way', 'frame.wonder', 'frame.chat'];

interface Slot {
  paragraph: number;
  index: number;
  req: LineReq;
  rendered?: Rendered;
}

/** A member or a pet is in the story at least twice: one of its last two lines is never dropped. */
function lastTwo(s: Slot, slots: readonly Slot[]): boolean {
  const same = (o: Slot) =>
    o.rendered !== undefined &&
    ((s.req.member !== undefined && o.req.member === s.req.member) ||
      (s.req.role.startsWith('pet.') &&
        o.req.role.startsWith('pet.') &&
        o.req.vars?.pet === s.req.vars?.pet));
  return (s.req.member !== undefined || s.req.role.startsWith('pet.')) && slots.filter(same).length <= 2;
}

const total = (slots: readonly Slot[]) => slots.reduce((n, s) => n + (s.rendered?.words ?? 0), 0);

function renderAll(slots: Slot[], ctx: RenderContext, brevity: Brevity): void {
  for (const s of slots) {
    if (s.req.priority > 1) continue;
    s.rendered = renderLine(s.req, ctx, brevity);
    if (s.rendered !== undefined) commit(s.rendered, ctx);
  }
}

function toShortest(slots: readonly Slot[], ctx: RenderContext): void {
  for (const s of slots) {
    const shortest = s.rendered?.shortest;
    if (shortest === undefined) continue;
    const others = new Set(slots.flatMap((o) => (o === s ? [] : (o.rendered?.keys ?? []))));
    if (shortest.keys.some((k) => others.has(k))) continue;
    // Nor another line's template with other picks: "kept Papa's old sweater close ... not home
    // tonight" at home, then "kept Papa's old scarf close ..." at bedtime.
    if (slots.some((o) => o !== s && o.rendered?.template === shortest.template)) continue;
    if (!tellsTheSame(s.rendered?.text ?? '', shortest.text, s.req, ctx)) continue;
    s.rendered = shortest;
    commit(shortest, ctx);
  }
}

export function fitLength(
  paragraphs: readonly Paragraph[],
  ctx: RenderContext,
  range: { min: number; max: number },
): FittedParagraph[] {
  const slots: Slot[] = paragraphs.flatMap((p, paragraph) =>
    p.lines.map((req, index) => ({ paragraph, index, req })),
  );
  // Beginners' stories aim low in the range: a picture book is not padded out.
  const aim = Math.round(range.min + (range.max - range.min) * (ctx.level === 'beginner' ? 0.15 : 0.45));
  // Every step renders with ctx.rng: their order is the story's (the engine is seeded).
  renderAll(slots, ctx, 'any');
  cutToLength(slots, ctx, range.max);
  addExtras(slots, ctx, aim, range.max);
  borrowFromNextLevel(slots, ctx, range);
  nameTheSpeakers(slots, ctx, range);
  return paragraphs
    .map((p, i) => ({
      kind: p.kind,
      lines: slots
        .filter((s) => s.paragraph === i && s.rendered !== undefined)
        .map((s) => s.rendered as Rendered),
    }))
    .filter((p) => p.lines.length > 0);
}

/** A story over its maximum, cut in steps until it fits or nothing more can go. */
function cutToLength(slots: Slot[], ctx: RenderContext, max: number): void {
  // Over the range: short renderings, then fewer of the least needed lines, then (a long
  // telling for a short story) the simpler reading level's shorter sentences.
  // An advanced telling keeps what the parent typed (the worry, the setting) and is told at the
  // intermediate level before any of it goes: the parent's words outrank the longer sentences.
  if (total(slots) > max) shorten(slots, ctx, max, ctx.level === 'advanced');
  while (total(slots) > max && ctx.level !== 'beginner') {
    ctx.level = ctx.level === 'advanced' ? 'intermediate' : 'beginner';
    shorten(slots, ctx, max, false);
  }
  tellShorter(slots, ctx, max);
  dropToFit(slots, ctx, max);
  // Still over with everything the parent typed kept (a short series chapter for two children,
  // with a recap, a grandma, a worry and a flying bed: 353 words where 300 fit), the twist's
  // middle goes: its premise and its echo still tell it, and the story stays in its range.
  const told = (role: string) => slots.some((s) => s.req.role === role && s.rendered !== undefined);
  // Or what it lends in the middle (a flying bed the children stand on, in the same kind of chapter).
  if (total(slots) > max && told('twist.premise'))
    for (const role of ['twist.middle', 'twist.solve'])
      for (const s of slots) if (s.req.role === role && total(slots) > max) s.rendered = undefined;
  // Then a member's good night, when two more of their lines still name them (a short chapter for
  // two children with a grandma who went along: 349 words where 340 fit).
  for (const s of slots)
    if (s.req.role === 'member.bedtime' && total(slots) > max && namedTwiceMore(s, slots))
      s.rendered = undefined;
}

/** Two more lines of this line's member are told. */
function namedTwiceMore(line: Slot, slots: readonly Slot[]): boolean {
  const member = line.req.member;
  return (
    member !== undefined &&
    slots.filter((s) => s !== line && s.rendered !== undefined && s.req.member === member).length >= 2
  );
}

/** Forgets what the story has told so far, to tell it again. */
function forgetTold(ctx: RenderContext): void {
  ctx.told.clear();
  ctx.said.clear();
  ctx.introduced?.clear();
  // Told again from the start: whoever falls asleep does so again where the telling says it.
  if (ctx.sleepers !== undefined) ctx.sleepers = { refs: [], companion: false };
  // And the child is in no room yet: the first telling's last room (bed) is not where it begins.
  if (ctx.home !== undefined) ctx.home.now = undefined;
}

/** The story told again with short renderings, then its least needed lines dropped until it fits. */
function shorten(slots: Slot[], ctx: RenderContext, max: number, keepParentsOwn: boolean): void {
  // Short renderings first (a seeded pick among the near-shortest, so cut stories do not all
  // say the same lines); the very shortest only when those are still over.
  // Only as many lines as the story needs are told short, in story order: the rest are told as
  // before, counted at the words they had (a long story a few lines over kept every line's
  // fuller telling, and telling all of them short was most of the slowest stories' time).
  let projected = total(slots);
  forgetTold(ctx);
  // The lines kept as told keep their templates: a line told again is never told the way a kept
  // one already is ("kept Papa's old sweater close ... not home tonight", then the scarf at bedtime).
  for (const s of slots)
    if (s.req.priority > 1 && s.rendered !== undefined) ctx.told.add(s.rendered.template);
  for (const s of slots) {
    if (s.req.priority > 1) continue;
    const before = s.rendered?.words ?? 0;
    s.rendered = renderLine(s.req, ctx, projected > max ? 'short' : 'any');
    if (s.rendered !== undefined) commit(s.rendered, ctx);
    projected += (s.rendered?.words ?? 0) - before;
  }
  // Still over: each line's shortest rendering, found in the same pass (telling the story a
  // third time cost a short story half its time), unless another line already says its sentence.
  if (total(slots) > max) toShortest(slots, ctx);
  for (const role of DROP_ORDER) {
    if (total(slots) <= max || (keepParentsOwn && PARENTS_OWN.has(role))) break;
    // The learning goal told as plain facts before the parent's own worry or setting goes (a
    // birthday wish was dropped for a long scene about sharing a scarf).
    if (PARENTS_OWN.has(role)) tellShorter(slots, ctx, max);
    for (const s of slots)
      if (s.req.role === role && s.req.priority === 1 && total(slots) > max && !lastTwo(s, slots))
        dropOrShorten(s, ctx);
  }
}

/** A line that must be said (the way home) is told in its few words instead of dropped. */
function dropOrShorten(s: Slot, ctx: RenderContext): void {
  const short = s.req.atLeast;
  const r = short === undefined ? undefined : renderLine(short, ctx, 'shortest');
  if (short === undefined || r === undefined) {
    s.rendered = undefined;
    return;
  }
  // Its own telling is as short already: kept, and never dropped after.
  if (r.words >= (s.rendered?.words ?? 0)) {
    s.req = { ...s.req, priority: 0 };
    return;
  }
  s.req = short;
  s.rendered = r;
  commit(r, ctx);
}

/**
 * Still over: a line with a shorter telling (a learning goal's scene, as plain facts) is told
 * that way before any line the parent asked for is given up.
 */
function tellShorter(slots: Slot[], ctx: RenderContext, max: number): void {
  for (const s of slots) {
    if (total(slots) <= max) break;
    if (s.req.shorter === undefined || s.rendered === undefined) continue;
    const r = renderLine(s.req.shorter, ctx, 'shortest');
    if (r === undefined || r.words >= s.rendered.words) continue;
    s.rendered = r;
    commit(r, ctx);
  }
}

/** Still a few words over: the smallest droppable line that brings it under goes. */
function dropToFit(slots: Slot[], ctx: RenderContext, max: number): void {
  while (total(slots) > max) {
    const over = total(slots) - max;
    const droppable = slots.filter(
      (s) =>
        s.rendered !== undefined &&
        s.req.priority >= 1 &&
        DROP_ORDER.includes(s.req.role) &&
        !lastTwo(s, slots),
    );
    const pool =
      droppable.length > 0
        ? droppable
        : slots.filter((s) => s.rendered !== undefined && s.req.role === LAST_TO_GO);
    if (pool.length === 0) break;
    dropOrShorten(lineToDrop(pool, over), ctx);
  }
}

/** The shortest line that is enough to bring the story under; else the longest there is. */
function lineToDrop(pool: readonly Slot[], over: number): Slot {
  const fits = pool.filter((s) => (s.rendered?.words ?? 0) >= over);
  return (fits.length > 0 ? fits : pool).reduce((a, b) =>
    fits.length > 0
      ? (a.rendered?.words ?? 0) <= (b.rendered?.words ?? 0)
        ? a
        : b
      : (a.rendered?.words ?? 0) >= (b.rendered?.words ?? 0)
        ? a
        : b,
  );
}

/** A story under its aim gains priority-2 lines, then priority-3 ones, never past the maximum. */
function addExtras(slots: Slot[], ctx: RenderContext, aim: number, max: number): void {
  for (const priority of [2, 3] as const) {
    const extras = slots.filter((s) => s.req.priority === priority);
    for (const s of priority === 3 ? byKind(extras, ctx) : extras) {
      if (total(slots) >= aim) break;
      const r = renderLine(s.req, ctx, 'any', false);
      if (r === undefined || total(slots) + r.words > max) continue;
      s.rendered = r;
      commit(r, ctx);
    }
  }
}

const BORROW_SLACK = 12;

/**
 * A long story still short with every extra told (a beginner's, or a plain plot's at the middle
 * level: 499 words where 500 is long): more of the same kinds of line (sights, small happenings,
 * the plot's details), borrowed from the next level's templates.
 */
function borrowFromNextLevel(slots: Slot[], ctx: RenderContext, range: { min: number; max: number }): void {
  // A few words over the minimum: the story's own count (joined sentences, names said in full)
  // can differ from the lines' by a word or two, and 498 words is not a long story.
  const floor = Math.min(range.min + BORROW_SLACK, range.max);
  const level = ctx.level;
  if (total(slots) >= floor || level === 'advanced') return;
  ctx.level = level === 'beginner' ? 'intermediate' : 'advanced';
  const more = slots
    .filter((s) => s.req.priority === 3 && BORROWED.includes(s.req.role))
    .map((s): Slot => ({ ...s, rendered: undefined }));
  for (const s of more) {
    if (total(slots) >= floor) break;
    const r = renderLine(s.req, ctx, 'any', false);
    if (r === undefined || total(slots) + r.words > range.max) continue;
    s.rendered = r;
    commit(r, ctx);
    slots.splice(slots.findIndex((x) => x.paragraph === s.paragraph && x.index === s.index) + 1, 0, s);
  }
  ctx.level = level;
}

/**
 * A beginner's story: two lines of dialogue in a row with no speaker named between them ("A
 * little hedgehog is lost." "Ready or not!" Grandma laughed.) leave a child asking who is
 * talking. The second is told another way, one that names its speaker first, where it has one.
 */
function nameTheSpeakers(slots: Slot[], ctx: RenderContext, range: { min: number; max: number }): void {
  if (ctx.level !== 'beginner') return;
  const told = slots.filter((s) => s.rendered !== undefined);
  for (let i = 1; i < told.length; i++) {
    const before = told[i - 1]?.rendered;
    const s = told[i] as Slot;
    const now = s.rendered as Rendered;
    if (before === undefined || !endsUnnamed(before.text) || !opensUnnamed(now.text)) continue;
    const r = renderLine({ ...s.req, speakerFirst: true }, ctx, 'any', false);
    if (r === undefined || opensUnnamed(r.text)) continue;
    // Nor does it take a story that reached its length back under it (498 words of a long 500-700).
    const after = total(slots) - now.words + r.words;
    if (after > range.max || (after < range.min && total(slots) >= range.min)) continue;
    s.rendered = r;
    commit(r, ctx);
  }
}
