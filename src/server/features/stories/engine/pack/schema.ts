import { z } from 'zod';
import { PUZZLES, ZId, ZKindTexts, ZProblemKind, ZTags, ZText } from './schema-text.js';

/**
 * The one schema of a content pack (content/stories/<locale>/, see its README). The loader
 * validates every file against it at build and at start, and names the file and line of each
 * problem; the engine reads only the typed pack this produces. Its parts: schema-text.ts (Text,
 * ids, tags), schema-personal.ts (family, worries, twists, learning, settings, themes), schema-words.ts (words.yaml) and
 * schema-telling.ts (the frame, siblings, shapes, series).
 */
export * from './schema-text.js';
export * from './schema-telling.js';
export * from './schema-personal.js';
export * from './schema-words.js';

/** What a companion holds and waves with: lines that need one are passed over for "none". */
export const BODIES = ['paw', 'hoof', 'fin', 'wing', 'flipper', 'arm', 'hand', 'none'] as const;
export type TBody = (typeof BODIES)[number];

export const ZCastEntity = z
  .object({
    id: ZId,
    kind: z.enum(['companion', 'object', 'place', 'vehicle']),
    a: z.string().min(1),
    the: z.string().min(1),
    noun: z.string().min(1),
    name: z.string().optional(),
    /**
     * Other names the same companion may go by: one of `name` and these is chosen for each story,
     * so families do not all meet the same fox called Rusty. `a` and `the` say `name`; the chosen
     * one takes its place there.
     */
    names: z.array(z.string().min(1)).default([]),
    /** "they" of one: a favourite character the parent gave no pronoun (tell/cast.ts). */
    pronoun: z.enum(['she', 'he', 'it', 'they']).default('it'),
    /** Several things ("the star seeds"): plural verbs and pronouns. */
    plural: z.boolean().default(false),
    /** An object with working parts (gears, springs): only these are mended like machines. */
    mechanism: z.boolean().default(false),
    /**
     * What it is, for what a fix may do to it (frame.yaml `not_done_to`): `living` (a plant, or an
     * animal: one tagged animals, birds, insects or fish is living unless it says otherwise),
     * `vast` (a rainbow, a nebula, the moon: nothing held in the hands), `thing` (the rest).
     */
    matter: z.enum(['thing', 'living', 'vast']).optional(),
    /** A companion that lives in water cannot come to the child's window. */
    water: z.boolean().default(false),
    /**
     * A person (a lighthouse keeper, a girl from next door): never the one who calls a child out of
     * the house at night (a plot that starts at home), only met on arrival. story:lint checks it.
     */
    human: z.boolean().optional(),
    body: z.enum(BODIES).optional(),
    tags: ZTags,
    /** Other worlds it also belongs to (a rabbit in the land and the dream world). */
    also: z.array(ZId).default([]),
  })
  .strict();
export type TCastEntity = z.infer<typeof ZCastEntity>;

/**
 * A night that comes once a year in a world (the meteor shower, the whales' moon song): the child
 * knows at home what tonight is (`tonight`), it will begin soon once the trouble is told (`soon`,
 * an extra), and it begins once the trouble is put right (`begins`, naming only the child).
 */
export const ZOccasion = z.object({ id: ZId, tonight: ZText, soon: ZText, begins: ZText }).strict();
export type TOccasion = z.infer<typeof ZOccasion>;

export const ZWorld = z
  .object({
    id: ZId,
    /** Where a story here happens, as a sentence ends: "up in the sky", "under the sea". */
    where: z.string().min(1),
    /** A story in this world names at least one of these: its theme is kept. */
    words: z.array(z.string()).min(1),
    tags: ZTags,
    /** Where a story goes when a child's fear rules this world out. */
    nearby: z.array(ZId).default([]),
    /**
     * Its arrival and sights are written inside a house (a clock in the hall, light on the
     * stairs): a plot of this world that happens outdoors (the garden) is told without them.
     */
    indoors: z.boolean().default(false),
    /**
     * Words that do not belong here ("breeze" and "grass" under the sea): a line told in this
     * world is told another way when it can be (a frame or interest line written for anywhere).
     */
    out_of_place: z.array(z.string().min(1)).default([]),
    /**
     * Things a learning scene (written for any world) does not put here: a tide and a boat in the
     * Milky Way, a seed watered on a cloud. The scene is told another way when it can be.
     */
    learning_out_of_place: z.array(z.string().min(1)).default([]),
    /**
     * Its weather is its own (space, a dream): the season of the parent's setting ("a snowy
     * village") says nothing about what is seen here.
     */
    own_weather: z.boolean().default(false),
    arrive: ZText,
    sights: ZText.optional(),
    /** What a beginner's counting song meets here (frame `counting`): "sleepy owl", "sleepy owls", "Hoo, hoo!". */
    counting: z
      .array(z.object({ one: z.string().min(1), many: z.string().min(1), sound: z.string().min(1) }).strict())
      .default([]),
    home: ZText,
    /** How the child gets there when a plot has no journey of its own (a plot's vehicle may be used). */
    travel: ZText.optional(),
    /**
     * How a story that opens far away (shapes.yaml) says where, before a sentence about the one
     * who needs help: "Far away, up among the stars,". None: stories here open at home.
     */
    far_off: z.array(z.string().min(1)).default([]),
    /** Nights that come once a year here, for a story told on one (shapes.yaml `occasion`). */
    occasions: z.array(ZOccasion).default([]),
    cast: z.array(ZCastEntity).min(1),
  })
  .strict();
