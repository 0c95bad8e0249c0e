import { alsoAvoiding } from './companion-kind.js';
import type { TPlan } from '../pack/schema.js';
import { textWithout } from '../pack/text.js';
import { at, ownVars, type Scene } from './scene.js';
import {
  line,
  lines,
  plainSetup,
  setupLine,
  withHero,
  worryText,
  worryVars,
  type LineReq,
} from './scene-lines.js';
import { walksAlong } from './young.js';

/** The evening at home: the parent's setting, the plot's opening, the interests, the pets and family, the worry. */
export function openingLines(s: Scene): LineReq[] {
  const { brief, plan, frame } = s;
  // The parent's setting said first: the plot's evening at home is told without another home's
  // garden or lane, or, where every telling has one, as the frame's own opening.
  const clash = s.setting.clash;
  const avoid = clash === undefined ? {} : { avoid: (t: string) => clash.test(t) };
  const fallback = clash === undefined ? {} : { fallback: { ...line(frame.opening, 'plan.opening', 1)[0]! } };
  const planOpening = [
    ...line(plan.opening ?? frame.opening, 'plan.opening', 1, { ...avoid, ...fallback }),
    ...lines(plan.details.opening, 'plan.details', 2).map((l) => ({ ...l, ...avoid })),
  ];
  const atHome: LineReq[] = [
    ...interestSetups(s),
    ...at(s.placed, 'opening'),
    ...line(worryText(brief.worry?.entry.mention, brief), 'worry.mention', 1, worryVars(brief)),
  ];
  // A dream plot opens with the child falling asleep into the dream, and a plot that opens away
  // from home (on the beach, in the orchard) with the child going out: the evening at home (the
  // interest, the pet, the family) comes before it, not on the beach between shells and sand.
  // The parent's setting comes first: it says where all of the evening happens.
  // Seeing the child off belongs at home too, before the opening takes them out: after it, a
  // baby's goodbye coo came on the moon, where the child already stood.
  const { homeFirst } = s;
  const where = [...s.setting.opening, ...s.season.opening];
  if (!homeFirst) return [...where, ...planOpening, ...atHome];
  // Out of the house next (not into a dream): the evening at home is not told from bed ("as she
  // snuggled into bed", then "at the seaside, peering into tide pools": the twentieth panel).
  if (s.world.id === 'dream')
    return [...where, ...atHome, ...intoTheDream(s, at(s.placed, 'set_off')), ...planOpening];
  // And out of the door before the plot's opening: panel 36 went from the bedroom door left ajar
  // straight to "The sea was peaceful, and Kofi was sailing".
  return [
    ...where,
    ...atHome.map(notYetInBed),
    // Not before a plot that goes there in a dream ("Ivo dreamed of a quiet, silvery moon"), and
    // nobody holds the dreamer's hand on the way out.
    ...(opensInADream(plan)
      ? []
      : [
          // In a short story the grown-up's line is the way out ("Out they went into the dusk"):
          // a series chapter's recap and both lines were over its length.
          ...(s.opensAwayYoung && brief.length === 'short'
            ? []
            : line(frame.out_first, 'frame.out_first', 0)),
          ...(s.opensAwayYoung && !plan.opening_sets_off ? grownUpLines(s, 'along') : []),
        ]),
    ...at(s.placed, 'set_off'),
    // The plot's opening is where the child goes out (onto the bay, up to the orchard): never cut
    // to fit, or the boat appears from nowhere.
    ...planOpening.map((l) => (l.role === 'plan.opening' ? { ...l, priority: 0 as const } : l)),
    ...(s.opensAwayYoung && plan.opening_sets_off ? grownUpLines(s, 'along_set_off') : []),
  ];
}

/** A plot whose opening goes there in a dream ("Ivo dreamed of a quiet, silvery moon"). */
export const opensInADream = (plan: TPlan): boolean => /\bdream/i.test(JSON.stringify(plan.opening ?? ''));

export const IN_BED =
  /\b(?:(?:into|in|to) bed|under the (?:covers|quilt|blanket|duvet)|tucked (?:up|in)|snuggled (?:down|in|into)|on the pillow|(?:climbed|got|hopped) in)\b/i;

function notYetInBed(l: LineReq): LineReq {
  const avoid = l.avoid;
  return { ...l, avoid: (t) => IN_BED.test(t) || avoid?.(t) === true };
}

