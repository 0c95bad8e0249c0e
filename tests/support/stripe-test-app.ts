import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from './fake-stripe.js';
import { createTestApp, type TestApp } from './test-app.js';

export const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

/**
 * A test app on "Stripe" (the local fake) with a catalogue that exercises every way a price is
 * tied to a plan: product metadata (starter), lookup_key (premium), guess-by-price (family),
 * the env fallback (family annual), and an inactive product that must be ignored.
 */
export async function startStripeTestApp(env: Record<string, string> = {}) {
  const fake = await startFakeStripe({
    products: [
      { id: 'prod_starter', name: 'Starter', metadata: { plan_key: 'starter' } },
      { id: 'prod_premium', name: 'Premium' },
      { id: 'prod_family', name: 'Family' },
      { id: 'prod_old', name: 'Retired', active: false },
    ],
    prices: [
      { id: 'price_st_m', product: 'prod_starter', unit_amount: 499, interval: 'month' },
      { id: 'price_st_y', product: 'prod_starter', unit_amount: 4499, interval: 'year' },
      {
        id: 'price_pr_m',
        product: 'prod_premium',
        unit_amount: 1099,
        interval: 'month',
        lookup_key: 'premium',
      },
      {
        id: 'price_pr_y',
        product: 'prod_premium',
        unit_amount: 8999,
        interval: 'year',
        lookup_key: 'premium_annual',
      },
      { id: 'price_fa_m', product: 'prod_family', unit_amount: 1999, interval: 'month' },
      { id: 'price_old', product: 'prod_old', unit_amount: 299, interval: 'month', lookup_key: 'starter' },
    ],
  });
  const t: TestApp = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    STRIPE_PRICE_FAMILY_ANNUAL: 'price_fa_y_env',
    ...env,
  });

  type Event = ReturnType<FakeStripe['event']>;
  /** Posts an event signed as Stripe would; `tamper` edits the body after signing, `timestamp` back-dates it. */
  function deliver(event: Event, options: { timestamp?: number; tamper?: boolean } = {}) {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: options.timestamp,
    });
    const body = options.tamper ? payload.replace('"livemode":false', '"livemode":true') : payload;
    return t.app.request('/api/webhooks/stripe', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  }

  return {
    fake,
    t,
    deliver,
    lastRequest: (path: string) => [...fake.requests].reverse().find((r) => r.path === path),
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

export type StripeTestApp = Awaited<ReturnType<typeof startStripeTestApp>>;
export type FakeEvent = ReturnType<FakeStripe['event']>;

/** The session id at the end of a Checkout url. */
export const checkoutSessionId = (url: string) => url.split('/').pop() ?? '';

/** A fixed shuffle, so a failure replays the same order. */
export function shuffled<T>(items: T[], seed = 7): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 48271) % 2147483647;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
