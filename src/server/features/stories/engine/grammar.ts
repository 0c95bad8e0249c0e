import type { StoryContext } from './context.js';
import { FINAL_LINES, HOMEWARD_DETAILS, IN_BED, LEAVE_LINES, SLEEPY_DETAILS } from './pools/closing.js';
import { HINT_LINES, JOURNEY_DETAILS } from './pools/details.js';
import { DEFAULT_GOAL_WORDS, GOAL_FALLBACK, GOAL_SCENES } from './pools/learning.js';
import {
  AGE_LINES,
  CHARACTER_DETAILS,
  CHARACTER_JOINS,
  CHARACTER_LINES,
  HOME_DETAILS,
  INTEREST_DETAILS,
  INTEREST_LINES,
  INTROS,
} from './pools/opening.js';
import {
  HELP_CHARACTER,
  HELP_FRIENDS,
  HELP_GUIDE,
  PROBLEMS,
  RESOLVE_TO_HELP,
  TEAMWORK,
  TWIST_REACTIONS,
  TWISTS,
  type ProblemKind,
} from './pools/plot.js';
import type { ThemePack } from './pools/themes.js';
import type { Rng } from './prng.js';
import { makeSentence, type Sentence, type SentenceKind } from './sentence.js';

/**
 * The story grammar, in order: opening at home → call to adventure → journey → problem →
 * (twist) → help and the learning focus in action → resolution → home → bed and sleep.
 * Each slot draws from its own pools; the fitter later adds details or drops optional
 * sentences to land on the chosen length.
 */
export interface Paragraph {
  sentences: Sentence[];
  /** Where extra detail sentences for this paragraph come from. */
  detailPools: ReadonlyArray<readonly string[]>;
  /** Share of the extra words this paragraph should get. */
  weight: number;
  /** Details are inserted before the last `keepLast` sentences (the closing line stays last). */
  keepLast: number;
}

export interface Plan {
  paragraphs: Paragraph[];
  used: Set<string>;
}

const SAFE_FALLBACK = ['{Name} [smiled|nodded|grinned].', '[And so|So] the night went on.'];
const FINAL_FALLBACK = [
  '[Goodnight|Sweet dreams|Sleep tight], {Name}.',
  'And {Name} [slept|rested] until morning.',
];

/**
 * Facts are told by the guide, not by a narrator lecturing; a story gets at most three, and
 * each fact appears once (one wrapper per fact), so facts never crowd out the story.
 */
function factTemplates(pack: ThemePack, rng: Rng): string[] {
  return rng
    .shuffle(pack.facts)
    .slice(0, 3)
    .map((f) =>
      rng.chance(0.5)
        ? `{guideThe} [told|taught] {Name} something [true|amazing]: ${f.charAt(0).toLowerCase()}${f.slice(1)}`
        : `"Did you know?" [asked|said] {guideThe}. "${f}"`,
    );
}

const GERUNDS: Readonly<Record<string, string>> = {
  be: 'being',
  learn: 'learning',
  try: 'trying',
  share: 'sharing',
  help: 'helping',
  listen: 'listening',
  wait: 'waiting',
  say: 'saying',
  use: 'using',
  tidy: 'tidying',
  count: 'counting',
  read: 'reading',
  brush: 'brushing',
  eat: 'eating',
  make: 'making',
  ask: 'asking',
  clean: 'cleaning',
  put: 'putting',
  keep: 'keeping',
  stay: 'staying',
  take: 'taking',
  give: 'giving',
  tell: 'telling',
  go: 'going',
};

/** "be patient" → "being patient", so "{Name} practised {goal}" stays grammatical. */
function goalPhrase(goal: string): string {
  const [first = '', ...rest] = goal.split(' ');
  const g = GERUNDS[first.toLowerCase()];
  return g === undefined ? goal : [g, ...rest].join(' ');
}

function goalScenes(goal: string): readonly string[] {
  const key = goal.toLowerCase();
  const found = GOAL_SCENES.find((g) => g.keywords.test(key));
  if (found !== undefined) return found.scenes;
  return GOAL_FALLBACK.map((t) => t.replace('{goal}', goalPhrase(goal)));
}

