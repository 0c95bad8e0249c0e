import type { TReadingLevel } from '../../../../../shared/constants.js';
import type { Rng } from '../prng.js';
import type { Member } from '../read/types.js';
import type { LineCheckContext } from './line-checks.js';
import type { MentionContext } from './mentions.js';
import type { LineReq } from './scenes.js';
import type { VarMap } from './vars.js';

/** What rendering a line needs to know of the story told so far (tell/render.ts). */
export interface RenderContext extends LineCheckContext, MentionContext {
  rng: Rng;
  level: TReadingLevel;
  vars: VarMap;
  members: readonly Member[];
  isSafe(text: string): boolean;
  /** Sentence keys this child heard in recent stories. */
  heard: ReadonlySet<string>;
  /** Sentence keys said so far in this story. */
  said: Set<string>;
  /** Templates used so far in this story. */
  told: Set<string>;
  childName: string;
  /** The plot's object is its companion (a sleepless little cloud). */
  objectIsCompanion: boolean;
  /** Names in this story (the child, the companion, a pet, the family): kept capitalised when joined. */
  names: ReadonlySet<string>;
  /**
   * The child is four or younger: the adventure comes to them. A call at the window (someone
   * asking them out into the night) is told only when the plot has no other call.
   */
  youngest?: boolean;
  /** The child is eight or older: what they love is not told to their toys (tell/render.ts). */
  older?: boolean;
  /**
   * The words of the child's own pet's kind ("rabbit", "bunny"): a bedtime line's toy bunny beside
   * Clover the rabbit reads as the pet (panel 41), so frame lines do not say them.
   */
  petKinds?: RegExp;
  /** Siblings told together: lines about all of them agree with "Mia and Leo" (together.ts). */
  together?: (text: string) => string;
  /** Each cast slot's entity ("object" → "star-lantern"): one entity may fill two slots. */
  slots?: Readonly<Record<string, string>>;
  /** Entities already introduced ({X.a} told): a later {X.a} says {X.the}. */
  introduced?: Set<string>;
  /** A beginner's refrain, once told: it comes back word for word, as a picture book's does. */
  refrain?: Rendered;
  /** How many times the refrain has been told (at most REFRAIN_TIMES). */
  refrainTold?: number;
}

/** A line rendered: its text, its length and what it says (the keys of its sentences). */
export interface Rendered {
  req: LineReq;
  text: string;
  words: number;
  template: string;
  keys: string[];
  /** A line told `short`: the shortest of the renderings it picked among, for a story still over. */
  shortest?: Rendered;
}
