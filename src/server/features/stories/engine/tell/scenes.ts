import type { Pack } from '../pack/compile.js';
import type { TPlan, TText, TWorld } from '../pack/schema.js';
import type { Brief, Child, Hero, InterestUse, Member } from '../read/types.js';
import type { Cast } from './cast.js';
import { asScene } from './learning.js';
import { memberActs, petLines, twistLines, type Placed } from './personal.js';

/**
 * Step four: the story as paragraphs of lines still to be written. The plot gives its beats;
 * around them go what the parent typed, each where it belongs (the interest set up in the
 * opening and solving the problem in the second half, the pet at home, on the way, helping and
 * at bedtime, each family member twice, the twist as the premise and again at the end, the
 * worry early and at the close, the learning goal as a scene). Priorities say what the length
 * fitting may leave out: 0 never, 1 only to make room, 2 and 3 extras.
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
  /** Told in the plot's world (the journey to the way home): the world's out-of-place words are avoided. */
  inWorld?: boolean;
  /** One sibling's own line (siblings in one story): told of that child alone. */
  hero?: Child;
  /** Told instead when the story is over its length and nothing else can go (tell/fit.ts). */
  shorter?: LineReq;
}

export interface Paragraph {
  kind: string;
  lines: LineReq[];
}

const line = (
  text: TText | undefined,
  role: string,
  priority: Priority,
  extra: Partial<LineReq> = {},
): LineReq[] => (text === undefined ? [] : [{ text, role, priority, ...extra }]);

/** Up to n lines of one Text (a plot's details, a world's sights): each takes another template. */
const lines = (text: TText | undefined, role: string, n: number): LineReq[] =>
  Array.from({ length: n }, () => line(text, role, 3)).flat();

function at(placed: readonly Placed[], where: Placed['where']): LineReq[] {
  return placed.filter((p) => p.where === where).map((p) => p.line);
}

