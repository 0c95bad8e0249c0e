import pluralize from 'pluralize';
import type { Pack } from '../pack/compile.js';
import type { TReadingLevel } from '../../../../../shared/constants.js';
import { wordForms } from '../pack/check.js';
import { linesAt, textSaying, textWithout, withoutChoices } from '../pack/text.js';
import type { TPlan, TText, TWorld } from '../pack/schema.js';
import type { Brief, Child, Hero, InterestUse, Member } from '../read/types.js';
import { goalWords } from '../read/learning.js';
import { askedAloud, asScene } from './learning.js';
import { namesUnlistedKind, otherKinds, ownKind, ownWord, saysAnotherKind } from './kinds.js';

/**
 * The lines of a story's scenes, still to be written (tell/scenes.ts builds them), and the small
 * makers of them. Priorities say what the length fitting may leave out: 0 never, 1 only to make
 * room, 2 and 3 extras.
 */
export type Priority = 0 | 1 | 2 | 3;

export interface LineReq {
  text: TText;
  /** What the line is ("plan.call", "pet.help", "member.bedtime"): for tests and notes. */
  role: string;
  priority: Priority;
  /** Variables of this line only (a member's, a pet's). */
  vars?: Record<string, string>;
  /** A member whose first mention says who they are. */
  member?: Member;
  /** Told instead when none of this line's templates can be (every one names a fear). */
  fallback?: LineReq;
  /**
   * Told instead, in plainer words, before this line would be told with words out of place here
   * (the interest's help written for another plot of its kind: a railway station for a turtle).
   */
  plainer?: LineReq;
  /** Told in the plot's world (the journey to the way home): the world's out-of-place words are avoided. */
  inWorld?: boolean;
  /** One sibling's own line (siblings in one story): told of that child alone. */
  hero?: Child;
  /** Told instead when the story is over its length and nothing else can go (tell/fit.ts). */
  shorter?: LineReq;
  /**
   * Told instead of dropping this line when the story is over its length (the way home as "Then
   * home they went"): what it says must be said, if only in a few words (tell/fit.ts).
   */
  atLeast?: LineReq;
  /** A failed try: the story's fix, whose means (tell/means.ts) the try is told without. */
  fix?: TText;
  /** Told after a line that ended with someone speaking: it does not open with an unnamed speaker. */
  speakerFirst?: boolean;
  /** Told after the problem is solved: nobody the story put to sleep acts awake in it (tell/sleeper.ts). */
  late?: boolean;
  /** Told at home before the adventure: the child stays where the first such line put them (tell/home-spot.ts). */
  early?: boolean;
  /** Words of another world this line does not say here when another telling can (a tide in space). */
  notHere?: RegExp;
  /** Words a rendering must not say: another animal of the interest than the parent's (tell/kinds.ts). */
  avoid?: (text: string) => boolean;
  /** Templates told first where fresh: those naming the parent's own kind of the interest (tell/kinds.ts). */
  prefer?: (template: string) => boolean;
  /**
   * Nobody is with the child yet (the way out to a friend met there, with no grown-up along): a
   * template saying "they" of more than the child is told only when the line has no other.
   */
  alone?: boolean;
}

export interface Paragraph {
  kind: string;
  lines: LineReq[];
}

export const line = (
  text: TText | undefined,
  role: string,
  priority: Priority,
  extra: Partial<LineReq> = {},
): LineReq[] => (text === undefined ? [] : [{ text, role, priority, ...extra }]);

/** Up to n lines of one Text (a plot's details, a world's sights): each takes another template. */
export const lines = (text: TText | undefined, role: string, n: number): LineReq[] =>
  Array.from({ length: n }, () => line(text, role, 3)).flat();

/**
 * A sibling's idea: a first step toward the fix, for this kind of problem, that comes from that
 * child's own interest by its word ("Let's look closely, the way I do with chess"), so the child's
 * interest matters in the adventure, not only at home. The solver's interest makes the fix.
 */
export function siblingIdea(hero: Hero, kind: TPlan['kind'], pack: Pack): LineReq[] {
  const use = hero.interests[0];
  const interest = use === undefined ? undefined : use.generic ? use.said : use.entry.label;
  if (interest === undefined) return [];
  return line(pack.siblings.idea[kind], 'siblings.idea', 0, { hero: hero.child, vars: { interest } });
}

export function withHero(req: LineReq | undefined, hero: Hero | undefined): LineReq | undefined {
  return req === undefined || hero === undefined ? req : { ...req, hero: hero.child };
}

