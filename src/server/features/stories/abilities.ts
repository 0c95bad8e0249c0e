import type { ByteRange } from '../../platform/http/range.js';
import type { TChildPronouns } from '../../../shared/constants.js';
import type { TCreditKind, TCreditStatus } from '../../../shared/credits.js';
import type { Tx } from '../../platform/db/client.js';
import type { Access } from '../../platform/entitlements.js';
import type { TAudioJobStatus, TStory } from '../../../shared/stories.js';

/**
 * What stories needs from other features, wired in context.ts (never imported from their files):
 * the children feature finds an owned child, the credits feature reserves and settles a credit.
 */

/** The parts of a child profile a story is written from. */
export interface StoryChild {
  id: string;
  name: string;
  age: number;
  readingLevel: string;
  storyTone: string;
  interests: string[];
  favoriteCharacter: string | null;
  fears: string[];
  pronouns: TChildPronouns | null;
  /** Bedtime feedback adjusts the next stories (absent: on). */
  bedtimeLearning?: boolean;
}

/** The narration feature's abilities. */
export interface StoryAudio {
  /** Deleting a story also deletes its audio file. */
  removeStory(userId: string, storyId: string, remove: () => Promise<boolean>): Promise<boolean>;
  /**
   * personalized_audio: narrates a story just saved, with the audio credit its generation
   * reserved (settled with the audio, or given back once if narration fails); waits for the
   * audio up to the narration time limit. Never throws for a failed narration.
   */
  narrateSaved(
    userId: string,
    storyId: string,
    credit: HeldCredit,
  ): Promise<{ story: TStory; status: TAudioJobStatus }>;
}

/** The narration feature's ability for the front door's sample: narrate text and serve the file. */
export interface SampleNarration {
  narrate(text: string): Promise<{ key: string; size: number }>;
  stream(key: string, range?: ByteRange): ReadableStream<Uint8Array>;
}

export interface ChildFinder {
  /** The user's child, or null (also for a malformed id). */
  findOwned(userId: string, childId: string): Promise<StoryChild | null>;
  /** Turns bedtime adjustments on or off for the user's child; false when there is no such child. */
  setBedtimeLearning?(userId: string, childId: string, enabled: boolean): Promise<boolean>;
}

/** A reserved credit, as stories holds it until the story is saved or the attempt fails. */
export interface HeldCredit {
  id: string;
}

export interface StoryCredits {
  /** `alsoInTx` runs in the reservation's transaction (the story's brief is written there). */
  spend(
    req: {
      userId: string;
      access: Access;
      kind: TCreditKind;
      childId: string;
      timeZone: string;
    },
    alsoInTx?: (tx: Tx, held: HeldCredit) => Promise<void>,
  ): Promise<HeldCredit | null>;
  /** Gives the credit back (a no-op once settled or released). */
  release(held: HeldCredit): Promise<void>;
  /** Inside the transaction that saves the story. */
  settle(tx: Tx, held: HeldCredit, storyId: string): Promise<void>;
  status(userId: string, access: Access, timeZone: string, childId?: string): Promise<TCreditStatus>;
}
