import { noteSpot } from './home-spot.js';
import { childFallsAsleep, FALLS_ASLEEP_HERE } from './asleep.js';
import { noteNight } from './line-checks.js';
import { noteWeather } from './story-weather.js';
import { noteMention } from './mentions.js';
import type { RenderContext, Rendered } from './render-context.js';
import { refsOf, saysAsleep, SLEEP_TOLD } from './sleeper.js';

/**
 * What the story has told so far, as rendering reads it: the templates and sentences used, how
 * lines opened, the ideas said once (the companion asleep, something freed, a contented sigh)
 * and who has fallen asleep. `commit` records a line once it is told.
 */

/** An extra plot detail saying the companion (not also the one who needs help) falls asleep. */
export function lullsCompanion(r: Rendered, ctx: RenderContext): boolean {
  return (
    r.req.role === 'plan.details' &&
    r.req.priority >= 2 &&
    !ctx.objectIsCompanion &&
    saysAsleep(r.text, refsOf(ctx.vars, 'companion'))
  );
}

/** A line telling someone falling asleep: from now on they sleep (tell/sleeper.ts). */
function noteSleepers(r: Rendered, ctx: RenderContext): void {
  const sleepers = ctx.sleepers;
  // Any line after the solve may say the companion is asleep too ("The little crab fell asleep on
  // the sand", "Sh, sh, the fox was asleep"): a sample then heard the crab call goodbye and the
  // fox say thanks.
  const lulls = SLEEP_TOLD.has(r.req.role) || r.req.late === true;
  if (sleepers === undefined || !lulls) return;
  for (const slot of ['companion', 'object'] as const) {
    const refs = refsOf(ctx.vars, slot);
    if (!saysAsleep(r.text, refs)) continue;
    for (const ref of refs) if (!sleepers.refs.includes(ref)) sleepers.refs.push(ref);
    if (slot === 'companion' || ctx.objectIsCompanion) sleepers.companion = true;
  }
}

/** The story's own sleep line says the child falls asleep however often a line before it did. */
export function sleepsHere(idea: string, r: Rendered): boolean {
  return idea === 'idea:child-asleep' && FALLS_ASLEEP_HERE.has(r.req.role);
}

/** Marks a rendering as told: its template and sentences are not used again in this story. */
/** The first four words of a line: two lines that open alike ("As she fell asleep, ...") read as a list. */
export function openingOf(text: string, ctx: Pick<RenderContext, 'childName'>): string {
  // The child's name is one word, however many children it names ("Noah, Cyrus and Juniper" took
  // all four words, so every line opening with their names was told as a repeat).
  return text.split(ctx.childName).join('NAME').toLowerCase().split(/\s+/).slice(0, 4).join(' ');
}

/**
 * Ideas a story says once, however it words them: the companion falling asleep far away is a
 * lovely last thought, and a flat one the second time (a twist's echo and the frame's sleep line
 * both reach for it).
 */
const FREED =
  /\b(?:came|comes|popped|pops|slipped|slips|sprang|springs|wriggled|wriggles|slid|slides) (?:free|loose)\b/i;
const SIGH = /\b(?:contented|happy|sleepy|long|little|big|deep|soft|gentle|dreamy|cozy|satisfied) sigh\b/i;
const SLEEPING =
  /\b(?:asleep|sleep\w*|dream\w*|curl\w* up|settl\w* down|drift\w* off|snug|resting|quiet and still|yawn\w*|tucked)\b/i;
const BACK_IN_BED = /\bback (?:in|into|to) (?:(?:his|her|their|my|your) )?(?:own |cozy |snug |warm )?bed\b/i;
export function ideasOf(text: string, ctx: RenderContext): string[] {
  // Its name, or its noun's last word ("the rabbit" for a moon rabbit).
  const companion = [ctx.vars['companion.name'], ctx.vars['companion.noun']?.split(' ').at(-1)].filter(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  // The companion is the one sleeping: the sleep words follow its name closely.
  const lower = text.toLowerCase();
  const says = companion.some((c) => {
    const at = lower.indexOf(c.toLowerCase());
    return at >= 0 && SLEEPING.test(lower.slice(at + c.length, at + c.length + 50));
  });
  const ideas = says ? ['idea:companion-sleeps'] : [];
  if (childFallsAsleep(text, ctx)) ideas.push('idea:child-asleep');
  // The fix frees it, and the resolution says so another way (the fourteenth panel heard the
  // pumpkin "came free" twice, one line after the other).
  if (FREED.test(text)) ideas.push('idea:came-free');
  // One contented sigh a story: the fourteenth panel heard the child, the pony and the child
  // again sigh contentedly in three lines running.
  if (SIGH.test(text)) ideas.push('idea:sigh');
  // Back in bed once: panel 61 heard "Back in bed, Leon counted his toys" and then "Back in his
  // own bed, Leon thought about the littlest moon", one line after the other.
  if (BACK_IN_BED.test(text)) ideas.push('idea:back-in-bed');
  return ideas;
}

export function commit(r: Rendered, ctx: RenderContext): void {
  ctx.told.add(r.template);
  noteMention(r.template, ctx);
  for (const [slot, id] of Object.entries(ctx.slots ?? {}))
    if (r.template.includes(`{${slot}.a}`)) ctx.introduced?.add(id);
  ctx.told.add(`opening:${openingOf(r.text, ctx)}`);
  for (const idea of ideasOf(r.text, ctx)) ctx.told.add(idea);
  noteNight(r.text, ctx);
  noteWeather(r.text, r.req.role, ctx);
  noteSpot(r.text, r.req, ctx.home);
  for (const k of r.keys) ctx.said.add(k);
  noteSleepers(r, ctx);
}
