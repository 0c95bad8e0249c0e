import { eq, sql } from 'drizzle-orm';
import type { TWelcomeGift } from '../../../shared/credits.js';
import type { Db } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/identity.js';

/**
 * The welcome gift as the credit bar shows it: still to come (no story yet, and no gift given to
 * this account or this e-mail address), or the story it paid for. One statement.
 */
// The outer row's columns are written out: inside a subquery drizzle's bare "id" would be the
// subquery's own.
export async function readWelcome(db: Db, userId: string): Promise<TWelcomeGift> {
  const [row] = await db
    .select({
      storyId: sql<
        string | null
      >`(SELECT g."story_id"::text FROM "welcome_gift" g WHERE g."user_id" = "user"."id")`,
      hasStories: sql<boolean>`EXISTS (SELECT 1 FROM "story" s WHERE s."user_id" = "user"."id")`,
      // The same hash as reservations.ts emailKey(): sha256 of the trimmed, lower-cased address.
      given: sql<boolean>`EXISTS (
        SELECT 1 FROM "welcome_gift" g
        WHERE g."user_id" = "user"."id"
          OR g."email_key" = encode(sha256(convert_to(lower(trim("user"."email")), 'UTF8')), 'hex'))`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    available: row !== undefined && !row.hasStories && !row.given,
    storyId: row?.storyId ?? null,
  };
}