export type TWorld = z.infer<typeof ZWorld>;

const ZDetails = z
  .object({
    opening: ZText.optional(),
    call: ZText.optional(),
    journey: ZText.optional(),
    problem: ZText.optional(),
    attempt: ZText.optional(),
    resolution: ZText.optional(),
    home: ZText.optional(),
  })
  .strict();

export const ZPlan = z
  .object({
    id: ZId,
    worlds: z.array(ZId).min(1),
    themes: z.array(z.string()).min(1),
    tags: ZTags,
    /** The kind of problem the plot poses (the interest's help for it solves it). */
    kind: ZProblemKind,
    meet: z.enum(['home', 'away']).default('home'),
    /** A puzzle plot's kind of puzzle: only help that solves that kind is told (frame puzzle_out_of_place). */
    puzzle: z.enum(PUZZLES).optional(),
    /**
     * The whole plot happens inside the house (the bathtub, the attic, the playroom): outdoor
     * sights (an interest's tracks in the mud, an owl on the way) are not told in it.
     */
    indoors: z.boolean().default(false),
    /**
     * The one who needs help falls asleep once helped (a cold hedgehog, warm at last, snores under
     * the hedge), as a sleepless one does: a companion it is is celebrated and left in a whisper.
     */
    sleeps_once_helped: z.boolean().default(false),
    /**
     * The opening finds the child already out (on the beach, in the orchard, at the station): the
     * evening at home (the interest, the pet, the family) is told first, then the child goes out,
     * never the beach and then the bath and pajamas.
     */
    opens_away: z.boolean().default(false),
    /**
     * An opening away from home that tells the child setting off ("pulled on her boots for a walk
     * to the river"), not already there: the grown-up who goes along is told after it, never
     * "side by side they went out", then the boots (panel 52).
     */
    opening_sets_off: z.boolean().default(false),
    /**
     * The way there is magic from where the child sits (a page of a book that glows): no door is
     * held, nobody walks out with a young child, and nobody walks them home (panel 82 heard "held
     * the door open", then the page glowed, then a walk home after "home once more").
     */
    magic_journey: z.boolean().default(false),
    /**
     * The plot is told on a night of its own (the turtle hatching, the comet parade, Moving Day):
     * no world's night of the year (shapes.yaml `occasion`) is told on it as well.
     */
    own_night: z.boolean().default(false),
    /**
     * A picture-book plot of little ones (baby comets in their cradles, a hatchling's first night):
     * told to a child of nine and over only when nothing else fits as well (a panel heard an
     * eleven-year-old get the baby comets).
     */
    little_ones: z.boolean().default(false),
    /**
     * The companion is met and helps on dry sand or rock (a beach at night, a harbour wall): never
     * a creature that cannot leave the water (a panel heard a shy seahorse "crouched by a hollow
     * in the sand, looking up the dune").
     */
    ashore: z.boolean().default(false),
    /** A plot whose problem is the parent's twist ("the stars are hiding"): see twists.yaml. */
    twist: z.string().optional(),
    cast: z
      .object({
        /** "companion": the companion is the one who needs help (a sleepless little cloud). */
        object: z.array(ZId).min(1).optional(),
        place: z.array(ZId).min(1).optional(),
        vehicle: z.array(ZId).min(1).optional(),
        companion: z.array(ZId).min(1).optional(),
      })
      .strict(),
    titles: z.array(z.string()).min(1),
    opening: ZText.optional(),
    call: ZText,
    journey: ZText.optional(),
    problem: ZText,
    attempt: ZText,
    resolution: ZText,
    home: ZText.optional(),
    /**
     * The plot's own fix, when the problem says what will put it right ("I open for the thing you
     * love"): told instead of the interest's help, with `{interest}` the child's interest in the
     * parent's words, so the door that asked for what the child loves is told exactly that.
     */
    solve: ZText.optional(),
    details: ZDetails.default({}),
    /**
     * Words wrong for this plot, told as the world's out_of_place are: a line written for anywhere
     * that would get the plot's facts backward (a hatchling heading for the sea is never told to
     * follow a faraway light or its own footprints back up the beach).
     */
    out_of_place: z.array(z.string().min(1)).default([]),
    /** Cast this plot brings with it (its own objects and places), usable by id like a world's. */
    new_cast: z.array(ZCastEntity).default([]),
  })
  .strict();
