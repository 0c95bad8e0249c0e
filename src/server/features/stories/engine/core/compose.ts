import type { TReadingLevel } from '../../../../../shared/constants.js';
import { countWords, fleschKincaidGrade } from '../../safety/readability.js';
import type { Beat, BeatKind, CastEntity, ProblemKind, SlotName, Variants, World } from '../plans/types.js';
import type { FamilyActions, Skill, TwistContent } from '../options/types.js';
import { GENERAL_SOLUTION_CANNOT } from '../options/solutions.js';
import { Rng } from '../prng.js';
import { expand, finishSentence, renderingCount, type Vars } from '../template.js';
import { homeVars, limbVars, misplacedBodyPart } from './body.js';
import { companionPronounVars, sharedPronoun } from './shared-pronoun.js';
import { CELEBRATE, INTEREST_SETUP, MEET, WIND_DOWN, WONDER } from './extra-beats.js';
import {
  FIX,
  HELPER,
  HOME,
  INCLUDE,
  PET_ALONG,
  PET_OPENING,
  PET_SLEEP,
  SETTING_START,
  SLEEP,
  TOY_HELPER,
  WORRY,
} from './extra-text.js';
import type { StoryLibrary } from './library.js';
import { sentenceKey, splitSentences } from './memory.js';
import { NOT_WHILE_COLD, moodAt } from './mood.js';
import { clashesWith, seasonsIn, type Season } from './season.js';
import { ToldLines, contentWords, retells } from './retell.js';
import { smoothConnectives } from './seams.js';
import { kindOf, kindsIntroducedIn, kindsNamedIn, sightingsIn, thingsMentionedIn } from './sightings.js';
import { kept } from './kept.js';
import { inBedtimeOrder } from './bedtime.js';
import { FIX_DARK, suitsObject, suitsProblem, wentDark } from './went-dark.js';
import { fitsPlace, fitsWorld, inWorld } from './world-words.js';
import { WORLD_DETAILS, takesWorldDetails } from '../plans/world-details.js';
import { SCENERY_PER_PARAGRAPH } from './fit.js';
import { CHILD_TOKENS, OWN_PARTS, canonical, memberToken } from './names.js';
import type { Person, StoryRequest } from './request.js';
import type { Selection } from './select.js';

/**
 * Phase one of rendering: every beat becomes a list of expanded pieces (sentences whose child
 * references are still tokens, see names.ts), plus a pool of detail sentences that the length
 * fitting may add. Everything is expanded here, once, so word counts are exact.
 */
export interface BeatText {
  kind: BeatKind;
  optional: boolean;
  main: string[];
  /** What the beat carries besides its own text ('twist', 'echo', 'learning', 'family:Grandma', 'pet', 'worry', 'solution', 'skill:art'), for tests and logs. */
  marks: string[];
  details: string[];
  /** How many of `details` are used. */
  used: number;
  /**
   * The same beat's details written for the neighbouring reading level: told only when a
   * story is still below its range with everything else used (the plan is short of material).
   */
  spare: string[];
  spareUsed: number;
  spareWords: number[];
  /** Makes one more spare (and its flags), if there is one: see hasSpare. */
  moreSpare: () => boolean;
  /**
   * Which details (then which spares) are the engine's stock moments: greetings, celebrations,
   * wind-down. Such lines pad rather than tell, so a story uses only a few (see fit.ts).
   */
  fillerDetails: boolean[];
  fillerSpare: boolean[];
  /**
   * Which details (then which spares) are world scenery (a ringed planet, a nebula): capped per
   * paragraph and per story (see fit.ts), so description never outweighs the plot.
   */
  sceneryDetails: boolean[];
  scenerySpare: boolean[];
  /** The beat introduces a slot: it is never left out, optional or not. */
  introduces: boolean;
  /** Word counts, computed once: the length fitting asks for them many times. */
  mainWords: number;
  detailWords: number[];
}

/** The level whose details a story borrows when its own run out (beginners borrow the nearest). */
const NEIGHBOUR: Record<TReadingLevel, TReadingLevel> = {
  beginner: 'intermediate',
  intermediate: 'advanced',
  advanced: 'intermediate',
};

const RICH: Record<TReadingLevel, number> = { beginner: 0, intermediate: 0.4, advanced: 0.8 };

interface Ctx {
  lib: StoryLibrary;
  req: StoryRequest;
  sel: Selection;
  rng: Rng;
  vars: Record<string, string>;
  heard: ReadonlySet<string>;
  said: Set<string>;
  /** The plan's text alone runs over the length: among fresh renderings, the shortest. */
  brief: boolean;
  /**
   * A beginner story fell short with every short sentence told: told again without preferring the
   * shortest renderings, and borrowing slightly longer neighbouring-level sentences.
   */
  roomy: boolean;
  /** Templates this story has told: another rendering of one would read as a repeat. */
  told: Set<string>;
  /** Seasons the story has named (snow, summer...): a clashing one is not told after them. */
  seasons: Set<Season>;
  /**
   * Words that contradict how things stand at this point of the story (a sunny, warm scene while
   * the friends are shivering): optional lines with them are left out, the beat's own text
   * avoids them if it can. Set per beat, see mood.ts.
   */
  mood: RegExp | undefined;
  /** The beat is told away from home (not the way home, not bedtime): see fitsPlace. */
  away: boolean;
  /**
   * Kinds already in the story (the companion's own, and each creature or comet a line has
   * shown): an optional line does not bring in another of them. See sightings.ts.
   */
  sighted: Set<number>;
  /**
   * Things the plan's own text is about ("the wall"), and kinds its beats or its twist bring in
   * ("a comet swept by"): optional lines bring in no other one, before or after.
   */
  planThings: Set<number>;
  /**
   * Content words of each line picked so far: an optional line that retells one of them in other
   * words ("its craters like thumbprints in clay" … "craters, as if someone had pressed thumbs
   * into clay") is left out, wherever in the story the first was told.
   */
  toldWords: ToldLines;
}

function slotVars(slot: SlotName, e: CastEntity): Record<string, string> {
  const p = e.pronoun ?? 'it';
  const its = p === 'she' ? 'her' : p === 'he' ? 'his' : 'its';
  const obj = p === 'she' ? 'her' : p === 'he' ? 'him' : 'it';
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return {
    [`${slot}.a`]: e.a,
    [`${slot}.the`]: e.the,
    [`${slot}.The`]: cap(e.the),
    [`${slot}.noun`]: e.noun,
    [`${slot}.it`]: p,
    [`${slot}.It`]: cap(p),
    [`${slot}.its`]: its,
    [`${slot}.obj`]: obj,
    [`${slot}.name`]: e.name ?? e.the,
    ...limbVars(slot, e),
    ...homeVars(slot, e),
  };
}

/** The favourite character as a helper: introduced as "{helper.a}", then "{helper.the}". */
function helperVars(e: CastEntity): Record<string, string> {
  const a = e.name !== undefined ? `${e.name} the ${e.noun}` : e.a;
  const the = e.name ?? e.the;
  const p = e.pronoun ?? 'it';
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return {
    'helper.a': a,
    'helper.A': cap(a),
    'helper.the': the,
    'helper.The': cap(the),
    'helper.noun': e.name ?? e.noun,
    // The parent's adjective before a toy of it: "her kind toy whale".
    'helper.adj': e.name === undefined && e.adjective !== undefined ? `${e.adjective} ` : '',
    'helper.it': p,
    'helper.obj': p === 'she' ? 'her' : p === 'he' ? 'him' : 'it',
  };
}

