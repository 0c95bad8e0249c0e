import type { TReadingLevel } from '../../../../../shared/constants.js';
import { countWords as countTextWords } from '../../safety/readability.js';
import { joinShortSentences } from '../grammar/join.js';
import { isClause } from '../nlp.js';
import { doubledStemFindings, isGarbled, opensUnnamed, phraseTwice, sentencesOf } from '../grammar/lint.js';
import { linesAt, wholeWordPattern } from '../pack/text.js';
import { varsIn } from '../pack/vars.js';
import { hashString } from '../prng.js';
import { expand, finishSentence } from '../template.js';
import { nearShortest, shortestFirst, shortLimit, SHORT_POOL, type Brevity } from './brevity.js';
import type { Member } from '../read/types.js';
import { sentenceKey } from './memory.js';
import { childFallsAsleep, FALLS_ASLEEP_HERE } from './asleep.js';
import { sameMeans } from './means.js';
import type { LineReq } from './scenes.js';
import { CHILD_TOKENS, childVars, memberVars, ownedAfterName, resolveChild, type VarMap } from './vars.js';
import { pluralOwned, pluralPet } from './pet-plural.js';
import { theyAgree } from './they.js';
import {
  clashesHere,
  nightHasCome,
  readyForBed,
  saysNotHere,
  unnamed,
  wakesASleeper,
  withoutTheCast,
} from './line-checks.js';
import { laterMention } from './mentions.js';
import type { RenderContext, Rendered } from './render-context.js';
import { ideasOf, lullsCompanion, openingOf, sleepsHere } from './told.js';

/**
 * Step five: a line becomes a sentence or two at the child's reading level. Among the line's
 * templates, one this story has not used; among its renderings, one whose sentences this child
 * has not heard lately and this story has not said; never one that names a fear. A member's
 * name is a token here: their first mention in the finished story says who they are.
 */

const WINDOW_CALL = /\bwindow/i;
/** "they" written out, not the child's own pronoun ({they}): more than the child. */
const THEY = /\bthey\b/i;
const VARIABLES = /\{[^}]*\}/g;

/** The templates this child may hear for a line (see RenderContext.youngest). */
function forThisChild(templates: readonly string[], req: LineReq, ctx: RenderContext): readonly string[] {
  if (req.alone === true) {
    const alone = templates.filter((t) => !THEY.test(t.replace(VARIABLES, ' ')));
    return alone.length > 0 ? alone : templates;
  }
  // A nine-year-old is not telling the teddy about basketball (panel 29): what the child loves is
  // shown to someone, or done, when another line says so.
  if (ctx.older === true && INTEREST_ROLE.test(req.role)) {
    const grown = templates.filter((t) => !TO_TOYS.test(t));
    return grown.length > 0 ? grown : templates;
  }
  if (ctx.youngest !== true || req.role !== 'plan.call') return templates;
  const athome = templates.filter((t) => !WINDOW_CALL.test(t));
  return athome.length > 0 ? athome : templates;
}

const INTEREST_ROLE = /^interest\d?\./;
const TO_TOYS = /\b(?:teddy|teddies|dolls?|soft toys?|stuffed (?:animals?|toys?)|toys)\b/i;

/**
 * The story's closing lines, remembered by template as well as by sentence: a panel heard "an owl
 * ... which may or may not have been meant for Lotte" night after night, each time with other
 * [a|b] picks, so no sentence key matched. A template of these a child heard lately is not told
 * again while another is fresh.
 */
const REMEMBERED_ROLES: ReadonlySet<string> = new Set([
  'frame.goodbye',
  'frame.tuck_in',
  'frame.sleep',
  // Siblings' own bedtime: stories for two families' children ended on the same few lines.
  'siblings.bedtime',
  // A shape's own lines (shapes.yaml) are few per story and said in many: the same reasoning.
  'shape.meanwhile',
  'shape.notice',
  'shape.drowsy',
  'shape.carried',
]);

/** The memory key of a remembered line's template ("t:" keeps it apart from sentence keys). */
export function templateKey(r: Pick<Rendered, 'req' | 'template'>): string | undefined {
  return REMEMBERED_ROLES.has(r.req.role) ? `t:${hashString(r.template).toString(36)}` : undefined;
}

const RICH: Record<TReadingLevel, number> = { beginner: 0, intermediate: 0.35, advanced: 0.75 };

/** The member token: resolved to an introduction or a name once the story is fitted. */
export function memberToken(index: number, capital: boolean): string {
  return `\u0001${capital ? 'M' : 'm'}${index}\u0002`;
}

