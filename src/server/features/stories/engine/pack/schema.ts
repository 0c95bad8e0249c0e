import { z } from 'zod';
import { PROBLEM_KINDS, STORY_TAGS } from './tags.js';

/**
 * The one schema of a content pack (content/stories/<locale>/, see its README). The loader
 * validates every file against it at build and at start, and names the file and line of each
 * problem; the engine reads only the typed pack this produces.
 */

const ZTemplates = z.array(z.string().trim().min(1, 'an empty line')).min(1, 'needs at least one line');

/** Lines per reading level; advanced falls back to intermediate. */
export const ZLevelText = z
  .object({
    beginner: ZTemplates,
    intermediate: ZTemplates,
    advanced: ZTemplates.optional(),
  })
  .strict();

/** A plain list is used at every level. */
export const ZText = z.union([ZTemplates, ZLevelText]);
export type TText = z.infer<typeof ZText>;

const ZId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are lower-case words joined by dashes');
const ZTag = z.enum(STORY_TAGS);
const ZTags = z.array(ZTag).default([]);
export const ZProblemKind = z.enum(PROBLEM_KINDS);

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
    pronoun: z.enum(['she', 'he', 'it']).default('it'),
    /** Several things ("the star seeds"): plural verbs and pronouns. */
    plural: z.boolean().default(false),
    /** An object with working parts (gears, springs): only these are mended like machines. */
    mechanism: z.boolean().default(false),
    /** A companion that lives in water cannot come to the child's window. */
    water: z.boolean().default(false),
    body: z.enum(BODIES).optional(),
    tags: ZTags,
    /** Other worlds it also belongs to (a rabbit in the land and the dream world). */
    also: z.array(ZId).default([]),
  })
  .strict();
export type TCastEntity = z.infer<typeof ZCastEntity>;

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
    arrive: ZText,
    sights: ZText.optional(),
    home: ZText,
    /** How the child gets there when a plot has no journey of its own (a plot's vehicle may be used). */
    travel: ZText.optional(),
    /**
     * How a story that opens far away (shapes.yaml) says where, before a sentence about the one
     * who needs help: "Far away, up among the stars,". None: stories here open at home.
     */
    far_off: z.array(z.string().min(1)).default([]),
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
    /**
     * The whole plot happens inside the house (the bathtub, the attic, the playroom): outdoor
     * sights (an interest's tracks in the mud, an owl on the way) are not told in it.
     */
    indoors: z.boolean().default(false),
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
    details: ZDetails.default({}),
    /** Cast this plot brings with it (its own objects and places), usable by id like a world's. */
    new_cast: z.array(ZCastEntity).default([]),
  })
  .strict();
export type TPlan = z.infer<typeof ZPlan>;

const ZHelp = z.object(
  Object.fromEntries(PROBLEM_KINDS.map((k) => [k, ZText])) as Record<
    (typeof PROBLEM_KINDS)[number],
    typeof ZText
  >,
);

export const ZInterest = z
  .object({
    id: ZId,
    label: z.string().min(1),
    match: z.array(z.string().min(1)).min(1),
    tags: ZTags,
    words: z.array(z.string().min(1)).min(1),
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
    match: z.array(z.string().min(1)).min(1),
    does: ZText,
  })
  .strict();
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

export const FAMILY_MOMENTS = ['opening', 'send_off', 'help', 'far', 'bedtime'] as const;

export const ZFamilyGroup = z
  .object({
    id: ZId,
    opening: ZText,
    send_off: ZText,
    /** In the middle: words the child remembers from them, or what they do when the story is at home. */
    help: ZText,
    /** For someone far away (moved away, travelling): a call, a letter, something of theirs. */
    far: ZText,
    bedtime: ZText,
  })
  .strict();

export const ZRelation = z
  .object({
    id: ZId,
    match: z.array(z.string().min(1)).min(1),
    /** How the story calls them without a name ("Grandma"); a typed word like "Nana" is kept. */
    called: z.string().min(1),
    pronoun: z.enum(['she', 'he', 'they']),
    group: ZId,
    plural: z.boolean().default(false),
    /** For several people ("two dads"): the relation of each one named ("Papa and Daddy"). */
    one: ZId.optional(),
    /** A baby or a toddler: acts at home only. */
    stay_home: z.boolean().default(false),
    /**
     * What a typed name becomes: title "Grandma Rosa", "Uncle Dev"; intro "Sam", first met as
     * "Mia's little brother Sam"; called: the name is not used ("her mom Sarah" is Mom).
     */
    naming: z.enum(['title', 'intro', 'called']).default('title'),
    /** The words of an intro ("little brother"); the relation's own name by default. */
    intro: z.string().optional(),
  })
  .strict();

export const ZFamily = z
  .object({
    groups: z.array(ZFamilyGroup).min(1),
    /**
     * The middle of the story for someone far away, whatever their group: a voice message the
     * child remembers, something they sent or gave. Never there in person.
     */
    far_help: ZText,
    relations: z.array(ZRelation).min(1),
  })
  .strict();
export type TFamily = z.infer<typeof ZFamily>;

export const ZWorry = z
  .object({
    id: ZId,
    /** Patterns in the compromise match syntax, or plain phrases. */
    match: z.array(z.string().min(1)).min(1),
    tags: ZTags,
    /** The worry is about a family member named in the same words ("her grandma moved away"). */
    about_member: z.boolean().default(false),
    /**
     * The pattern captures [<about>...], the parent's own words for what is coming ("his swimming
     * lesson on Saturday"), told as {worry.about}: for a worry no other entry knows.
     */
    about_phrase: z.boolean().default(false),
    mention: ZText,
    beat: ZText,
    closing: ZText,
  })
  .strict();
