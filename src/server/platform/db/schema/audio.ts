import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TSentenceTiming } from '../../../../shared/stories.js';
import { users } from './identity.js';
import { stories } from './stories.js';

/** The credit reservation narration holds until the audio is saved (settled) or fails (released). */
export interface StoredCredit {
  id: string;
}

/** Narration jobs (migration 0009_audio.sql); see the SQL for what the row is for. */
export const storyAudioJobs = pgTable(
  'story_audio_job',
  {
    storyId: uuid('story_id')
      .primaryKey()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'queued' | 'running' | 'ready' | 'failed'>().notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    credit: jsonb('credit').$type<StoredCredit>(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    contentKey: text('content_key'),
    timings: jsonb('timings').$type<TSentenceTiming[]>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('story_audio_job_content_key_idx').on(t.contentKey)],
);
