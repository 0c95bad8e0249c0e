import type { TCreditKind } from '../../../shared/credits.js';
import type { TStory, TStoryAudio } from '../../../shared/stories.js';
import type { Tx } from '../../platform/db/client.js';
import type { StoredCredit } from '../../platform/db/schema/audio.js';
import type { stories } from '../../platform/db/schema/stories.js';
import type { Access } from '../../platform/entitlements.js';

/**
 * What narration needs from other features, wired in context.ts (never imported from their
 * files): the credits feature spends and settles the audio credit, the stories feature finds a
 * story and saves its audio (narration never writes the stories table itself).
 */

export interface AudioCredits {
  /** Reserves an audio credit; inside `tx` when given (with the job row and the job). */
  spend(
    req: { userId: string; access: Access; kind: TCreditKind; childId: string; timeZone: string },
    tx?: Tx,
  ): Promise<StoredCredit | null>;
  /** Gives a reserved credit back (a no-op once settled or released). */
  release(spent: StoredCredit): Promise<void>;
  /** Marks the credit as paid for, in the transaction that saves the audio. */
  settle(tx: Tx, spent: StoredCredit, storyId: string): Promise<unknown>;
}

export interface NarratedStories {
  /** The user's own story, or null. */
  find(userId: string, storyId: string): Promise<TStory | null>;
  /** A story by id alone, whoever wrote it, with its owner; null when there is none. */
  findAny(storyId: string): Promise<{ userId: string; story: TStory } | null>;
  /** The stories feature's view of a story row (the status read loads the row with its job). */
  view(row: typeof stories.$inferSelect): TStory;
  /** Puts the narrated audio on the story, in the transaction that marks the job ready. */
  saveAudio(tx: Tx, storyId: string, audio: TStoryAudio): Promise<void>;
}