export type TWorry = z.infer<typeof ZWorry>;

export const TWIST_SHAPES = [
  'made-of',
  'can-fly',
  'can-talk',
  'can-do',
  'secretly',
  'hiding',
  'tastes-of',
  'colour',
  'has',
] as const;

export const ZTwistShape = z
  .object({
    id: z.enum(TWIST_SHAPES),
    /** compromise match patterns with named groups [<x>...], [<y>...], [<verb>...]. */
    patterns: z.array(z.string().min(1)).min(1),
    premise: ZText,
    middle: ZText.optional(),
    /**
     * In the thick of it, when the middle is told on the way (a flying bed): the twist lends a
     * hand with the problem, so it does something in the story and is not only seen.
     */
    solve: ZText.optional(),
    echo: ZText,
  })
  .strict();

export const ZCatalogueTwist = z
  .object({
    id: ZId,
    match: z.array(z.string().min(1)).min(1),
    worlds: z.array(ZId).min(1),
    tags: ZTags,
    premise: ZText,
    echo: ZText,
  })
  .strict();

export const ZTwists = z
  .object({
    shapes: z.array(ZTwistShape).min(1),
    /**
     * The twist's thing brought into the story at home, before the premise, when it is the
     * child's own ("her robot is secretly a dragon") or must be there to be revealed; it goes along.
     */
    intro: ZText.optional(),
    /** Things that can fly you somewhere (for "the bed can fly"). */
    rideable: z.array(z.string().min(1)).default([]),
    catalogue: z.array(ZCatalogueTwist).default([]),
  })
  .strict();
export type TTwists = z.infer<typeof ZTwists>;

export const ZLearning = z
  .object({
    id: ZId,
    /** Empty for the two scenes the engine reaches by id: a goal in the parent's own words. */
    match: z.array(z.string().min(1)),
    worlds: z.array(ZId).optional(),
    tags: ZTags,
    /** Items said in order in the scene ({list}): the days, the planets, one to ten. */
    sequence: z.array(z.string()).optional(),
    scene: ZText,
    /** A line at bedtime that comes back to it (optional). */
    echo: ZText.optional(),
  })
  .strict();
export type TLearning = z.infer<typeof ZLearning>;

export const ZSetting = z
  .object({
    id: ZId,
    match: z.array(z.string().min(1)).min(1),
    world: ZId,
    place: z.object({ a: z.string(), the: z.string(), noun: z.string(), tags: ZTags }).strict(),
  })
  .strict();
export type TSetting = z.infer<typeof ZSetting>;

export const ZTheme = z
  .object({
    id: ZId,
    match: z.array(z.string().min(1)).min(1),
    worlds: z.array(ZId).min(1),
    /** Plot theme words it prefers (a plot's `themes`). */
    plots: z.array(z.string()).min(1),
    /** A line that keeps the theme when the plot does not carry it on its own ("a sprinkle of magic"). */
    keep: ZText.optional(),
  })
  .strict();
export type TTheme = z.infer<typeof ZTheme>;

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

export const ZFrame = z
  .object({
    opening: ZText,
    set_off: ZText,
    arrive_home: ZText,
    celebrate: ZText,
    goodbye: ZText,
    tuck_in: ZText,
    sleep: ZText,
    /** The child and the companion talk on the way (long stories). */
    chat: ZText,
    /** Before the solving: the child takes a breath and thinks. */
    try_again: ZText,
    /** Beginners' long stories: a refrain said at each step ("And along came ..."). */
    refrain: ZText.optional(),
    /** Something small and lovely the child notices (long stories). */
    wonder: ZText.optional(),
    /** A small happening on the way (long stories: more happens). */
    on_the_way: ZText.optional(),
    /** First tries that do not work, per problem kind (long stories). */
    attempts: z.partialRecord(ZProblemKind, ZText).default({}),
    /**
     * The parent's setting when the plot's places do not take it: where the evening begins
     * ({setting.in}: "on a houseboat on the canal") and, after a journey, where the child comes back to.
     */
    setting_opening: ZText.optional(),
    setting_home: ZText.optional(),
  })
  .strict();
export type TFrame = z.infer<typeof ZFrame>;

/** Siblings in one story (siblings.yaml): what is told of all of them, and of each one. */
export const ZSiblings = z
  .object({
    /** At home, before the call: the children together ({Name} is all of them: "Mia and Leo"). */
    together: ZText,
    /** One child's idea that matters, before the solving ({Name} is that child). */
    idea: ZText,
    /** At bedtime, all of them drifting off together. */
    bedtime: ZText,
  })
  .strict();
export type TSiblings = z.infer<typeof ZSiblings>;

/** How a story is put together (shapes.yaml): each story takes one opening, middle and ending. */
export const SHAPE_PARTS = {
  opening: ['at-home', 'far-off'],
  middle: ['tries', 'straight'],
  ending: ['in-bed', 'drowsy'],
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
    /** What the heroes did, per problem kind, said after "Mia and Pip" (object variables only). */
    events: z.record(ZProblemKind, z.array(z.string().min(1)).min(1)),
    arcs: z.array(ZSeriesArc).min(1),
  })
  .strict();
export type TSeries = z.infer<typeof ZSeries>;

export const ZPackInfo = z
  .object({
    locale: z.string().min(2),
    grammar: z.string().min(2),
    spelling: z.enum(['US', 'UK']).default('US'),
  })
  .strict();