function varsFor(req: LineReq, ctx: RenderContext): VarMap {
  // The story's variables underneath, the line's own on top: no copy of the whole set per line.
  const vars: VarMap = Object.assign(Object.create(ctx.vars) as VarMap, req.vars);
  // Met once, "the" after: a story shaped to meet the one who needs help before the child does
  // (tell/shape.ts) must not introduce them again where the plot first names them.
  if (ctx.introduced !== undefined && ctx.introduced.size > 0)
    for (const [slot, id] of Object.entries(ctx.slots ?? {}))
      if (ctx.introduced.has(id)) vars[`${slot}.a`] = ctx.vars[`${slot}.the`] ?? '';
  laterMention(vars, ctx);
  // One sibling's own line (their interest, their idea): they are {Name}, with their pronouns.
  if (req.hero !== undefined) Object.assign(vars, childVars(req.hero));
  if (req.member !== undefined) {
    const i = ctx.members.indexOf(req.member);
    // Someone only remembered (not among tonight's family) is said by name, never introduced.
    Object.assign(
      vars,
      memberVars(req.member, true),
      i < 0 ? {} : { member: memberToken(i, false), Member: memberToken(i, true) },
    );
  }
  return vars;
}

/** The child's name as a token, so "Mia smiled." and "Leo smiled." are one sentence for memory. */
export function keysOf(text: string, childName: string): string[] {
  const name = wholeWordPattern(childName, 'gu');
  return sentencesOf(text).map((s) => sentenceKey(s.replace(name, 'NAME')));
}

// eslint-disable-next-line no-control-regex -- the member tokens are control characters on purpose
const MEMBER_TOKEN = /\u0001[mM](\d)\u0002/g;

/** Words as the safety check counts them; a member token counts as the member's name. */
export function countWords(text: string, members: readonly Member[] = []): number {
  return countTextWords(text.replace(MEMBER_TOKEN, (_m, d: string) => members[Number(d)]?.name ?? 'X'));
}

function attempt(
  template: string,
  req: LineReq,
  ctx: RenderContext,
  strict: boolean,
  /** Told short: a telling over this many words is not checked further (see renderWith). */
  limit = Infinity,
): Rendered | undefined {
  const vars = varsFor(req, ctx);
  const used = varsIn(template);
  if (used.some((v) => vars[v] === undefined)) return undefined;
  // The companion is the one being helped: a line naming both would name it twice as two.
  if (
    strict &&
    ctx.objectIsCompanion &&
    used.some((v) => v.startsWith('companion.')) &&
    used.some((v) => v.startsWith('object.'))
  )
    return undefined;
  const told = vars['pet.plural'] === undefined ? template : pluralPet(template);
  const raw = ungarbled(
    told,
    () => {
      const said = resolveChild(
        theyAgree(pluralOwned(expand(told, { rng: ctx.rng, vars, rich: RICH[ctx.level] })), vars),
        req.hero?.name ?? ctx.childName,
      );
      // The setting's "Ada's flats" after "Ada was ...": "her flats"; "teaching her dog Pepper".
      const owned = OWNED_ROLES.test(req.role)
        ? ownedAfterName(said, req.hero?.name ?? ctx.childName, theirOf(vars))
        : said;
      return finishSentence(req.hero === undefined && ctx.together ? ctx.together(owned) : owned);
    },
    (text) =>
      req.avoid?.(withoutTheCast(text, vars)) !== true &&
      !(req.role.startsWith('frame.') && !told.includes('{pet') && ctx.petKinds?.test(text) === true) &&
      !wakesASleeper(text, req, ctx, strict) &&
      // Less the child's name: "Ruby" holds the "rub" no fix may do to a peacock (a helper heard
      // every help of a faded plot turned away for it, and a banned one told in the end).
      !(
        strict &&
        req.notHere !== undefined &&
        saysNotHere(
          unnamed(text, req).replace(wholeWordPattern(req.hero?.name ?? ctx.childName, 'gu'), ' '),
          req.notHere,
        )
      ),
    (text) => limit === Infinity || countWords(text, ctx.members) <= limit,
  );
  if (raw === undefined) return undefined;
  // A counting song keeps its short steps ("Along came two little frogs. Ribbit, ribbit!").
  const text =
    ctx.level === 'beginner' && req.role !== 'frame.counting'
      ? joinShortSentences(raw, ctx.names, true, isClause)
      : raw;
  if (!ctx.isSafe(text)) return undefined;
  if (clashesHere(text, req, used, ctx, strict)) return undefined;
  return { req, text, words: countWords(text, ctx.members), template, keys: keysOf(text, ctx.childName) };
}

/** Lines saying the child's own place or pet as "Ada's": after the child's name, "her". */
const OWNED_ROLES = /^(?:setting|pet)\./;

/** The child's possessive pronoun ("her"; "their" for a child the parent gave none). */
function theirOf(vars: VarMap): string {
  const their = vars.their;
  return their === undefined || their === CHILD_TOKENS.their ? 'their' : their;
}