/**
 * A worry's mention or closing: where the far-away member lives or works, when the parent said
 * it, is told ("{Member} lived all the way off in {member.where} now", "away {member.away}",
 * "home {member.back}");
 * otherwise no template asks for it.
 */
export function worryText(text: TText | undefined, brief: Brief): TText | undefined {
  const member = brief.worry?.member;
  let told = text;
  for (const said of ['where', 'away', 'back'] as const) {
    if (told === undefined) return undefined;
    const needle = `{member.${said}}`;
    told = member?.[said] === undefined ? textWithout(told, needle) : textSaying(told, needle);
  }
  return told;
}

export function worryVars(brief: Brief): Partial<LineReq> {
  const m = brief.worry?.member;
  const about = brief.worry?.about;
  // The child's own event (first grade, a lost tooth) is the child's, not a brother's as well.
  const own = brief.worry?.entry.own === true && brief.heroes.length > 1 ? brief.heroes[0] : undefined;
  return {
    ...(own === undefined ? {} : { hero: own.child }),
    ...(m === undefined ? {} : { member: m }),
    ...(about === undefined ? {} : { vars: { 'worry.about': about } }),
  };
}

/** The generic interest's setup, saying the interest by its label: the fallback of a setup line. */
export function plainSetup(use: InterestUse | undefined, pack: Pack): LineReq | undefined {
  const generic = pack.genericInterest;
  if (use === undefined || generic === undefined || use.generic) return undefined;
  // One animal of several ("cheetahs" of the big cats): said as the parent said it.
  const label = otherKinds(use) === undefined ? use.entry.label : use.said;
  return {
    text: generic.setup,
    role: 'interest.setup',
    priority: 1,
    vars: interestVars(label),
  };
}

/**
 * The interest's setup at home: the table's, with the plain one as its fallback; but a kind the
 * table does not list ("kathak dance") is set up in the parent's words, the table's as fallback.
 */
export function setupLine(
  use: InterestUse | undefined,
  role: string,
  priority: Priority,
  pack: Pack,
  fallback = true,
): LineReq[] {
  const plain = plainSetup(use, pack);
  if (use !== undefined && plain !== undefined && namesUnlistedKind(use))
    return line(plain.text, role, priority, {
      vars: plain.vars,
      fallback: line(use.entry.setup, role, priority, genericVars(use))[0],
    });
  return line(use?.entry.setup, role, priority, {
    ...genericVars(use),
    ...(fallback && plain !== undefined ? { fallback: plain } : {}),
  });
}

/**
 * The interest as a line says it after "about" or "loved": the parent's words, unless they are one
 * thing of a kind ("violin", "kite"), which the table's label says whole ("playing the violin",
 * "kites"). Panel 33 heard "told the door about violin and why it mattered".
 */
export function interestWords(use: InterestUse | undefined): string | undefined {
  if (use === undefined) return undefined;
  const said = use.said.trim();
  const oneThing =
    !use.generic && !said.includes(' ') && pluralize.isSingular(said) && pluralize.plural(said) !== said;
  return oneThing && use.entry.label !== said && !use.entry.label.includes('{') && !saysAnotherKind(use)
    ? use.entry.label
    : said;
}

/** `{interest}` and `{Interest}`: the interest in the given words, and capitalised to open a sentence. */
export function interestVars(words: string): Record<'interest' | 'Interest', string> {
  return { interest: words, Interest: words.charAt(0).toUpperCase() + words.slice(1) };
}

/**
 * The generic entry's help in the parent's words: told when every help line of an entry covering
 * several animals names another one than the parent's ("cheetahs" where the lines say tigers).
 */
export function plainHelp(
  use: InterestUse | undefined,
  kind: TPlan['kind'],
  pack: Pack,
): LineReq | undefined {
  const text = pack.genericInterest?.help[kind];
  if (use === undefined || text === undefined || otherKinds(use) === undefined) return undefined;
  const said = use.said;
  const vars = interestVars(said);
  return { text, role: 'interest.help', priority: 0, vars };
}

/**
 * The generic entry's help, naming the interest by its label: told when none of the interest's own
 * help lines fits this plot (its out-of-place words), before one is told that does not.
 */
export function plainerHelp(
  use: InterestUse | undefined,
  kind: TPlan['kind'],
  pack: Pack,
): LineReq | undefined {
  const text = pack.genericInterest?.help[kind];
  if (use === undefined || use.generic || text === undefined) return undefined;
  const label = otherKinds(use) === undefined ? use.entry.label : use.said;
  const vars = interestVars(label);
  return { text, role: 'interest.help', priority: 0, vars };
}

