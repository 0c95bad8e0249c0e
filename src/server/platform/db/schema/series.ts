import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TSeriesStatus } from '../../../../shared/series.js';
import type { TStoryOptions } from '../../../../shared/stories.js';
import { users } from './identity.js';

/** What a series keeps from chapter 1 (the engine's choices), stored as the engine gave it. */
export type SeriesKeepJson = Record<string, unknown>;

/**
 * A series of chapters (migration 0025_series.sql): its children, options and what chapter 1
 * chose; each chapter is a story row (story.series_id, story.chapter). A child deleted ends it.
 */
export const storySeries = pgTable(
  'story_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childIds: uuid('child_ids').array().notNull(),
    childName: text('child_name').notNull(),
    chapters: integer('chapters').notNull(),
    written: integer('written').notNull().default(0),
    options: jsonb('options').$type<TStoryOptions>().notNull(),
    title: text('title'),
    keep: jsonb('keep').$type<SeriesKeepJson>(),
    lastEvent: text('last_event'),
    status: text('status').$type<TSeriesStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('story_series_user_idx').on(t.userId, t.createdAt),
    index('story_series_child_ids_idx').using('gin', t.childIds),
  ],
);
