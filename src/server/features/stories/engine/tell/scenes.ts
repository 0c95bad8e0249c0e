import type { Pack } from '../pack/compile.js';
import type { TFrame, TPlan, TText, TWorld } from '../pack/schema.js';
import type { Brief, Member } from '../read/types.js';
import { throughIt, type Cast } from './cast.js';
import { textPreferring, textWithout } from '../pack/text.js';
import { jokeLines } from './jokes.js';
import { seasonLines } from './season.js';
import {
  aboardYoung,
  HOME_ON_FOOT,
  afloatNotHere,
  aloftNotHere,
  indoorsNotHere,
  onFootYoung,
  opensAwayYoung,
  walksAlong,
} from './young.js';
import { otherKinds } from './kinds.js';
import { helpNotHere } from './matter.js';
import { riddleHelp } from './riddle.js';
import { aboutTrying } from '../read/sayings.js';
import { notesLines } from './notes-lines.js';
import { memberActs, put, twistLines, type Placed } from './personal.js';
import { petLines } from './pet-lines.js';
import { counts, onTheWayLines } from './on-the-way.js';
import { at, ownVars, type Scene, type Siblings } from './scene.js';
import { callLines, grownUpLines, openingLines, opensInADream } from './scenes-home.js';
import {
  genericVars,
  interestVars,
  interestWords,
  learningInPlot,
  learningScene,
  learningVars,
  line,
  lines,
  plainHelp,
  plainerHelp,
  siblingIdea,
  withHero,
  worryText,
  worryVars,
  type LineReq,
  type Paragraph,
} from './scene-lines.js';
import { settingLines } from './setting-lines.js';
import { habitTheFix, habitTheTwist, taughtTheFix } from './taught.js';
import { alsoAvoiding, kindOf } from './companion-kind.js';

export type { LineReq, Paragraph, Priority } from './scene-lines.js';

/**
 * Step four: the story as paragraphs of lines still to be written. The plot gives its beats;
 * around them go what the parent typed, each where it belongs (the interest set up in the
 * opening and solving the problem in the second half, the pet at home, on the way, helping and
 * at bedtime, each family member twice, the twist as the premise and again at the end, the
 * worry early and at the close, the learning goal as a scene). Priorities say what the length
 * fitting may leave out: 0 never, 1 only to make room, 2 and 3 extras.
 */
export function buildScenes(brief: Brief, plan: TPlan, world: TWorld, cast: Cast, pack: Pack): Paragraph[] {
  const s = sceneOf(brief, plan, world, cast, pack);
  const call = callLines(s);
  const journey = journeyLines(s);
  const sights = sightLines(s);
  const paragraphs: Paragraph[] = [
    { kind: 'opening', lines: openingLines(s) },
    ...(s.away
      ? [
          { kind: 'journey', lines: journey },
          { kind: 'call', lines: [...call, ...themeLine(s, 'met'), ...sights] },
        ]
      : [
          { kind: 'call', lines: call },
          { kind: 'journey', lines: [...journey, ...sights] },
        ]),
    { kind: 'problem', lines: problemLines(s) },
    { kind: 'attempt', lines: attemptLines(s) },
    { kind: 'help', lines: helpLines(s) },
    { kind: 'solve', lines: solveLines(s) },
    { kind: 'resolution', lines: resolutionLines(s) },
    { kind: 'home', lines: homeLines(s) },
    { kind: 'bedtime', lines: bedtimeLines(s) },
  ];
  for (const p of paragraphs) if (IN_WORLD.has(p.kind)) for (const l of p.lines) l.inWorld = true;
  for (const p of paragraphs) if (LATE.has(p.kind)) for (const l of p.lines) l.late = true;
  // At home before setting off: the opening, and the call unless the story met the trouble first.
  for (const p of paragraphs)
    if (p.kind === 'opening' || (p.kind === 'call' && !s.away)) for (const l of p.lines) l.early = true;
  // "crickets": the scenery speaks of no dragonflies either, only the parent's own kind (the
  // plot's own beats are told as written).
  const first = brief.interests[0];
  const otherKind = first === undefined ? undefined : otherKinds(first);
  if (otherKind !== undefined)
    for (const p of paragraphs)
      for (const l of p.lines)
        if (l.priority >= 1 && !/^(?:plan|twist)\./.test(l.role)) l.avoid = alsoAvoiding(l.avoid, otherKind);
  // From seven, the grown-up walks beside the child, hand in hand only where no other telling is:
  // panel 68 heard "Holding a grown-up's hand, Kwame tiptoed out" for a boy of eight.
  if (brief.child.age >= HOLDS_NO_HAND_FROM)
    for (const p of paragraphs)
      for (const l of p.lines)
        if (ALONG.test(l.role)) l.avoid = alsoAvoiding(l.avoid, (text) => HAND.test(text));
  return paragraphs.filter((p) => p.lines.length > 0);
}

