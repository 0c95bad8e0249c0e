import pluralize from 'pluralize';
import type { Pack } from '../pack/compile.js';
import { matchKey } from '../pack/compile.js';
import type { TCastEntity, TPlan, TText } from '../pack/schema.js';
import { textPreferring, textSaying, textWithout, wholeWordSource } from '../pack/text.js';
import type { Brief, Member, TwistUse } from '../read/types.js';
import type { LineReq, Priority } from './scene-lines.js';
import { bigSizedCondition, bigSizedShape, isBig } from './size.js';
import { metFirst } from './first-sight.js';
import { outOfReach } from './sky.js';
import { twistVars } from './vars.js';
import { copyable, doneOnlyByItself, inPlace, movesAbout, withoutManner } from './twist-copied.js';
import { taughtAtHome } from './taught.js';
import { isCreature } from '../read/twist-where.js';
import { foundIn } from './found-in.js';
import { powerFor } from './powers.js';
import { stuffLines, stuffOf } from './stuff.js';
import { facedLines } from './faced.js';
import { shownQuality } from './quality.js';
import { companionAsTwist, twistIsCompanion, twistPronounsOf, withoutSelfTalk } from './twist-companion.js';
import { HOME_ON_FOOT } from './young.js';
import { introOf } from './twist-intro.js';

/**
 * Where each thing the parent typed acts in the story. Every family member acts twice (more
 * when there are fewer of them), every pet is named at home, does something in the middle and
 * is there at bedtime, the twist is the premise and comes back at the end.
 */
export interface Placed {
  where:
    | 'opening'
    | 'call'
    | 'set_off'
    | 'journey'
    | 'arrive'
    | 'problem'
    | 'attempt'
    | 'help'
    | 'resolution'
    | 'home'
    | 'bedtime';
  line: LineReq;
}

export const put = (
  where: Placed['where'],
  text: TText | undefined,
  role: string,
  priority: Priority,
  extra: Partial<LineReq> = {},
): Placed[] => (text === undefined ? [] : [{ where, line: { text, role, priority, ...extra } }]);

/**
 * One far away where the parent said ("her Nana Fatima who lives in Lahore"): the lines saying the
 * place are told first; with no place said, none of them is (a place is never made up).
 */
function whereSaid(text: TText | undefined, m: Member, first = true): TText | undefined {
  if (text === undefined) return undefined;
  if (m.where === undefined) return textWithout(text, '{member.where}');
  return first ? textSaying(text, '{member.where}') : text;
}

/** Lines of one far away that say another way of keeping in touch than the notes do. */
const OTHER_WAY = {
  calls: /\b(?:letters?|postcards?|parcels?|cards?|envelopes?|notes?|boxes|box)\b/i,
  post: /\b(?:video call|calls?|called|phoned?|phone|tablet|screen|camera)\b/i,
} as const;
const SAID_WAY = { calls: /\b(?:call|phone)/i, post: /\b(?:letter|postcard|parcel)/i } as const;

/** A far member's lines tell the way the notes say they keep in touch, first, and never another. */
function inTouchAsSaid(m: Member): Partial<LineReq> {
  if (m.inTouch === undefined) return {};
  const other = OTHER_WAY[m.inTouch];
  const said = SAID_WAY[m.inTouch];
  return { avoid: (text) => other.test(text), prefer: (template) => said.test(template) };
}

/**
 * `fixer`: the member who taught the child tonight's fix, remembered at the fix (tell/taught.ts);
 * `walker`: the one who walks out with a young child, who sends nobody off.
 */
