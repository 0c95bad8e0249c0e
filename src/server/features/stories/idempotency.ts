import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import type { TStory, TStoryGenerateRequest } from '../../../shared/stories.js';
import type { Db } from '../../platform/db/client.js';
import { storyIdempotency } from '../../platform/db/schema/stories.js';
import { AppError } from '../../platform/errors.js';
import type { StoryRepository } from './repository.js';

/** A claim older than this with no story is left over from a crash; a retry may take it over. */
const STALE_CLAIM = sql`interval '10 minutes'`;
const POLL_MS = 50;

export type KeyOutcome = { claimed: true } | { claimed: false; story: TStory };

/**
 * sha256 of the request as parsed (defaults filled in, text trimmed, '' and null as absent), with
 * keys sorted: two bodies that ask for the same story hash alike however they were written.
 */
export function requestHash(request: TStoryGenerateRequest): string {
  const entries = Object.entries(request)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}

const keyReused = () => new AppError('IDEMPOTENCY_KEY_REUSED', 422, STORY_MESSAGES.idempotencyKeyReused);

/**
 * Idempotency-Key handling. The key is claimed (a row with a unique (user, key)) BEFORE any
 * credit is spent: of two concurrent requests with one key exactly one claims it; the other
 * waits for that one's story (or takes the key over if the first one failed and let it go).
 */
export function createIdempotency(db: Db, repository: StoryRepository, waitMs: number) {
  async function tryClaim(userId: string, key: string, hash: string): Promise<boolean> {
    const rows = await db
      .insert(storyIdempotency)
      .values({ userId, key, requestHash: hash })
      .onConflictDoUpdate({
        target: [storyIdempotency.userId, storyIdempotency.key],
        set: { claimedAt: sql`now()`, requestHash: hash },
        setWhere: sql`${storyIdempotency.storyId} IS NULL AND ${storyIdempotency.claimedAt} < now() - ${STALE_CLAIM}`,
      })
      .returning({ key: storyIdempotency.key });
    return rows.length > 0;
  }

  /** The hash the key was claimed with (null: claimed before hashes were kept, or let go). */
  async function claimedHash(userId: string, key: string): Promise<string | null> {
    const [row] = await db
      .select({ requestHash: storyIdempotency.requestHash })
      .from(storyIdempotency)
      .where(and(eq(storyIdempotency.userId, userId), eq(storyIdempotency.key, key)));
    return row?.requestHash ?? null;
  }

  /**
   * Claims the key, or answers the story already written for it; a key used before with another
   * request body is refused (422) rather than answered with the other request's story.
   */
  async function claimOrReplay(userId: string, key: string, hash: string): Promise<KeyOutcome> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      if (await tryClaim(userId, key, hash)) return { claimed: true };
      const held = await claimedHash(userId, key);
      if (held !== null && held !== hash) throw keyReused();
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