function personVars(ctx: Ctx, p: Person): Record<string, string> {
  const forms =
    p.pronoun === 'she'
      ? ['she', 'her', 'her']
      : p.pronoun === 'he'
        ? ['he', 'his', 'him']
        : ['they', 'their', 'them'];
  const [it, its, obj] = forms as [string, string, string];
  // The member's name is a token: introduced ("her little brother Sam") where first told, see names.ts.
  const token = memberToken(ctx.req.family.indexOf(p), p.name);
  return {
    member: token,
    Member: token,
    'member.it': it,
    'member.It': it.charAt(0).toUpperCase() + it.slice(1),
    'member.its': its,
    'member.obj': obj,
  };
}

/** Child pronoun tokens (they, them, their...): a child without pronouns is better told by name. */
// eslint-disable-next-line no-control-regex -- the child tokens are control characters on purpose
const PRONOUN_TOKEN = /\u0001[tTmpPwWx]\u0002/g;

// eslint-disable-next-line no-control-regex -- see above
const NAME_TOKEN = /\u0001[NS]\u0002/g;

/**
 * The child's possessive before one of their own body parts ("tucked it behind {their} ear"):
 * without pronouns it can only be told as "their" ("Zoë tucked it in their hair"), which reads
 * as someone else's hair; such a rendering gives way to another choice where there is one.
 */
const OWN_PART_TOKEN = new RegExp(`\u0001[pP]\u0002 (?:[a-z]+ )?(?:${[...OWN_PARTS].join('|')})\\b`, 'g');

/** Words past the eighth in each sentence: how much a beginner rendering runs long. */
function overEight(text: string): number {
  let n = 0;
  for (const sentence of splitSentences(text)) n += Math.max(0, countWords(sentence) - 8);
  return n;
}

/** How far a beginner rendering reads above grade 1 (long words: "the baby dinosaur"). */
function easyGap(text: string): number {
  return Math.max(0, Math.round(fleschKincaidGrade(text) - 1));
}

