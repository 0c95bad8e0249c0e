import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox payment provider's own world (used when no STRIPE_SECRET_KEY is set). These
 * tables play Stripe's part: billing never reads them directly, only through the provider port,
 * and mirrors them into `subscription` / `payment` with syncCustomer.
 */
export const sandboxCustomers = pgTable('sandbox_customer', {
  id: text('id').primaryKey(),
  /** metadata.userId, as we set it on a Stripe customer (no foreign key: another system). */
  userRef: text('user_ref').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const sandboxPromotionCodes = pgTable('sandbox_promotion_code', {
  code: text('code').primaryKey(),
  /** Off the first paid invoice. */
  percentOff: integer('percent_off').notNull(),
  active: boolean('active').notNull().default(true),
});

export const sandboxCheckoutSessions = pgTable('sandbox_checkout_session', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
  priceId: text('price_id').notNull(),
  trialDays: integer('trial_days').notNull().default(0),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status').notNull().default('open'), // open | complete
  subscriptionId: text('subscription_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export const sandboxSubscriptions = pgTable(
  'sandbox_subscription',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    priceId: text('price_id').notNull(),
    status: text('status').notNull(), // trialing | active | canceled
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialStart: timestamp('trial_start', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** A promotion code waiting for the first paid invoice (after a trial). */
    pendingPercentOff: integer('pending_percent_off').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sandbox_subscription_customer_idx').on(t.customerId),
    index('sandbox_subscription_due_idx').on(t.status, t.currentPeriodEnd),
  ],
);

export const sandboxInvoices = pgTable(
  'sandbox_invoice',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id').notNull(),
    priceId: text('price_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    reason: text('reason').notNull(), // subscription_create | subscription_cycle | subscription_update
    /** One invoice per event that bills (a checkout, a period, a plan change): a retry finds it. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_invoice_customer_idx').on(t.customerId)],
);

export const sandboxPortalSessions = pgTable('sandbox_portal_session', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
  returnUrl: text('return_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