const HOLDS_NO_HAND_FROM = 7;
const ALONG = /^(?:frame|member)\.along(?:_home|_help)?$/;
const HAND = /\b(?:hand|hands|holding on tight)\b/i;

/** Under this age the grown-up from home who walks out with the child stands by at the problem too. */
const STANDS_BY_UNDER = 6;

function sceneOf(brief: Brief, plan: TPlan, world: TWorld, cast: Cast, pack: Pack): Scene {
  // Siblings: the solver's interest solves the problem, each other child has an idea that matters,
  // every child's interest is set up at home; a lone child's second and third interests add colour.
  const sibs = siblingsOf(brief);
  const [first, second, third] = sibs === undefined ? brief.interests : [sibs.solver.interests[0]];
  const fixer = taughtTheFix(brief, first, plan.kind);
  // The flying bed, or the bath that turned into a boat, is the journey.
  const flies =
    ((brief.twist?.shape === 'can-fly' || brief.twist?.shape === 'rides') &&
      cast.vehicle?.id === 'twist-vehicle') ||
    (brief.twist?.shape === 'leads-to' && throughIt(plan));
  // The one who walks out with a young child does not also wave them off from the window (panel
  // 42: "Teta ... waved a spotted hanky as Yara set off", then "so Teta came along").
  // They stay beside the child until home (tell/personal.ts): steering the boat counts too, and
  // nobody goes out with a child who goes there in a dream (tell/scenes-home.ts).
  const onFoot = onFootYoung(brief, plan, world, flies);
  const afloat = !onFoot && aboardYoung(brief, cast, world);
  const goesAlong = onFoot || (opensAwayYoung(brief, plan, world) && !opensInADream(plan)) || afloat;
  // Home by boat: the way back is not walked.
  const homeAvoid = afloat ? { avoid: (text: string) => HOME_ON_FOOT.test(text) } : {};
  const walker = goesAlong ? walksAlong(brief, pack.family.along_groups) : undefined;
  // Walked out to where the plot's vehicle takes the child on (the bubble at the shore): the
  // grown-up waits there, never beside the child under the sea (panel 87).
  const waits = goesAlong && !onFoot && !afloat && plan.cast.vehicle !== undefined && !flies;
  /** Beside the child in the thick of it: the one who walked out, unless they wait behind. */
  const beside = waits ? undefined : walker;
  // No grown-up the parent named can go: the one from home (frame.along) stays along too. Beside
  // the youngest they stand by at the problem too; an older child's grown-up is heard going and
  // coming home only (panel 64 heard "the grown-up holds back" in 9 stories of 15).
  const fromHome =
    walker === undefined && goesAlong
      ? [
          ...(brief.child.age < STANDS_BY_UNDER && !waits
            ? put('help', pack.frame.along_help, 'frame.along_help', 1)
            : []),
          ...put('home', pack.frame.along_home, 'frame.along_home', 1, homeAvoid),
        ]
      : [];
  // A member's habit lends its way to the twist's own cure (Uncle Fergus who fixes clocks, at the
  // music box that won't play), else to the plot's fix; never both.
  const habitTwist = habitTheTwist(brief, pack, beside);
  const habitFix = habitTwist === undefined ? habitTheFix(brief, plan.kind, pack, fixer, beside) : undefined;
  const along = (habitFix ?? habitTwist)?.along === true;
  // The aunt who came along and knits: her scarf, there and then, instead of a nod from behind.
  const acts = memberActs(brief, pack, fixer, walker, afloat, waits).filter(
    (l) => !along || l.line.role !== 'member.along_help',
  );
  const placed: Placed[] = [
    ...acts,
    ...fromHome,
    ...petLines(
      brief,
      plan.kind,
      first?.entry.help[plan.kind] !== undefined,
      {
        sleepsWhere: pack.frame.pet_sleeps,
        habit: pack.frame.pet_habit,
        natures: pack.frame.pet_natures,
        ...(pack.frame.pet_old === undefined
          ? {}
          : { old: { text: pack.frame.pet_old, words: pack.frame.pet_old_words } }),
      },
      plan.journey !== undefined,
    ),
    ...withHabitAtTheCure(
      twistLines(brief, plan, pack, cast.vehicle, cast.companion, cast.object),
      habitTwist,
    ),
    ...jokeLines(brief, pack, sleepsOnceHelped(plan, cast)),
    ...notesLines(brief, pack),
    // "being patient with her little sister": practised with Edie at home, this evening.
    ...(learnedAtHome(brief)
      ? put('opening', brief.learning?.entry.with_member, 'learning.scene', 1, {
          member: brief.learning?.member,
          ...learningVars(brief),
        })
      : []),
  ];
  return {
    brief,
    fixer,
    fixerAlong: fixer !== undefined && fixer === beside,
    habitFix,
    plan,
    world,
    pack,
    frame: pack.frame,
    kind: plan.kind,
    sibs,
    first,
    second,
    third,
    solverHero: sibs?.solver,
    other: sibs?.others[0],
    placed,
    setting: settingLines(brief, cast, pack),
    season: seasonLines(brief),
    away: plan.meet === 'away',
    homeFirst: world.id === 'dream' || plan.opens_away === true,
    flies,
    travels: plan.journey !== undefined || flies,
    worldFits: !world.indoors || plan.indoors,
    young: brief.child.level === 'beginner',
    outdoors: !plan.indoors,
    onFootYoung: onFootYoung(brief, plan, world, flies),
    opensAwayYoung: opensAwayYoung(brief, plan, world),
    aboardYoung: aboardYoung(brief, cast, world),
    // On the way by boat or through the air, nobody goes on foot.
    notOnTheWay:
      cast.vehicle?.tags.includes('water') === true
        ? afloatNotHere(pack.frame, cast.vehicle.tags.includes('deep-water'))
        : cast.vehicle?.tags.includes('flying') === true
          ? aloftNotHere(pack.frame)
          : // Nor indoors a fallen log or a rock (panel 36: a cat "tiptoed along a fallen log" in the attic).
            plan.indoors
            ? indoorsNotHere(pack.frame)
            : undefined,
    helpNotHere: helpNotHere(pack.frame, cast.object, plan),
    notTheCompanion: kindOf(cast.companion),
    companionSleeps: sleepsOnceHelped(plan, cast),
  };
}

