import { and, desc, eq, lt, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Db, Tx } from '../db/client.js';
import { mail, type TMailMessage } from '../db/schema/mail.js';
import type { JobDefinition, Jobs } from '../jobs/index.js';
import type { Logger } from '../logger.js';

/** Delivery attempts per mail (the first and its retries) before it is marked failed. */
export const MAX_ATTEMPTS = 8;
/** First retry delay; pg-boss doubles it each time, with jitter (7 retries: 10 to 20 minutes in all). */
const RETRY_DELAY_SECONDS = 5;
const ZDeliver = z.object({ id: z.uuid() });
const ZSweep = z.object({}).loose();

export interface Mailer {
  /** Writes the outbox row in the caller's transaction; a worker delivers it after commit. */
  write(tx: Db | Tx, to: string[], message: TMailMessage): Promise<string>;
  /** Outside a transaction: write and ask for delivery at once. */
  send(to: string[], message: TMailMessage): Promise<string>;
  /** After a transaction that called write() commits: deliver now rather than at the next sweep. */
  deliverSoon(id: string): Promise<void>;
  /** Dev mailbox: newest first. */
  list(to?: string, limit?: number): Promise<(typeof mail.$inferSelect)[]>;
  jobs: { deliver: JobDefinition<typeof ZDeliver>; sweep: JobDefinition<typeof ZSweep> };
}

export function createMailer(deps: {
  db: Db;
  jobs: Jobs;
  logger: Logger;
  smtpUrl?: string;
  /** Connect, greeting and silence mid-conversation (SMTP_TIMEOUT_MS); settings in the URL win. */
  smtpTimeoutMs?: number;
  from: string;
  /** Tests shorten the retries; default MAX_ATTEMPTS attempts, 5 s first delay. */
  retry?: { maxAttempts: number; delaySeconds: number };
}): Mailer {
  const { db, jobs, logger } = deps;
  const maxAttempts = deps.retry?.maxAttempts ?? MAX_ATTEMPTS;
  const timeout = deps.smtpTimeoutMs ?? 60_000;
  const transport: Transporter | null = deps.smtpUrl
    ? nodemailer.createTransport({
        url: deps.smtpUrl,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      })
    : null;

  async function deliver({ id }: { id: string }) {
    const [row] = await db.select().from(mail).where(eq(mail.id, id));
    if (!row || row.status !== 'pending') return; // idempotent: delivered already or gone
    if (!transport) {
      await db.update(mail).set({ status: 'kept' }).where(eq(mail.id, id));
      return;
    }
    try {
      await transport.sendMail({
        from: deps.from,
        to: row.to,
        subject: row.message.subject,
        html: row.message.html,
        text: row.message.text,
      });
      await db
        .update(mail)
        .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 })
        .where(eq(mail.id, id));
    } catch (err) {
      const attempts = row.attempts + 1;
      const gaveUp = attempts >= maxAttempts;
      await db
        .update(mail)
        .set({
          attempts,
          lastError: String((err as Error).message).slice(0, 500),
          status: gaveUp ? 'failed' : 'pending',
        })
        .where(eq(mail.id, id));
      logger.warn({ err, mailId: id, attempts, gaveUp }, 'mail delivery failed');
      if (gaveUp) return; // done for good: nothing left for pg-boss to retry
      throw err; // pg-boss retries with backoff
    }
  }

  const deliverJob: JobDefinition<typeof ZDeliver> = {
    name: 'mail.deliver',
    payload: ZDeliver,
    handler: deliver,
    // Retries after the first attempt; the row counts attempts and stops at maxAttempts.
    retryLimit: maxAttempts - 1,
    retryDelaySeconds: deps.retry?.delaySeconds ?? RETRY_DELAY_SECONDS,
  };
  // Catches rows whose post-commit delivery request was lost (a crash between commit and send):
  // never tried at all. A row that was tried has its retries queued in pg-boss already; sending
  // it again would start a second chain beside the backoff and could deliver the mail twice.
  const sweepJob: JobDefinition<typeof ZSweep> = {
    name: 'mail.sweep',
    payload: ZSweep,
    cron: '* * * * *',
    handler: async () => {
      const stale = await db
        .select({ id: mail.id })
        .from(mail)
        .where(
          and(
            eq(mail.status, 'pending'),
            eq(mail.attempts, 0),
            lt(mail.createdAt, sql`now() - interval '30 seconds'`),
          ),
        )
        .limit(100);
      for (const { id } of stale) await jobs.send(deliverJob, { id }, { singletonKey: id });
    },
  };
  jobs.define(deliverJob);
  jobs.define(sweepJob);

  const mailer: Mailer = {
    async write(tx, to, message) {
      const [row] = await tx.insert(mail).values({ to, message }).returning({ id: mail.id });
      if (!row) throw new Error('mail insert returned nothing');
      if (!transport)
        logger.info(
          { to, subject: message.subject, links: links(message.text) },
          'mail kept in the dev mailbox',
        );
      return row.id;
    },
    async send(to, message) {
      const id = await mailer.write(db, to, message);
      await mailer.deliverSoon(id);
      return id;
    },
    async deliverSoon(id) {
      await jobs.send(deliverJob, { id }, { singletonKey: id });
    },
    async list(to, limit = 50) {
      const query = db.select().from(mail);
      const filtered = to ? query.where(sql`${to.toLowerCase()} = ANY(${mail.to})`) : query;
      return filtered.orderBy(desc(mail.createdAt)).limit(limit);
    },
    jobs: { deliver: deliverJob, sweep: sweepJob },
  };
  return mailer;
}

function links(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}
