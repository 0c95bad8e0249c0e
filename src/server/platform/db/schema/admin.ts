import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/** Every admin action: who, what, when, on whom, with what (migration 0011_admin_audit.sql). */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id'),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt),
    index('admin_audit_target_idx').on(t.targetId, t.createdAt),
  ],
);

/** Distinct UTC days on which a user did something; written only by the 0010 triggers. */
export const userActivityDays = pgTable(
  'user_activity_day',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * One row per user with the figures the Users tab sorts by, kept by the 0010 triggers in the
 * transaction of the fact they count. Read-only for the code.
 */
export const adminUserStats = pgTable(
  'admin_user_stats',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    joinDay: integer('join_day').notNull(),
    storiesGenerated: integer('stories_generated').notNull().default(0),
    childrenCount: integer('children_count').notNull().default(0),
    subscriptionCount: integer('subscription_count').notNull().default(0),
    totalSpendingCents: bigint('total_spending_cents', { mode: 'number' }).notNull().default(0),
    activeDays: integer('active_days').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    planType: text('plan_type').notNull().default('free'),
    planRank: smallint('plan_rank').notNull().default(0),
    planKey: text('plan_key'),
    planStatus: text('plan_status'),
    planPriceCents: integer('plan_price_cents'),
    planInterval: text('plan_interval'),
    planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
  },
  (t) => [
    index('admin_user_stats_joined_idx').on(t.joinedAt, t.userId),
    index('admin_user_stats_spending_idx').on(t.totalSpendingCents, t.userId),
    index('admin_user_stats_active_idx').on(t.activeDays, t.userId),
    index('admin_user_stats_inactive_idx').on(sql`(${t.joinDay} + ${t.activeDays})`, t.userId),
    index('admin_user_stats_subs_idx').on(t.subscriptionCount, t.userId),
    index('admin_user_stats_last_activity_idx').on(t.lastActivityAt, t.userId),
    index('admin_user_stats_stories_idx').on(t.storiesGenerated, t.userId),
    index('admin_user_stats_children_idx').on(t.childrenCount, t.userId),
    index('admin_user_stats_plan_idx').on(t.planRank, t.userId),
    index('admin_user_stats_plan_type_idx').on(t.planType, t.joinedAt),
  ],
);