/** The name inside a sentence, where no pronoun can stand in ("with {Name}"): used sparingly. */
// eslint-disable-next-line no-control-regex -- see above
const MID_NAME_TOKEN = /[^.!?"“\s]\s+\u0001N\u0002/g;

/** Words that make an ending a bedtime ending. */
export const SLEEPY_WORDS =
  /\b(?:sleep\w*|asleep|slept|dream\w*|good ?night|night|bed|pillow|yawn\w*|snug\w*|cozy|warm|rest|doz\w*|drift\w*|eyes|tucked in)\b/i;

/** The moon as a sight (see addDetails): not seen in the sky by those standing on it. */
const MOON = /\bmoon\b/i;

/**
 * World scenes told on the journey at most (the plan's own details and events come first). Every
 * story in a world draws on the same few scenes, so two of them, not all: told in full, two
 * stories of one world would share them word for word.
 */
const WONDER_MAX = 2;

/** Words of an opening that is indoors at home, and of one out of doors (they win). */
const INDOORS =
  /\b(?:room|bedroom|bed|house|home|kitchen|window|windowsill|sofa|couch|rug|stairs|hall|lamp|blanket|pillow|indoors|inside|table|plate|bowl|breakfast|supper|cupboard|shelf|slippers)\b/i;
const OUTDOORS =
  /\b(?:garden|meadow|orchard|park|forest|woods?|fields?|beach|hills?|path|farm|sea|shore|sky|clouds?|space|planet|station|platform|dream\w*|outside|outdoors|river|pond|lake|mountain|valley|village|town|street|cave|gate|yard)\b/i;

/** How each sentence of a template opens ("{companion.The}", "{Name}", '"[Hello'): its construction. */
function templateOpenings(tpl: string): string[] {
  return tpl.split(/(?<=[.!?]["”]?) (?=["“]?[[{A-Z])/).map((t) => t.slice(0, 14));
}

/**
 * The templates with those opening sentences alike moved to the end, so that told in turn (the
 * length fitting tells details in order) no more than two open the same way until all else is
 * told: four meeting lines that each begin "{companion.The}" read as "The robot bowed. The robot
 * waved. The robot told a joke." (two can be told apart by another line between them, see
 * spreadOpenings).
 */
function distinctOpenings(templates: readonly string[], onlyDistinct = false): string[] {
  const seen = new Map<string, number>();
  const first: string[] = [];
  const later: string[] = [];
  for (const t of templates) {
    const opens = templateOpenings(t);
    if (opens.some((o) => (seen.get(o) ?? 0) >= 2)) later.push(t);
    else {
      for (const o of opens) seen.set(o, (seen.get(o) ?? 0) + 1);
      first.push(t);
    }
  }
  return onlyDistinct ? first : [...first, ...later];
}

/** The world's scenery lines (each level's), which plans carry among their journey details. */
const SCENERY: ReadonlySet<string> = new Set(
  [...Object.values(WORLD_DETAILS), ...Object.values(WONDER)].flatMap((v) => [
    ...v.beginner,
    ...v.intermediate,
    ...v.advanced,
  ]),
);

/**
 * Paragraphs where the friends can look about them (not while they solve or meet a twist): the
 * world's scenery is spread over them rather than stacked in one.
 */
const SCENERY_BEATS: ReadonlySet<BeatKind> = new Set(['call', 'journey', 'problem', 'attempt', 'resolution']);

/** Worlds a story travels to (see beforeTheJourney): their scenery is not seen from home. */
const TRAVELLED_TO: ReadonlySet<World> = new Set(['space', 'sky', 'sea']);

/**
 * Small creatures of each world, for an animal helper in a solution ("a little crab came to
 * help"): the first that is not of the companion's kind (a squirrel does not help a squirrel).
 */
const CRITTERS: Record<World, readonly string[]> = {
  land: ['squirrel', 'rabbit'],
  home: ['mouse', 'squirrel'],
  sea: ['crab', 'seahorse'],
  sky: ['bird', 'squirrel'],
  space: ['moon mouse', 'moon rabbit'],
  dream: ['mouse', 'rabbit'],
};

/** Pets that come along on a walk. */
const PET_WALKERS = /^(?:dog|puppy|pony|horse)$/;

/** Getting-to-know-you lines (greetings, a joke, "liked painting too") told with the companion at most. */
const MEET_MAX = 6;

/**
 * A template with fewer renderings than this reads the same in every story of its plan: it gives
 * way to a richer one of its beat, and as a detail it is told after the richer ones.
 */
const FEW_RENDERINGS = 4;

/** Richer templates first, each group in the order given (shuffled by the caller). */
function richFirst(templates: readonly string[]): string[] {
  const few = (t: string) => renderingCount(t) < FEW_RENDERINGS;
  return [...templates.filter((t) => !few(t)), ...templates.filter(few)];
}

/**
 * What a rendering is, whatever the story has told so far: worked out once per request and
 * text. pick() tries up to TRIES expansions of every template, and a template with few choices
 * gives the same text again and again (a third of a long story's time went to checking the same
 * sentences once more); the story-dependent checks (said, seasons, mood) are still made each time.
 */
interface Reading {
  plain: string;
  safe: boolean;
  misfit: boolean;
  keys: string[];
  /** Sentences of it the child has heard (the request's memory). */
  heard: number;
  pronounTokens: number;
  nameTokens: number;
  midNames: number;
  /** The child's possessive before a body part (see OWN_PART_TOKEN). */
  ownParts: number;
  /** overEight + easyGap, when a beginner story asks. */
  hard?: number;
  words?: number;
  /** contentWords of plain, when an optional line asks whether it retells one told before. */
  content?: ReadonlySet<string>;
}

const readings = new WeakMap<StoryRequest, Map<string, Reading>>();

function readingOf(ctx: Ctx, text: string): Reading {
  let known = readings.get(ctx.req);
  if (known === undefined) {
    known = new Map();
    readings.set(ctx.req, known);
  }
  let r = known.get(text);
  if (r === undefined) {
    const plain = canonical(text, ctx.req.name);
    const safe = ctx.req.isSafe(plain);
    const keys = safe ? splitSentences(plain).map(sentenceKey) : [];
    r = {
      plain,
      safe,
      misfit: safe && misplacedBodyPart(plain),
      keys,
      heard: keys.filter((k) => ctx.heard.has(k)).length,
      pronounTokens: (text.match(PRONOUN_TOKEN) ?? []).length,
      nameTokens: (text.match(NAME_TOKEN) ?? []).length,
      midNames: (text.match(MID_NAME_TOKEN) ?? []).length,
      ownParts: (text.match(OWN_PART_TOKEN) ?? []).length,
    };
    known.set(text, r);
  }
  return r;
}

/** The rendering's content words (see retell.ts), worked out once. */
function contentOf(r: Reading): ReadonlySet<string> {
  r.content ??= contentWords(r.plain);
  return r.content;
}

/** Does this rendering retell a line the story has picked already (see Ctx.toldWords)? */
function retold(ctx: Ctx, r: Reading): boolean {
  return ctx.toldWords.retold(contentOf(r));
}

function hardness(r: Reading): number {
  r.hard ??= overEight(r.plain) + easyGap(r.plain);
  return r.hard;
}

function wordsIn(r: Reading, text: string): number {
  r.words ??= countWords(text);
  return r.words;
}

/** Floors by template, for a child without pronouns and for one with them. */
const floors = { n: new Map<string, number>(), p: new Map<string, number>() };

/**
 * The lowest score any rendering of a template can have (see pick): two for each child pronoun
 * slot and one for each name past the first in its fixed words (for a child without pronouns,
 * where every pronoun becomes the name), one for a template with few renderings.
 */
function floorOf(tpl: string, noPronouns: boolean): number {
  const known = noPronouns ? floors.n : floors.p;
  let floor = known.get(tpl);
  if (floor === undefined) {
    // The fixed words: every [a|b] and <...> taken out, innermost first.
    let fixed = tpl;
    for (let before = ''; before !== fixed;) {
      before = fixed;
      fixed = fixed.replace(/\[[^[\]<>]*\]|<[^<>[\]]*>/g, '');
    }
    const pronouns = (fixed.match(/\{(?:they|They|them|their|Their|themself|they_were|They_were)\}/g) ?? [])
      .length;
    const names = (fixed.match(/\{(?:Name|nameS)\}/g) ?? []).length;
    floor =
      (noPronouns ? pronouns * 2 + Math.max(0, names - 1) : 0) +
      (renderingCount(tpl) < FEW_RENDERINGS ? 1 : 0);
    if (known.size > 20_000) known.clear();
    known.set(tpl, floor);
  }
  return floor;
}

/**
 * An optional line that brings in a second one of a kind the story has (a fox cub beside the
 * fox, a second comet) or another of the plan's own things (a wall beside the birdhouse's wall).
 */
function seenBefore(ctx: Ctx, plain: string, tpl: string): boolean {
  if (sightingsIn(plain).some((k) => ctx.sighted.has(k) || ctx.planThings.has(k))) return true;
  // World scenery naming one of the plan's things at all ("Wildflowers grew by the wall").
  return SCENERY.has(tpl) && thingsMentionedIn(plain).some((k) => ctx.planThings.has(k));
}

/**
 * What each plan's own text is about (its things, and the creatures or comets its beats bring
 * in at a level), worked out once per plan and level: optional lines bring in none of them.
 */
const thingsOfPlan = new WeakMap<object, Map<string, ReadonlySet<number>>>();
function planThingsOf(plan: Selection['plan'], level: TReadingLevel): ReadonlySet<number> {
  const byLevel = kept(thingsOfPlan, plan, () => new Map<string, ReadonlySet<number>>());
  return kept(byLevel, level, () => {
    const all = plan.beats.flatMap((b) =>
      b.variants === undefined
        ? []
        : [...b.variants.beginner, ...b.variants.intermediate, ...b.variants.advanced],
    );
    const atLevel = plan.beats.flatMap((b) => b.variants?.[level] ?? []);
    return new Set([...kindsNamedIn(all), ...kindsIntroducedIn(atLevel)]);
  });
}

/**
 * An expansion tidied into its sentence. The same expansions come up again and again (within a
 * story, as pick() draws each template several times, and across stories), so each is tidied once.
 */
const finishedKnown = new Map<string, string>();
function finished(raw: string): string {
  let text = finishedKnown.get(raw);
  if (text === undefined) {
    text = smoothConnectives(finishSentence(raw));
    if (finishedKnown.size > 50_000) finishedKnown.clear();
    finishedKnown.set(raw, text);
  }
  return text;
}

/** Does a template hold a choice ([a|b], <...>, {var}), so that drawing it again may give other text? */
const choicesKnown = new Map<string, boolean>();
function hasChoices(tpl: string): boolean {
  let has = choicesKnown.get(tpl);
  if (has === undefined) {
    has = /[[<{]/.test(tpl);
    if (choicesKnown.size > 50_000) choicesKnown.clear();
    choicesKnown.set(tpl, has);
  }
  return has;
}

/** Expansions tried per template: the text's [a|b] choices are re-drawn until one is unheard. */
const TRIES = 8;

/**
 * Beginners grade every rendering they try (the shortest, easiest one wins), so they try fewer:
 * over 450 beginner stories, five tries gave the same grade (0.5) and sentence length (6.35
 * words) as eight, with a third fewer renderings made and graded.
 */
const BEGINNER_TRIES = 5;

/** How far (in score: about a word) above the best a beginner rendering may be and still be chosen. */
const NEAR_BEST = 2;

interface Rendering {
  text: string;
  keys: string[];
  score: number;
  tpl: string;
}

/**
 * Expands one of the variants, preferring one this child has not heard and this story has not
 * said: each template is expanded again with other [a|b] choices a few times, and among the
 * renderings the one with the fewest heard sentences wins (for a child without pronouns, the
 * one with the fewest pronoun slots, so the name can be used instead).
 */
function pick(
  ctx: Ctx,
  given: readonly string[],
  extra: Vars = {},
  allowHeard = true,
  /** Optional material (a detail, a spare): it brings in nothing the story already has. */
  optional = !allowHeard,
): string | undefined {
  if (given.length === 0) return undefined;
  // A line with a word from another world ("downhill" under the sea) gives way to one without.
  const templates = inWorld(given, ctx.sel.world);
  const untold = templates.filter((t) => !ctx.told.has(t));
  // Optional material never repeats a template; the beat's own text may, if it has nothing else.
  if (untold.length === 0 && !allowHeard) return undefined;
  // Most picks add no variables: the story's own are used as they are, not copied (a few hundred keys).
  const vars = Object.keys(extra).length === 0 ? ctx.vars : { ...ctx.vars, ...extra };
  const noPronouns = ctx.req.pronouns === undefined;
  // A beginner rendering a word or so past the ideal is fine: no need to try every other one.
  const goodEnough = ctx.req.level === 'beginner' ? 1 : 0;
  const tries = ctx.req.level === 'beginner' ? BEGINNER_TRIES : TRIES;
  let best: Rendering | undefined;
  let bestFresh: Rendering | undefined;
  /** Fresh renderings, so the choice can fall on any nearly-best one (see NEAR_BEST). */
  const fresh: Rendering[] = [];
  // Among fresh renderings, any one within a word or two of the best: always taking the very
  // shortest would tell two stories of one plan the same sentence.
  const slack = ctx.req.level === 'beginner' && !ctx.brief ? NEAR_BEST : 0;
  for (const tpl of ctx.rng.shuffle(untold.length > 0 ? untold : templates)) {
    for (let attempt = 0; attempt < tries; attempt++) {
      let text: string;
      try {
        text = finished(expand(tpl, { rng: ctx.rng, vars, rich: RICH[ctx.req.level] }));
      } catch {
        break; // a variable this story does not have (an option text for another slot): skip it
      }
      const r = readingOf(ctx, text);
      const plain = r.plain;
      if (!r.safe) break;
      // Choices that do not go together ("hugged Mia good night on the head"): drawn again.
      if (r.misfit || (optional && seenBefore(ctx, plain, tpl))) {
        if (!hasChoices(tpl)) break;
        continue;
      }
      // The template's other choices would retell it as well: the next template is tried.
      if (optional && retold(ctx, r)) break;
      // Optional material in another season is left out; the beat's own text avoids it if it can.
      const clash =
        clashesWith(plain, ctx.seasons) ||
        (ctx.mood !== undefined && ctx.mood.test(plain)) ||
        (ctx.away && !fitsPlace(plain, ctx.sel.world));
      if (clash && !allowHeard) {
        if (!hasChoices(tpl)) break;
        continue;
      }
      // Memory holds one key per sentence; a piece may hold two or three.
      const keys = r.keys;
      if (keys.some((k) => ctx.said.has(k))) continue;
      const heard = r.heard;
      // Without pronouns every mention is the name: fewer mentions (of either kind) read better.
      const pronouns = noPronouns ? r.pronounTokens * 2 + r.ownParts * 4 : 0;
      const names = noPronouns ? r.nameTokens : r.midNames;
      const rest =
        (clash ? 500 : 0) +
        heard * 1000 +
        pronouns +
        Math.max(0, names - 1) +
        (renderingCount(tpl) < FEW_RENDERINGS ? 1 : 0) +
        (ctx.brief ? wordsIn(r, text) : 0);
      // Beginners: among fresh renderings, short sentences (easy to read, whatever the name's length).
      // Grading a rendering is the dearest part of a try: a rendering already out of reach of the
      // best fresh one (scores only grow) is not graded, as it can be neither chosen nor best.
      const outOfReach = bestFresh !== undefined && rest > bestFresh.score + slack;
      const long = ctx.req.level === 'beginner' && !ctx.roomy && !outOfReach ? hardness(r) : 0;
      const score = rest + long;
      if (best === undefined || score < best.score) best = { text, keys, score, tpl };
      if (heard === 0) {
        fresh.push({ text, keys, score, tpl });
        if (bestFresh === undefined || score < bestFresh.score) bestFresh = { text, keys, score, tpl };
      }
      // No other choice of this template can score lower than its fixed words allow (a pronoun
      // slot outside every [a|b] is in each rendering): drawing it again only finds ties.
      if (score <= goodEnough || (!ctx.brief && heard === 0 && score <= floorOf(tpl, noPronouns))) break;
      // A template whose every choice is fixed gives the same text each time: one try is enough.
      if (!hasChoices(tpl)) break;
    }
    if (bestFresh !== undefined && bestFresh.score <= goodEnough) break;
  }
  // Optional material the child has heard is left out; the beat's own text is always told.
  const near =
    bestFresh === undefined ? [] : fresh.filter((r) => r.score <= (bestFresh as Rendering).score + slack);
  const chosen = near.length > 1 ? ctx.rng.pick(near) : (bestFresh ?? (allowHeard ? best : undefined));
  if (chosen === undefined) return undefined;
  for (const k of chosen.keys) ctx.said.add(k);
  for (const k of sightingsIn(canonical(chosen.text, ctx.req.name))) ctx.sighted.add(k);
  ctx.toldWords.add(contentOf(readingOf(ctx, chosen.text)));
  ctx.told.add(chosen.tpl);
  for (const s of seasonsIn(chosen.text)) ctx.seasons.add(s);
  return chosen.text;
}

/** How a skill reads as an interest ("good at {interest}") when it comes from a favourite character. */
const SKILL_PHRASE: Record<Skill, string> = {
  art: 'drawing',
  music: 'music',
  dance: 'dancing',
  building: 'building things',
  science: 'finding things out',
  nature: 'nature',
  animals: 'animals',
  dinosaurs: 'dinosaurs',
  reading: 'stories',
  counting: 'counting',
  sport: 'games',
  cooking: 'cooking',
  imagination: 'making things up',
  kindness: 'being kind',
  stars: 'the stars',
  machines: 'machines',
  magic: 'magic',
  puzzles: 'puzzles',
  gardening: 'gardening',
  'dressing-up': 'dressing up',
  'water-play': 'splashing',
};

const lv = (ctx: Ctx, v: Variants | undefined): readonly string[] => v?.[ctx.req.level] ?? [];

/** Can this skill solve this kind of problem: its own text for the kind, or a general one that fits? */
function canSolve(lib: StoryLibrary, skill: Skill, kind: ProblemKind): boolean {
  return lib.solutions[skill][kind] !== undefined || !GENERAL_SOLUTION_CANNOT[skill].includes(kind);
}

/**
 * The skill the solution comes from: the first of the child's interests whose skill can solve
 * this plan's problem (a water lover does not warm a bunny with a stream). The child's own
 * interest is how the problem gets solved: the favourite character's skill is used only for a
 * child who gave no interest at all, never in place of one (a painter's story is not solved by
 * the dragon's magic). When no interest can solve it, the child's own imagination (or kindness)
 * does, and the story still calls the interest the child's: "Mia loved painting".
 */
function skillFor(ctx: Ctx): { skill: Skill; interest: string } {
  const kind = ctx.sel.plan.problem;
  const own: { skill: Skill; interest: string }[] = [];
  for (const interest of ctx.req.interests) {
    const hit = ctx.lib.matchInterest(interest);
    if (hit !== undefined && !(hit.tags ?? []).some((t) => ctx.req.ruledOut.has(t)))
      own.push({ skill: hit.skill, interest: hit.phrase });
  }
  const ownFit = own.find((c) => canSolve(ctx.lib, c.skill, kind));
  if (ownFit !== undefined) return ownFit;
  if (ctx.req.interests.length === 0 && ctx.req.character !== '') {
    const character = ctx.lib.matchCharacter(ctx.req.character);
    if (character !== undefined && canSolve(ctx.lib, character.content.skill, kind))
      return { skill: character.content.skill, interest: SKILL_PHRASE[character.content.skill] };
  }
  // An interest the catalogue does not know (or none that fits): the child's own imagination,
  // or kindness, where either has words for this very problem; else imagination in general.
  // Either way the interest named is the child's own (the first that fits the fears).
  const typed = ctx.req.interests.find((i) => ctx.lib.matchInterest(i) === undefined)?.toLowerCase();
  const phrase = own[0]?.interest ?? typed;
  const imagination = { skill: 'imagination' as const, interest: phrase ?? 'being kind' };
  const kindness = { skill: 'kindness' as const, interest: phrase ?? 'being kind' };
  const fallback = [imagination, kindness].find((c) => ctx.lib.solutions[c.skill][kind] !== undefined);
  if (fallback !== undefined) return fallback;
  return phrase === undefined && canSolve(ctx.lib, 'kindness', kind) ? kindness : imagination;
}

/** Family members: where each acts. Those who stay home act at the opening or the end. */
function familyPlan(ctx: Ctx, kinds: readonly BeatKind[]): Map<BeatKind, Person[]> {
  const at = new Map<BeatKind, Person[]>();
  const add = (k: BeatKind, p: Person) => at.set(k, [...(at.get(k) ?? []), p]);
  for (const p of ctx.req.family) {
    if (p.stayHome) add(kinds.includes('opening') ? 'opening' : 'sleep', p);
    else add(kinds.includes('family') ? 'family' : 'home', p);
  }
  return at;
}

function familyLines(
  ctx: Ctx,
  kind: keyof FamilyActions,
  people: readonly Person[],
  allowHeard = true,
): string[] {
  const out: string[] = [];
  for (const p of people) {
    const line = pick(ctx, lv(ctx, p.actions[kind]), personVars(ctx, p), allowHeard);
    if (line !== undefined) out.push(line);
  }
  return out;
}

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);

/**
 * The parent's twist, told in the story's world: the matched twist when it fits the world and
 * the fears; otherwise the catalogue's closest twist that does (most tags in common, then most
 * words shared with what the parent typed, then catalogue order), so the choice always shows.
 * A twist the catalogue does not know at all is left out, as before.
 */
function twistFor(lib: StoryLibrary, req: StoryRequest, world: World): TwistContent | undefined {
  if (req.twist === '') return undefined;
  const fits = (t: TwistContent) => t.worlds.includes(world) && !t.tags.some((g) => req.ruledOut.has(g));
  const hit = lib.matchTwist(req.twist);
  if (hit === undefined) return undefined;
  if (fits(hit)) return hit;
  const typed = wordsOf(req.twist);
  let best: TwistContent | undefined;
  let bestScore = -1;
  for (const t of lib.twists ?? []) {
    if (!fits(t)) continue;
    const tags = t.tags.filter((g) => hit.tags.includes(g)).length;
    const told = wordsOf([...t.event.beginner, ...t.event.intermediate].join(' '));
    let words = 0;
    for (const w of typed) if (told.has(w)) words++;
    const score = tags * 100 + words;
    if (score > bestScore) {
      best = t;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A twist nobody asked for, for a long story: a real event in the plot (the wind takes the map,
 * a friend turns up) with a consequence told later, so the story grows by what happens rather
 * than by more greetings and goodnights.
 */
function anyTwist(
  lib: StoryLibrary,
  req: StoryRequest,
  world: World,
  rng: Rng,
  plan: Selection['plan'],
): TwistContent | undefined {
  // Nobody asked for it, so it must fit the plot's own place: no tide going out, no bottle on the
  // current, no shower to shelter from, in a garden birdhouse story or at a train station.
  const wet = world === 'sea' || plan.tags.includes('water');
  const fitting = (lib.twists ?? []).filter(
    (t) =>
      t.worlds.includes(world) &&
      !t.tags.some((g) => req.ruledOut.has(g)) &&
      (wet || !t.tags.includes('water')),
  );
  return fitting.length === 0 ? undefined : rng.pick(fitting);
}

/** The plan's beats with the engine's own where the request needs them and the plan has none. */
function beatList(ctx: Ctx, twist: boolean, learning: boolean): Beat[] {
  const beats = [...ctx.sel.plan.beats];
  const has = (k: BeatKind) => beats.some((b) => b.kind === k);
  const insertBefore = (kind: BeatKind, before: readonly BeatKind[]) => {
    const i = beats.findIndex((b) => before.includes(b.kind));
    beats.splice(i < 0 ? beats.length : i, 0, { kind });
  };
  if (twist && !has('twist')) insertBefore('twist', ['attempt', 'family', 'learning', 'solve']);
  if (ctx.req.family.some((p) => !p.stayHome) && !has('family')) insertBefore('family', ['solve']);
  if (learning && !has('learning')) insertBefore('learning', ['resolution', 'home', 'sleep']);
  if (!has('home')) insertBefore('home', ['sleep']);
  if (!has('sleep')) beats.push({ kind: 'sleep' });
  return beats;
}

export function composeBeats(
  lib: StoryLibrary,
  req: StoryRequest,
  sel: Selection,
  rng: Rng,
  heard: ReadonlySet<string>,
  brief = false,
  roomy = false,
  /** A long story: with no twist asked for, one from the catalogue is its second obstacle. */
  long = false,
): BeatText[] {
  const vars: Record<string, string> = { ...CHILD_TOKENS, home: 'home', bed: 'bed' };
  for (const [slot, e] of Object.entries(sel.cast) as [SlotName, CastEntity][])
    Object.assign(vars, slotVars(slot, e));
  // A companion with the child's own "she" or "he": its subject pronoun is decided at the end.
  const shared = sharedPronoun(sel.cast.companion, req.pronouns?.they);
  if (shared !== undefined) Object.assign(vars, companionPronounVars('companion', shared));
  const ctx: Ctx = {
    lib,
    req,
    sel,
    rng,
    vars,
    heard,
    said: new Set(),
    brief,
    roomy,
    told: new Set(),
    seasons: new Set(),
    mood: undefined,
    away: false,
    sighted: new Set(
      [sel.cast.companion, sel.helper].flatMap((e) => {
        const kind = e === undefined ? undefined : kindOf(e.noun);
        return kind === undefined ? [] : [kind];
      }),
    ),
    planThings: new Set(planThingsOf(sel.plan, req.level)),
    toldWords: new ToldLines(),
  };

  const twist =
    twistFor(lib, req, sel.world) ??
    (long && req.twist === '' ? anyTwist(lib, req, sel.world, rng, sel.plan) : undefined);
  for (const k of kindsIntroducedIn(lv(ctx, twist?.event))) ctx.planThings.add(k);
  // Snow to come (the twist) or in the plot: the story is in winter from its first line.
  if ([...(twist?.tags ?? []), ...sel.plan.tags].includes('snow')) ctx.seasons.add('winter');
  const learnHit = req.learning === '' ? undefined : lib.matchLearning(req.learning);
  // A scene the child's fears rule out (a bath scene for a child afraid of baths) is not told.
  const learning =
    learnHit !== undefined &&
    (learnHit.worlds === undefined || learnHit.worlds.includes(sel.world)) &&
    !(learnHit.tags ?? []).some((t) => req.ruledOut.has(t))
      ? learnHit
      : undefined;
  const { skill, interest } = skillFor(ctx);
  vars.interest = interest;
  const critters = CRITTERS[sel.world];
  vars.critter =
    critters.find((c) => !ctx.sighted.has(kindOf(c) ?? -1)) ?? (critters[critters.length - 1] as string);
  // What the idea did, concretely, for a solution that suits any problem ("and {fix}").
  const dark = wentDark(sel.plan.problem, sel.cast.object?.noun);
  vars.fix = rng
    .pick(dark ? FIX_DARK : FIX[sel.plan.problem])
    .replace(/\{([\w.]+)\}/g, (m, k: string) => vars[k] ?? m);
  const solutions = lib.solutions[skill];
  // The skill's solution for this kind of problem when one fits the world; else one for any problem.
  const fitting = (v: Variants | undefined) =>
    lv(ctx, v).filter(
      (t) => fitsWorld(t, sel.world) && suitsProblem(t, dark) && suitsObject(t, sel.cast.object),
    );
  const forKind = fitting(solutions[sel.plan.problem]);
  const forAny = fitting(solutions.any);
  const solution = pick(
    ctx,
    forKind.length > 0
      ? forKind
      : forAny.length > 0
        ? forAny
        : lv(ctx, solutions[sel.plan.problem] ?? solutions.any),
  );
  // The solution is a whole sentence ("{Name} painted the stars bright again."), placed after
  // the plan's lead-in ("{Name} had an idea. {solution}").
  vars.solution = solution ?? '';
  // Said only once the solve beat says it (the beat's lead-in and the solution are one piece).
  if (solution !== undefined)
    for (const k of splitSentences(canonical(solution, req.name)).map(sentenceKey)) ctx.said.delete(k);
  if (sel.setting !== undefined) {
    vars.setting = sel.setting.place.the;
    vars.setting_The = sel.setting.place.the.charAt(0).toUpperCase() + sel.setting.place.the.slice(1);
  }
  // The setting is the plot's place, or else the story starts there (see select.ts).
  const settingIsPlace = sel.cast.place?.id === 'setting';
  if (sel.helper !== undefined) Object.assign(vars, helperVars(sel.helper));
  const pet = req.pets[0];
  if (pet !== undefined) {
    vars.pet = pet.name !== undefined ? `${pet.name} the ${pet.species}` : `the ${pet.species}`;
    vars.Pet = vars.pet.charAt(0).toUpperCase() + vars.pet.slice(1);
  }

  const beats = beatList(ctx, twist !== undefined, learning !== undefined);
  const family = familyPlan(
    ctx,
    beats.map((b) => b.kind),
  );
  /** Members still to act: their lines in the beat planned for them were all ruled out. */
  const familyCarry: Person[] = [];
  let echoPending = false;
  let companionMet = false;
  let wondered = false;
  /**
   * World scenery not yet offered, in a fresh order: from the beat that carries it (the journey,
   * see plans/world-details.ts), where the friends are out in the world, to the end of the adventure.
   */
  const scenery: string[] = [];
  const out: BeatText[] = [];
  for (const beat of beats) {
    ctx.mood = moodAt(sel.plan, beat.kind);
    // The opening and the end are in the child's home; a home story is at home throughout.
    ctx.away = sel.world === 'home' || !['opening', 'home', 'sleep'].includes(beat.kind);
    const main: string[] = [];
    const marks: string[] = [];
    /** Lines the notes bring that may give way in a tight short story: the first details. */
    const front: string[] = [];
    const optionalLine = (l: string | undefined) => (l === undefined ? [] : [l]);
    const push = (s: string | undefined, mark?: string) => {
      if (s === undefined || s === '') return;
      main.push(s);
      if (mark !== undefined) marks.push(mark);
    };
    const pushFamily = (kind: keyof FamilyActions, people: readonly Person[]) => {
      // A member whose every line here is ruled out (a fear of deep water rules out "a deep
      // breath") acts in the next beat that has family lines instead: everyone acts once.
      const waiting = [...familyCarry.splice(0), ...people];
      for (const p of waiting) {
        const line = familyLines(ctx, kind, [p])[0];
        if (line === undefined) familyCarry.push(p);
        else push(line, `family:${p.name}`);
      }
    };
    const own = lv(ctx, beat.variants);
    switch (beat.kind) {
      case 'twist':
        push(pick(ctx, own));
        if (twist !== undefined) {
          push(pick(ctx, lv(ctx, twist.event)), 'twist');
          echoPending = marks.includes('twist');
        }
        break;
      case 'family':
        push(pick(ctx, own));
        pushFamily('family', family.get('family') ?? []);
        break;
      case 'learning':
        push(pick(ctx, own));
        if (learning !== undefined) push(pick(ctx, lv(ctx, learning.scene)), 'learning');
        break;
      case 'solve': {
        // The favourite character helps, just before the child's own idea.
        if (sel.helper !== undefined)
          push(pick(ctx, lv(ctx, sel.helperIsToy === true ? TOY_HELPER : HELPER)), 'character');
        // When the solution itself does not name the child, the lead-in must.
        const named = (t: string) => /\{(?:Name|They|they)\}/.test(t);
        const leadIns = own.filter((t) => t.includes('{solution}'));
        const needName = !(solution ?? '').includes('\u0001');
        const withSolution = needName && leadIns.some(named) ? leadIns.filter(named) : leadIns;
        if (withSolution.length > 0) push(pick(ctx, withSolution), 'solution');
        else {
          push(pick(ctx, own));
          push(solution, 'solution');
        }
        // Which skill solved it ('skill:art'): the child's interest, or imagination in its place.
        marks.push(`skill:${skill}`);
        break;
      }
      case 'home':
        push(pick(ctx, own.length > 0 ? own : lv(ctx, HOME[sel.world])));
        pushFamily('home', family.get('home') ?? []);
        break;
      case 'sleep':
        // The worry is met before the goodnights, so the last thing heard is calm.
        if (req.worry !== undefined) push(pick(ctx, lv(ctx, WORRY[req.worry])), 'worry');
        pushFamily('sleep', family.get('sleep') ?? []);
        if (pet !== undefined) push(pick(ctx, lv(ctx, PET_SLEEP)), 'pet');
        {
          const last = pick(ctx, own.length > 0 ? own : lv(ctx, SLEEP));
          // The last paragraph always says it is bedtime: a plan's goodnight that does not
          // ("What a day!") gets one wind-down line that does, just before it.
          if (!main.some((l) => SLEEPY_WORDS.test(l)) && !SLEEPY_WORDS.test(last ?? ''))
            push(
              pick(
                ctx,
                lv(ctx, WIND_DOWN).filter((t) => SLEEPY_WORDS.test(t.replace(/\[[^\]]*\]/g, ''))),
              ),
            );
          push(last);
        }
        break;
      default:
        push(pick(ctx, own));
    }
    if (beat.kind === 'attempt' && sel.plan.problem === 'cold') ctx.mood = NOT_WHILE_COLD;
    if (beat.kind === 'opening') {
      pushFamily('opening', family.get('opening') ?? []);
      if (pet !== undefined) {
        // The pet's entrance fits where the story opens: into the room at home; along the path
        // outdoors (a dog, not a goldfish); not at all up in the sky or under the sea.
        const where = canonical([...main, ...front].join(' '), req.name);
        const indoors = !OUTDOORS.test(where) && (sel.world === 'home' || INDOORS.test(where));
        // "Had come along too" needs somewhere the child has gone: an opening that says so.
        const lines = indoors
          ? PET_OPENING
          : sel.world === 'land' && PET_WALKERS.test(pet.species) && OUTDOORS.test(where)
            ? PET_ALONG
            : undefined;
        if (lines !== undefined) front.push(...optionalLine(pick(ctx, lv(ctx, lines), {}, false)));
      }
    }
    // The bridge to the parent's setting names it, so it comes once the setting (the place) is introduced.
    const placeHere =
      sel.plan.cast.place === undefined ? beat.kind === 'opening' : (beat.introduces ?? []).includes('place');
    if (placeHere && sel.bridge && sel.setting !== undefined) {
      // Where the setting is the plot's own place, the beat has just gone there ("Mia walked to
      // an enchanted forest"): a second way there ("A path led them to the forest") is redundant.
      const noun = sel.setting.place.noun.toLowerCase();
      if (settingIsPlace && main.some((t) => t.toLowerCase().includes(noun))) marks.push('bridge');
      else push(pick(ctx, lv(ctx, sel.setting.bridge)), 'bridge');
    } else if (beat.kind === 'opening' && !sel.bridge && !settingIsPlace && sel.setting !== undefined) {
      // The story starts there: the first thing said.
      const start = pick(ctx, lv(ctx, SETTING_START));
      if (start !== undefined) {
        main.unshift(start);
        marks.push('setting');
      }
    }
    if (
      (beat.kind === 'journey' || beat.kind === 'call') &&
      req.includes.length > 0 &&
      !out.some((b) => b.kind === 'journey' || b.kind === 'call')
    ) {
      for (const thing of req.includes.slice(0, 1))
        front.push(
          ...optionalLine(
            // Not a second one of the companion's kind ("kites" in the notes, a talking kite along).
            pick(
              ctx,
              lv(ctx, INCLUDE),
              { thing: /^[aeiou]/.test(thing) ? `an ${thing}` : `a ${thing}` },
              true,
              true,
            ),
          ),
        );
    }
    if (echoPending && twist !== undefined && (beat.kind === 'resolution' || beat.kind === 'home')) {
      push(pick(ctx, lv(ctx, twist.echo)), 'echo');
      echoPending = false;
    }
    if ((beat.introduces ?? []).includes('companion')) companionMet = true;
    const details: string[] = [...front];
    const fillerDetails: boolean[] = details.map(() => false);
    const sceneryDetails: boolean[] = details.map(() => false);
    /** Details this child has heard: told again only if the story would otherwise fall short. */
    const heardBefore: string[] = [];
    const heardFiller: boolean[] = [];
    const heardScenery: boolean[] = [];
    // Away from home, a detail with a word from another world is left out (the sleep is at home).
    const away = beat.kind !== 'sleep' && beat.kind !== 'home';
    const onMoon = sel.cast.place?.noun === 'moon';
    const addDetails = (templates: readonly string[], filler = false, sights = false) => {
      for (const tpl of templates) {
        if (away && !fitsWorld(tpl, sel.world)) continue;
        // Standing on the moon, no scenery "moon floated nearby, dotted with craters".
        if (sights && onMoon && MOON.test(tpl)) continue;
        const d = pick(ctx, [tpl], {}, false);
        if (d !== undefined) {
          details.push(d);
          fillerDetails.push(filler);
          sceneryDetails.push(sights);
        } else {
          heardBefore.push(tpl);
          heardFiller.push(filler);
          heardScenery.push(sights);
        }
      }
    };
    // In a fresh order each time: two stories of one plan tell different details.
    const ownDetails = lv(ctx, beat.details);
    addDetails(richFirst(rng.shuffle(ownDetails.filter((t) => !SCENERY.has(t)))));
    scenery.push(...rng.shuffle(ownDetails.filter((t) => SCENERY.has(t))));
    // The engine's own moments, after the plan's details, for lengths the plan cannot reach.
    // A few, not a run: five greetings and jokes in a row read as stock lines, not a meeting.
    if ((beat.introduces ?? []).includes('companion'))
      // Only those with openings told at most twice: a third "The princess ..." would make a run.
      addDetails(distinctOpenings(rng.shuffle(lv(ctx, MEET)), true).slice(0, MEET_MAX), true);
    // The world's own scenes, once, where the friends first go about in it together.
    // (Beginners on the journey only: their short world lines are alike from story to story.)
    // Up in the sky, out in space and under the sea, the world's scenes wait for the journey there:
    // a call at home ("a rocket idling beyond the curtains") has no craters to see yet.
    const beforeTheJourney =
      beat.kind === 'call' && TRAVELLED_TO.has(sel.world) && sel.plan.beats.some((b) => b.kind === 'journey');
    const wonderHere =
      !wondered &&
      !beforeTheJourney &&
      // A train station in town is not the countryside's brooks and meadows.
      takesWorldDetails(sel.plan) &&
      companionMet &&
      (beat.kind === 'journey' ||
        (req.level !== 'beginner' && (beat.kind === 'call' || beat.kind === 'problem')));
    if (wonderHere) {
      // A handful, not a catalogue: a long run of scenery reads as a list.
      addDetails(rng.shuffle(lv(ctx, WONDER[sel.world])).slice(0, WONDER_MAX), false, true);
      wondered = true;
    }
    // A few of the world's scenes here (the ones a paragraph may tell, see fit.ts); the rest
    // wait for the next paragraphs away from home.
    if (SCENERY_BEATS.has(beat.kind) && !beforeTheJourney)
      while (scenery.length > 0 && sceneryDetails.filter(Boolean).length < SCENERY_PER_PARAGRAPH)
        addDetails(scenery.splice(0, 1), false, true);
    if (beat.kind === 'resolution') addDetails(distinctOpenings(rng.shuffle(lv(ctx, CELEBRATE))), true);
    if (beat.kind === 'opening' && interest !== 'being kind')
      addDetails(rng.shuffle(lv(ctx, INTEREST_SETUP)).slice(0, 1), true);
    // Family members may act a second time: at the start, and saying goodnight.
    const pushDetails = (lines: readonly string[]) => {
      details.push(...lines);
      fillerDetails.push(...lines.map(() => false));
      sceneryDetails.push(...lines.map(() => false));
    };
    // Their opening lines are at home ("Downstairs, Grandpa was warming milk"): not told when the
    // story opens somewhere else (a train station, a meadow), where they would be in two places.
    const openingAtHome =
      sel.world === 'home' || !OUTDOORS.test(canonical([...main, ...front].join(' '), req.name));
    if (beat.kind === 'opening' && openingAtHome)
      for (const p of req.family.filter((m) => !m.stayHome))
        pushDetails(familyLines(ctx, 'opening', [p], false));
    if (beat.kind === 'sleep')
      for (const p of req.family.filter((m) => !(family.get('sleep') ?? []).includes(m)))
        pushDetails(familyLines(ctx, 'sleep', [p], false));
    if (beat.kind === 'sleep') addDetails(rng.shuffle(lv(ctx, WIND_DOWN)), true);
    const spare: string[] = [];
    const fillerSpare: boolean[] = [];
    const scenerySpare: boolean[] = [];
    const spareWords: number[] = [];
    const beatMood = ctx.mood;
    const beatAway = ctx.away;
    // Spares draw from their own randomness: how many the length fitting asks for leaves the
    // rest of the story as it is.
    const spareRng = new Rng(rng.int(0x1_0000_0000));
    /** The spare lines to try, in the order they are told: story material first, stock moments last. */
    let queue: { tpl: string; filler: boolean; scenery: boolean; heard: boolean }[] | undefined;
    let next = 0;
    let toldHere: ReadonlySet<string>[] = [];
    let sceneryTold = 0;
    /**
     * The spares are told only by a story still short with all else told: each is made when the
     * length fitting asks for one more, in the beat's own mood and place, not for every beat of
     * every story. Says whether there was one more to make.
     */
    const moreSpare = (): boolean => {
      if (queue === undefined) {
        const other = NEIGHBOUR[req.level];
        const tpls = (v: readonly string[], filler: boolean) =>
          v.map((tpl) => ({ tpl, filler, scenery: SCENERY.has(tpl), heard: false }));
        const all = [
          ...tpls(beat.details?.[other] ?? [], false),
          ...tpls(wonderHere ? WONDER[sel.world][other] : [], false),
          ...tpls((beat.introduces ?? []).includes('companion') ? MEET[other] : [], true),
          ...tpls(beat.kind === 'resolution' ? CELEBRATE[other] : [], true),
          ...tpls(beat.kind === 'sleep' ? WIND_DOWN[other] : [], true),
          ...heardBefore.map((tpl, i) => ({
            tpl,
            filler: heardFiller[i] === true,
            scenery: heardScenery[i] === true,
            heard: true,
          })),
        ];
        queue =
          req.level === 'beginner' ? all : [...all.filter((q) => !q.filler), ...all.filter((q) => q.filler)];
        // The neighbouring level often tells the same moment in other words ("Each yawn made a warm
        // puff" and "Each yawn released a warm puff"): such a spare would be heard twice.
        // So may a line of another paragraph ("Little stars were below" … "There were stars below").
        toldHere = [...main, ...details].map(contentWords);
      }
      const [mood, awayNow, storyRng] = [ctx.mood, ctx.away, ctx.rng];
      ctx.mood = beatMood;
      ctx.away = beatAway;
      ctx.rng = spareRng;
      try {
        while (next < queue.length) {
          const { tpl, filler, scenery: sight, heard } = queue[next++] as (typeof queue)[number];
          // No more scenery than a paragraph may tell (see fit.ts): details are told in order, and
          // one it could not tell would hold up the lines after it.
          if (sight && (sceneryTold >= SCENERY_PER_PARAGRAPH || beforeTheJourney)) continue;
          if (!heard && away && !fitsWorld(tpl, sel.world)) continue;
          const d = heard ? pick(ctx, [tpl], {}, true, true) : pick(ctx, [tpl], {}, false);
          if (d === undefined) continue;
          if (!heard) {
            // Beginners borrow only the short sentences, so the text stays easy to read.
            if (req.level === 'beginner' && countWords(d) > (ctx.roomy ? 13 : 9)) continue;
            const words = contentWords(d);
            if (toldHere.some((w) => retells(words, w))) continue;
            toldHere.push(words);
          }
          spare.push(d);
          fillerSpare.push(filler);
          scenerySpare.push(sight);
          spareWords.push(countWords(d));
          if (sight) sceneryTold++;
          return true;
        }
        return false;
      } finally {
        ctx.mood = mood;
        ctx.away = awayNow;
        ctx.rng = storyRng;
      }
    };
    // Story material first, stock moments last: the length fitting tells them in this order.
    const order = (lines: string[], flags: boolean[], sights: boolean[]) => {
      const idx = lines.map((_, i) => i).sort((a, b) => Number(flags[a]) - Number(flags[b]) || a - b);
      const l = idx.map((i) => lines[i] as string);
      const f = idx.map((i) => flags[i] === true);
      const g = idx.map((i) => sights[i] === true);
      lines.splice(0, lines.length, ...l);
      flags.splice(0, flags.length, ...f);
      sights.splice(0, sights.length, ...g);
    };
    // No more scenery in a paragraph than fit.ts lets it tell: a line it could not tell would
    // hold up the lines after it (details are told in order).
    const trimScenery = (lines: string[], flags: boolean[], sights: boolean[]) => {
      let seen = 0;
      for (let i = 0; i < lines.length; i++) {
        if (sights[i] !== true || ++seen <= SCENERY_PER_PARAGRAPH) continue;
        lines.splice(i, 1);
        flags.splice(i, 1);
        sights.splice(i, 1);
        i--;
      }
    };
    trimScenery(details, fillerDetails, sceneryDetails);
    if (req.level !== 'beginner') order(details, fillerDetails, sceneryDetails);
    if (main.length > 0)
      out.push({
        kind: beat.kind,
        optional: beat.optional === true,
        main,
        marks,
        details,
        used: 0,
        fillerDetails,
        fillerSpare,
        sceneryDetails,
        scenerySpare,
        spare,
        spareUsed: 0,
        spareWords,
        moreSpare,
        introduces: (beat.introduces ?? []).length > 0,
        mainWords: countWords(main.join(' ')),
        detailWords: details.map(countWords),
      });
  }
  return out;
}

/** The first two words of a piece's first (or last) sentence, as a reader hears its construction. */
function opening(piece: string, last = false): string {
  const sentences = splitSentences(piece);
  const s = (last ? sentences[sentences.length - 1] : sentences[0]) ?? piece;
  return s.toLowerCase().split(/\s+/).slice(0, 2).join(' ');
}

/**
 * The told details in an order where no two neighbours open the same way ("The dragon bowed.
 * The dragon laughed. The dragon gave a nod."): each next one is the first that opens
 * differently from the sentence before it, else simply the next. Details are independent
 * moments (shuffled when composed), so only the order changes, never what is told.
 */
function spreadOpenings(before: string | undefined, extra: readonly string[]): string[] {
  const left = [...extra];
  const out: string[] = [];
  let prev = before === undefined ? '' : opening(before, true);
  while (left.length > 0) {
    let i = left.findIndex((p) => opening(p) !== prev);
    if (i < 0) i = 0;
    const [next] = left.splice(i, 1) as [string];
    out.push(next);
    prev = opening(next, true);
  }
  return out;
}

/** The beat's sentences in reading order: a sleep beat keeps its goodnight last. */
export function beatSentences(b: BeatText): string[] {
  const extra = [...b.details.slice(0, b.used), ...b.spare.slice(0, b.spareUsed)];
  // The wind-down comes first at bedtime: the worry, the pet, the family and the goodnight follow it.
  // The goodnight (the last line) stays last; the rest follow the bedtime ritual.
  if (b.kind === 'sleep')
    return [
      ...inBedtimeOrder([...spreadOpenings(undefined, extra), ...b.main.slice(0, -1)]),
      ...b.main.slice(-1),
    ];
  return [...b.main, ...spreadOpenings(b.main[b.main.length - 1], extra)];
}

export function beatWords(b: BeatText): number {
  let n = b.mainWords;
  for (let i = 0; i < b.used; i++) n += b.detailWords[i] as number;
  for (let i = 0; i < b.spareUsed; i++) n += b.spareWords[i] as number;
  return n;
}

/** How many of the beat's told lines are stock moments (greetings, celebrations, wind-down). */
export function beatFiller(b: BeatText): number {
  let n = 0;
  for (let i = 0; i < b.used; i++) if (b.fillerDetails[i] === true) n++;
  for (let i = 0; i < b.spareUsed; i++) if (b.fillerSpare[i] === true) n++;
  return n;
}

/** Is there a spare line at index i of the beat? Made now if it has not been (they are rarely needed). */
export function hasSpare(b: BeatText, i: number): boolean {
  while (b.spare.length <= i) if (!b.moreSpare()) return false;
  return true;
}

/** How many of the beat's told lines are world scenery. */
export function sceneryIn(b: BeatText): number {
  let n = 0;
  for (let i = 0; i < b.used; i++) if (b.sceneryDetails[i] === true) n++;
  for (let i = 0; i < b.spareUsed; i++) if (b.scenerySpare[i] === true) n++;
  return n;
}