/** The companion is the one helped, and falls asleep once helped (a sleepless kitten). */
const sleepsOnceHelped = (plan: TPlan, cast: Cast): boolean =>
  (plan.kind === 'sleepless' || plan.sleeps_once_helped) &&
  cast.object !== undefined &&
  cast.object === cast.companion;

function journeyLines(s: Scene): LineReq[] {
  const { brief, plan, placed } = s;
  const journeyText = s.flies ? undefined : plan.journey;
  return [
    // A young child never walks out at dusk with only the companion (a panel heard a four-year-old
    // go down the lane with a pony): a grown-up of the family walks out with them, met away or not.
    // One who went out in the opening (tell/scenes-home.ts) is already with them.
    ...(s.onFootYoung && !s.opensAwayYoung ? grownUpLines(s, 'along') : []),
    ...(s.away && !s.homeFirst ? at(placed, 'set_off') : []),
    // "They followed the narrow path" with nobody there yet but the child (a panel's "they?").
    ...line(journeyText, 'plan.journey', 0, {
      alone: s.away && !s.onFootYoung && !s.opensAwayYoung && !s.aboardYoung && brief.heroes.length < 2,
    }),
    ...(s.aboardYoung && !s.flies ? grownUpLines(s, 'aboard') : []),
    // The pet along on the way: by boat or through the air, a tortoise does not plod part of it.
    ...aboardOnceTurned(
      s,
      wayFirst(s, at(placed, 'journey')).map((l) =>
        s.notOnTheWay === undefined || l.notHere !== undefined ? l : { ...l, notHere: s.notOnTheWay },
      ),
    ),
    // On the way means before they get there: "they were halfway before they knew it" was heard
    // after "they reached the nook" (the twenty-third panel).
    ...onTheWayLines(s),
    // What the world shows on arrival is out of place where the plot has not got it: no humming
    // flowers in a library of sleeping books (panel 64).
    ...(s.travels && s.worldFits
      ? line(s.world.arrive, 'world.arrive', 1, { ...otherThanTheCompanion(s), inWorld: true })
      : []),
    // Met on arrival, the companion is not there yet: what is met on arrival comes after the call
    // (panel 17: "'Careful,' said Sofia" before "a girl named Sofia came out of the corn").
    ...(s.away ? [] : at(placed, 'arrive')),
    // The theme's own line (the magic of a magic story), whatever the plot carries.
    // Met out there, the companion is not met yet on the way: the theme's line comes once they
    // have met (no "Amara whispered a tiny spell" before Amara is there).
    ...(s.away ? themeLine(s, 'unmet') : themeLine(s)),
    ...lines(plan.details.journey, 'plan.details', 2),
  ];
}

