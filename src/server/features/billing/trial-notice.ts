import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import { PLAN_CATALOGUE, PLAN_KEYS, type TPlanKey } from '../../../shared/plans.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { subscriptions, trialNotices } from '../../platform/db/schema/billing.js';
import { users } from '../../platform/db/schema/identity.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { Mailer } from '../../platform/mail/outbox.js';
import { trialEndingMail } from './mail.js';
import type { Clock } from './provider/port.js';

const NOTICE_BEFORE_MS = 3 * 86_400_000;
const ZNoPayload = z.object({}).loose();
const isPlanKey = (k: string): k is TPlanKey => (PLAN_KEYS as readonly string[]).includes(k);

/**
 * Hourly: a trial that converts to paid within three days gets one notice. The marker row and the
 * mail row are written in one transaction, so a rerun (or two workers) sends it once.
 * It reads the mirror, so it works the same for the sandbox and for Stripe.
 */
export function trialEndingNoticeJob(deps: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_URL'>;
}): JobDefinition<typeof ZNoPayload> {
  const { db, mailer, clock } = deps;
  return {
    name: 'billing.trial-ending-notice',
    payload: ZNoPayload,
    cron: '0 * * * *',
    async handler() {
      const now = clock();
      const due = await db
        .select({
          id: subscriptions.id,
          planKey: subscriptions.planKey,
          priceCents: subscriptions.priceCents,
          trialEnd: subscriptions.trialEnd,
          email: users.email,
          name: users.name,
        })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .leftJoin(trialNotices, eq(trialNotices.subscriptionId, subscriptions.id))
        .where(
          and(
            eq(subscriptions.status, 'trialing'),
            eq(subscriptions.cancelAtPeriodEnd, false), // it will not convert: nothing to warn about
            gt(subscriptions.trialEnd, now),
            lte(subscriptions.trialEnd, new Date(now.getTime() + NOTICE_BEFORE_MS)),
            isNull(trialNotices.subscriptionId),
          ),
        )
        .limit(500);
      for (const sub of due) {
        if (!sub.trialEnd) continue;
        const trialEnd = sub.trialEnd;
        const mailId = await db.transaction(async (tx) => {
          const marked = await tx
            .insert(trialNotices)
            .values({ subscriptionId: sub.id, sentAt: now })
            .onConflictDoNothing()
            .returning();
          if (marked.length === 0) return null;
          const planName = isPlanKey(sub.planKey) ? PLAN_CATALOGUE[sub.planKey].name : 'Moonlit Tales';
          return mailer.write(
            tx,
            [sub.email],
            trialEndingMail({
              name: sub.name,
              planName,
              trialEnd,
              priceCents: sub.priceCents,
              appUrl: deps.config.PUBLIC_URL,
            }),
          );
        });
        if (mailId) await mailer.deliverSoon(mailId);
      }
    },
  };
}
