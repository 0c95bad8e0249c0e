import { z } from 'zod';
import { ZId, ZKindTexts, ZProblemKind, ZTags, ZText } from './schema-text.js';

/** What the parent typed, read against these tables: family, worries, twists, learning, settings, themes. */

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
     * The child's own household ("our family"): when it moves, the child moves (moving-house), so
     * a worry about someone far away never takes it, nor does it leave the child behind.
     */
    household: z.boolean().default(false),
    /** Too general to be someone when it is only in the notes ("making new friends"): see read/brief.ts. */
    vague: z.boolean().default(false),
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
    /**
     * A member's own saying, in the parent's words ({member.saying}: "slowly, slowly catches the
     * monkey"), remembered in the middle of the adventure in place of the group's help line.
     */
    saying: ZText.optional(),
    /**
     * Words of a saying about trying again ("if at first you don't succeed"): the plot's first
     * try, the one that does not work, is always told before it (tell/tried.ts).
     */
    saying_about_trying: z.array(z.string().min(1)).default([]),
    /** At bedtime, the member calls the child what the parent said they do ({member.calls}: "ya albi"). */
    calls: ZText.optional(),
    /** What the member always does, as the parent said ({member.habit}: "told terrible jokes"). */
    habit: ZText.optional(),
    /** A bedtime habit (telling stories, singing lullabies) done tonight, at bedtime: {member.habit}. */
    habit_tonight: ZText.optional(),
    /** What the member has, from the notes ({member.has}: "allotment with giant marrows"), told at home. */
    has: ZText.optional(),
    /**
     * What a member taught the child, in the parent's words ({member.taught}: "bowl"): `taught_fix`
     * just before the child does it to put the trouble right, else `taught` at home.
     */
    taught: ZText.optional(),
    taught_fix: ZText.optional(),
    /** The one who taught it walked out with the child: there beside them at the fix, not remembered. */
    taught_fix_along: ZText.optional(),
    /**
     * A member's habit the parent named ("Grandad Bill who fixes radios", "Aunt Marguerite who
     * knits scarves") lends the child a way to put tonight's trouble right: `text` is told just
     * before the child's own fix when the trouble is one of `kinds`, and the habit ({member.habit},
     * in the past) has one of the `match` words.
     */
    habit_help: z
      .array(
        z
          .object({
            match: z.array(z.string().min(1)).min(1),
            kinds: z.array(ZProblemKind).min(1),
            /** The twist's conditions (twists.yaml) it mends too: told before the twist's own cure. */
            conditions: z.array(ZId).default([]),
            text: ZText,
            /** Said when the member walked out with the child: there, beside them (no glance back). */
            along: ZText.optional(),
          })
          .strict(),
      )
      .default([]),
    /** The things a member may have that `has` tells of (its first words): never a cold or a bad back. */
    owns: z.array(z.string().min(1)).default([]),
    /** A member's job ("Uncle Pete the farmer") and what it gives them to tell of ("farm"): a `has`. */
    jobs: z.record(z.string().min(1), z.string().min(1)).default({}),
    /**
     * A young child walking out at dusk goes with a grown-up of the family the parent named, not
     * "a grown-up from home" beside Grandad Joe ({member}: tell/young.ts). `along_groups` are the
     * groups who can (not a big brother, a baby or a friend).
     */
    along: ZText.optional(),
    /**
     * The same, told just after a plot's opening that already set off ("Off to the orchard!"):
     * company on the way, never "Coat on, hat on! Out they went" once the child is out (panel 78).
     */
    along_set_off: ZText.optional(),
    along_groups: z.array(ZId).default([]),
    /**
     * The one who went along is there through the adventure (panel 52 heard Aunt Fatima go out
     * with Hugo, vanish, then be told "all about it"): in the thick of it (`along_help`, instead of
     * a tip remembered from home), and going home with the child (`along_home`).
     */
    along_help: ZText.optional(),
    /** The saying of the one who went along, said there and then (not remembered from home). */
    along_saying: ZText.optional(),
    along_home: ZText.optional(),
    /**
     * The one who walked a young child to where the plot's vehicle met them (the bubble at the
     * shore) and waited there: thought of in the thick of it, found waiting after (panel 87 heard
     * Tutu left on the beach and then, under the sea, holding up crossed fingers).
     */
    along_waiting: ZText.optional(),
    along_waited: ZText.optional(),
    /** Out on the water, the grown-up of `along_groups` who steers, by name (frame.aboard otherwise). */
    aboard: ZText.optional(),
    /**
     * What a member of `groups` lends the child at the door ({thing}: "flashlight") is given back
     * at home when no later line uses it; a help line naming a thing never lent is not told.
     */
    lent: z
      .object({
        groups: z.array(ZId).min(1),
        things: z.array(z.string().min(1)).min(1),
        back: ZText,
      })
      .strict()
      .optional(),
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
    /**
     * The member is away close by tonight (works nights, in hospital): not far away (no miles, no
     * parcels), not at home at bedtime either. Only the worry's own lines tell them.
     */
    nearby: z.boolean().default(false),
    /**
     * The member is missed only in the day ("misses mummy during the day", "at nursery"): at home
     * tonight, so the story has them at bedtime and never far away.
     */
    at_home: z.boolean().default(false),
    /**
     * The member must be of one of these family groups ("friend": a best friend moving away), or
     * the entry is passed over. Empty: anyone.
     */
    member_groups: z.array(z.string().min(1)).default([]),
    /** The parents live apart (two homes): a pair said as one ("parents", "Mom and Dad") is never told together. */
    apart: z.boolean().default(false),
    /**
     * The member has died: they are only remembered, in the worry's own lines. They never take
     * part at home tonight, never call from far away, never come back.
     */
    gone: z.boolean().default(false),
    /**
     * The child's own event (a new school, a lost tooth, a birthday): a note that says it of
     * someone else in the family ("her little brother Kofi is starting school") is not the child's.
     */
    own: z.boolean().default(false),
    /**
     * Fear concepts (fears.ts ids) that bring this worry when the notes name none: "the dark"
     * among the fears is comforted at bedtime as "scared of the dark" in the notes would be.
     */
    fears: z.array(z.string()).default([]),
    /**
     * A word of this worry's lines told as the parent's own when the notes say one of these:
     * `school: [nursery, preschool]` tells "Rowan starts nursery on Monday" as "the new nursery".
     */
    said_as: z.record(z.string().regex(/^[a-z]+$/), z.array(z.string().min(1)).min(1)).default({}),
    /**
     * Lines told only when the parent said so: a template holding the key ("moved") is left out
     * unless the notes say one of its words ("her grandma in Pakistan" never moved away).
     */
    when_said: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)).default({}),
    mention: ZText,
    /**
     * The worry felt out there, in a small moment that mirrors it (somewhere new, far from bed for
     * a sleepover): shown, not only solved in words afterwards (panel 16: "a sleepover would be
     * easy" was all the story said of it). Told where the problem is met: before the plot's
     * trouble (`arrive`, the new place and its friends come first: panel 87 heard a circle game
     * break in between a stuck drawer and its fix), or after it when the lines need the trouble
     * there already (`problem`: the companion "tried first").
     */
    felt: ZText.optional(),
    felt_at: z.enum(['arrive', 'problem']).default('arrive'),
    beat: ZText,
    closing: ZText,
  })
  .strict();
