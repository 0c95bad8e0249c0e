import { sql } from 'drizzle-orm';
import type { TBedtimeOutcome } from '../../../../shared/bedtime.js';
import type { TChildPronouns } from '../../../../shared/constants.js';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TStoryBriefStatus } from '../../../../shared/briefs.js';
import type { TStoredVoice } from '../../../../shared/recordings.js';
import type { TStoryDocument } from '../../../../shared/story-document.js';
import type { TStoryAudio } from '../../../../shared/stories.js';
import { users } from './identity.js';
import { storySeries } from './series.js';

/**
 * Children, their stories and the daily credits that pay for them (migration 0003_stories.sql).
 * Every row belongs to one user; every query filters by user_id.
 */

export const children = pgTable(
  'child',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    readingLevel: text('reading_level').notNull(),
    storyTone: text('story_tone').notNull(),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    favoriteCharacter: text('favorite_character'),
    fears: jsonb('fears').$type<string[]>().notNull().default([]),
    pronouns: text('pronouns').$type<TChildPronouns>(),
    /** Bedtime feedback adjusts this child's next stories (0019); the parent can turn it off. */
    bedtimeLearning: boolean('bedtime_learning').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('child_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Credits used per user, child, kind and credit day. child_key is '' on plans without per-child
 * credits, the child id on Family, and '*' for Family's whole-account total (which stops
 * delete-and-recreate of a child from minting fresh credits). The day is its window of UTC
 * instants (0005): a local date would move with the profile's time zone.
 */
export const creditUsage = pgTable(
  'credit_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childKey: text('child_key').notNull(),
    kind: text('kind').notNull(), // text | audio
    day: date('day', { mode: 'string' }).notNull(), // the window's local date (a label only)
    used: integer('used').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.childKey, t.kind, t.windowStart] })],
);

export const stories = pgTable(
  'story',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Deleting a child keeps its stories: child_id becomes NULL, child_name stays.
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    childName: text('child_name').notNull(),
    // The other children of a story for siblings (0024): each child's library filter finds it.
    siblingIds: uuid('sibling_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The text as paragraphs of sentences with ids (0031); null for stories saved before it. */
    document: jsonb('document').$type<TStoryDocument>(),
    theme: text('theme').notNull(),
    setting: text('setting'),
    storyType: text('story_type').notNull(),
    storyLength: text('story_length').notNull(),
    wordCount: integer('word_count').notNull(),
    readingTime: integer('reading_time').notNull(),
    audio: jsonb('audio').$type<TStoryAudio>(),
    // Finished recorded voices (0028_recorded_narrations.sql), kept exact by a trigger.
    voices: jsonb('voices').$type<TStoredVoice[]>().notNull().default([]),
    idempotencyKey: text('idempotency_key'),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    writer: text('writer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Story memory (0008_story_memory.sql): the engine's plan and sentence keys, per child.
    planId: text('plan_id'),
    sentenceKeys: jsonb('sentence_keys').$type<string[]>().notNull().default([]),
    // A series' chapter (0025_series.sql); a series goes only with its account.
    seriesId: uuid('series_id').references(() => storySeries.id, { onDelete: 'set null' }),
    chapter: integer('chapter'),
  },
  (t) => [
    unique('story_user_idempotency_key').on(t.userId, t.idempotencyKey),
    // The library's keyset pages (0013_story_list_indexes.sql).
    index('story_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    index('story_user_child_created_idx').on(t.userId, t.childId, t.createdAt, t.id),
    index('story_user_theme_created_idx').on(t.userId, t.theme, t.createdAt, t.id),
    index('story_user_audio_created_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.audio} is not null`),
    index('story_user_text_only_created_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.audio} is null`),
    index('story_child_idx').on(t.childId),
    index('story_child_created_idx').on(t.childId, t.createdAt),
    index('story_sibling_ids_idx').using('gin', t.siblingIds),
    uniqueIndex('story_series_chapter_idx')
      .on(t.seriesId, t.chapter)
      .where(sql`${t.seriesId} is not null`),
  ],
);

/**
 * Idempotency keys claimed before any credit is spent, so two concurrent requests with the same
 * key never both write. story_id is set once the story is saved; deleting the story frees the key.
 */
export const storyIdempotency = pgTable(
  'story_idempotency',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** sha256 of the normalised request body (0005); null on keys claimed before it existed. */
    requestHash: text('request_hash'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** How a story went at bedtime for a child (0019_bedtime_feedback.sql). */
export const bedtimeFeedback = pgTable(
  'bedtime_feedback',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outcome: text('outcome').$type<TBedtimeOutcome>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.childId] }),
    index('bedtime_feedback_child_idx').on(t.childId, t.createdAt),
  ],
);

/** 0023: the safety net's refusals per day and category ("_drafts" and "_fallbacks" are totals). */
export const storySafetyRefusals = pgTable(
  'story_safety_refusal',
  {
    day: date('day').notNull(),
    category: text('category').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.category] })],
);

/**
 * A parent's story request as the generation job reads it (0026_story_briefs.sql): written with
 * its text credit's reservation; one brief makes at most one story (story_id unique, fenced).
 */
export const storyBriefs = pgTable(
  'story_brief',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childIds: uuid('child_ids').array().notNull(),
    options: jsonb('options').$type<StoryBriefOptionsJson>().notNull(),
    seriesId: uuid('series_id').references(() => storySeries.id, { onDelete: 'set null' }),
    locale: text('locale').notNull().default('en'),
    timeZone: text('time_zone').notNull(),
    status: text('status').$type<TStoryBriefStatus>().notNull().default('queued'),
    storyId: uuid('story_id')
      .unique()
      .references(() => stories.id, { onDelete: 'set null' }),
    creditId: uuid('credit_id').notNull(),
    audioCreditId: uuid('audio_credit_id'),
    idempotencyKey: text('idempotency_key'),
    notices: jsonb('notices').$type<string[]>(),
    error: jsonb('error').$type<StoryBriefErrorJson>(),
    /** The checked text so far while it is written (0030), for a follower on any server. */
    draft: text('draft'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('story_brief_user_idx').on(t.userId, t.createdAt),
    index('story_brief_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('queued', 'writing')`),
  ],
);

/** The options of a brief as stored (the parsed request without its children). */
export type StoryBriefOptionsJson = Record<string, unknown>;
/** A failed brief's answer: the error body and its HTTP status. */
export type StoryBriefErrorJson = { error: string; code: string; status: number } & Record<string, unknown>;
