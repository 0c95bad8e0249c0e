import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { stories } from './stories.js';

/**
 * Share links of stories (0021_story_shares.sql): only the SHA-256 of a link's token is stored.
 * A link goes with its story and with its account (ON DELETE CASCADE).
 */
export const storyShares = pgTable(
  'story_share',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('story_share_user_created_idx').on(t.userId, t.createdAt),
    index('story_share_story_idx').on(t.storyId),
  ],
);
