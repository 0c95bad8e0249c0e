import type { TSentenceTiming } from '../../../../shared/stories.js';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TDailyGenerateRequest, TDailyJobStatus, TDailyStatus } from '../../../../shared/daily.js';
import { sessions, users } from './identity.js';

/** The admin bearer credential (migration 0010_daily_stories.sql); only the token's hash is kept. */
export const adminSessions = pgTable(
  'admin_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('admin_session_user_id_idx').on(t.userId),
    index('admin_session_session_id_idx').on(t.sessionId),
  ],
);

/** What narration left for a daily story (the file itself is found by audio_key). */
export interface StoredDailyAudio {
  mimeType: string;
  duration: number;
  size: number;
  voiceId: string;
  /** Sentence timings for the read-along (narrations stored before these have none). */
  timings?: TSentenceTiming[];
}

export const dailyStories = pgTable(
  'daily_story',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    theme: text('theme').notNull(),
    status: text('status').$type<TDailyStatus>().notNull().default('draft'),
    /** YYYY-MM-DD in APP_TIMEZONE; unique: one story per date. */
    publishDate: date('publish_date', { mode: 'string' }).unique(),
    wordCount: integer('word_count').notNull(),
    readingTime: integer('reading_time').notNull(),
    request: jsonb('request').$type<TDailyGenerateRequest>().notNull(),
    writer: text('writer').notNull(),
    audio: jsonb('audio').$type<StoredDailyAudio>(),
    audioKey: text('audio_key'),
    /** Written and published by the app for a day the admin left empty (migration 0017). */
    automatic: boolean('automatic').notNull().default(false),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('daily_story_generated_at_idx').on(t.generatedAt)],
);

export const dailyStoryViews = pgTable(
  'daily_story_view',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => dailyStories.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The daily calendar's day of the view (migration 0020): one view per reader, story and day. */
    viewDay: date('view_day', { mode: 'string' })
      .notNull()
      .default(sql`CURRENT_DATE`),
    playedAt: timestamp('played_at', { withTimezone: true }),
  },
  // Views and plays are counted here (migration 0016): story_id, then played_at, from the index.
  (t) => [
    index('daily_story_view_story_played_idx').on(t.storyId, t.playedAt),
    uniqueIndex('daily_story_view_once_idx').on(t.storyId, t.userId, t.viewDay),
  ],
);

export const dailyStoryJobs = pgTable(
  'daily_story_job',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'generate' | 'audio'>().notNull(),
    storyId: uuid('story_id').references(() => dailyStories.id, { onDelete: 'cascade' }),
    request: jsonb('request').$type<TDailyGenerateRequest>(),
    includeAudio: boolean('include_audio').notNull().default(false),
    status: text('status').$type<TDailyJobStatus>().notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('daily_story_job_live_audio_idx')
      .on(t.storyId)
      .where(sql`${t.kind} = 'audio' AND ${t.status} IN ('queued', 'narrating')`),
  ],
);

/** The days the app published its own story for (migration 0017): one row per day, ever. */
export const dailyAutoDays = pgTable('daily_auto_day', {
  date: date('date', { mode: 'string' }).primaryKey(),
  storyId: uuid('story_id').references(() => dailyStories.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The daily story's settings: one row (id is always true). */
export const dailySettings = pgTable('daily_setting', {
  id: boolean('id').primaryKey().default(true),
  autoPublish: boolean('auto_publish').notNull().default(true),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