export function memberActs(
  brief: Brief,
  pack: Pack,
  fixer?: Member,
  walker?: Member,
  afloat = false,
  waits = false,
): Placed[] {
  const groups = new Map(pack.family.groups.map((g) => [g.id, g]));
  const members = brief.family;
  return members.flatMap((m: Member, i) => {
    const g = groups.get(m.group);
    if (g === undefined) return [];
    const extra = { member: m, ...inTouchAsSaid(m) };
    const role = (moment: string) => `member.${moment}`;
    const acts: Placed[] = [];
    // Away close by tonight (at work, in hospital): never at home, never far; the worry tells them.
    if (m.nearby === true) return acts;
    // Their own words, when the parent gave them: the saying is their help, the name they call
    // the child is their good night (at home: one far away is not there to whisper it).
    const saying = m.saying === undefined ? undefined : pack.family.saying;
    const saidThere = m.saying === undefined ? undefined : (pack.family.along_saying ?? saying);
    const calls = m.calls === undefined ? undefined : pack.family.calls;
    // What they taught the child, when it is not tonight's fix: told at home, near or far.
    acts.push(...put('opening', taughtAtHome(m, fixer, pack), role('taught'), 1, extra));
    if (m.far) {
      // The worry that is about them says they are away, at home and at bedtime: said once each
      // (panel 66 heard "Mum was away tonight" and then "Mum was away on an oil rig just now").
      const worriedFor = brief.worry?.member === m;
      // Where they live is said on first mention; at bedtime, the way they keep in touch may be.
      if (!worriedFor) acts.push(...put('opening', whereSaid(g.far, m), role('far'), 1, extra));
      // Never there in person: the middle is a message, a gift, a thought of them.
      acts.push(
        ...put('help', saying ?? pack.family.far_help, role('help'), i === 0 || saying ? 1 : 2, extra),
      );
      if (!worriedFor) acts.push(...put('bedtime', whereSaid(g.far, m, false), role('far'), 1, extra));
      return acts;
    }
    if (i === 0) acts.push(...put('opening', g.opening, role('opening'), 1, extra));
    // What they always do, as the parent said it ("who tells terrible jokes"): at home, before bed.
    // A bedtime habit is told at bedtime: "Grandpa Kofi, who tells the best stories" told none
    // while the evening began (panel 25).
    // Panel 68: "Everyone knew that Grandad Olaf told sea stories", and he told none: tonight he
    // does, and that is his bedtime (no music box wound up as well).
    const tonight = m.habit !== undefined && TONIGHT.test(m.habit) ? pack.family.habit_tonight : undefined;
    if (m.habit !== undefined)
      acts.push(
        ...(AT_BEDTIME.test(m.habit)
          ? put('bedtime', tonight ?? pack.family.habit, role('habit'), 1, extra)
          : put('opening', pack.family.habit, role('habit'), 1, extra)),
      );
    const bedtime = tonight !== undefined && calls === undefined ? undefined : (calls ?? g.bedtime);
    // What they have, as the parent said ("an allotment with giant marrows"): talked of at home.
    if (m.has !== undefined) acts.push(...put('opening', pack.family.has, role('has'), 1, extra));
    if (m === walker) {
      // Waiting behind, their words are remembered out there, as a far member's are.
      acts.push(...alongActs(pack, waits ? saying : saidThere, afloat ? homeByWater(extra) : extra, waits));
      acts.push(...put('bedtime', bedtime, role(calls ? 'calls' : 'bedtime'), 1, wasThere(extra)));
      return acts;
    }
    if (i === 1 || (members.length === 1 && !m.stayHome))
      acts.push(...put('set_off', g.send_off, role('send_off'), i === 1 ? 1 : 2, extra));
    if (saying !== undefined) acts.push(...put('help', saying, role('saying'), 1, extra));
    else if (i === 2 || members.length <= 2)
      acts.push(...put('help', g.help, role('help'), i === 2 ? 1 : 2, extra));
    acts.push(...put('bedtime', bedtime, role(calls ? 'calls' : 'bedtime'), 1, extra));
    return acts;
  });
}

/**
 * The one who went out with a young child is there until home (panel 52 heard Aunt Fatima walk
 * out with Hugo, vanish, and be told "all about it" at bedtime): beside the child in the thick of
 * it (their own words when the parent gave them), and going home together. Nobody sends them off.
 */
function alongActs(pack: Pack, saying: TText | undefined, extra: Partial<LineReq>, waits: boolean): Placed[] {
  // Waiting where the plot's vehicle took the child on: thought of out there, found waiting after.
  const { along_help, along_home, along_waiting, along_waited } = pack.family;
  const help = saying ?? (waits ? along_waiting : along_help);
  const home = waits ? (along_waited ?? along_home) : along_home;
  return [
    ...put('help', help, saying ? 'member.saying' : 'member.along_help', 1, extra),
    ...put('home', home, 'member.along_home', 1, extra),
  ];
}

/** Home by boat with the one who steered: the way back is not walked. */
function homeByWater(extra: Partial<LineReq>): Partial<LineReq> {
  const avoid = extra.avoid;
  return { ...extra, avoid: (text) => HOME_ON_FOOT.test(text) || avoid?.(text) === true };
}

/** Told about the adventure is for one who stayed home: the one who went along was there. */
const TOLD_ABOUT =
  /\b(?:told|tell|tells|telling|whispered)\b[^.!?]*\b(?:about|all about|the whole story|the story of|the adventure)\b|\bheard all about\b/i;

function wasThere(extra: Partial<LineReq>): Partial<LineReq> {
  const avoid = extra.avoid;
  return { ...extra, avoid: (text) => TOLD_ABOUT.test(text) || avoid?.(text) === true };
}