/**
 * The theme's own line (the magic of a magic story), whatever the plot carries. Met out there,
 * on the way it is told without the companion (not met yet: "Amara whispered a tiny spell" came
 * before Amara), and only when every line names them, once they have met.
 */
function themeLine(s: Scene, companion?: 'unmet' | 'met'): LineReq[] {
  // Indoors (a library at the top of the stairs), no fantasy country of towers, roads and bridges:
  // panel 50 heard "exactly the kind of country where a princess might be off on a quest" there.
  const told = (text: TText | undefined) =>
    line(text, 'theme.keep', 1, s.outdoors ? {} : { notHere: s.notOnTheWay });
  const keep = s.brief.theme?.keep;
  if (keep === undefined || companion === undefined) return told(keep);
  const unmet = textWithout(keep, '{companion.');
  return companion === 'unmet' ? told(unmet) : unmet === undefined ? told(keep) : [];
}

/**
 * Through the wardrobe first, then the cat on the way: what goes along goes once the way is found
 * (a panel-style read heard the cat ride on a lap before the bathtub opened).
 */
function wayFirst(s: Scene, journey: LineReq[]): LineReq[] {
  if (!s.flies) return journey;
  const way = journey.filter((l) => l.role === 'twist.premise' || l.role === 'twist.middle');
  return [...way, ...journey.filter((l) => !way.includes(l))];
}

/**
 * A young child's grown-up aboard once there is something to be aboard: after the bath has turned
 * into the boat, before it sails ("A grown-up from home steered the bath", then "It fizzed!").
 */
function aboardOnceTurned(s: Scene, journey: LineReq[]): LineReq[] {
  if (!s.aboardYoung || !s.flies) return journey;
  const turned = journey.findIndex((l) => l.role === 'twist.premise') + 1;
  return [...journey.slice(0, turned), ...grownUpLines(s, 'aboard'), ...journey.slice(turned)];
}

/**
 * A panel heard kite facts straight after "the star shone again": a story that travels tells the
 * child's fact on the way, as talk with the friend; one at home keeps it for after the fix.
 */
function factOnTheWay(s: Scene): boolean {
  // One animal of several ("crickets") keeps its fact where its own kind's is sure to be told.
  const oneOfSeveral = s.first !== undefined && otherKinds(s.first) !== undefined;
  return s.travels && s.other === undefined && s.third === undefined && !oneOfSeveral;
}

