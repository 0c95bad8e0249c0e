import { sql } from 'drizzle-orm';
import {
  customType,
  doublePrecision,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TSentenceTiming } from '../../../../shared/stories.js';
import { users } from './identity.js';
import { children, stories } from './stories.js';

/** PostgreSQL bytea as bytes (pg hands back a Buffer, PGlite a Uint8Array: both are Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/** Recorded narrations (migration 0028_recorded_narrations.sql); see the SQL for what each row is. */
export const recordedNarrations = pgTable(
  'recorded_narration',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    recorderName: text('recorder_name').notNull(),
    status: text('status').$type<'recording' | 'ready'>().notNull().default('recording'),
    sentences: integer('sentences').notNull(),
    fileKey: text('file_key'),
    duration: doublePrecision('duration'),
    size: integer('size'),
    timings: jsonb('timings').$type<TSentenceTiming[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** NULL: a relative's voice the parent has not approved yet (0029); never offered to the child. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    invitationId: uuid('invitation_id').references((): AnyPgColumn => recordingInvitations.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('recorded_narration_story_idx').on(t.storyId, t.createdAt),
    index('recorded_narration_user_idx').on(t.userId),
    index('recorded_narration_child_idx').on(t.childId),
    uniqueIndex('recorded_narration_invitation_idx')
      .on(t.invitationId)
      .where(sql`invitation_id IS NOT NULL`),
  ],
);

/** One sentence's take: 16-bit little-endian mono PCM, kept only until the recording is saved. */
export const recordedTakes = pgTable(
  'recorded_take',
  {
    narrationId: uuid('narration_id')
      .notNull()
      .references(() => recordedNarrations.id, { onDelete: 'cascade' }),
    sentence: integer('sentence').notNull(),
    sampleRate: integer('sample_rate').notNull(),
    samples: integer('samples').notNull(),
    pcm: bytea('pcm').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.narrationId, t.sentence] })],
);

/** A relative's invitation to record a story (0029_recording_invitations.sql): the token's hash only. */
export const recordingInvitations = pgTable(
  'recording_invitation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    recordingId: uuid('recording_id').references((): AnyPgColumn => recordedNarrations.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('recording_invitation_story_idx').on(t.storyId, t.createdAt),
    index('recording_invitation_user_idx').on(t.userId, t.createdAt),
    index('recording_invitation_child_idx').on(t.childId),
  ],
);
