import { eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { Db } from '../../../../platform/db/client.js';
import { webhookEvents } from '../../../../platform/db/schema/billing.js';
import { AppError } from '../../../../platform/errors.js';
import type { AppEnv } from '../../../../platform/http/env.js';
import type { Sync } from '../../sync.js';

/** Event families that can change what we mirror; everything else is acknowledged and ignored. */
const RELEVANT = /^(customer|customer\.subscription|invoice|checkout\.session)\./;

function customerOf(event: Stripe.Event): string | null {
  const object = event.data.object as {
    object?: string;
    id?: string;
    customer?: string | { id: string } | null;
  };
  if (object.object === 'customer') return object.id ?? null;
  const ref = object.customer;
  return typeof ref === 'string' ? ref : (ref?.id ?? null);
}

/**
 * POST /api/webhooks/stripe: verify the signature on the raw body, skip events already processed,
 * and call syncCustomer. The event's own payload is never trusted for state: it may be old, repeated
 * or out of order, so sync reads the truth from Stripe instead.
 */
export function stripeWebhookRoutes(deps: { db: Db; stripe: Stripe; webhookSecret: string; sync: Sync }) {
  const app = new Hono<AppEnv>();
  app.post('/api/webhooks/stripe', async (c) => {
    const payload = await c.req.text();
    const signature = c.req.header('stripe-signature') ?? '';
    let event: Stripe.Event;
    try {
      event = deps.stripe.webhooks.constructEvent(payload, signature, deps.webhookSecret);
    } catch (err) {
      c.get('log').warn({ err: (err as Error).message }, 'stripe webhook refused: bad signature');
      throw AppError.badRequest('Invalid signature.');
    }
    if (!RELEVANT.test(event.type)) return c.json({ received: true });
    const customerId = customerOf(event);
    if (!customerId) return c.json({ received: true });

    // Claim the event unless a sync of it has finished. A claim left by a crash mid-sync has no
    // processedAt, so Stripe's retry claims it again; a second delivery racing a sync still in
    // progress runs its own sync, which is harmless (sync is idempotent, one customer at a time).
    const claimed = await deps.db
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoUpdate({
        target: webhookEvents.id,
        set: { claimedAt: sql`now()` },
        setWhere: isNull(webhookEvents.processedAt),
      })
      .returning({ id: webhookEvents.id });
    if (claimed.length === 0) return c.json({ received: true, duplicate: true });
    // A failed sync throws: the claim stays unprocessed and the 500 makes Stripe retry.
    await deps.sync.syncCustomer(customerId);
    await deps.db
      .update(webhookEvents)
      .set({ processedAt: sql`now()` })
      .where(eq(webhookEvents.id, event.id));
    return c.json({ received: true });
  });
  return app;
}