/** The sights, seen on the way or on arrival: in the world, whichever paragraph holds them. */
function sightLines(s: Scene): LineReq[] {
  const { frame, young, first, second, other } = s;
  const counting = counts(s);
  const sights: LineReq[] = [
    ...(!s.outdoors
      ? []
      : other === undefined
        ? line(second?.entry.sight ?? first?.entry.sight, 'interest.sight', 2, {
            ...genericVars(second ?? first),
            // Seen where the story is: no old stone arch on a space station (panel 65).
            inWorld: true,
          })
        : line(other.interests[0]?.entry.sight, 'interest.sight', 2, {
            ...ownVars(other.interests[0], other),
            inWorld: true,
          })),
    // A beginner's long story counts what it meets on the way (onTheWayLines), in place of small talk.
    ...lines(frame.wonder, 'frame.wonder', counting ? 0 : young ? 2 : 1),
    ...(young ? lines(frame.refrain, 'frame.refrain', 1) : []),
    ...lines(frame.chat, 'frame.chat', counting ? 1 : young ? 2 : 1),
    ...(s.worldFits
      ? lines(s.world.sights, 'world.sights', young ? 4 : 2).map((l) => ({
          ...l,
          ...otherThanTheCompanion(s, l),
        }))
      : []),
    // The fact the child loves is told to the friend as they go, not dropped into the celebration;
    // last, so the sights come between it and the interest's own sight.
    ...(factOnTheWay(s) ? line(first?.entry.fact, 'interest.fact', 2, genericVars(first)) : []),
  ];
  for (const l of sights) {
    l.inWorld = true;
    // On the water, a sight of the way on foot is told another way where one can be.
    if (s.notOnTheWay !== undefined && l.notHere === undefined) l.notHere = s.notOnTheWay;
  }
  return sights;
}

function problemLines(s: Scene): LineReq[] {
  const { plan } = s;
  const riddle = riddleHelp(s);
  const worry = s.brief.worry;
  // A blind panel heard "something in the corner" for a three-year-old whose parent put the dark
  // on the fears list: a fear is kept out, and comforted at bedtime, never met on the way.
  // At home, in the child's own room, nobody "knew nobody here": the new-place lines are for a
  // night out (panel 87 heard Priya shy of the toys' friends in her own bedroom).
  const home = s.world.id === 'home' && s.plan.indoors;
  const text = worry?.entry.felt;
  const feltText = text === undefined || !home ? text : textWithout(text, NEW_PLACE);
  const felt = worry?.fromFears === true ? [] : line(feltText, 'worry.felt', 1, worryVars(s.brief));
  const feltFirst = worry?.entry.felt_at !== 'problem';
  return [
    ...(s.away ? at(s.placed, 'arrive') : []),
    // Where the parent said it is, by the parent's own word ("the foggy marsh"): tell/setting-lines.ts.
    ...(s.world.id === 'home' ? [] : s.setting.here),
    ...(feltFirst ? felt : []),
    ...line(plan.problem, 'plan.problem', 0),
    // The frame's own riddle for an interest with none says its magic itself: not said twice.
    ...(riddle === undefined || riddle === s.frame.riddle_generic
      ? []
      : line(s.frame.riddle_for_the_reader, 'frame.riddle', 0)),
    ...at(s.placed, 'problem'),
    ...(feltFirst ? [] : felt),
    ...lines(plan.details.problem, 'plan.details', 2),
    ...(s.young ? lines(s.frame.refrain, 'frame.refrain', 1) : []),
    // Already there: the world is seen, not crossed to (panel 62 heard "They crossed a creaky
    // plank bridge" while the band waited in the town square).
    ...(s.travels || !s.worldFits || s.world.arrive === undefined
      ? []
      : line(textPreferring(s.world.arrive, ON_THE_MOVE), 'world.arrive', 2, { inWorld: true })),
  ];
}

/** Words of a worry's moment that are only said somewhere new (tell/scenes.ts problemLines). */
const NEW_PLACE = /\bhere\b|this place|on the way|knew nobody|new place|arriving somewhere/;

const ON_THE_MOVE =
  /\b(?:crossed|walked|followed|climbed over|hopped over|went (?:over|through|past|along|down|up)|came to|on the way)\b/i;

function attemptLines(s: Scene): LineReq[] {
  // A failed try is never what the interest then does to fix it (tell/means.ts).
  const fix = s.first?.entry.help[s.kind];
  // A family saying about trying again comes after a first try: the plot's try is always told.
  const inPlot = s.brief.learning?.entry.in_plot !== undefined;
  const tries = [
    ...lines(s.frame.attempts[s.kind], 'frame.attempts', s.young ? 3 : 1),
    // So does a goal of not giving up, which is told after it (learning `in_plot`).
    ...line(s.plan.attempt, 'plan.attempt', aboutTrying(s.brief, s.pack) || inPlot ? 0 : 1),
  ].map((l) => (fix === undefined ? l : { ...l, fix }));
  return [
    ...tries,
    ...learningInPlot(s.brief),
    ...at(s.placed, 'attempt'),
    ...(s.young ? lines(s.frame.refrain, 'frame.refrain', 1) : []),
  ];
}

