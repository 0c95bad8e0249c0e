import { z } from 'zod';
import { PUZZLES, ZId, ZKindTexts, ZProblemKind, ZText } from './schema-text.js';

/** How a story is told, beyond its plot (frame.yaml, siblings.yaml, shapes.yaml, series.yaml). */

export const FRAME_PARTS = [
  'opening',
  'set_off',
  'arrive_home',
  'celebrate',
  'goodbye',
  'tuck_in',
  'sleep',
  'chat',
  'try_again',
] as const;

/**
 * A season or weather the parent's setting says ("a snowy village", "a hot desert"): `said`, its
 * words in the setting; `clashes`, scenery it contradicts (a golden evening in the snow), told
 * another way wherever the story is at the setting; `opening` and `home`, how it feels there.
 */
export const ZSeason = z
  .object({
    id: ZId,
    said: z.array(z.string().min(1)).min(1),
    clashes: z.array(z.string().min(1)).min(1),
    opening: ZText,
    home: ZText,
  })
  .strict();
export type TSeason = z.infer<typeof ZSeason>;

export const ZFrame = z
  .object({
    opening: ZText,
    set_off: ZText,
    /**
     * A plot that opens away from home (`opens_away`: sailing the bay, in the orchard), told after
     * the evening at home: the step out of the house, so the story does not jump from the bedroom
     * door to the middle of the sea.
     */
    out_first: ZText.optional(),
    arrive_home: ZText,
    celebrate: ZText,
    goodbye: ZText,
    tuck_in: ZText,
    sleep: ZText,
    /** The companion who could not sleep is asleep: a celebration and a goodbye that do not wake it. */
    celebrate_asleep: ZText.optional(),
    goodbye_asleep: ZText.optional(),
    /** The child and the companion talk on the way (long stories). */
    chat: ZText,
    /** Before the solving: the child takes a breath and thinks. */
    try_again: ZText,
    /** Beginners' long stories: a refrain said at each step ("And along came ..."). */
    refrain: ZText.optional(),
    /**
     * Beginners' long stories: a counting song on the way, one more of the world's `counting`
     * things each time ("Along came one sleepy owl. Hoo, hoo! Along came two little frogs..."), so
     * the story is long because more happens. `steps`: one is picked and said for each number.
     */
    counting: z
      .object({
        numbers: z.array(z.string().min(1)).min(3),
        steps: z.array(z.string().includes('{count}').includes('{things}')).min(1),
        close: z.string().min(1),
      })
      .strict()
      .optional(),
    /** Something small and lovely the child notices (long stories). */
    wonder: ZText.optional(),
    /**
     * A child of six or under who walks out at dusk to meet the one who needs help (a plot met
     * away, on foot, outside a dream): who goes along, a grown-up of the family. Never alone.
     */
    along: ZText.optional(),
    /** The same after an opening that already set off: company on the way (family.along_set_off). */
    along_set_off: ZText.optional(),
    /** The grown-up from home who went along, there in the thick of it and going home (family.along_help). */
    along_help: ZText.optional(),
    along_home: ZText.optional(),
    /**
     * A child of six or under who goes out on the water in a real boat (a plot whose vehicle is
     * tagged `boats`): a grown-up from home is aboard and steers. Told after the journey line that
     * brings the boat in, so it may say {vehicle.the}.
     */
    aboard: ZText.optional(),
    /** A pet at bedtime where the parent said it sleeps ({pet.sleeps}: "on her feet"). */
    pet_sleeps: ZText.optional(),
    /** A pet's habit the parent told of ({pet.habit}, in the past), at home. */
    pet_habit: ZText.optional(),
    /**
     * What the notes say the child wants to be ({dream.a}: "a beekeeper"): at home, where the
     * interest it means helps ({dream}), and at bedtime.
     */
    dream_job: ZText.optional(),
    dream_job_help: ZText.optional(),
    dream_job_bedtime: ZText.optional(),
    /** Into bed after a dream: the child never left it, so is not tucked in again (panel 64). */
    tuck_in_dream: ZText.optional(),
    /**
     * After a dream, when the bedtime has more to tell (a worry, the pet, a goal): the child half
     * wakes in the bed they never left, so that what follows is not done asleep (panel 82).
     */
    tuck_in_dream_awake: ZText.optional(),
    /** The way home in a few words, told instead of none when a story is over its length. */
    home_short: ZText.optional(),
    /** Where the notes say the family has just been ({outing}: "the zoo"): at home and at bedtime. */
    outing: ZText.optional(),
    outing_bedtime: ZText.optional(),
    /** Where the notes say the family lives ({home.in}: "on a farm"; {home.back}: "on the farm"): at home and at bedtime. */
    home_place: ZText.optional(),
    home_place_bedtime: ZText.optional(),
    /** An old or sleepy pet (its adjectives or nature among `pet_old_words`): dozing at home. */
    pet_old: ZText.optional(),
    pet_old_words: z.array(z.string().min(1)).default([]),
    /**
     * What the parent said a pet is like ("Mango is very greedy", "our cheeky puppy"), shown: at
     * home in place of its species' opening, and at bedtime when the entry has one (panel 56 never
     * saw Mango be greedy). The first entry naming one of the pet's words is told.
     */
    pet_natures: z
      .array(
        z
          .object({
            words: z.array(z.string().min(1)).min(1),
            /** The pets (pets.yaml ids) its lines are written for: a goldfish is never "at the door". */
            species: z.array(ZId).min(1),
            opening: ZText,
            /** On the way, for a pet that goes along. */
            along: ZText.optional(),
            bedtime: ZText.optional(),
          })
          .strict(),
      )
      .default([]),
    /**
     * Words of going on foot (a path, stepping stones, a snail crossing the road) that a journey
     * afloat (a vehicle tagged `water`) does not say on the way: told another way when it can be.
     */
    afloat_out_of_place: z.array(z.string().min(1)).default([]),
    /** And deep under the water (a vehicle tagged `deep-water`): no clouds, gulls or windows. */
    undersea_out_of_place: z.array(z.string().min(1)).default([]),
    /** Going on foot that a journey through the air (a vehicle tagged `flying`) does not say on the way. */
    aloft_out_of_place: z.array(z.string().min(1)).default([]),
    /** And indoors (a plot that says `indoors`: the attic, the playroom): a log, a rock, a puddle. */
    indoors_out_of_place: z.array(z.string().min(1)).default([]),
    /**
     * What a fix never does to the one in trouble, by what it is (a cast entity's `matter`) and
     * the kind of trouble (`any`: every kind): nobody polishes a peacock or ties a rainbow with
     * string. The interest's help is told another way where it can be (tell/matter.ts).
     */
    not_done_to: z
      .partialRecord(
        z.enum(['living', 'vast']),
        z.partialRecord(z.union([z.literal('any'), ZProblemKind]), z.array(z.string().min(1))),
      )
      .default({}),
    /**
     * What the fix of a puzzle does not say where the plot sets another kind of puzzle (a plan's
     * `puzzle`): buttons and marks pressed in order on a clam who asks a riddle, or a riddle
     * answered at a lock of colored dots.
     */
    puzzle_out_of_place: z.partialRecord(z.enum(PUZZLES), z.array(z.string().min(1))).default({}),
    /**
     * A riddle plot answered by the child's interest: the riddle asks each reader about what they
     * know best, said with the problem (tell/riddle.ts).
     */
    riddle_for_the_reader: ZText.optional(),
    /**
     * The riddle's fix when the child's interest has no riddle of its own (one the table does not
     * know: "volleyball"): the riddle asks about it by the parent's word ({interest}), and the
     * child answers; never a part turned at a clam who asked a riddle (panel 62).
     */
    riddle_generic: ZText.optional(),
    /**
     * The rooms and places of home, each with the words that put the child there: at home before
     * the adventure, the child is in one of them unless a line moves them (tell/home-spot.ts).
     */
    home_spots: z.record(ZId, z.array(z.string().min(1))).default({}),
    /** What a companion that lives in water does not do in a line naming it (hop over a stream). */
    swimmer_cannot: z.array(z.string().min(1)).default([]),
    /** A small happening on the way (long stories: more happens). */
    on_the_way: ZText.optional(),
    /**
     * At home, after the interest: the child puts in a pocket what a fix later takes out of it
     * ({thing}: "little wooden pawn", said with {their}); see tell/pocket.ts.
     */
    pocket: ZText.optional(),
    /** First tries that do not work, per problem kind (long stories). */
    attempts: z.partialRecord(ZProblemKind, ZText).default({}),
    /**
     * The parent's setting when the plot's places do not take it: where the evening begins
     * ({setting.in}: "on a houseboat on the canal") and, after a journey, where the child comes back to.
     */
    setting_opening: ZText.optional(),
    setting_home: ZText.optional(),
    /**
     * The same, for a place in the house world ("the back garden", "my bedroom") in a story that
     * goes somewhere else: where the evening was spent before bed, and what is quiet on the way
     * back. Never "Our story starts in the back garden" and then the big light turned off.
     */
    setting_opening_home: ZText.optional(),
    setting_home_home: ZText.optional(),
    /**
     * The parent's setting when the plot's place is one of its places but not it by name ("a
     * foggy marsh" and the plot's round pond): the place lies in the setting, said where the
     * trouble is met ({place.the}, {setting.the}). Panel 86 heard the marsh never named.
     */
    setting_here: ZText.optional(),
    /**
     * Places of a plot's evening at home (a garden, the lane, a brook) that a parent's setting
     * elsewhere ("a rainy city with trams") contradicts: told another way where the setting is said.
     */
    setting_elsewhere: z.array(z.string().min(1)).optional(),
    /** Trying again ("so they tried again"): told only after a try that did not work (tell/tried.ts). */
    tried_again: z.array(z.string().min(1)).default([]),
    /** Seasons and weather a setting can say, the first that matches taken. */
    seasons: z.array(ZSeason).default([]),
  })
  .strict();
