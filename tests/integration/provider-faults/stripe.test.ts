import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '../../../src/shared/messages.js';
import { subscriptions } from '../../../src/server/platform/db/schema/billing.js';
import { signUpVerified, type TestClient } from '../../support/client.js';
import { checkoutSessionId, startStripeTestApp, type StripeTestApp } from '../../support/stripe-test-app.js';

// Issue 13, part 2: Stripe that hangs or fails while a parent starts a checkout. The real SDK
// talks to the local fake Stripe; STRIPE_TIMEOUT_MS is short so a hang ends quickly. The SDK
// tries each request three times (maxNetworkRetries 2), then the parent sees the spec's message.
let s: StripeTestApp;
beforeAll(async () => {
  s = await startStripeTestApp({ STRIPE_TIMEOUT_MS: '1000', LOG_LEVEL: 'silent' });
});
afterAll(async () => s.close());

const allSubscriptions = () => s.t.ctx.db.select().from(subscriptions).orderBy(subscriptions.id);

/** Stripe requests to `path` since `from` (an index into the fake's request log). */
const callsTo = (path: string, from: number) =>
  s.fake.requests.slice(from).filter((r) => r.path === path).length;

async function checkoutWhile(fault: 'hang' | number, client: TestClient) {
  const before = s.fake.requests.length;
  s.fake.setFault(fault);
  try {
    const res = await client.post('/api/subscriptions/checkout', { priceId: 'price_pr_m' });
    return { res, customerCalls: callsTo('/v1/customers', before) };
  } finally {
    s.fake.setFault(null);
  }
}

describe('Stripe fails during checkout', () => {
  it.each([
    ['hangs', 'hang' as const],
    ['answers 500', 500],
  ])(
    'Stripe %s: three tries, 502 with the spec message, no subscription, then a retry works',
    async (_label, fault) => {
      const client = await signUpVerified(s.t.app, `stripe-${String(fault)}@example.com`);
      // The parent saw the plans first (the catalogue is cached, as in the browser's flow).
      expect((await client.get('/api/subscriptions/plans')).status).toBe(200);
      const mirrored = await allSubscriptions();

      const { res, customerCalls } = await checkoutWhile(fault, client);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: SUBSCRIPTION_MESSAGES.checkoutFailed, code: 'UNAVAILABLE' });
      expect(customerCalls).toBe(3); // the first try and the SDK's two retries, then it stopped
      expect(await allSubscriptions()).toEqual(mirrored);

      // Stripe is back: the same click now opens a Checkout Session.
      const retry = await client.post<{ url: string }>('/api/subscriptions/checkout', {
        priceId: 'price_pr_m',
      });
      expect(retry.status).toBe(200);
      expect(s.fake.sessions.get(checkoutSessionId(retry.body.url))?.status).toBe('open');
      expect(await allSubscriptions()).toEqual(mirrored);
    },
  );

  it('a plan change while Stripe answers 500 leaves the mirrored subscription as it was', async () => {
    const client = await signUpVerified(s.t.app, 'stripe-change@example.com');
    const opened = await client.post<{ url: string }>('/api/subscriptions/checkout', {
      priceId: 'price_st_m',
    });
    const paid = s.fake.completeCheckout(checkoutSessionId(opened.body.url));
    for (const event of paid.events) expect((await s.deliver(event)).status).toBe(200);
    const [before] = await s.t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, paid.subscription.id));
    expect(before?.planKey).toBe('starter');

    const from = s.fake.requests.length;
    s.fake.setFault(500);
    const res = await client.post('/api/subscriptions/upgrade', { priceId: 'price_pr_m' }).finally(() => {
      s.fake.setFault(null);
    });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: SUBSCRIPTION_MESSAGES.startSubscriptionFailed, code: 'UNAVAILABLE' });
    // The subscription is read first (GET): three tries, and nothing was ever asked to change.
    expect(callsTo(`/v1/subscriptions/${paid.subscription.id}`, from)).toBe(3);
    const [after] = await s.t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, paid.subscription.id));
    expect(after).toEqual(before);
    expect(s.fake.subscription(paid.subscription.id)?.priceId).toBe('price_st_m');
  });
});
