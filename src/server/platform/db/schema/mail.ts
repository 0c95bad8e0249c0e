import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export interface TMailMessage {
  subject: string;
  html: string;
  text: string;
}

/** The outbox (spec: collection "mail" with to[] and message {subject, html, text}). */
export const mail = pgTable(
  'mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').array().notNull(),
    message: jsonb('message').$type<TMailMessage>().notNull(),
    /** pending → sent (SMTP) | kept (no SMTP: dev mailbox only) | failed (gave up) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_status_created_idx').on(t.status, t.createdAt)],
);