/** Who helps: the family and pets, each other sibling's idea, the learning goal, the character. */
function helpLines(s: Scene): LineReq[] {
  const { brief } = s;
  // The twist's prompt ("you know about things like this, don't you?") comes last, just before
  // the fix it leads to, and apart from its encouragement after the try (panel 30 heard a talking
  // teapot give two pieces of advice in a row).
  const placed = at(s.placed, 'help');
  const prompt = placed.filter((l) => l.role === 'twist.solve');
  return [
    ...placed.filter((l) => l.role !== 'twist.solve'),
    ...(s.sibs?.others ?? []).flatMap((h) => siblingIdea(h, s.kind, s.pack)),
    ...(learnedAtHome(brief) ? [] : learningScene(brief, s.world)),
    ...line(brief.character?.entry?.does, 'character.does', 2),
    ...line(brief.character?.trait?.does, 'character.trait', 1),
    ...lines(s.plan.details.attempt, 'plan.details', 2),
    ...(s.worldFits ? lines(s.world.sights, 'world.sights', 1) : []),
    ...prompt,
  ];
}

/** Kinds whose object is not there to look at until it is solved (lost, scattered far and wide). */
const OBJECT_AWAY: ReadonlySet<string> = new Set(['missing', 'scattered']);

function solveLines(s: Scene): LineReq[] {
  // "Noor looked at the pearl up close. What was wrong?" while the pearl was still lost.
  const tryAgain = OBJECT_AWAY.has(s.kind) ? textWithout(s.frame.try_again, '{object.') : s.frame.try_again;
  return [
    ...line(tryAgain, 'frame.try_again', 3),
    // "his grandad taught him to bowl": remembered just before Ravi bowls the trouble away.
    // Out there beside the child, the one who taught it is there, not remembered (panel 66 heard
    // Oskar "remember" Grandpa Sven, who had walked out with him).
    ...(s.fixer === undefined
      ? []
      : line(
          (s.fixerAlong ? s.pack.family.taught_fix_along : undefined) ?? s.pack.family.taught_fix,
          'member.taught',
          1,
          { member: s.fixer },
        )),
    // "Grandad Bill who fixes radios": his way, just before the child's own fix.
    ...(s.habitFix === undefined
      ? []
      : line(s.habitFix.text, 'member.habit_fix', 1, { member: s.habitFix.member })),
    ...(s.plan.solve !== undefined
      ? plotSolve(s, s.plan.solve)
      : (riddleSolve(s) ??
        line(s.first?.entry.help[s.kind], 'interest.help', 0, {
          ...ownVars(s.first, s.solverHero),
          ...(s.helpNotHere === undefined ? {} : { notHere: s.helpNotHere }),
          fallback: withHero(plainHelp(s.first, s.kind, s.pack), s.solverHero),
          plainer: withHero(plainerHelp(s.first, s.kind, s.pack), s.solverHero),
        }))),
  ];
}

/** {interest} in the parent's words, for a line any interest may tell (a plot's own fix, a riddle). */
function theirInterestVars(s: Scene): Record<'interest' | 'Interest', string> {
  return interestVars(interestWords(s.first) ?? 'the thing they loved best');
}

/** The interest's own riddle at a riddle that asks each reader about what they know best. */
function riddleSolve(s: Scene): LineReq[] | undefined {
  const riddles = riddleHelp(s);
  if (riddles === undefined) return undefined;
  const own = ownVars(s.first, s.solverHero);
  return line(riddles, 'interest.help', 0, {
    ...own,
    // The frame's riddle for an interest with none of its own asks about it by its word.
    vars: { ...theirInterestVars(s), ...own.vars },
    fallback: withHero(plainHelp(s.first, s.kind, s.pack), s.solverHero),
    plainer: withHero(plainerHelp(s.first, s.kind, s.pack), s.solverHero),
  });
}

/** The plot's own fix (ZPlan.solve), told with the child's interest in the parent's words. */
function plotSolve(s: Scene, text: TText): LineReq[] {
  return line(text, 'interest.help', 0, {
    vars: theirInterestVars(s),
    ...(s.solverHero === undefined ? {} : { hero: s.solverHero.child }),
  });
}