export function twistLines(
  brief: Brief,
  plan: TPlan,
  pack: Pack,
  vehicle?: TCastEntity,
  companion?: TCastEntity,
  object?: TCastEntity,
): Placed[] {
  const t = brief.twist;
  if (t === undefined) return [];
  const condition = pack.twists.conditions.find((c) => c.id === t.condition);
  if (t.catalogue !== undefined) {
    const vars = { vars: twistVars(t, t.had ?? condition?.had) };
    const c = pack.twists.catalogue.find((x) => x.id === t.catalogue);
    if (c === undefined) return [];
    return [
      ...put('attempt', c.premise, 'twist.premise', 1, vars),
      ...put('home', c.echo, 'twist.echo', 1, vars),
    ];
  }
  const shape = pack.twists.shapes.find((s) => s.id === t.shape);
  if (shape === undefined) return [];
  const travels = plan.journey !== undefined;
  // The child's own thing ("her robot") is at home with them before it does anything, and goes
  // along: a robot revealed as a dragon needs a robot first.
  const x = t.x;
  // "the rocket is made of cardboard" on a night that goes by rocket: it is their rocket, never a
  // second one "caught sight of" on the way (panel 31's own reading).
  const ridden =
    x !== undefined &&
    vehicle !== undefined &&
    (sameThing(x.noun, vehicle.noun) || oneThing(x.noun, vehicle.noun, pack.twists.same_things));
  // "the troll is secretly very kind" with a troll companion: the companion, already there.
  const isCompanion = twistIsCompanion(t, companion);
  // Not a thing that stays where it is, even the child's own ("her bed", "the bath").
  const brought =
    x !== undefined &&
    !ridden &&
    !isCompanion &&
    // Met out there on an adventure of its own, even "my teddy": never carried from home.
    shape.id !== 'adventuring' &&
    !ALREADY_THERE.test(x.noun) &&
    !ANOTHERS.test(x.noun) &&
    !OUTDOORS.test(x.noun) &&
    !everyOne(t.text, x.noun) &&
    foundIn(x.noun, pack) === undefined &&
    !eaten(x.noun, pack) &&
    (x.own || (BROUGHT_SHAPES.has(shape.id) && !isAPet(x.noun, brief) && !metOutThere(x, pack)));
  const far = x !== undefined && !isCompanion && outOfReach(x.noun, plan);
  // A teapot new to the story is "a teapot" first; the moon, the bath or her own robot are known.
  const fresh = {
    // Found getting ready for a party, they are met by the premise itself ("there were the animals").
    thing:
      x !== undefined &&
      !ridden &&
      !isCompanion &&
      shape.id !== 'having' &&
      shape.id !== 'adventuring' &&
      // The wardrobe that leads somewhere is at home, where the child is: never "first saw a drawbridge".
      // A puddle that is a doorway is come upon first ("noticed a puddle"), never "the puddle".
      (shape.id !== 'leads-to' || COME_UPON.test(x.noun)) &&
      // What is hiding is not spotted first: panel 69 heard "Close by, Jude spotted some cookies.
      // Where were the cookies?"
      shape.id !== 'hiding' &&
      !brought &&
      !far &&
      // The streetlights outside are as known as the moon: "the streetlights", never "some".
      !STREET.test(x.noun) &&
      !thereTonight(x.noun, plan) &&
      !ANOTHERS.test(x.noun) &&
      !isAPet(x.noun, brief),
    place: t.place !== undefined && !thereTonight(t.place.noun, plan),
  };
  const notFood = unsniffed(shape, t.y);
  const shown = shownQuality(shape, t, pack, far);
  const vars = {
    vars: {
      ...twistVars(t, t.had ?? condition?.had, !fresh.thing, !fresh.place),
      ...shown?.vars,
      ...(isCompanion && companion !== undefined ? companionAsTwist(companion) : twistPronounsOf(t, object)),
    },
    // The child's own elephant, brought along and home again, is not "somewhere far away" at
    // bedtime (panel 30's own reading). Nobody sniffs or tastes a rocket made of lego (panel 42):
    // only a stuff that is eaten.
    ...(brought || notFood
      ? { avoid: (text: string) => (brought && FAR_OFF.test(text)) || (notFood && SNIFFED.test(text)) }
      : {}),
  };
  // "the chess pieces come alive": one of them talks later, but all of them are on the pillow
  // (panel 38: "was Priya's chess pieces ... kept it close").
  const allOfThem =
    x?.plural === true
      ? {
          vars: {
            ...vars.vars,
            'twist.x.was': 'were',
            'twist.x.it': 'they',
            'twist.x.It': 'They',
            'twist.x.it_was': 'they were',
            'twist.x.It_was': 'They were',
            'twist.x.its': 'their',
            'twist.x.Its': 'Their',
            'twist.x.them': 'them',
            'twist.x.one': 'ones',
          },
        }
      : {};
  const intro =
    brought && x !== undefined
      ? put('opening', introOf(x, pack), 'twist.intro', 0, { ...vars, ...allOfThem })
      : [];
  // A lighthouse or a rocket does not curl up at the foot of the bed (tell/size.ts).
  const big = x !== undefined && isBig(x.noun);
  // "The chess pieces come alive": they wake and move about, then talk (twists.yaml can-talk `alive`).
  const lively =
    t.alive === true && shape.alive !== undefined
      ? { ...shape, premise: shape.alive.premise, echo: shape.alive.echo }
      : t.lost === true && shape.lost !== undefined
        ? { ...shape, ...shape.lost }
        : t.many === true && shape.many !== undefined
          ? { ...shape, ...shape.many }
          : shape;
  const itself = isCompanion ? withoutSelfTalk(shown?.shape ?? lively) : (shown?.shape ?? lively);
  // The companion talks and acts, whatever it is: a comet friend afraid of the dark trembles and
  // is helped, never "almost as if he was afraid" (panel 55).
  const unfeeling = t.unfeeling === true && !isCompanion;
  const felt = unfeeling && itself.things !== undefined ? { ...itself, ...itself.things } : itself;
  const copied =
    shape.id === 'can-do' && t.verb !== undefined && !copyable(t.verb) ? doneOnlyByItself(felt) : felt;
  const placed =
    shape.id === 'can-do' && t.verb !== undefined && !movesAbout(t.verb) ? inPlace(copied) : copied;
  // "the tortoise wins a race": never "won a race sweetly" (a verb with its object says no how).
  const own = t.verb !== undefined && /\s/.test(t.verb.trim()) ? withoutManner(placed) : placed;
  const looked = far ? lookingOnly(own) : own;
  const bySize = big ? bigSizedShape(looked) : looked;
  // A wish-granting thing grants one small wish where it is met, and after the wish that fails
  // at the trouble it cheers the child on (twists.yaml `wished`).
  const wished = pack.twists.wished;
  const wishes =
    shape.id === 'can-do' &&
    wished !== undefined &&
    wished.words.some((w) => new RegExp(wholeWordSource(w), 'iu').test(t.verb ?? ''));
  const sized =
    wishes && wished !== undefined
      ? { ...bySize, premise: wished.granted ?? bySize.premise, solve: wished.after ?? bySize.solve }
      : bySize;
  // The child's own robot, tucked under an arm since home, is never "met" out there (panel 56:
  // "Elias picked up his robot ... Before long Elias met the robot, looking very small").
  const premise = brought ? textPreferring(sized.premise, MEETS_IT) : sized.premise;
  const told = { ...sized, premise: metFirst(premise, pack.twists.first_sight, fresh) };
  // A creature under the bed or in the bath is met at home, before the story sets off; so are the
  // streetlights outside the window, wherever the night is spent: panel 30 met them on a comet,
  // panel 54 in an oak wood and whispering in an apple orchard. (No plan is set in a street.)
  // "all the clocks in town stopped at midnight": the town's, seen and put right from home, never
  // found stopped on Jupiter.
  // "the moon is stuck in a tree" on a night in space or at sea: the tree outside the window.
  const treeless = !plan.worlds.some((w) => TREED.has(w));
  const street =
    x !== undefined &&
    (STREET.test(x.noun) || AROUND_HOME.test(t.text) || (treeless && UP_A_TREE.test(t.text)));
  if (condition !== undefined) {
    const shines = pack.twists.shining.some((s) => matchKey(s) === matchKey(x?.noun ?? ''));
    const seen = far ? lookingOnlyCondition(condition) : condition;
    const sized = big ? bigSizedCondition(seen) : seen;
    // A stuck drawbridge is a trouble, not a feeling: its own premise, met first all the same.
    const ownPremise =
      condition.premise === undefined
        ? told
        : { ...told, premise: metFirst(condition.premise, pack.twists.first_sight, fresh) };
    return [...intro, ...unwellLines(ownPremise, sized, shines, travels, vars, street)];
  }
  // Its own ways (hiding, made of, lives in ...) keep their own places; the rest are seen from home.
  const streetHome = street && (shape.id === 'hiding' || !PLACED_SHAPES.has(shape.id));
  // The clouds in sunglasses, on a night spent under the sea: seen from the window before going,
  // and again once home (panel 35 saw them "in the giant clam garden").
  // (The moon and the stars still shine down through the water; clouds cannot be seen from there.)
  // Nor is a puddle found on the sea floor (panel 36: "every puddle sings", heard at a fish school).
  const underSea =
    vehicle?.tags.includes('deep-water') === true &&
    ((far && /\bclouds?$/.test(x?.noun ?? '')) || /\bpuddles?$/.test(x?.noun ?? ''));
  // A time machine that stays where it is (the bed, Grandpa's clock) peeks from home, never at sea.
  // Library books are borrowed and live at home: "the library books fly at night" happens in the
  // bedroom, not on the moon (panel 36).
  const staysHome =
    (shape.id === 'time-machine' &&
      x !== undefined &&
      !brought &&
      (ALREADY_THERE.test(x.noun) || ANOTHERS.test(x.noun))) ||
    /^library books?$/.test(x?.noun ?? '') ||
    // The oven, the piano, the bath: they never leave the house, so the singing oven is heard at
    // home, never "right before Marisol's eyes" inside the toy box (panel 82). A dream has
    // anything in it.
    (x !== undefined &&
      !brought &&
      BROUGHT_SHAPES.has(shape.id) &&
      FIXTURE.test(x.noun) &&
      !plan.worlds.includes('dream'));
  const home = (t.place !== undefined && !fresh.place) || streetHome || underSea || staysHome;
  // A wish-granting thing is wished on first, and that is not how the trouble is put right.
  const creature = x !== undefined && isCreature(x, pack);
  // What it does lends a real hand where the trouble suits it (its light, its song): never from
  // far up in the sky, where it cannot reach. It is never also seen doing it in the thick of it
  // "with a flourish, as if to say, 'Watch this!'" (a newcomer heard the volcano sneeze glitter
  // before it helped; panel 69 heard spiders knit jumpers three times and do nothing).
  const power = far ? undefined : powerFor(shape, t.verb, plan.kind);
  return [
    ...intro,
    ...shapeLines(
      shape.id === 'can-do' ? { ...told, middle: undefined } : told,
      plan,
      // The train that runs on lemonade is filled up for the journey only when it is the one ridden.
      travels && (shape.id !== 'runs-on' || ridden),
      vars,
      home,
      power,
    ),
    ...(wishes && wished !== undefined ? put('attempt', wished.tried, 'twist.wished', 1, vars) : []),
    ...(shape.id === 'made-of' ? stuffLines(shape, t.y, plan.kind, { reach: !far, creature }, vars) : []),
    // Not `avoid`: in these lines it is the thunder that is far away, not their own robot.
    ...facedLines(brief, plan, pack, { vars: vars.vars }, far || unfeeling, brought),
  ];
}