export type TWorry = z.infer<typeof ZWorry>;

export const TWIST_SHAPES = [
  'made-of',
  'can-fly',
  'runs-on',
  'can-talk',
  'rhymes',
  'backwards',
  'can-do',
  'secretly',
  'played-by',
  'loves',
  'forgot-how',
  'hiding',
  'tastes-of',
  'colour',
  'quality',
  'unwell',
  'has',
  'full-of',
  'tiny',
  'giant',
  'bigger-inside',
  'collects',
  'only-when',
  'only-at',
  'unseen',
  'afraid',
  'kind-after-all',
  'written-on',
  'wants-to',
  'took',
  'weather',
  'lives-in',
  'having',
  'adventuring',
  'time-machine',
  'lost-thing',
  'rides',
  'wears',
  'leads-to',
] as const;

export const ZTwistShape = z
  .object({
    id: z.enum(TWIST_SHAPES),
    /**
     * compromise match patterns with named groups [<x>...], [<y>...], [<verb>...]. None for a shape
     * read from another's reading (only-at, from can-do: read/twist-when.ts).
     */
    patterns: z.array(z.string().min(1)).default([]),
    /**
     * Titles made of the parent's own twist ("The Night the Bathtub Could Fly"): {Name}, {x} the
     * thing and {y} what it is made of or tastes of, each said as a title says it.
     */
    titles: z.array(z.string().min(1)).default([]),
    premise: ZText,
    middle: ZText.optional(),
    /**
     * In the thick of it, when the middle is told on the way (a flying bed): the twist lends a
     * hand with the problem, so it does something in the story and is not only seen.
     */
    solve: ZText.optional(),
    /** The twist's help when the trouble is a feeling (sad, sleepless): kindness, not a hand with a thing. */
    solve_gentle: ZText.optional(),
    /**
     * The quality shape's lines for a quality that does something ("the stars are ticklish": they
     * giggle when brushed against), told with {twist.touched} and {twist.does} from `qualities`.
     */
    shown: z.object({ premise: ZText, middle: ZText }).strict().optional(),
    /**
     * "the toys come alive at night" (can-talk): they wake, stretch and move about, not only talk
     * (panel 56 heard one chess piece "could talk" for "the chess pieces come alive").
     */
    alive: z.object({ premise: ZText, echo: ZText }).strict().optional(),
    /**
     * "the princess has lost her shoes" (hiding): a belonging lost and found again, never a thing
     * that hides of its own accord (panel 74 heard the twist refused).
     */
    lost: z.object({ premise: ZText, middle: ZText, echo: ZText }).strict().optional(),
    /**
     * "the toys are secretly pirates" (secretly): many things, each really one of many, told with
     * {twist.y} "pirates", {twist.Y} "Pirates" and {twist.y.single} "pirate" (pirate eyes).
     */
    many: z.object({ middle: ZText, solve: ZText, solve_gentle: ZText, echo: ZText }).strict().optional(),
    /** The way home when the twist was the way there (leads-to): back through it, instead of the plot's own. */
    back: ZText.optional(),
    echo: ZText,
    /**
     * Its own time comes in the night (only-at "at midnight"): the story's last picture is it
     * happening while the child sleeps, told in the echo's place.
     */
    asleep: ZText.optional(),
    /**
     * Its own time is a mood (only-at "when it is happy"): the happy end of the story is that time,
     * so it does it there (panel 53's oven that sings when it is happy never sang).
     */
    moved: ZText.optional(),
    /**
     * What the stuff a thing is made of is good for (made-of), matched on the parent's words for
     * it ("wool", "cheese"): a hand with the trouble of a kind it suits (a strand of the wool moon
     * round a cold comet), else its part in the celebration. A panel heard "the moon is made of
     * wool" said four times and doing nothing.
     */
    stuffs: z
      .array(
        z
          .object({
            id: ZId,
            match: z.array(z.string().min(1)).min(1),
            help: ZKindTexts.partial().default({}),
            celebrate: ZText,
            /** The celebration eats or tastes it: never told of a creature made of it. */
            eaten: z.boolean().default(false),
            /** Its celebration only looks (the stars shining): told of the stars far up too. */
            seen_from_afar: z.boolean().default(false),
          })
          .strict(),
      )
      .default([]),
    /**
     * What the thing does, when that can help with the trouble (can-do): matched on the words of
     * the parent's verb ("sneeze glitter": glitter), a real hand of the kind the plot's trouble
     * needs (its light in the dark corners, its song for one who cannot sleep), told instead of
     * `solve`, just before the child's own idea. A verb no power names keeps `solve`.
     */
    powers: z
      .array(
        z
          .object({
            id: ZId,
            match: z.array(z.string().min(1)).min(1),
            help: ZKindTexts.partial().default({}),
          })
          .strict(),
      )
      .default([]),
    /**
     * The lines instead, when the thing cannot feel (a garden, the moon, a teapot afraid of the
     * dark): told as a story book tells it ("as if the garden were holding its breath"), never
     * with a creature's trembling. A creature (dragon, owl, a pet, `creatures`) keeps the lines above.
     */
    things: z
      .object({ premise: ZText, middle: ZText.optional(), solve: ZText.optional(), echo: ZText })
      .strict()
      .optional(),
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

/**
 * A condition the twist's thing has ("the moon has the hiccups", "the owl has a wobbly tooth"):
 * what it does in the middle, the gentle cure the child brings at the help point, and how it is
 * at bedtime. A writer adds a condition here with its lines; the code knows none of them.
 */
export const ZCondition = z
  .object({
    id: ZId,
    /** What the parent writes after "has" or "is", without its article: "hiccups", "sad". */
    match: z.array(z.string().min(1)).min(1),
    /** {twist.had}: the thing's state, told in the past ("had the hiccups", "{twist.x.was} sad"). */
    had: z
      .string()
      .regex(/^(?:[^{}]|\{twist\.x\.(?:was|its)\})+$/, 'may use only {twist.x.was} and {twist.x.its}'),
    /**
     * Its own premise, for a trouble that is not a feeling ("the drawbridge is stuck": no "poor
     * thing"); the `unwell` shape's premise otherwise.
     */
    premise: ZText.optional(),
    /** In the middle: what the condition makes happen. */
    effect: ZText,
    /** The effect when the thing shines (the moon, a star, a lantern: see `shining`). */
    effect_shining: ZText.optional(),
    /** At the help point: the child's right, gentle cure for this condition. */
    cure: ZText,
    /** At bedtime: it is better. */
    better: ZText,
    tags: ZTags,
  })
  .strict();
export type TCondition = z.infer<typeof ZCondition>;

/**
 * What the creature of an `afraid` twist is afraid of, met at last, small and kind, once the
 * trouble is over ("the dragon is afraid of butterflies": one lands on its head, and it tickles).
 */
export const ZFaced = z
  .object({
    id: ZId,
    /** What the parent writes after "afraid of", without "the": "butterflies", "dark". */
    match: z.array(z.string().min(1)).min(1),
    /** The worlds where it can be met (none: every world). */
    worlds: z.array(ZId).optional(),
    tags: ZTags,
    lines: ZText,
    /**
     * Met at home at bedtime instead, when the night was spent where it cannot be (rain in space)
     * and the thing came home with the child (panel 58: a robot afraid of the rain, in space).
     */
    home: ZText.optional(),
  })
  .strict();

export const ZTwists = z
  .object({
    shapes: z.array(ZTwistShape).min(1),
    /**
     * A quality that shows in what the thing does when touched (the quality shape's `shown`):
     * `match` is the parent's adjective ("ticklish"); `touched` what someone does to it, in the
     * past ("brushed against"); `does` what it does then ("giggled and wriggled").
     */
    qualities: z
      .array(
        z
          .object({
            match: z.array(z.string().min(1)).min(1),
            touched: z.string().min(1),
            does: z.string().min(1),
          })
          .strict(),
      )
      .default([]),
    /** What an `afraid` twist's creature meets at last. */
    faced: z.array(ZFaced).default([]),
    /** The conditions of the `unwell` shape. */
    conditions: z.array(ZCondition).default([]),
    /** Things that shine, whose condition shows in their light (effect_shining). */
    shining: z.array(z.string().min(1)).default([]),
    /**
     * Who took it, when the parent's twist does not say ("someone has stolen all the stars"): the
     * first taker whose `takes` names the thing; one with no `takes` takes anything.
     */
    takers: z
      .array(
        z
          .object({
            taker: z.string().min(1),
            takes: z.array(z.string().min(1)).default([]),
            /** Only in these worlds (an octopus under the sea); none: in any. */
            worlds: z.array(ZId).optional(),
          })
          .strict(),
      )
      .default([]),
    /**
     * The twist's thing brought into the story at home, before the premise, when it is the
     * child's own ("her robot is secretly a dragon") or must be there to be revealed; it goes along.
     */
    intro: ZText.optional(),
    /**
     * The same for a thing nobody hugs or carries everywhere ("the teacups can sing", "the socks
     * can talk"): it waits on a shelf by the bed and is taken along tonight. Panel 78 heard
     * "Ottilie tucked their teacups close. Wherever Ottilie went, they went too."
     */
    intro_kept: ZText.optional(),
    /** Toys a child hugs and takes everywhere, told with `intro` (and so is any creature). */
    cuddly: z.array(z.string().min(1)).default([]),
    /**
     * Words for one thing ("spaceship" and "rocket"): a twist about the spaceship, on a night that
     * goes by rocket, is about their rocket (panel 38 rode a shiny red rocket past a cardboard
     * spaceship that did nothing).
     */
    same_things: z.array(z.array(z.string().min(1)).min(2)).default([]),
    /**
     * Where things are found, by world id, and never carried from home: a twist about one ("the
     * streetlights are shy", "the hay bales roll by themselves") is told in a plot of one of its
     * worlds and met there, never a toy on the pillow (panel 47 heard the streetlights under the
     * sea and "Osei's hay bales waited on the windowsill"). A thing may be in several worlds.
     */
    found_in: z.record(ZId, z.array(z.string().min(1))).default({}),
    /** Things that can fly you somewhere (for "the bed can fly"). */
    rideable: z.array(z.string().min(1)).default([]),
    /**
     * Things a child must never be told climbing into or through (the oven, the washing machine):
     * a way through (`leads-to`) in one is left out, and the parent told why.
     */
    never_climbed_into: z.array(z.string().min(1)).default([]),
    /**
     * What a thing may turn into to take the child somewhere (the `rides` shape: "the bath turns
     * into a boat"): a world's vehicle, by id, and the words for it. A plot with that vehicle is
     * chosen, and the child's own bath is the boat of its journey.
     */
    rides: z.record(ZId, z.array(z.string().min(1)).min(1)).default({}),
    /**
     * What things may be having (the `having` shape: "the animals are having a secret party"): the
     * last word of what the parent said is one of these, or the twist is reported, never told as
     * "the dog was having a bath" premise.
     */
    events: z.array(z.string().min(1)).default([]),
    /**
     * A thing that grants wishes ("the teapot can grant wishes", a can-do twist whose verb says one
     * of `words`): the child wishes first, and it does not work, so nobody asks "why not just wish?".
     */
    wished: z
      .object({
        words: z.array(z.string().min(1)).min(1),
        tried: ZText,
        /** One small wish granted where it is first met: the wishing is seen before it fails. */
        granted: ZText.optional(),
        /** After the wish that did not work, its cheering on in place of the twist's own help. */
        after: ZText.optional(),
      })
      .strict()
      .optional(),
    /**
     * People a twist may be about ("the new girl speaks only in rhymes", "the baker can fly"),
     * beyond those compromise knows (#Actor): the shapes' lines tell of a thing ("held it
     * close"), so a twist about a person is reported to the parent instead.
     */
    people: z.array(z.string().min(1)).default([]),
    /**
     * Who a child is told to keep away from ("the monster", "the grumpy troll", "the villain"):
     * only of them is "the witch is really kind" the kind-after-all shape (the sun is not feared).
     * A word here, or a word of `feared_looks` before the thing ("grumpy", "scary").
     */
    feared: z.array(z.string().min(1)).default([]),
    feared_looks: z.array(z.string().min(1)).default([]),
    /**
     * The parent's word for a premise twist the story check would refuse ("villain", "terrified"),
     * and the gentler word a bedtime story says instead ("baddie", "very scared").
     */
    softer: z.record(z.string(), z.string()).default({}),
    /** What a child can read or follow (the written-on shape: "the treasure map is drawn on a leaf"). */
    writings: z.array(z.string().min(1)).default([]),
    /**
     * Creatures the lives-in shape may be about ("there's an octopus in the bath"), beyond the
     * favourite characters, pets and `feared`: a thing that cannot wave hello is reported.
     */
    creatures: z.array(z.string().min(1)).default([]),
    /** Who a thing may really be, said plainly ("the toys are pirates"): beings, not a stuff it is made of. */
    beings: z.array(z.string().min(1)).default([]),
    /**
     * Before a line that names the twist's thing (or where it lives) as already known, when it is
     * new to the story: "Just then, {Name} spotted {twist.first}." ("a teapot"), so "nodding at
     * the teapot" follows a teapot the listener has met.
     */
    first_sight: ZText.optional(),
    catalogue: z.array(ZCatalogueTwist).default([]),
    /**
     * Knock-knock jokes, told when the parent said someone tells jokes (the twist's thing, a
     * family member, the child): `list` the jokes ({joke.who}, {joke.punch}), `telling` someone
     * tells {Name} one ({joke.teller}), `child_tells` the child tells {companion.the} one.
     */
    jokes: z
      .object({
        list: z.array(z.object({ who: z.string().min(1), punch: z.string().min(1) }).strict()).min(3),
        telling: ZText,
        child_tells: ZText,
      })
      .strict()
      .optional(),
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
    /**
     * A goal the adventure itself acts out ("not giving up"): told straight after the plot's own
     * failed try, in place of a scene of its own. A panel heard "not giving up" as a whistle
     * practised beside the pufferfish, while the pufferfish itself was freed at the first go.
     */
    in_plot: ZText.optional(),
    /**
     * The goal practised at home with the family member it names ("being patient with her little
     * sister"): told in the evening with {member}, in place of a scene with the companion (panel
     * 59 heard patience with Edie practised on a tin mouse).
     */
    with_member: ZText.optional(),
    /** A line at bedtime that comes back to it (optional). */
    echo: ZText.optional(),
    /**
     * Words that mean this scene only at some ages: "writing letters" is the alphabet for a
     * four-year-old and a letter to someone for a nine-year-old (read/learning.ts).
     */
    by_age: z
      .array(
        z
          .object({
            from: z.number().int().min(0).optional(),
            until: z.number().int().min(0).optional(),
            match: z.array(z.string().min(1)).min(1),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();
export type TLearning = z.infer<typeof ZLearning>;

export const ZSetting = z
  .object({
    id: ZId,
    match: z.array(z.string().min(1)).min(1),
    world: ZId,
    /** Other worlds it belongs to (a lighthouse by the sea): the theme chooses among them. */
    also: z.array(ZId).default([]),
    place: z.object({ a: z.string(), the: z.string(), noun: z.string(), tags: ZTags }).strict(),
    /** Plot places (cast ids) that are this setting though named otherwise: a lighthouse → lighthouse island. */
    places: z.array(ZId).default([]),
    /**
     * A place of the child's own home (the back garden, their bedroom): where the evening is spent
     * before bed, so a theme set elsewhere (space, the sea) still goes there (read/worlds.ts).
     */
    own_home: z.boolean().default(false),
    /**
     * A land that holds what is said to be in it: "a campsite in the desert" is in the desert's
     * world (a campsite has no plots of its own). A garden or a farm does not ("a treehouse in
     * the garden" is a treehouse).
     */
    holds: z.boolean().default(false),
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
    /**
     * Worlds the story may also go to when the parent's twist is about a creature found there
     * (twists.yaml `found_in`): an adventure with "the lion can't roar" goes to the savanna. A
     * theme that names its place (space, the ocean) leaves this out and keeps its worlds.
     */
    roams: z.array(ZId).default([]),
  })
  .strict();
export type TTheme = z.infer<typeof ZTheme>;
