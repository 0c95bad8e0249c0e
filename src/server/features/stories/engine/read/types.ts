import type { HomePlace } from './notes-said.js';
import type { SettingUse } from './setting.js';
import type { TReadingLevel, TStoryLength } from '../../../../../shared/constants.js';
import type { FearConcept } from '../../fears.js';
import type {
  TCastEntity,
  TCharacter,
  TInterest,
  TLearning,
  TPet,
  TSeason,
  TSetting,
  TTheme,
  TTrait,
  TWorry,
} from '../pack/schema.js';
import type { StoryTag } from '../pack/tags.js';
import type { TWIST_SHAPES } from '../pack/schema.js';
import type { JokeUse } from './jokes.js';

export interface ChildPronouns {
  they: string;
  them: string;
  their: string;
  themself: string;
  were: string;
}

export interface Child {
  name: string;
  pronouns?: ChildPronouns;
  age: number;
  level: TReadingLevel;
}

/** An interest as the parent said it, with its table entry (or the generic one). */
export interface InterestUse {
  entry: TInterest;
  /** The parent's own words ("train timetables"): the generic entry says them. */
  said: string;
  generic: boolean;
}

/** The favourite character the parent typed: what it is, and the parent's own words for it. */
export interface CharacterUse {
  entry?: TCharacter;
  /** The noun as typed ("octopus"), the adjectives ("shy"), and a name when given ("Inky"). */
  noun: string;
  adjectives: string[];
  /** What the parent said after its kind: "with three eyes" of "an alien with three eyes". */
  described?: string;
  name?: string;
  /**
   * One the characters table does not know, but a world's companion of the same kind does ("a shy
   * seahorse"): its body, and that it lives in water (never met on a beach's dry sand).
   */
  creature?: TCastEntity;
  /** The first adjective the traits table knows ("grumpy"): a moment that shows it. */
  trait?: TTrait;
  /** What a clause trait is about: "dance" of "who wants to dance", "tea" of "who loves tea". */
  what?: string;
  /** What a habit trait's character does, in the past: "hiccupped" of "who hiccups". */
  did?: string;
  /** The pronoun the parent's words give ("named Olu, she ..."), or none they imply. */
  pronoun?: 'she' | 'he' | 'they';
}

export interface PetUse {
  species: TPet;
  /** The word the parent used ("puppy", "cat"). */
  word: string;
  name?: string;
  adjectives: string[];
  /** What the parent said it is after its name ("is very old and sleeps a lot": old, sleepy). */
  nature?: string[];
  /** "it" unnamed; a named pet "they" unless the parent said "he" or "she" (read/pets.ts). */
  pronoun: 'she' | 'he' | 'it' | 'they';
  /** "two rabbits", "our goldfish" said as several: told as they, with plural verbs. */
  plural: boolean;
  /** Where the parent said it sleeps ("on {their} feet"): read/pet-sleeps.ts. */
  sleeps?: string;
  /** What the parent said it always does, in the past ("chewed everything"): read/pet-habit.ts. */
  habit?: string;
  /** A name the story cannot say ("Whisky" is on the unsafe list): the pet is told unnamed. */
  nameLeftOut?: string;
}

export interface Member {
  /** The relation's table id ("grandma", "uncle", "friend"). */
  relation: string;
  group: string;
  /** How the story calls them: "Grandma Rosa", "Uncle Dev", "Papa", "Zoe". */
  name: string;
  /** The first mention, when it says more: "Mia's little brother Sam". */
  intro?: string;
  /** What they always say, in the parent's words ("slowly, slowly catches the monkey"): read/sayings.ts. */
  saying?: string;
  /** What they call the child ("ya albi"). */
  calls?: string;
  /** What they always do, told in the past ("told terrible jokes"): read/sayings.ts. */
  habit?: string;
  /** What they have, from the notes, when it is a thing the pack knows to tell ("allotment with giant marrows"). */
  has?: string;
  /** What they taught the child, in the parent's words ("bowl", "ride a bike"): read/sayings.ts. */
  taught?: string;
  /** Far away, how the notes say they keep in touch ("they video call on Sundays"): read/family-said.ts inTouchBy. */
  inTouch?: 'calls' | 'post';
  pronoun: 'she' | 'he' | 'they';
  plural: boolean;
  stayHome: boolean;
  /** Far away (moved away, travelling): they take part by a call, a letter or a gift. */
  far: boolean;
  /** Far away, where the notes say they are ("Glasgow", "New Zealand"): read/worry.ts placeSaid. */
  where?: string;
  /** Away where the notes say they work ("on a ship", "on an oil rig", "at sea"): read/worry.ts awaySaid. */
  away?: string;
  /** When one away comes home, as the notes say ("on Saturday", "next week"): read/worry.ts backSaid. */
  back?: string;
  /** Away close by tonight (works nights, in hospital): not at home, not far; the worry tells them. */
  nearby?: boolean;
}