type Condition = Pack['twists']['conditions'][number];

/**
 * "The moon has the hiccups": the premise early, what the hiccups do in the middle (its light
 * jumps), the child's own gentle cure for them at the help point, and at bedtime it is better.
 */
function unwellLines(
  shape: Pack['twists']['shapes'][number],
  condition: Condition,
  shines: boolean,
  travels: boolean,
  vars: Partial<LineReq>,
  home = false,
): Placed[] {
  const effect = shines ? (condition.effect_shining ?? condition.effect) : condition.effect;
  const met = home ? 'opening' : travels ? 'arrive' : 'problem';
  // One trouble at a time: the twist's own trouble is met, tried and put right where it is met,
  // before the plot's (panel 61 heard a moon stuck in a tree freed at the same moment as a lost
  // seed was found, two errands woven through one night). Seen from home, it is eased once home.
  const middle = home ? 'home' : met;
  const cure = home ? 'home' : met;
  // Sleepy traffic lights are seen from home, and eased on the way back (never in an orchard).
  return [
    ...put(met, shape.premise, 'twist.premise', 1, vars),
    ...put(middle, effect, 'twist.middle', 1, vars),
    ...put(cure, condition.cure, 'twist.solve', 1, vars),
    ...put('bedtime', condition.better, 'twist.echo', 1, vars),
  ];
}