/** Into a dream the child goes by falling asleep: a send-off there never says they "set off". */
function intoTheDream(s: Scene, sendOffs: LineReq[]): LineReq[] {
  if (s.world.id !== 'dream') return sendOffs;
  return sendOffs.flatMap((l) => {
    // Nor does a grown-up hold the door for them: "Daddy held the back door wide", then "In the dream".
    // Nor is their departure announced to the house (panel-style read: "held up a tea towel like a
    // flag, announced Amara's departure", then "The dream began").
    const kept = textWithout(
      l.text,
      ...['set off', 'setting off', 'back door', 'the door open', 'the door wide', 'departure'],
      ...['waved {Name} off', 'ff you go', 'Off went', 'Bon voyage', 'at the door'],
    );
    return kept === undefined ? [] : [{ ...l, text: kept }];
  });
}

/** Each child's interest set up at home (with siblings, all of them together first). */
function interestSetups(s: Scene): LineReq[] {
  const { brief, pack, first, second } = s;
  if (s.sibs === undefined)
    return [
      ...setupLine(first, 'interest.setup', 1, pack),
      // A second interest the parent gave is named in every story (fit.ts drops it only to make
      // room): panel 72 heard "splashing" and "ladders" left out of short stories with room left.
      ...setupLine(second, 'interest2.setup', 1, pack, false).map(notCarriedForLater),
    ];
  return [
    ...line(pack.siblings.together, 'siblings.together', 1),
    ...brief.heroes.flatMap((h) =>
      line(h.interests[0]?.entry.setup, 'interest.setup', 1, {
        ...ownVars(h.interests[0], h),
        fallback: withHero(plainSetup(h.interests[0], pack), h),
      }),
    ),
  ];
}

/**
 * The second interest has no fix of its own: a rendering that carries something along "in case
 * anything needed building" sets up what the story never uses (panel 74: Bram's Lego bricks).
 */
const CARRIED = /\b(?:in case|pockets?|pocketful)\b/i;
const notCarriedForLater = (l: LineReq): LineReq => ({
  ...l,
  avoid: alsoAvoiding(l.avoid, (t) => CARRIED.test(t)),
});

/**
 * The call to adventure. Seeing the child off happens at home: after the call, or before the
 * journey of a plot whose companion is met on arrival.
 */
export function callLines(s: Scene): LineReq[] {
  const { plan, placed } = s;
  // The call comes where the parent's setting is: another home's garden is told another way if it can be.
  const clash = s.setting.clash;
  return [
    ...line(plan.call, 'plan.call', 0, clash === undefined ? {} : { notHere: clash }),
    ...lines(plan.details.call, 'plan.details', 2),
    ...at(placed, 'call'),
    // Nobody is waved off through the back door to a drawer by the bed (panel 70: "Mummy and Daddy
    // held the back door open for Zara", three, whose story stayed in her bedroom): a send-off
    // there is a hug or a word, where the member has one.
    ...(s.away || s.homeFirst
      ? []
      : plan.journey === undefined
        ? at(placed, 'set_off').map((l) => ({ ...l, avoid: alsoAvoiding(l.avoid, (t) => GOING_OUT.test(t)) }))
        : at(placed, 'set_off')),
    // Met on arrival, they are already where the trouble is: "Out they went side by side" was
    // heard at the party under the sea, where the shy seahorse hid.
    ...(s.away ? [] : line(s.frame.set_off, 'frame.set_off', 3)),
  ];
}

/**
 * The grown-up the parent named, by name, when there is one (`along_groups`); else "a grown-up
 * from home". Walking out with a young child (`along`), or steering the boat (`aboard`: panel 29
 * heard "a grown-up from home" beside Dad and Papa).
 */
export function grownUpLines(s: Scene, moment: 'along' | 'along_set_off' | 'aboard'): LineReq[] {
  const member = walksAlong(s.brief, s.pack.family.along_groups);
  // After an opening that set off, the same role: the grown-up who went along ('member.along').
  const role = moment === 'along_set_off' ? 'along' : moment;
  const named = s.pack.family[moment] ?? (moment === 'along_set_off' ? s.pack.family.along : undefined);
  const plain = s.frame[moment] ?? (moment === 'along_set_off' ? s.frame.along : undefined);
  return member !== undefined && named !== undefined
    ? line(named, `member.${role}`, 0, { member })
    : line(plain, `frame.${role}`, 0);
}

/** A send-off that goes out of the house: not for a plot that stays by the bed. */
const GOING_OUT =
  /\b(?:door|gate|coat|shoes|boots|wellies|scarf|hat|outside|out you go|off you (?:go|pop)|away you go|have fun|have a lovely time|puddles|flashlight|torch|hurry back|mind the)\b/i;