export function buildScenes(brief: Brief, plan: TPlan, world: TWorld, cast: Cast, pack: Pack): Paragraph[] {
  const { frame } = pack;
  // Siblings: the solver's interest solves the problem, each other child has an idea that matters,
  // every child's interest is set up at home; a lone child's second and third interests add colour.
  const sibs = siblingsOf(brief);
  const [first, second, third] = sibs === undefined ? brief.interests : [sibs.solver.interests[0]];
  const own = (use: InterestUse | undefined, hero?: Hero): Partial<LineReq> => ({
    ...genericVars(use),
    ...(hero === undefined ? {} : { hero: hero.child }),
  });
  const solverHero = sibs?.solver;
  const other = sibs?.others[0];
  const placed: Placed[] = [
    ...memberActs(brief, pack),
    ...petLines(brief, plan.kind, first?.entry.help[plan.kind] !== undefined),
    ...twistLines(brief, plan, pack),
  ];
  const kind = plan.kind;
  const flies = brief.twist?.shape === 'can-fly' && cast.vehicle?.id === 'twist-vehicle';

  const planOpening = [
    ...line(plan.opening ?? frame.opening, 'plan.opening', 1),
    ...lines(plan.details.opening, 'plan.details', 2),
  ];
  const setups: LineReq[] =
    sibs === undefined
      ? [
          ...line(first?.entry.setup, 'interest.setup', 1, {
            ...genericVars(first),
            fallback: plainSetup(first, pack),
          }),
          ...line(second?.entry.setup, 'interest2.setup', 2, genericVars(second)),
        ]
      : [
          ...line(pack.siblings.together, 'siblings.together', 1),
          ...brief.heroes.flatMap((h) =>
            line(h.interests[0]?.entry.setup, 'interest.setup', 1, {
              ...own(h.interests[0], h),
              fallback: withHero(plainSetup(h.interests[0], pack), h),
            }),
          ),
        ];
  const setting = settingLines(brief, cast, pack);
  const atHome: LineReq[] = [
    ...setups,
    ...at(placed, 'opening'),
    ...line(brief.worry?.entry.mention, 'worry.mention', 1, worryVars(brief)),
  ];
  // A dream plot opens with the child falling asleep into the dream, and a plot that opens away
  // from home (on the beach, in the orchard) with the child going out: the evening at home (the
  // interest, the pet, the family) comes before it, not on the beach between shells and sand.
  // The parent's setting comes first: it says where all of the evening happens.
  const homeFirst = world.id === 'dream' || plan.opens_away;
  const opening = [
    ...setting.opening,
    ...(homeFirst ? [...atHome, ...planOpening] : [...planOpening, ...atHome]),
  ];
  const away = plan.meet === 'away';
  // Seeing the child off happens at home: after the call, or before the journey of a plot whose
  // companion is met on arrival.
  const call: LineReq[] = [
    ...line(plan.call, 'plan.call', 0),
    ...lines(plan.details.call, 'plan.details', 2),
    ...at(placed, 'call'),
    ...(away ? [] : at(placed, 'set_off')),
    ...line(frame.set_off, 'frame.set_off', 3),
  ];
  // A house's sights are not told in its garden.
  const worldFits = !world.indoors || plan.indoors;
  const journeyText = flies ? undefined : plan.journey;
  const travels = plan.journey !== undefined || flies;
  const journey: LineReq[] = [
    ...(away ? at(placed, 'set_off') : []),
    ...line(journeyText, 'plan.journey', 0),
    ...at(placed, 'journey'),
    ...(travels && worldFits ? line(world.arrive, 'world.arrive', 1) : []),
    ...at(placed, 'arrive'),
    // The theme's own line (the magic of a magic story), whatever the plot carries.
    ...line(brief.theme?.keep, 'theme.keep', 1),
    ...lines(plan.details.journey, 'plan.details', 2),
  ];
  const young = brief.child.level === 'beginner';
  const outdoors = !plan.indoors;
  const sights: LineReq[] = [
    ...(!outdoors
      ? []
      : other === undefined
        ? line(second?.entry.sight ?? first?.entry.sight, 'interest.sight', 2, genericVars(second ?? first))
        : line(other.interests[0]?.entry.sight, 'interest.sight', 2, own(other.interests[0], other))),
    ...(travels && outdoors ? lines(frame.on_the_way, 'frame.on_the_way', young ? 3 : 2) : []),
    ...lines(frame.wonder, 'frame.wonder', young ? 2 : 1),
    ...(young ? lines(frame.refrain, 'frame.refrain', 1) : []),
    ...lines(frame.chat, 'frame.chat', young ? 2 : 1),
    ...(worldFits ? lines(world.sights, 'world.sights', young ? 4 : 2) : []),
  ];
  // The sights are seen on the way or on arrival: in the world, whichever paragraph holds them.
  for (const l of sights) l.inWorld = true;
  const problem: LineReq[] = [
    ...line(plan.problem, 'plan.problem', 0),
    ...at(placed, 'problem'),
    ...lines(plan.details.problem, 'plan.details', 2),
    ...(young ? lines(frame.refrain, 'frame.refrain', 1) : []),
    ...(travels || !worldFits ? [] : line(world.arrive, 'world.arrive', 2)),
  ];
  const attempt: LineReq[] = [
    ...lines(frame.attempts[kind], 'frame.attempts', young ? 3 : 1),
    ...line(plan.attempt, 'plan.attempt', 1),
    ...at(placed, 'attempt'),
    ...(young ? lines(frame.refrain, 'frame.refrain', 1) : []),
  ];
  const helping: LineReq[] = [
    ...at(placed, 'help'),
    ...(sibs?.others ?? []).flatMap((h) => siblingIdea(h, kind, pack)),
    ...learningScene(brief),
    ...line(brief.character?.entry?.does, 'character.does', 2),
    ...line(brief.character?.trait?.does, 'character.trait', 1),
    ...lines(plan.details.attempt, 'plan.details', 2),
    ...(worldFits ? lines(world.sights, 'world.sights', 1) : []),
  ];
  const solve: LineReq[] = [
    ...line(frame.try_again, 'frame.try_again', 3),
    ...line(first?.entry.help[kind], 'interest.help', 0, own(first, solverHero)),
  ];
  const resolution: LineReq[] = [
    ...line(plan.resolution, 'plan.resolution', 0),
    ...at(placed, 'resolution'),
    ...line(brief.worry?.entry.beat, 'worry.beat', 2, worryVars(brief)),
    ...(other === undefined
      ? line((third ?? first)?.entry.fact, 'interest.fact', 2, genericVars(third ?? first))
      : line(other.interests[0]?.entry.fact, 'interest.fact', 2, own(other.interests[0], other))),
    ...(young
      ? lines(first?.entry.fact, 'interest.fact', 1).map((l) => ({ ...l, ...own(first, solverHero) }))
      : []),
    ...lines(frame.celebrate, 'frame.celebrate', young ? 2 : 1),
    ...lines(plan.details.resolution, 'plan.details', 2),
    ...line(second?.entry.fact, 'interest2.fact', 3, genericVars(second)),
  ];
  const home: LineReq[] = travels
    ? [
        ...line(frame.goodbye, 'frame.goodbye', 2),
        ...line(plan.home ?? world.home, 'plan.home', 1),
        ...setting.home,
        ...at(placed, 'home'),
        ...lines(plan.details.home, 'plan.details', 1),
        ...(plan.home === undefined ? line(frame.arrive_home, 'frame.arrive_home', 3) : []),
      ]
    : [...line(plan.home, 'plan.home', 2), ...at(placed, 'home'), ...line(frame.goodbye, 'frame.goodbye', 2)];
  // The refrain is a going-on line ("On and onward went Sol and Rocco"): never once it is over.
  const bedtime: LineReq[] = [
    ...at(placed, 'bedtime'),
    ...line(brief.worry?.entry.closing, 'worry.closing', 1, worryVars(brief)),
    ...line(brief.learning?.entry.echo, 'learning.echo', 2, learningVars(brief)),
    ...line(frame.tuck_in, 'frame.tuck_in', brief.family.length === 0 ? 1 : 3),
    ...(sibs === undefined
      ? line(frame.sleep, 'frame.sleep', 0)
      : line(pack.siblings.bedtime, 'siblings.bedtime', 0)),
  ];
  const paragraphs: Paragraph[] = [
    { kind: 'opening', lines: opening },
    ...(away
      ? [
          { kind: 'journey', lines: journey },
          { kind: 'call', lines: [...call, ...sights] },
        ]
      : [
          { kind: 'call', lines: call },
          { kind: 'journey', lines: [...journey, ...sights] },
        ]),
    { kind: 'problem', lines: problem },
    { kind: 'attempt', lines: attempt },
    { kind: 'help', lines: helping },
    { kind: 'solve', lines: solve },
    { kind: 'resolution', lines: resolution },
    { kind: 'home', lines: home },
    { kind: 'bedtime', lines: bedtime },
  ];
  for (const p of paragraphs) if (IN_WORLD.has(p.kind)) for (const l of p.lines) l.inWorld = true;
  return paragraphs.filter((p) => p.lines.length > 0);
}