/** A condition of something far up in the sky: its effect and cure told from where the child is. */
function lookingOnlyCondition(condition: Condition): Condition {
  return {
    ...condition,
    effect: keepLooking(condition.effect) ?? condition.effect,
    effect_shining: keepLooking(condition.effect_shining),
    cure: keepLooking(condition.cure) ?? condition.cure,
  };
}

/** A line that touches, leans on, sniffs or walks up to the twist's thing: not for the moon over a field. */
const WITHIN_REACH =
  /\b(?:touch\w*|tapp?\w*|pat(?:s|ted)?|poke\w*|strok\w*|sniff\w*|knock\w*|lean\w*|rest\w* (?:on|{their})|sat against|sat back|bump\w*|brush\w*|broke off|pulled off|picked up|held up|found a|ran a hand|fingers|nibbl\w*|walked|tiptoed|stepped|step closer|came closer|crept|reached out|up close|up to|past|passed|around|beside|right there|just ahead|close by|over there|up ahead|by the door|hid behind|stay\w* close|sitting by|sat by|right by|close to|next to|knelt|hug\w*|cuddl\w*)\b/i;

/**
 * A shape's lines told of something far up in the sky: only those that look (others kept if
 * none). The help too: nobody sits close beside the moon to help it be brave.
 */
function lookingOnly(shape: Pack['twists']['shapes'][number]): Pack['twists']['shapes'][number] {
  return {
    ...shape,
    premise: keepLooking(shape.premise) ?? shape.premise,
    middle: keepLooking(shape.middle) ?? shape.middle,
    ...(shape.solve === undefined ? {} : { solve: keepLooking(shape.solve) ?? shape.solve }),
    ...(shape.solve_gentle === undefined
      ? {}
      : { solve_gentle: keepLooking(shape.solve_gentle) ?? shape.solve_gentle }),
  };
}

/** A text's lines that only look (each level keeps all of its lines if none does). */
function keepLooking(text: TText | undefined): TText | undefined {
  return text === undefined || Array.isArray(text) ? text : textPreferring(text, WITHIN_REACH);
}

/**
 * Problems with nothing to find (a chick too cold, a lamp gone dim): a twist's help is never "a
 * clue" pointed out (panel 38: the pigs "flew toward one quiet spot ... Aha, a clue! Now Benji
 * knew where to look", with a penguin chick to warm and nothing lost).
 */
const NOTHING_TO_FIND: ReadonlySet<string> = new Set(['cold', 'dim', 'faded', 'quiet', 'sleepless', 'sad']);
const POINTS_TO_A_CLUE =
  /\bclue\b|where to (?:look|start|begin)|toward (?:one|the same)\b|nodded toward|pointed (?:at|out|the way)/i;

function solveFor(shape: Pack['twists']['shapes'][number], kind: string): TText | undefined {
  const solve = (FEELINGS.has(kind) ? shape.solve_gentle : undefined) ?? shape.solve;
  return solve !== undefined && NOTHING_TO_FIND.has(kind) ? textPreferring(solve, POINTS_TO_A_CLUE) : solve;
}

/** Problems that are a feeling: the help is kindness (a shape's `solve_gentle`). */
const FEELINGS: ReadonlySet<string> = new Set(['sad', 'sleepless']);