function resolutionLines(s: Scene): LineReq[] {
  const { brief, third, other, young } = s;
  const beat = line(brief.worry?.entry.beat, 'worry.beat', 2, worryVars(brief));
  // Missing someone who died is the paragraph's last, quiet word: a basketball fact came straight
  // after "When we miss someone, we can keep them close by telling their stories".
  const last = brief.worry?.entry.gone === true;
  return [
    ...line(s.plan.resolution, 'plan.resolution', 0),
    ...at(s.placed, 'resolution'),
    // "a robot who wants to dance": once the trouble is over, it dances.
    ...line(brief.character?.trait?.end, 'character.end', 1),
    ...(last ? [] : beat),
    // No fact of the child's one interest here: twelve of fifteen stories a panel read had one
    // "bolted on after the fix". It is told on the way (sightLines), or not at all: at home the
    // setup and the help already say what the child knows.
    ...(other === undefined
      ? third === undefined
        ? []
        : // A third interest is named too: its fact at the close, kept as the second's setup is.
          line(third.entry.fact, 'interest3.fact', brief.length === 'short' ? 2 : 1, genericVars(third))
      : line(other.interests[0]?.entry.fact, 'interest.fact', 2, ownVars(other.interests[0], other))),
    ...lines(celebrateOf(s), 'frame.celebrate', young ? 2 : 1),
    ...lines(s.plan.details.resolution, 'plan.details', 2),
    ...(last ? beat : []),
  ];
}

/** A companion who has just fallen asleep is celebrated, and said goodbye to, in a whisper. */
function celebrateOf(s: Scene): TFrame['celebrate'] {
  return s.companionSleeps ? (s.frame.celebrate_asleep ?? s.frame.celebrate) : s.frame.celebrate;
}
function goodbyeOf(s: Scene): TFrame['goodbye'] {
  return s.companionSleeps ? (s.frame.goodbye_asleep ?? s.frame.goodbye) : s.frame.goodbye;
}

/** "The way home was back through the wardrobe": the twist that was the way there is the way back. */
const backThroughIt = (s: Scene): boolean => s.flies && s.brief.twist?.shape === 'leads-to';

function homeLines(s: Scene): LineReq[] {
  const { plan, placed } = s;
  if (!s.travels)
    return [
      // A plot that opens out of the house (the park at the edge of town) comes home too.
      ...(plan.opens_away ? wayHome(s, plan.home ?? s.world.home) : line(plan.home, 'plan.home', 2)),
      ...at(placed, 'home'),
      ...s.season.home,
      ...line(goodbyeOf(s), 'frame.goodbye', 2),
    ];
  // A young child walking home is walked home: the companion says goodbye at the door (a sleeping
  // one is whispered good night where it sleeps).
  const goodbye = line(goodbyeOf(s), 'frame.goodbye', 2);
  const atDoor = (s.onFootYoung || s.opensAwayYoung) && !s.companionSleeps;
  return [
    ...(atDoor ? [] : goodbye),
    // Back through the wardrobe (the twist's own line, among the placed) is the way home instead.
    ...(backThroughIt(s) ? [] : wayHome(s, plan.home ?? s.world.home)),
    // The way home (the grown-up's piggyback, the pet trotting ahead) before the arrival: panel 78
    // heard Poppy curl her toes in her warm socks indoors, and then be carried the last few steps.
    ...at(placed, 'home'),
    ...lines(plan.details.home, 'plan.details', 1),
    // A plot in the house (down the hall to the bathroom) never left the parent's cabin: no "back".
    ...(s.world.id === 'home' ? [] : s.setting.home),
    ...(atDoor ? goodbye : []),
    ...s.season.home,
    ...(plan.home === undefined ? line(s.frame.arrive_home, 'frame.arrive_home', 3) : []),
  ];
}

/**
 * The way home is always told: panel 82 heard Elodie mend a bridge by a brook and then whisper
 * "In the morning" to her ceiling, with nothing between (a full story had dropped it). A story
 * over its length tells it in a few words (frame.yaml `home_short`) rather than not at all.
 */
function wayHome(s: Scene, text: TText | undefined): LineReq[] {
  const short = s.frame.home_short;
  return line(
    text,
    'plan.home',
    1,
    short === undefined ? {} : { atLeast: { text: short, role: 'plan.home', priority: 0 } },
  );
}

