import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { stories } from './stories.js';

/**
 * The credit day in force per user (migration 0005_credit_reservations.sql): the zone it was
 * computed in and its window [start, end) in UTC. Pinned at the day's first spend, so editing the
 * profile's zone only takes effect for credits from the next credit day.
 */
export const creditClock = pgTable('credit_clock', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
});

export const RESERVATION_STATES = ['reserved', 'settled', 'released'] as const;
export type TReservationState = (typeof RESERVATION_STATES)[number];

/**
 * One row per spent credit, written in the transaction that takes the counters: reserved while
 * the story is written, settled with the story's row, released (counters given back) on failure
 * or by the sweeper when a crash left it reserved.
 */
export const creditReservations = pgTable(
  'credit_reservation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // text | audio
    childKeys: text('child_keys').array().notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    state: text('state').$type<TReservationState>().notNull().default('reserved'),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Paid for by the welcome gift (0018_welcome_gift.sql): no counter was taken. */
    welcome: boolean('welcome').notNull().default(false),
  },
  (t) => [index('credit_reservation_user_idx').on(t.userId)],
);

/**
 * The welcome story (0018_welcome_gift.sql): one per account and per e-mail address, kept after
 * the account is deleted (no foreign key; only a hash of the address), so it is given once.
 */
export const welcomeGifts = pgTable('welcome_gift', {
  userId: text('user_id').primaryKey(),
  emailKey: text('email_key').notNull().unique(),
  reservationId: uuid('reservation_id'),
  storyId: uuid('story_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
