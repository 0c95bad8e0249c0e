import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../../platform/db/client.js';
import { billingCustomers, payments, subscriptions } from '../../../../platform/db/schema/billing.js';
import { sandboxInvoices, sandboxSubscriptions } from '../../../../platform/db/schema/sandbox.js';
import type { JobDefinition } from '../../../../platform/jobs/index.js';
import type { Sync } from '../../sync.js';
import type { SandboxLifecycle } from './lifecycle.js';

const ZNoPayload = z.object({}).loose();

/**
 * Every minute: trials that end convert to paid, periods that end renew (one invoice each),
 * cancel-at-period-end subscriptions end. Then every customer whose mirror differs from the
 * sandbox is synced, which also heals a sync that failed after an earlier run had advanced.
 */
export function sandboxAdvanceJob(deps: {
  db: Db;
  lifecycle: SandboxLifecycle;
  sync: Sync;
}): JobDefinition<typeof ZNoPayload> {
  const { db, lifecycle, sync } = deps;
  return {
    name: 'billing.sandbox.advance-subscriptions',
    payload: ZNoPayload,
    cron: '* * * * *',
    async handler() {
      const touched = new Set(await lifecycle.advanceDue());
      for (const customerId of await outOfSync(db)) touched.add(customerId);
      for (const customerId of touched) await sync.syncCustomer(customerId);
    },
  };
}

async function outOfSync(db: Db): Promise<string[]> {
  const [subs, invoices] = await Promise.all([
    db
      .selectDistinct({ customerId: sandboxSubscriptions.customerId })
      .from(sandboxSubscriptions)
      .innerJoin(billingCustomers, eq(billingCustomers.customerId, sandboxSubscriptions.customerId))
      .leftJoin(subscriptions, eq(subscriptions.id, sandboxSubscriptions.id))
      .where(
        or(
          isNull(subscriptions.id),
          ne(subscriptions.status, sandboxSubscriptions.status),
          ne(subscriptions.priceId, sandboxSubscriptions.priceId),
          ne(subscriptions.cancelAtPeriodEnd, sandboxSubscriptions.cancelAtPeriodEnd),
          sql`${subscriptions.currentPeriodEnd} IS DISTINCT FROM ${sandboxSubscriptions.currentPeriodEnd}`,
        ),
      )
      .limit(500),
    db
      .selectDistinct({ customerId: sandboxInvoices.customerId })
      .from(sandboxInvoices)
      .innerJoin(billingCustomers, eq(billingCustomers.customerId, sandboxInvoices.customerId))
      .leftJoin(payments, eq(payments.invoiceId, sandboxInvoices.id))
      .where(and(isNull(payments.invoiceId), gt(sandboxInvoices.amountCents, 0)))
      .limit(500),
  ]);
  return [...subs, ...invoices].map((r) => r.customerId);
}