/** The close. The refrain is a going-on line ("On and onward went Sol and Rocco"): never once it is over. */
function bedtimeLines(s: Scene): LineReq[] {
  const { brief, frame } = s;
  // Into bed first, then the last thoughts: "Kofi snuggled down, picturing the new classroom"
  // was heard before "Kofi climbed into bed".
  // Out of a dream the child is in bed already, asleep: turning over, never climbing in (panel 64
  // heard "ready at last for sleep" after a whole dream).
  const more =
    at(s.placed, 'bedtime').length > 0 ||
    brief.worry?.entry.closing !== undefined ||
    echoOfLearning(brief) !== undefined;
  const tuckIn = s.world.id === 'dream' ? dreamTuckIn(frame, more) : frame.tuck_in;
  return [
    ...line(tuckIn, 'frame.tuck_in', brief.family.length === 0 ? 1 : 3),
    ...at(s.placed, 'bedtime'),
    ...line(worryText(brief.worry?.entry.closing, brief), 'worry.closing', 1, worryVars(brief)),
    ...line(echoOfLearning(brief), 'learning.echo', 2, learningVars(brief)),
    ...(s.sibs === undefined
      ? line(frame.sleep, 'frame.sleep', 0, dryUnlessRainy(brief))
      : line(s.pack.siblings.bedtime, 'siblings.bedtime', 0)),
  ];
}

/**
 * Out of a dream the child is in bed already. With nothing left but sleep, they turn over without
 * waking; with more to tell (the pet, the worry, the goal), they half wake first: panel 82 heard
 * Kwame "smile in his sleep", then murmur, wonder and hum, then fall asleep.
 */
function dreamTuckIn(frame: TFrame, more: boolean): TText | undefined {
  return (more ? frame.tuck_in_dream_awake : undefined) ?? frame.tuck_in_dream ?? frame.tuck_in;
}

const RAIN = /\b(?:rain|raindrops?|drizzle|pitter|patter)\b/i;

/**
 * Rain on the roof at bedtime only on a rainy night the parent asked for, and then it is the
 * rain they fall asleep to: after "the moon rose over the bay", "the rain tapped in the gutters"
 * is another night's weather (panel 76).
 */
function dryUnlessRainy(brief: Brief): Partial<LineReq> {
  return brief.season?.id === 'rainy' ? { prefer: (template) => RAIN.test(template) } : { notHere: RAIN };
}

/** The solver and the other children of a story for siblings; undefined for one child. */
function siblingsOf(brief: Brief): Siblings | undefined {
  const solver = brief.heroes[brief.solver];
  if (brief.heroes.length < 2 || solver === undefined) return undefined;
  return { solver, others: brief.heroes.filter((h) => h !== solver) };
}

const IN_WORLD = new Set(['journey', 'problem', 'attempt', 'help', 'solve', 'resolution']);
/** After the solve: whoever fell asleep there stays asleep. */
const LATE = new Set(['resolution', 'home', 'bedtime']);

/** Keeps the companion's kind out of a line, beside whatever the line already keeps out. */
function otherThanTheCompanion(s: Scene, l?: LineReq): Partial<LineReq> {
  const kind = s.notTheCompanion;
  return kind === undefined ? {} : { avoid: alsoAvoiding(l?.avoid, (t) => kind.test(t)) };
}

/** The member's way, told just before the twist's own cure (the condition's `twist.solve` line). */
function withHabitAtTheCure(lines: Placed[], habit: { member: Member; text: TText } | undefined): Placed[] {
  const cure = lines.findIndex((l) => l.line.role === 'twist.solve');
  const at = lines[cure];
  if (habit === undefined || at === undefined) return lines;
  const told = { text: habit.text, role: 'member.habit_fix', priority: 1 as const, member: habit.member };
  return [...lines.slice(0, cure), { where: at.where, line: told }, ...lines.slice(cure)];
}

/** The goal names a member at home and has a scene with them: told there, not out on the adventure. */
function learnedAtHome(brief: Brief): boolean {
  return brief.learning?.member !== undefined && brief.learning.entry.with_member !== undefined;
}

/** Practised at home with a sister, the bedtime echo never says it was done with the companion. */
function echoOfLearning(brief: Brief): TText | undefined {
  const echo = brief.learning?.entry.echo;
  return echo !== undefined && learnedAtHome(brief) ? textPreferring(echo, /\{companion/) : echo;
}