/** Shapes whose thing must be there before it talks, does something or is revealed. */
/** "all the clocks run backwards": every one there is, not the child's own clocks on the pillow. */
const everyOne = (text: string, noun: string): boolean =>
  new RegExp(`\\b(?:all|every|each)\\s+(?:(?:the|of\\s+the)\\s+)?${wholeWordSource(noun)}`, 'iu').test(text);

const BROUGHT_SHAPES = new Set(['secretly', 'can-talk', 'rhymes', 'backwards', 'can-do', 'unseen']);

type Thing = NonNullable<TwistUse['x']>;

/**
 * "the whales can sing": creatures the pack only has out in the worlds (no favourite character of
 * that kind lives at home) are met there, never the child's own whales waiting on the pillow.
 */
const metOutThere = (x: Thing, pack: Pack): boolean => {
  // "the farm animals swap voices" were "Tobiah's farm animals, the one he loved most" (panel 24);
  // "the elephants can paint", "Priya's elephants, tucked under her arm" (panel 25).
  if (ANIMALS.test(x.noun) || ((x.plural || eitherNumber(x.noun)) && isCreature(x, pack))) return true;
  const creature = pack.characterIndex.find(x.noun)?.value;
  return creature !== undefined && !creature.worlds.includes('home');
};

/**
 * Out of doors by nature, never at the foot of the bed: "Rosalind's garden gnome was tucked in
 * beside her" (panel 25). What is found out there by its own name (a volcano, seaweed, the
 * streetlights) is twists.yaml's `found_in`.
 */
const OUTDOORS = /^(?:garden|park|beach|farm|field)\s/;

/** What a member always does that belongs to bedtime: telling stories, singing, reading aloud. */
const AT_BEDTIME =
  /^(?:told|read|sang|hummed|whispered)\b.*\b(?:stories|story|tales?|songs?|lullab(?:y|ies)|books?|poems?|rhymes?)\b|^(?:sang|hummed)\b/;