/**
 * The parent's own words for an interest the table does not know; for one that covers several
 * animals, the others' words a line must not say ("cheetahs": never a tiger).
 */
export function genericVars(use: InterestUse | undefined): Partial<LineReq> {
  const avoid = use === undefined ? undefined : otherKinds(use);
  const prefer = use === undefined ? undefined : ownKind(use);
  if (avoid !== undefined) return prefer === undefined ? { avoid } : { avoid, prefer };
  if (use?.generic !== true) {
    const own = use === undefined ? undefined : ownWord(use);
    return own === undefined ? {} : { prefer: own };
  }
  return { vars: interestVars(use.said) };
}

/** The learning goal as a scene; its plain telling only where a full short story needs the room. */
export function learningScene(brief: Brief, world: TWorld): LineReq[] {
  const scene = brief.learning?.entry.scene;
  if (scene === undefined || brief.learning?.entry.in_plot !== undefined) return [];
  const vars = learningVars(brief);
  const notHere = learningNotHere(world);
  // Asked why, a scene that gives the reason is told, where the goal has one.
  const told = brief.learning?.why === true ? saysWhy(asScene(scene)) : asScene(scene);
  const known = brief.learning?.known;
  return [
    ...line(told, 'learning.scene', 1, {
      ...vars,
      ...notHere,
      shorter: { text: scene, role: 'learning.scene', priority: 1, ...vars, ...notHere },
    }),
    // The answer: the interest's own fact, one that names the goal's words when one does.
    ...(known === undefined ? [] : line(namingGoal(known.fact, brief.learning?.goal), 'learning.fact', 1)),
  ];
}

/** At each level, the facts that name a word of the goal ("Morse" of "what Morse code is"), when any do. */
function namingGoal(text: TText, goal: string | undefined): TText {
  const words = goalWords(goal ?? '');
  if (words.length === 0) return text;
  const count = (t: string) => words.filter((w) => w.test(withoutChoices(t))).length;
  // The facts naming most of the goal's words: "Morse code" over a code book.
  const best = (all: readonly string[]) => {
    const most = Math.max(0, ...all.map(count));
    return most === 0 ? [] : all.filter((t) => count(t) === most);
  };
  // A level with no fact naming it borrows one from the nearest level that has (panel 73 heard
  // "what a constellation is" answered with the sun being a star).
  const order: Record<TReadingLevel, TReadingLevel[]> = {
    beginner: ['beginner', 'intermediate', 'advanced'],
    intermediate: ['intermediate', 'beginner', 'advanced'],
    advanced: ['advanced', 'intermediate', 'beginner'],
  };
  const naming = (level: TReadingLevel) => {
    for (const at of order[level]) {
      const own = best(linesAt(text, at));
      if (own.length > 0) return own;
    }
    return [...linesAt(text, level)];
  };
  return { beginner: naming('beginner'), intermediate: naming('intermediate'), advanced: naming('advanced') };
}

const BECAUSE = /\b(?:because|since|that is why|that's why|so that)\b/i;

/** At each level, the templates that say why, when there are any; else all of them. */
function saysWhy(text: TText): TText {
  const why = (level: TReadingLevel) => {
    const all = linesAt(text, level);
    const reasons = all.filter((t) => BECAUSE.test(t));
    return reasons.length > 0 ? reasons : [...all];
  };
  return { beginner: why('beginner'), intermediate: why('intermediate'), advanced: why('advanced') };
}

/** A goal the plot acts out, told after its failed try (learning `in_plot`). */
export function learningInPlot(brief: Brief): LineReq[] {
  return line(brief.learning?.entry.in_plot, 'learning.scene', 1, learningVars(brief));
}

/** The world's learning_out_of_place words, as one pattern per world. */
const notHereOf = new WeakMap<TWorld, RegExp | undefined>();
function learningNotHere(world: TWorld): Pick<LineReq, 'notHere'> {
  if (!notHereOf.has(world)) {
    const words = world.learning_out_of_place;
    notHereOf.set(world, words.length === 0 ? undefined : wordForms(words));
  }
  const notHere = notHereOf.get(world);
  return notHere === undefined ? {} : { notHere };
}

export function learningVars(brief: Brief): Partial<LineReq> {
  const { list, goal, learned } = brief.learning ?? {};
  return {
    vars: {
      ...(list === undefined ? {} : { list }),
      ...(goal === undefined ? {} : { goal, 'goal.asked': askedAloud(goal) }),
      ...(learned === undefined ? {} : { 'goal.learned': learned }),
    },
  };
}