export type TPlan = z.infer<typeof ZPlan>;

const ZHelp = ZKindTexts;

export const ZInterest = z
  .object({
    id: ZId,
    label: z.string().min(1),
    match: z.array(z.string().min(1)).min(1),
    tags: ZTags,
    words: z.array(z.string().min(1)).min(1),
    /**
     * An entry covering several animals (big cats: lions, tigers, cheetahs): the words of each.
     * A parent who typed one ("cheetahs") hears only it named, never another of the entry's.
     */
    kinds: z.array(z.array(z.string().min(1)).min(1)).optional(),
    setup: ZText,
    sight: ZText,
    fact: ZText,
    help: ZHelp.strict(),
  })
  .strict();
export type TInterest = z.infer<typeof ZInterest>;

export const ZCharacter = z
  .object({
    id: ZId,
    match: z.array(z.string().min(1)).min(1),
    /** Worlds it lives in; elsewhere it comes as a visitor (`visiting`). */
    worlds: z.array(ZId).min(1),
    companion: ZCastEntity.omit({ id: true, kind: true }),
    /** How it is introduced outside its own worlds ("a shy octopus in a round bubble helmet"). */
    visiting: z.string().optional(),
    /** A line that shows what it is like, told once in the middle of the story. */
    does: ZText.optional(),
  })
  .strict();
export type TCharacter = z.infer<typeof ZCharacter>;

/**
 * What a favourite character is like, in the parent's word ("a grumpy crow"): a moment in the
 * middle that shows it, so "grumpy" is something the crow does, not only a word before its name.
 */
export const ZTrait = z
  .object({
    id: ZId,
    /** The parent's adjective ("grumpy"); for a `clause` trait, the words that start the clause ("wants to"). */
    match: z.array(z.string().min(1)).default([]),
    /**
     * What the parent said of the character after "who" ("a robot who wants to dance", "a parrot
     * who can't fly", "a polar bear who loves tea"): the rest of it is {character.what}.
     */
    clause: z.boolean().default(false),
    /**
     * The clause trait for anything else it does, when no other trait's words start the clause
     * ("a seahorse who hiccups", "a parrot who tells jokes"): {character.what} as said
     * ("hiccups"), {character.did} in the past ("hiccupped"). It needs no `match`.
     */
    habit: z.boolean().default(false),
    does: ZText,
    /** Once the trouble is over: the wish comes true, the love is shared ({character.what}). */
    end: ZText.optional(),
    /**
     * What the love looks like when it is done, by what is loved ("a dragon who loves baking"
     * shares biscuits she baked): the first whose `match` word is in {character.what} is told
     * instead of `end`. Lines any creature can do anywhere (the story may end under the sea).
     */
    acts: z
      .array(
        // `does`, when given, in the middle too ("a giraffe who tells riddles" asks one).
        z.object({ match: z.array(z.string().min(1)).min(1), end: ZText, does: ZText.optional() }).strict(),
      )
      .optional(),
  })
  .strict()
  .refine((t) => !t.habit || t.clause, { message: 'a habit trait is a clause trait (clause: true)' })
  .refine((t) => t.habit || t.match.length > 0, { message: 'a trait needs the words that say it (match)' });
export type TTrait = z.infer<typeof ZTrait>;

export const ZPet = z
  .object({
    id: ZId,
    match: z.array(z.string().min(1)).min(1),
    tags: ZTags,
    /** Comes along on the adventure (a dog, a hamster in a pocket); a goldfish stays home. */
    along: z.boolean(),
    opening: ZText,
    /** On the way, or (for a pet that stays home) waiting at home. */
    along_text: ZText,
    help: z.partialRecord(ZProblemKind, ZText).default({}),
    /** What it does in the middle when it has no help for the problem: cheering the friends on. */
    cheer: ZText,
    bedtime: ZText,
  })
  .strict();
export type TPet = z.infer<typeof ZPet>;

export const ZPackInfo = z
  .object({
    locale: z.string().min(2),
    grammar: z.string().min(2),
    spelling: z.enum(['US', 'UK']).default('US'),
  })
  .strict();
