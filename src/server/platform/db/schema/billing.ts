import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/** Our user ↔ the payment provider's customer. */
export const billingCustomers = pgTable('billing_customer', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(), // sandbox | stripe
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A mirror of the provider's subscriptions, written only by syncCustomer(customerId).
 * Nothing else writes here: webhooks, the success page and admin resync all call it.
 */
export const subscriptions = pgTable(
  'subscription',
  {
    id: text('id').primaryKey(), // the provider's subscription id
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(), // active | trialing | past_due | canceled | incomplete | unpaid …
    planKey: text('plan_key').notNull(),
    priceId: text('price_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    interval: text('interval').notNull(), // month | year
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialStart: timestamp('trial_start', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_user_idx').on(t.userId), index('subscription_customer_idx').on(t.customerId)],
);

/** The payments ledger: one row per paid invoice, whatever the number of events about it. */
export const payments = pgTable(
  'payment',
  {
    invoiceId: text('invoice_id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id'),
    planKey: text('plan_key'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_paid_at_idx').on(t.paidAt), index('payment_user_idx').on(t.userId)],
);

/** Webhook events seen (dedupe on the provider's event id); handled once processedAt is set. */
export const webhookEvents = pgTable('webhook_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  /** The latest delivery that started a sync of this event. */
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when that sync finished; a claim without it (a crash mid-sync) is synced again. */
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/** The "your trial ends in three days" mail goes out once per subscription. */
export const trialNotices = pgTable('trial_notice', {
  subscriptionId: text('subscription_id')
    .primaryKey()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
