import type { Tx } from '../../../../platform/db/client.js';
import { sandboxInvoices, sandboxSubscriptions } from '../../../../platform/db/schema/sandbox.js';
import { sandboxId } from './ids.js';
import { sandboxPrice } from './prices.js';

export const LIVE = ['active', 'trialing'];

export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

export function priceOf(priceId: string) {
  const price = sandboxPrice(priceId);
  if (!price || price.unitAmount === null || !price.interval)
    throw new Error(`unknown sandbox price ${priceId}`);
  return { cents: price.unitAmount, interval: price.interval };
}

/** Every payment is a paid invoice; its idempotency key makes a retried step bill once. */
export async function invoice(
  tx: Tx,
  sub: Pick<SandboxSubscriptionRow, 'id' | 'customerId'>,
  input: {
    priceId: string;
    amountCents: number;
    reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
    key: string;
    periodStart: Date;
    periodEnd: Date;
    paidAt: Date;
  },
) {
  await tx
    .insert(sandboxInvoices)
    .values({
      id: sandboxId('in'),
      customerId: sub.customerId,
      subscriptionId: sub.id,
      priceId: input.priceId,
      amountCents: input.amountCents,
      reason: input.reason,
      idempotencyKey: input.key,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      paidAt: input.paidAt,
    })
    .onConflictDoNothing({ target: sandboxInvoices.idempotencyKey });
}