/**
 * The parent's setting, when the plot's places do not take it (a setting the pack does not know,
 * "a houseboat on the canal", or one the plot has no place for): where the evening begins, and
 * where a journey comes back to. Never silently dropped.
 */
function settingLines(brief: Brief, cast: Cast, pack: Pack): { opening: LineReq[]; home: LineReq[] } {
  const said = brief.settingSaid;
  const entry = brief.setting;
  const isPlace =
    entry !== undefined &&
    cast.place !== undefined &&
    (cast.place.id === `setting-${entry.id}` ||
      cast.place.id === entry.id ||
      cast.place.noun === entry.place.noun);
  if (said === undefined || isPlace) return { opening: [], home: [] };
  const vars = { vars: { 'setting.in': said.in, 'setting.the': said.the, 'setting.back': said.back } };
  return {
    opening: line(pack.frame.setting_opening, 'setting.opening', 1, vars),
    home: line(pack.frame.setting_home, 'setting.home', 1, vars),
  };
}

/** The solver and the other children of a story for siblings; undefined for one child. */
function siblingsOf(brief: Brief): { solver: Hero; others: Hero[] } | undefined {
  const solver = brief.heroes[brief.solver];
  if (brief.heroes.length < 2 || solver === undefined) return undefined;
  return { solver, others: brief.heroes.filter((h) => h !== solver) };
}

/**
 * A sibling's idea: a first step toward the fix, for this kind of problem, that comes from that
 * child's own interest by its word ("Let's look closely, the way I do with chess"), so the child's
 * interest matters in the adventure, not only at home. The solver's interest makes the fix.
 */
function siblingIdea(hero: Hero, kind: TPlan['kind'], pack: Pack): LineReq[] {
  const use = hero.interests[0];
  const interest = use === undefined ? undefined : use.generic ? use.said : use.entry.label;
  if (interest === undefined) return [];
  return line(pack.siblings.idea[kind], 'siblings.idea', 0, { hero: hero.child, vars: { interest } });
}

function withHero(req: LineReq | undefined, hero: Hero): LineReq | undefined {
  return req === undefined ? undefined : { ...req, hero: hero.child };
}

const IN_WORLD = new Set(['journey', 'problem', 'attempt', 'help', 'solve', 'resolution']);

function worryVars(brief: Brief): Partial<LineReq> {
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
function plainSetup(use: Brief['interests'][number] | undefined, pack: Pack): LineReq | undefined {
  const generic = pack.genericInterest;
  if (use === undefined || generic === undefined || use.generic) return undefined;
  const label = use.entry.label;
  return {
    text: generic.setup,
    role: 'interest.setup',
    priority: 1,
    vars: { interest: label, Interest: label.charAt(0).toUpperCase() + label.slice(1) },
  };
}

/** The parent's own words for an interest the table does not know. */
function genericVars(use: Brief['interests'][number] | undefined): Partial<LineReq> {
  if (use?.generic !== true) return {};
  return { vars: { interest: use.said, Interest: use.said.charAt(0).toUpperCase() + use.said.slice(1) } };
}

/** The learning goal as a scene; its plain telling only where a full short story needs the room. */
function learningScene(brief: Brief): LineReq[] {
  const scene = brief.learning?.entry.scene;
  if (scene === undefined) return [];
  const vars = learningVars(brief);
  return line(asScene(scene), 'learning.scene', 1, {
    ...vars,
    shorter: { text: scene, role: 'learning.scene', priority: 1, ...vars },
  });
}

function learningVars(brief: Brief): Partial<LineReq> {
  const { list, goal } = brief.learning ?? {};
  return {
    vars: { ...(list === undefined ? {} : { list }), ...(goal === undefined ? {} : { goal }) },
  };
}