/**
 * A rendering without a garbled slip ("said softly a spotted pony"): one of its alternatives
 * meeting a variable can make one, so another pick is tried, a few times at most. The same for
 * a rendering the line may not say (another animal than the parent's: LineReq.avoid).
 */
function ungarbled(
  template: string,
  render: () => string,
  fits: (text: string) => boolean,
  shortEnough: (text: string) => boolean,
): string | undefined {
  for (let i = 0; i < 6; i++) {
    const text = render();
    if (!shortEnough(text)) continue;
    // "The rabbits dreamed of the dream castle": a variable can make one stem twice, too, or one
    // pair of words ("past the swaying kelp to a swaying kelp forest").
    if (
      !isGarbled(text) &&
      doubledStemFindings(text).length === 0 &&
      phraseTwice(text, template) === undefined &&
      fits(text)
    )
      return text;
  }
  return undefined;
}

/** The line rendered, or undefined when none of its templates can be told here. */
export function renderLine(
  req: LineReq,
  ctx: RenderContext,
  brevity: Brevity = 'any',
  /** An extra line is left out rather than told with a sentence already heard. */
  allowStale = true,
  /** Only a telling that fits here: the plainer line of another (LineReq.plainer). */
  strictOnly = false,
): Rendered | undefined {
  // "On and on went Noah and Nimi. They were as brave as can be.": the same words each time it
  // comes back (repetition that is meant), never a new wording that reads as a slip.
  if (req.role === REFRAIN && ctx.level === 'beginner') {
    if (ctx.refrain !== undefined) {
      // Twice is a refrain; a third time, a panel heard a story going round in circles.
      if ((ctx.refrainTold ?? 1) >= REFRAIN_TIMES) return undefined;
      ctx.refrainTold = (ctx.refrainTold ?? 1) + 1;
      const { shortest: _shortest, ...told } = ctx.refrain;
      return { ...told, req, keys: [] };
    }
    const first = renderFresh(req, ctx, brevity, allowStale, strictOnly);
    if (first !== undefined) ctx.refrain = first;
    return first;
  }
  return renderFresh(req, ctx, brevity, allowStale, strictOnly);
}

const REFRAIN = 'frame.refrain';
const REFRAIN_TIMES = 2;

function renderFresh(
  req: LineReq,
  ctx: RenderContext,
  brevity: Brevity,
  allowStale: boolean,
  strictOnly: boolean,
): Rendered | undefined {
  const levels = allowStale ? NEAREST[ctx.level] : [ctx.level];
  // A simpler level's line comes last for an older child, after the plainer telling and the
  // fallback at their own: panel 55 heard an eight-year-old's long story solved with "She giggled
  // and wiggled. Wiggle, giggle!".
  const simpler = (level: TReadingLevel) => level === 'beginner' && ctx.level !== 'beginner';
  const own = levels.filter((l) => !simpler(l));
  const younger = levels.filter(simpler);
  const triedStrict = req.plainer !== undefined;
  const strictAt = (chosen: readonly TReadingLevel[]) =>
    chosen.reduce<Rendered | undefined>(
      (r, level) => r ?? renderWith(req, ctx, level, brevity, true, allowStale),
      undefined,
    );
  // A plainer telling that fits here comes before this line told with words out of place: "Every
  // railway line has a station" never sends a hatchling to the sea along a path it never made.
  if (req.plainer !== undefined) {
    const here = strictAt(own);
    if (here !== undefined) return here;
    const { inWorld, late, avoid, notHere } = req;
    const plain = { ...req.plainer, inWorld, late, avoid, notHere, plainer: undefined };
    const plainer = renderLine(plain, ctx, brevity, allowStale, true) ?? strictAt(younger);
    if (plainer !== undefined) return plainer;
  }
  const fallback = () =>
    req.fallback === undefined ? undefined : renderLine(req.fallback, ctx, brevity, allowStale, strictOnly);
  return (
    anyAt(own, req, ctx, brevity, allowStale, strictOnly, triedStrict) ??
    fallback() ??
    anyAt(younger, req, ctx, brevity, allowStale, strictOnly, triedStrict)
  );
}

/**
 * The line at the first of `levels` it can be told at. When every template of the level names one
 * of the child's fears (a drum's "boom" for a child afraid of loud noises), the next level's are
 * tried. An extra line stays at the child's own level: only a line the story needs looks further.
 */