export type TFrame = z.infer<typeof ZFrame>;

/** Siblings in one story (siblings.yaml): what is told of all of them, and of each one. */
export const ZSiblings = z
  .object({
    /** At home, before the call: the children together ({Name} is all of them: "Mia and Leo"). */
    together: ZText,
    /**
     * One child's idea that matters, before the solving ({Name} is that child), for each problem
     * kind: a first step toward the fix that uses that child's own interest ({interest}).
     */
    idea: ZKindTexts,
    /** At bedtime, all of them drifting off together. */
    bedtime: ZText,
  })
  .strict();
export type TSiblings = z.infer<typeof ZSiblings>;

/** How a story is put together (shapes.yaml): each story takes one opening, middle and ending. */
export const SHAPE_PARTS = {
  opening: ['at-home', 'far-off', 'told'],
  middle: ['tries', 'straight'],
  ending: ['in-bed', 'drowsy'],
  /** `awaited`: the story is told on a night that comes once a year in its world (worlds' occasions). */
  occasion: ['none', 'awaited'],
} as const;
const ZWeights = <T extends readonly [string, ...string[]]>(ids: T) =>
  z.partialRecord(z.enum(ids), z.number().min(0));
export const ZShapes = z
  .object({
    /** How often each is chosen (relative); a part left out is never chosen. */
    weights: z
      .object({
        opening: ZWeights(SHAPE_PARTS.opening),
        middle: ZWeights(SHAPE_PARTS.middle),
        ending: ZWeights(SHAPE_PARTS.ending),
        occasion: ZWeights(SHAPE_PARTS.occasion),
      })
      .strict(),
    /**
     * The far-off opening, per problem kind: before we meet the child, the one who needs help,
     * where they are ({far_off}: the world's far_off phrase). Introduces {object.a}.
     */
    far_off: z.partialRecord(ZProblemKind, ZText),
    /** After a far-off opening, the first line at home: we come to the child. */
    meanwhile: ZText,
    /** The straight middle: no first try that fails; the child looks and knows what will help. */
    notice: ZText,
    /** The drowsy ending: on the way home, the child grows sleepy. */
    drowsy: ZText,
    /** The drowsy ending's last line: asleep before the end (instead of the frame's sleep line). */
    carried: ZText,
    /**
     * The told opening: the storyteller's first line ({trouble}: the kind's few words, naming
     * nobody) and last paragraph ({event}: what the child did, as series.yaml's events say it).
     */
    told: z.object({ trouble: z.partialRecord(ZProblemKind, ZText), open: ZText, close: ZText }).strict(),
  })
  .strict();
export type TShapes = z.infer<typeof ZShapes>;

/** A series (series.yaml, issue 27): the recap of chapters 2+, each kind's event, the arcs. */
export const ZSeriesArc = z
  .object({
    id: ZId,
    /** End of chapter 1: the thread begins. */
    setup: ZText,
    /** Bedtime of the middle chapters: calm, with something left for tomorrow. */
    still: ZText,
    /** The last chapter only: the thread is complete. */
    resolution: ZText,
  })
  .strict();
export const ZSeries = z
  .object({
    /** Chapters 2+: the opening line; {last} is the last chapter's event. */
    recap: ZText,
    /** The recap when the event names the companion itself ("helped the kind owl get warm"). */
    recap_alone: ZText,
    /** What the heroes did, per problem kind, said after "Mia and Pip" (object variables only). */
    events: z.record(ZProblemKind, z.array(z.string().min(1)).min(1)),
    arcs: z.array(ZSeriesArc).min(1),
  })
  .strict();
export type TSeries = z.infer<typeof ZSeries>;
