import type { TFamily } from '../pack/schema-personal.js';
import { textWithout, saysWhole, wholeWordSource } from '../pack/text.js';
import type { Member } from '../read/types.js';
import type { FittedParagraph } from './fit.js';
import { makeRoom } from './pocket.js';
import { renderLine } from './render.js';
import type { Rendered, RenderContext } from './render-context.js';
import { commit } from './told.js';

/**
 * What is set up pays off, and nothing pays off that was not set up (issue 24, part 4). A panel
 * heard "Zain dug out his best flashlight and gave it to Ayesha, saying, 'Don't lose it, it's my
 * lucky one'" and never heard of the flashlight again; another heard a child feel "the lucky
 * wristband" a brother had never lent. After fitting: a help line naming a thing nobody lent is
 * told again without one, and a thing lent at the door that no later line uses is given back at
 * home, before bed.
 */
export function payOffWhatWasLent(
  paragraphs: FittedParagraph[],
  ctx: RenderContext,
  lent: TFamily['lent'],
  max: number,
): void {
  if (lent === undefined) return;
  const room = () => max - paragraphs.flatMap((p) => p.lines).reduce((n, l) => n + l.words, 0);
  const said = (thing: string, text: string) => saysWhole(text, thing);
  // Lent, not kept: "kept watch at the door", "held the flashlight steady" lend nothing.
  // Nor the child's own: "tucked Ayesha's scarf in snugly".
  const lentIn = (text: string) =>
    lent.things.find((t) => {
      const m = new RegExp(`${LENDING}[^.!?"]*${wholeWordSource(t)}`, 'iu').exec(text);
      return m !== null && !m[0].includes(`${ctx.childName}'s`);
    });
  const lines = paragraphs.flatMap((p) => p.lines);
  const sendOff = lines.find(
    (l) => l.req.role === 'member.send_off' && lent.groups.includes(l.req.member?.group ?? ''),
  );
  const given = sendOff === undefined ? undefined : lentIn(sendOff.text);
  for (const help of lines.filter((l) => l.req.role === 'member.help')) {
    const named = thingIn(help.text, lent.things);
    if (named === undefined) continue;
    const before = lines.slice(0, lines.indexOf(help));
    if (before.some((l) => said(named, l.text))) continue;
    retell(paragraphs, help, ctx, { things: lent.things, given, room: room() });
  }
  if (given === undefined || sendOff === undefined) return;
  // Told again or made room for, the lines have moved: where the send-off is now.
  // Given up for room by then, nothing was lent after all.
  const now = paragraphs.flatMap((p) => p.lines);
  if (!now.includes(sendOff)) return;
  const after = now.slice(now.indexOf(sendOff) + 1);
  if (after.some((l) => said(given, l.text))) return;
  // No room to give it back: then nothing is lent (the send-off told without a thing).
  if (!giveBack(paragraphs, ctx, lent.back, given, sendOff.req.member, room()))
    retell(paragraphs, sendOff, ctx, { things: lent.things, given: undefined, room: room() });
}

/** The first of `things` a text names: "lucky marble" before "marble", as the pack orders them. */
const thingIn = (text: string, things: readonly string[]) => things.find((t) => saysWhole(text, t));

const LENDING = String.raw`\b(?:lent|lend|gave|give|borrow|pressed|handed|took|unclipped|unhooked|dug\s+out|tied|clipped|fastened|popped|put|tucked|slipped|draped|pulled|found|have\s+my|take\s+my)\b`;

/**
 * The line again, from its templates that name none of the things, or that name only what was
 * lent ("the [lucky marble|little compass]" picks again); no longer than the story has room for.
 */
function retell(
  paragraphs: FittedParagraph[],
  line: Rendered,
  ctx: RenderContext,
  { things, given, room }: { things: readonly string[]; given: string | undefined; room: number },
): void {
  const fits = (r: Rendered | undefined): r is Rendered => r !== undefined && r.words - line.words <= room;
  const tries = given === undefined ? [] : Array.from({ length: 8 }, () => renderLine(line.req, ctx));
  const own = tries.find((r) => fits(r) && [undefined, given].includes(thingIn(r.text, things)));
  const text = textWithout(line.req.text, ...things);
  const plain =
    text === undefined ? [] : Array.from({ length: 8 }, () => renderLine({ ...line.req, text }, ctx));
  // Too long for the room left: the shortest, with extras given up for it.
  const shortest = plain.filter((r): r is Rendered => r !== undefined).sort((a, b) => a.words - b.words)[0];
  const again =
    own ??
    plain.find(fits) ??
    (shortest !== undefined && makeRoom(paragraphs, shortest.words - line.words - room)
      ? shortest
      : undefined);
  const p = paragraphs.find((x) => x.lines.includes(line));
  if (p === undefined) return;
  // Kept as told when nothing shorter can be: a member who acts is worth more than the tidy-up.
  if (again === undefined) return;
  commit(again, ctx);
  p.lines[p.lines.indexOf(line)] = again;
}

/** "Back home, Ayesha gave the flashlight back to Zain", as bedtime begins. */
function giveBack(
  paragraphs: FittedParagraph[],
  ctx: RenderContext,
  back: NonNullable<TFamily['lent']>['back'],
  thing: string,
  member: Member | undefined,
  room: number,
): boolean {
  if (member === undefined) return false;
  const r = renderLine({ text: back, role: 'member.gives_back', priority: 1, member, vars: { thing } }, ctx);
  // At bedtime, first: a plot at home says its goodbyes out there, where the brother is not.
  const bedtime = paragraphs.find((p) => p.kind === 'bedtime');
  if (r === undefined || bedtime === undefined || !makeRoom(paragraphs, r.words - room)) return false;
  commit(r, ctx);
  bedtime.lines.unshift(r);
  return true;
}