function anyAt(
  levels: readonly TReadingLevel[],
  req: LineReq,
  ctx: RenderContext,
  brevity: Brevity,
  allowStale: boolean,
  strictOnly: boolean,
  triedStrict: boolean,
): Rendered | undefined {
  for (const level of levels) {
    // Strict first (no companion named twice as two, no word out of place), then, for a line the
    // story needs, as well as it can be told.
    const r =
      (triedStrict ? undefined : renderWith(req, ctx, level, brevity, true, allowStale)) ??
      // An extra line (a sight, a chat) with words not said here (a path on the water) is left
      // out, never said anyway.
      (!strictOnly &&
      req.priority < 2 &&
      (ctx.objectIsCompanion ||
        req.notHere !== undefined ||
        (req.inWorld === true && ctx.outOfPlace !== undefined) ||
        ctx.swimmerCannot !== undefined ||
        (req.early === true && ctx.home !== undefined) ||
        nightHasCome(ctx) ||
        readyForBed(ctx) ||
        (req.priority === 0 && ctx.outOfSeason !== undefined))
        ? renderWith(req, ctx, level, brevity, false, allowStale)
        : undefined);
    if (r !== undefined) return r;
  }
  return undefined;
}

const NEAREST: Record<TReadingLevel, readonly TReadingLevel[]> = {
  beginner: ['beginner', 'intermediate'],
  intermediate: ['intermediate', 'beginner', 'advanced'],
  advanced: ['advanced', 'intermediate', 'beginner'],
};

function renderWith(
  req: LineReq,
  ctx: RenderContext,
  level: TReadingLevel,
  brevity: Brevity,
  strict: boolean,
  allowStale: boolean,
): Rendered | undefined {
  const shuffled = ctx.rng.shuffle([...forThisChild(linesAt(req.text, level), req, ctx)]);
  // The parent's own kind first ("Irish dancing": a jig before a ribbon stick), the rest after.
  const prefer = req.prefer;
  const templates =
    prefer === undefined ? shuffled : [...shuffled.filter(prefer), ...shuffled.filter((t) => !prefer(t))];
  const unused = templates.filter((t) => !ctx.told.has(t));
  let fallback: Rendered | undefined;
  // One fresh rendering per template, for a line told short.
  const found: Rendered[] = [];
  const candidates = unused.length > 0 ? unused : templates;
  const draft = (t: string, vars: VarMap) => expand(t, { rng: ctx.rng, vars, rich: RICH[ctx.level] });
  const order =
    brevity === 'any' ? candidates : shortestFirst(candidates, varsFor(req, ctx), req.prefer, draft);
  for (const template of order) {
    // Told short: enough near-shortest tellings found, or this one too long to be among them, is
    // where the line stops looking (a short story told short checked every template of every
    // line, half its time; a story over its length is most of the slowest).
    if (brevity !== 'any' && found.length >= SHORT_POOL) break;
    const limit = brevity === 'any' || found.length === 0 ? Infinity : shortLimit(found);
    // A template that can say the parent's own kind says it: "a cricket singing", not the
    // "a tiny buzzing" of the same line (a few more draws, then whatever came).
    const own = prefer !== undefined && prefer(template);
    const tries = own ? 6 : 3;
    for (let i = 0; i < tries; i++) {
      const r = attempt(template, req, ctx, strict, limit);
      if (r === undefined) break;
      if (own && i < tries - 1 && !prefer(r.text)) continue;
      // A failed try done the way the fix is done contradicts it: never told, however stale the rest.
      if (sameMeans(r.text, r.req.fix, ctx.level)) continue;
      // An extra detail lulling the companion to sleep ("The little crab fell asleep on the sand")
      // is added after the lines that follow it were written, its goodbye among them: never told.
      if (lullsCompanion(r, ctx)) continue;
      // A closing this child heard lately, however its picks fall: the next template.
      const remembered = templateKey(r);
      if (remembered !== undefined && ctx.heard.has(remembered)) {
        fallback ??= r;
        break;
      }
      // Heard lately, said already, or opening the way another line of this story opened.
      const stale =
        r.keys.some((k) => ctx.heard.has(k) || ctx.said.has(k)) ||
        ctx.told.has(`opening:${openingOf(r.text, ctx)}`) ||
        ideasOf(r.text, ctx).some((idea) => ctx.told.has(idea) && !sleepsHere(idea, r)) ||
        (r.req.speakerFirst === true && opensUnnamed(r.text)) ||
        (!FALLS_ASLEEP_HERE.has(r.req.role) && childFallsAsleep(r.text, ctx));
      if (stale) {
        fallback ??= r;
        continue;
      }
      if (brevity === 'any') return r;
      found.push(r);
      break;
    }
  }
  if (found.length === 0) return allowStale ? fallback : undefined;
  // Told short, still the parent's own kind where a rendering says it: a short story's "beetle
  // book" for a child who loves ladybirds was the shortest, and the panel heard no ladybird.
  const own = prefer === undefined ? [] : found.filter((r) => prefer(r.text));
  const pool = own.length > 0 ? own : found;
  const shortest = pool.reduce((a, b) => (b.words < a.words ? b : a));
  if (brevity === 'shortest') return shortest;
  const pick = ctx.rng.pick(nearShortest(pool));
  return pick === shortest ? pick : { ...pick, shortest };
}
