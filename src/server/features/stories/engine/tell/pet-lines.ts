import type { Pack } from '../pack/compile.js';
import type { TPlan, TText } from '../pack/schema.js';
import { textPreferring, textWithout } from '../pack/text.js';
import type { Brief } from '../read/types.js';
import { put, type Placed } from './personal.js';
import { petVars } from './vars.js';

/**
 * The pet's lines. One problem gets one fix: when the child's interest solves it (`interestSolves`),
 * the pet joins in with its `cheer` in the middle ('pet.joins') instead of its own `help`, which
 * would solve the problem a line before the interest solves it again. With no interest to solve
 * it, the pet's help is the fix ('pet.help').
 */
const ON_THE_WAY = [
  'on the way',
  'along the way',
  'as they went',
  'they passed',
  'new sights',
  'everything new',
];
const stayingPut = (text: TText | undefined) =>
  text === undefined ? undefined : textWithout(text, ...ON_THE_WAY);

/**
 * Where a pet of its kind may sleep. When the parent said where this one sleeps ("in a basket by
 * the door"), its lines at home say no other bed: panel 56 heard Clementine crunch hay "in the
 * hutch" and then settle "in the basket by the door".
 */
const BEDS = ['hutch', 'kennel', 'cage', 'basket', 'hay', 'straw', 'nest', 'hut', 'dog bed', 'cat bed'];
function ownBedOnly(text: TText | undefined, sleeps: string | undefined): TText | undefined {
  if (text === undefined || sleeps === undefined) return text;
  const other = BEDS.filter((b) => !new RegExp(`\\b${b}\\b`, 'i').test(sleeps));
  return textPreferring(text, new RegExp(`\\b(?:${other.join('|')})\\b`, 'i'));
}

/** The frame's lines for what the parent said of a pet (frame.yaml pet_sleeps, pet_habit, pet_old, pet_natures). */
export interface PetSaidLines {
  sleepsWhere?: TText;
  habit?: TText;
  old?: { text: TText; words: readonly string[] };
  natures?: readonly PetNature[];
}
type PetNature = Pack['frame']['pet_natures'][number];

export function petLines(
  brief: Brief,
  kind: TPlan['kind'],
  interestSolves: boolean,
  said: PetSaidLines = {},
  travels = true,
): Placed[] {
  const { sleepsWhere: sleepsWhereSaid, habit: habitSaid, old, natures = [] } = said;
  return brief.pets.flatMap((pet, i) => {
    const extra = { vars: petVars(pet, brief.child) };
    const main = i === 0;
    // Old or sleepy, as the parent said: dozing at home, not off on the adventure (panel 22).
    // "Our old dog" alone is fondness (he still follows her everywhere); "is very old", "sleepy" is not.
    const isOld =
      old !== undefined &&
      [...pet.adjectives.filter((a) => a !== 'old'), ...(pet.nature ?? [])].some((a) =>
        old.words.includes(a),
      );
    // "Mango is very greedy": met being greedy, and greedy at bedtime when the pack says how.
    const like = [...pet.adjectives, ...(pet.nature ?? [])];
    const nature = natures.find(
      (n) => n.species.includes(pet.species.id) && n.words.some((w) => like.includes(w)),
    );
    const species = {
      ...pet.species,
      opening: nature?.opening ?? ownBedOnly(pet.species.opening, pet.sleeps) ?? pet.species.opening,
      along_text: nature?.along ?? ownBedOnly(pet.species.along_text, pet.sleeps),
      bedtime: nature?.bedtime ?? pet.species.bedtime,
    };
    // It stayed at home: its bedtime is not "still smelling faintly of the meadow".
    const s = isOld
      ? {
          ...species,
          opening: old.text,
          along: false,
          along_text: undefined,
          bedtime:
            textWithout(species.bedtime, '{place.', 'helper', 'helped', 'adventure', 'brave') ??
            species.bedtime,
        }
      : species;
    const fixes = s.along && !interestSolves && s.help[kind] !== undefined;
    // What the parent said it always does ("chews everything") is how it is met at home: beside a
    // line of its own it read "Pickles was curled up in the laundry basket. Meanwhile Pickles
    // snored on the sofa" (panel 45).
    const habit = pet.habit !== undefined && habitSaid !== undefined;
    return [
      ...(habit
        ? put('opening', habitSaid, 'pet.habit', main ? 1 : 2, extra)
        : put('opening', s.opening, 'pet.opening', main ? 1 : 2, extra)),
      // No journey, no "along the way": a panel heard a tortoise snack "along the way" at home.
      // The main pet that goes along is told going (the eighteenth panel: Biscotti basked at home,
      // then "trundled over" at the well, never brought).
      ...put(
        s.along ? 'journey' : 'home',
        travels ? s.along_text : stayingPut(s.along_text),
        'pet.along',
        main && s.along ? 1 : 2,
        extra,
      ),
      ...(fixes ? put('help', s.help[kind], 'pet.help', main ? 1 : 2, extra) : []),
      ...(s.along && !fixes ? put('help', s.cheer, 'pet.joins', main ? 1 : 2, extra) : []),
      // A long story has room for the pet to cheer as well as help.
      ...(fixes ? put('resolution', s.cheer, 'pet.cheer', 3, extra) : []),
      // Where the parent said it sleeps ("on her feet"), in place of the species' own bedtime.
      ...put(
        'bedtime',
        pet.sleeps !== undefined ? (sleepsWhereSaid ?? s.bedtime) : s.bedtime,
        'pet.bedtime',
        1,
        extra,
      ),
    ];
  });
}