export interface WorryUse {
  entry: TWorry;
  member?: Member;
  /** The parent's words for what is coming ("his swimming lesson on Saturday"). */
  about?: string;
  /**
   * Brought by a fear on the fears list ("the dark"), not written in the notes: what the parent
   * asked to keep out is comforted at bedtime, never met in a small scary moment (`felt`).
   */
  fromFears?: boolean;
}

export type TwistShape = (typeof TWIST_SHAPES)[number];

export interface TwistUse {
  /** The parent's words, as typed (cleaned). */
  text: string;
  shape?: TwistShape;
  /** A catalogue twist ("the wind carries the map away"). */
  catalogue?: string;
  /** The parts the shape found: "the castle" (x), "cheese" (y), "fly" (verb). */
  /** `own`: the parent wrote "her robot", "my teddy": the child's own thing, brought into the story. */
  x?: { the: string; noun: string; plural: boolean; own: boolean };
  y?: string;
  verb?: string;
  /** The only-when shape: what the thing itself does ("work" in "the wand only works when you say please"). */
  act?: string;
  /** The only-at shape: when the thing does it, as said ("at midnight", "on Sundays"). */
  when?: string;
  /** The kind-after-all shape: who the thing is once befriended ("the lonely lighthouse keeper"). */
  after?: string;
  /**
   * The lives-in shape: where the creature lives, as said ("under" "the bed", "in" "the teapot";
   * "my slipper" is "the slipper"), and the place's own noun ("teapot").
   */
  place?: { prep: string; the: string; noun: string };
  /** A thing that cannot feel (a garden, a teapot), told by the shape's `things` lines when it has them. */
  unfeeling?: boolean;
  /** "the toys are secretly pirates": many things, really many of something (the secretly shape's `many` lines). */
  many?: boolean;
  /** "the toys come alive": they move about as well as talk (the can-talk shape's `alive` lines). */
  alive?: boolean;
  /** "the princess has lost her shoes": a belonging lost (the hiding shape's `lost` lines). */
  lost?: boolean;
  /** The `rides` shape: the world's vehicle the thing turned into ("sailboat" for "a boat"). */
  ride?: string;
  /** The `unwell` shape's condition (twists.yaml `conditions`), by id. */
  condition?: string;
  /**
   * Its state in the parent's words, told in the past ("had the sniffles", "{twist.x.was} sad";
   * "{twist.x.was} afraid of the dark", "{twist.x.was} drawn on a leaf", "only wanted a friend").
   */
  had?: string;
}

export interface LearningUse {
  entry: TLearning;
  /** "one, two, three ... ten" for counting to N. */
  list?: string;
  /** A goal no scene knows, in the parent's words ("why Saturn has rings", "fractions"). */
  goal?: string;
  /** What the child learned, said after "learned": "what Morse code is", "about volcanoes". */
  learned?: string;
  /** The interest whose facts answer the goal ("what Morse code is": secret codes). */
  known?: TInterest;
  /** The parent asked why or how ("why the moon changes shape"): the scene that says because. */
  why?: boolean;
  /** The family member the goal names ("patient with her little sister Edie"): practised with them. */
  member?: Member;
  /** The goal as the parent typed it ("why the moon changes shape"): a plot where it is (tell/plan.ts). */
  said?: string;
}

/** One child of a story for siblings: their own name, pronouns and interests. */
export interface Hero {
  child: Child;
  interests: InterestUse[];
}

/** The request, read: everything the steps of the telling need. */
export interface Brief {
  /**
   * Who the story is about. For siblings, all of them together ("Mia and Leo", they/them, the
   * youngest's age and level); each one's own lines are told with their `heroes` entry.
   */
  child: Child;
  /** Siblings in one story, first child first; empty for one child. */
  heroes: Hero[];
  /** Of the heroes, the one whose interest solves the problem (the others each have an idea). */
  solver: number;
  length: TStoryLength;
  range: { min: number; max: number };
  tone: string;
  theme?: TTheme;
  /** The theme word as given, when no theme entry matched it. */
  themeWord: string;
  setting?: TSetting;
  /** How a sentence says the parent's setting, known to the pack or not (read/setting.ts). */
  settingSaid?: SettingUse;
  /** The season or weather the setting says ("a snowy village"): read/season.ts. */
  season?: TSeason;
  interests: InterestUse[];
  character?: CharacterUse;
  pets: PetUse[];
  family: Member[];
  worry?: WorryUse;
  twist?: TwistUse;
  /** What the notes say the child wants to be ("beekeeper"): said at home and at bedtime. */
  dream?: string;
  /** Where the notes say the family has just been ("Hadrian's Wall", "the zoo"): remembered at home and at bedtime. */
  outing?: string;
  /** Where the notes say the family lives ("on a farm"; `back`: "on the farm"): at home and at bedtime. */
  home?: HomePlace;
  /** Who tells a knock-knock joke, when the parent said someone does (read/jokes.ts). */
  joke?: JokeUse;
  learning?: LearningUse;
  fears: FearConcept[];
  ruledOut: ReadonlySet<StoryTag>;
  /** False for text that names a fear (as a concept or a word) or an unsafe word. */
  isSafe(text: string): boolean;
  /** What the parent should be told about how the story used their words. */
  notices: string[];
}