export function buildPlan(ctx: StoryContext): Plan {
  const used = new Set<string>();
  const { pack, tone, rng } = ctx;
  const para = (weight: number, detailPools: ReadonlyArray<readonly string[]>, keepLast = 0): Paragraph => ({
    sentences: [],
    detailPools,
    weight,
    keepLast,
  });
  const add = (
    p: Paragraph,
    templates: readonly string[],
    kind: SentenceKind,
    priority = 0,
    fallback?: readonly string[],
  ): void => {
    const s =
      makeSentence(ctx, used, templates, kind, priority) ??
      (fallback ? makeSentence(ctx, used, fallback, kind, priority) : null);
    if (s !== null) p.sentences.push(s);
  };
  const hasInterest = ctx.interests.length > 0;
  const hasCharacter = ctx.character !== '';
  const educational = tone.id === 'educational';
  const facts = factTemplates(pack, rng);

  const opening = para(1, [HOME_DETAILS]);
  add(opening, INTROS, 'core', 0, SAFE_FALLBACK);
  if (hasInterest) add(opening, INTEREST_LINES, 'core');
  if (hasCharacter) add(opening, CHARACTER_LINES, 'core');
  add(opening, AGE_LINES, hasInterest || hasCharacter ? 'secondary' : 'core', 5);

  const call = para(0.6, [tone.details]);
  add(call, pack.calls, 'core', 0, SAFE_FALLBACK);
  add(call, tone.reactions, 'secondary', 3);
  if (hasCharacter) add(call, CHARACTER_JOINS, 'secondary', 8);

  const journeyPools: Array<readonly string[]> = [pack.sights, JOURNEY_DETAILS, tone.details, pack.sights];
  // A couple of interest and character moments are charming; four in a row are not.
  if (hasInterest) journeyPools.push(rng.shuffle(INTEREST_DETAILS).slice(0, 2));
  if (hasCharacter) journeyPools.push(rng.shuffle(CHARACTER_DETAILS).slice(0, 2));
  if (educational) journeyPools.push(facts);
  const journey = para(2.2, journeyPools);
  add(journey, pack.travel, 'core', 0, SAFE_FALLBACK);
  add(journey, pack.sights, 'secondary', 4);
  if (hasInterest) add(journey, INTEREST_DETAILS, 'secondary', 7);
  for (const hint of ctx.hints)
    add(
      journey,
      HINT_LINES.map((t) => t.replace('{hint}', hint)),
      'secondary',
      9,
    );
  if (educational) add(journey, facts, 'secondary', 7);

  const kind: ProblemKind = rng.pick(PROBLEMS);
  const problem = para(0.5, [tone.details, JOURNEY_DETAILS]);
  add(problem, kind.problems, 'core', 0, SAFE_FALLBACK);
  add(problem, RESOLVE_TO_HELP, 'secondary', 2);

  const paragraphs = [opening, call, journey, problem];
  if (ctx.twist !== '') {
    const twist = para(0.2, []);
    add(twist, TWISTS, 'core');
    add(twist, TWIST_REACTIONS, 'secondary', 3);
    paragraphs.push(twist);
  }

  const help = para(0.7, [tone.details]);
  add(
    help,
    ctx.friends !== '' ? HELP_FRIENDS : hasCharacter ? HELP_CHARACTER : HELP_GUIDE,
    'core',
    0,
    SAFE_FALLBACK,
  );
  add(help, goalScenes(ctx.goal !== '' ? ctx.goal : rng.pick(DEFAULT_GOAL_WORDS)), 'core');
  add(help, TEAMWORK, 'secondary', 2);

  const resolution = para(0.7, educational ? [tone.details, facts] : [tone.details, JOURNEY_DETAILS]);
  add(resolution, kind.fixes, 'core', 0, SAFE_FALLBACK);
  add(resolution, tone.celebrations, 'secondary', 4);

  const home = para(0.6, [HOMEWARD_DETAILS], 1);
  add(home, LEAVE_LINES, 'secondary', 3);
  add(home, pack.homeward, 'core', 0, SAFE_FALLBACK);

  const bed = para(1.2, [SLEEPY_DETAILS], 1);
  add(bed, IN_BED, 'core', 0, SAFE_FALLBACK);
  add(bed, SLEEPY_DETAILS, 'secondary', 6);
  add(bed, FINAL_LINES, 'core', 0, FINAL_FALLBACK);
  const last = bed.sentences[bed.sentences.length - 1];
  if (last !== undefined) last.join = null;

  paragraphs.push(help, resolution, home, bed);
  return { paragraphs, used };
}