/** A bedtime habit that can be done tonight by the bed: not "sang in the choir". */
const TONIGHT =
  /^(?:told|read|sang|hummed|whispered) (?:\w+ ){0,2}(?:stories|story|tales|songs|lullabies|books|poems|rhymes)(?: (?:about|of|from) [\w' -]+)?$/;

/**
 * "The fish can sing": one word for one or many, read as all of them (panel 28 heard "Amara's fish,
 * which went everywhere with her, was waiting at the end of the bed").
 */
const eitherNumber = (noun: string): boolean => {
  const head = noun.split(' ').at(-1) ?? noun;
  return pluralize.isPlural(head) && pluralize.isSingular(head);
};

/** Animals said as a kind, never one the child owns: met where they live. */
const ANIMALS = /\b(?:animals|creatures|beasts|wildlife|birds|insects|minibeasts)$/;

/** "the castle's cake", "grandma's teapot": someone else's, never "Sunniva's castle's cake" on the pillow. */
const ANOTHERS =
  /'s\b|^(?:museum|zoo|school|library|castle|circus|church|shop|toy ?shop|aquarium|farm|park)\s/;

/** "the cat can do magic" with a pet cat: the pet is already there (the pet lines bring it). */
const isAPet = (noun: string, brief: Brief): boolean =>
  brief.pets.some((p) => p.word === noun || p.species.id === noun || p.name?.toLowerCase() === noun);

/** What is there anyway, never carried in: the sky, the weather, places, plants. */
/** "rocket" and "little star-painted rocket": the same thing, by the noun's last word. */
const sameThing = (said: string, noun: string): boolean =>
  pluralize.singular(said.toLowerCase().split(' ').at(-1) ?? '') ===
  pluralize.singular(noun.toLowerCase().split(' ').at(-1) ?? '');

/** "spaceship" and "rocket": two words of one of the pack's `same_things`, by their last words. */
function oneThing(said: string, noun: string, groups: readonly (readonly string[])[]): boolean {
  const key = (w: string) => pluralize.singular(matchKey(w));
  const a = [key(said), key(said.split(' ').at(-1) ?? '')];
  const b = [key(noun), key(noun.split(' ').at(-1) ?? '')];
  return groups.some((g) => {
    const words = g.map(key);
    return a.some((w) => words.includes(w)) && b.some((w) => words.includes(w));
  });
}

/** Ways through that are come upon, not at home already: a puddle, a hole, a hollow stump. */
const COME_UPON = /\b(?:puddles?|holes?|rocks?|stones?|logs?|stumps?|hedges?|rainbows?)$/;

const MEETS_IT = /\b(?:met|noticed|came upon|found|saw|spotted|spied|caught sight of)\]?\s+\{twist\.a\}/;
const FAR_OFF = /\b(?:far away|far off|out there|out in the night|somewhere out)\b/i;

/** What stands in the street outside: at home when the night is spent somewhere else. */
// And the bins (panel 37: "the bins can sing" had Jonah's bins "on the pillow, the same as ever").
/** Shapes whose lines have places of their own (shapeLines): the street's home does not move them. */
const PLACED_SHAPES = new Set([
  'lives-in',
  'played-by',
  'loves',
  'only-at',
  'leads-to',
  'rides',
  'can-fly',
  'having',
  'adventuring',
  'lost-thing',
]);

const AROUND_HOME =
  /\b(?:in|around|across|all over|throughout) (?:the |our |my |his |her |their )?(?:town|village|city|street|road|neighbou?rhood|house|home)\b/i;

/** Worlds with trees in them (panel 63 found the moon stuck in a tree on a space station). */
const TREED: ReadonlySet<string> = new Set(['land', 'home', 'dream']);
const UP_A_TREE = /\b(?:in|up|into) (?:a|an|the|our|my|his|her|their) (?:[a-z]+ )?tree\b/i;

const STREET =
  /^(?:street ?lights?|street ?lamps?|lamp ?posts?|traffic lights?|(?:wheelie |dust|rubbish |recycling |garbage |trash )?bins?)$/;

/**
 * What is there already, wherever the night is spent (the moon, the sky) or at home (the bath, the
 * stairs). Not a train, a boat or a snowman: panel 36 heard "the train was definitely running on
 * moonbeams" in an attic no train had come into, and a snowman say hello in dreamland unseen.
 */
/** What is fixed in the house: it does its thing there, whatever the night's plot. */
const FIXTURE =
  /^(?:oven|fridge|freezer|cooker|stove|washing machine|dishwasher|sofa|couch|piano|bath|bathtub|shower|sink|taps?|toilet|stairs|staircase|fireplace|radiator|grandfather clock|kitchen clock|kitchen table)$/;

const ALREADY_THERE =
  /\b(?:moon|sun|stars?|sky|clouds?|rain|snow|wind|sea|ocean|river|lake|pond|trees?|forest|woods?|flowers?|garden|park|field|farm|castle|palace|house|home|tower|village|town|city|island|mountain|hill|cave|school|kingdom|world|planet|night|dark|shadows?|bath|bathtub|shower|sink|taps?|toilet|bed|bunk beds?|wardrobe|cupboard|fridge|oven|kitchen|bathroom|bedroom|room|stairs|door|window|walls?|floor|roof|chimney|fireplace|sofa|couch|table|piano|clocks?|shed|garage|gate|fence|bridge|swings?|slides?|trampolines?|playground|goal ?posts?|goals|tree ?house|bins?|lamp ?posts?|street ?lights?|street ?lamps?|lighthouses?|windmills?|fountains?)$/;

/**
 * A landmark is there only where the plot has one: "the castle can float" on a night with no
 * castle in it meets "a castle" first (panel 64 heard "the castle was truly floating" with none
 * before it). The moon, the bath and the garden are always there.
 */
const LANDMARK =
  /\b(?:castle|palace|tower|village|town|city|island|mountain|hill|cave|school|kingdom|bridge|playground|tree ?house|lighthouses?|windmills?|fountains?|river|lake|pond)$/;
const planText = new WeakMap<TPlan, string>();
function thereTonight(noun: string, plan: TPlan): boolean {
  if (!ALREADY_THERE.test(noun)) return false;
  if (!LANDMARK.test(noun)) return true;
  let text = planText.get(plan);
  if (text === undefined) {
    text = JSON.stringify(plan).toLowerCase();
    planText.set(plan, text);
  }
  return new RegExp(`\\b${wholeWordSource(noun.toLowerCase())}`, 'u').test(text);
}

function shapeLines(
  shape: Pack['twists']['shapes'][number],
  plan: TPlan,
  travels: boolean,
  vars: Partial<LineReq>,
  home = false,
  power?: TText,
): Placed[] {
  switch (shape.id) {
    case 'lives-in':
    case 'played-by':
    case 'loves':
      return [
        ...put(home ? 'opening' : travels ? 'arrive' : 'problem', shape.premise, 'twist.premise', 1, vars),
        ...put('attempt', shape.middle, 'twist.middle', 1, vars),
        ...put('help', shape.solve, 'twist.solve', 1, vars),
        ...put('bedtime', shape.echo, 'twist.echo', 1, vars),
      ];
    // Its own time is not now: known at home, still waiting on the way back, thought of at bedtime.
    // A time of night ("at midnight"): the last picture is it happening while the child sleeps
    // (panel 41 heard the museum statues' football only as a habit).
    case 'only-at': {
      const when = vars.vars?.['twist.when'] ?? '';
      // "when it is happy": the story's happy end is its time, and it does it on the way home;
      // thought of at bedtime as done, not still waited for.
      if (shape.moved !== undefined && GLAD.test(when))
        return [
          ...put('opening', shape.premise, 'twist.premise', 1, vars),
          ...put('home', shape.moved, 'twist.moved', 1, vars),
          ...put('bedtime', shape.echo, 'twist.echo', 1, { ...vars, avoid: (t) => /\bwait/i.test(t) }),
        ];
      const night = shape.asleep !== undefined && IN_THE_NIGHT.test(when);
      return [
        ...put('opening', shape.premise, 'twist.premise', 1, vars),
        ...put('home', shape.middle, 'twist.middle', 2, vars),
        ...put('bedtime', night ? shape.asleep : shape.echo, 'twist.echo', 1, vars),
      ];
    }
    // The way through is the journey: found at the start of it, walked through, thought of at bedtime.
    case 'leads-to':
      return [
        ...put('journey', shape.premise, 'twist.premise', 0, vars),
        ...put('journey', shape.middle, 'twist.middle', 0, vars),
        // Never left out: without it the child is still out there.
        ...put('home', shape.back, 'twist.back', 0, vars),
        ...put('bedtime', shape.echo, 'twist.echo', 1, vars),
      ];
    // The thing turned into the plot's vehicle: it turns at home and is the journey (no solve).
    case 'rides':
      return [
        ...put(travels ? 'journey' : 'call', shape.premise, 'twist.premise', 0, vars),
        ...(travels ? put('journey', shape.middle, 'twist.middle', 0, vars) : []),
        ...put('bedtime', shape.echo, 'twist.echo', 1, vars),
      ];
    // "the train runs on lemonade": the night's own train is topped up once it has carried them
    // there and hums home full of it; one met out there is topped up where it is met. Wondered
    // about at bedtime. What it goes on is its premise, never the fix.
    case 'runs-on':
      return [
        ...put(travels ? 'journey' : 'problem', shape.premise, 'twist.premise', 0, vars),
        ...(travels ? put('home', shape.back, 'twist.back', 1, vars) : []),
        ...put('bedtime', shape.echo, 'twist.echo', 1, vars),
      ];
    case 'can-fly':
      return [
        ...put(travels ? 'journey' : 'call', shape.premise, 'twist.premise', 0, vars),
        ...(travels ? put('journey', shape.middle, 'twist.middle', 0, vars) : []),
        // Flying there is not all it does: it helps with the problem too.
        ...put('help', shape.solve, 'twist.solve', 1, vars),
        ...put('bedtime', shape.echo, 'twist.echo', 1, vars),
      ];
    // Found getting ready out there; the party goes on once the trouble is over, with the child in
    // it. Or met out there on its own adventure, and home with the child once the trouble is over.
    // Or met missing something (lost-thing), found once the trouble is over.
    case 'having':
    case 'adventuring':
    case 'lost-thing':
      return [
        ...put(travels ? 'arrive' : 'problem', shape.premise, 'twist.premise', 1, vars),
        ...put('resolution', shape.middle, 'twist.middle', 1, vars),
        ...put('bedtime', shape.echo, 'twist.echo', 1, vars),
      ];
    case 'hiding':
      return [
        ...put(
          home ? 'opening' : plan.twist === 'hiding' ? 'problem' : travels ? 'arrive' : 'problem',
          shape.premise,
          'twist.premise',
          1,
          vars,
        ),
        ...put(home ? 'home' : 'resolution', shape.middle, 'twist.middle', 1, vars),
        ...put('bedtime', shape.echo, 'twist.echo', 1, vars),
      ];
    // The secret is out in the thick of it, and what it really is lends a hand: a panel heard the
    // snowman turn into a dragon only once the problem was solved, which made it decoration.
    case 'secretly':
    default:
      if (home)
        return [
          ...put('opening', shape.premise, 'twist.premise', 1, vars),
          ...put('home', shape.middle, 'twist.middle', 2, vars),
          ...put('bedtime', shape.echo, 'twist.echo', 1, vars),
        ];
      return [
        ...put(travels ? 'arrive' : 'problem', shape.premise, 'twist.premise', 1, vars),
        ...put('attempt', shape.middle, 'twist.middle', 1, vars),
        // A shape with `solve` (a talking thing's advice) lends a hand in the thick of it; kindly,
        // when the trouble is a feeling.
        ...put('help', power ?? solveFor(shape, plan.kind), 'twist.solve', 1, vars),
        ...put('bedtime', shape.echo, 'twist.echo', 1, vars),
      ];
  }
}

/**
 * Honey, jam, a cake: eaten, so never a keepsake carried from the pillow (panel 68 heard "the honey
 * waited on the pillow, a little worn and much loved").
 */
function eaten(noun: string, pack: Pack): boolean {
  const madeOf = pack.twists.shapes.find((s) => s.id === 'made-of');
  return madeOf !== undefined && stuffOf(madeOf, noun)?.eaten === true;
}

/** Smelling or tasting what a thing is made of: only for a stuff that is eaten. */
const SNIFFED = /\b(?:sniff\w*|smell\w*|tast\w*|lick\w*|nibbl\w*)\b/i;

/** A made-of twist whose stuff is not food (lego, wool, glass): nobody sniffs it to find out. */
function unsniffed(shape: Pack['twists']['shapes'][number], y: string | undefined): boolean {
  return shape.id === 'made-of' && stuffOf(shape, y)?.eaten !== true;
}

/** A twist's own time that is a good mood: "when it was happy", "whenever they are excited". */
const GLAD =
  /\bwhen(?:ever)? (?:it|he|she|they) (?:was|were) (?:very |really )?(?:happy|glad|pleased|excited|cheerful|joyful|proud|in a good mood|in love)\b/i;

/** A twist's own time that comes once the child is asleep: "at midnight", "at night", "after dark". */
const IN_THE_NIGHT =
  /\b(?:midnight|night|nights|dark|moonlight|moonrise|everyone is asleep|everybody is asleep)\b/i;
