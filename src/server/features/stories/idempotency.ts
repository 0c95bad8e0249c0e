import { and, eq, isNull, sql } from 'drizzle-orm';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import type { TStory } from '../../../shared/stories.js';
import type { Db } from '../../platform/db/client.js';
import { storyIdempotency } from '../../platform/db/schema/stories.js';
import { AppError } from '../../platform/errors.js';
import type { StoryRepository } from './repository.js';

/** A claim older than this with no story is left over from a crash; a retry may take it over. */
const STALE_CLAIM = sql`interval '10 minutes'`;
const POLL_MS = 50;

export type KeyOutcome = { claimed: true } | { claimed: false; story: TStory };

/**
 * Idempotency-Key handling. The key is claimed (a row with a unique (user, key)) BEFORE any
 * credit is spent: of two concurrent requests with one key exactly one claims it; the other
 * waits for that one's story (or takes the key over if the first one failed and let it go).
 */
export function createIdempotency(db: Db, repository: StoryRepository, waitMs: number) {
  async function tryClaim(userId: string, key: string): Promise<boolean> {
    const rows = await db
      .insert(storyIdempotency)
      .values({ userId, key })
      .onConflictDoUpdate({
        target: [storyIdempotency.userId, storyIdempotency.key],
        set: { claimedAt: sql`now()` },
        setWhere: sql`${storyIdempotency.storyId} IS NULL AND ${storyIdempotency.claimedAt} < now() - ${STALE_CLAIM}`,
      })
      .returning({ key: storyIdempotency.key });
    return rows.length > 0;
  }

  /** Claims the key, or answers the story already written for it. */
  async function claimOrReplay(userId: string, key: string): Promise<KeyOutcome> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      if (await tryClaim(userId, key)) return { claimed: true };
      const story = await repository.findByIdempotencyKey(userId, key);
      if (story) return { claimed: false, story };
      if (Date.now() >= deadline)
        throw new AppError('CONFLICT', 409, STORY_MESSAGES.stillWriting, { retryable: true });
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Lets a key go after a failed generation, so a retry with it can try again. */
  async function release(userId: string, key: string): Promise<void> {
    await db
      .delete(storyIdempotency)
      .where(
        and(
          eq(storyIdempotency.userId, userId),
          eq(storyIdempotency.key, key),
          isNull(storyIdempotency.storyId),
        ),
      );
  }

  return { claimOrReplay, release };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
