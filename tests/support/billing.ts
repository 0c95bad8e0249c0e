import type { TestClient, Reply } from './client.js';

/** A clock tests move by hand; pass `clock.now` to createTestApp({}, { now }). */
export function testClock(start = new Date('2030-01-15T12:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceDays(days: number) {
      current += days * 86_400_000;
    },
  };
}

export const PAYING_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

export const GOOD_ADDRESS = {
  name: 'Mia Parent',
  line1: '1 Moon Lane',
  city: 'Dreamtown',
  postalCode: '12345',
  country: 'US',
};

export type SandboxForm = Partial<
  Record<'promotionCode' | 'name' | 'line1' | 'city' | 'postalCode' | 'country' | 'cardNumber', string>
>;

/** POSTs the sandbox checkout form as a browser would (form-encoded, same origin). */
export function submitSandboxForm(client: TestClient, path: string, form: SandboxForm): Promise<Reply> {
  const body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, v ?? ''])).toString();
  return client.request('POST', path, body, { 'content-type': 'application/x-www-form-urlencoded' });
}

/** Starts a checkout through the API and returns the sandbox page path. */
export async function startCheckout(client: TestClient, priceId: string): Promise<string> {
  const res = await client.post<{ url: string }>('/api/subscriptions/checkout', { priceId });
  if (res.status !== 200) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  return new URL(res.body.url).pathname;
}

/** The whole sandbox purchase: checkout, pay with the good card, follow to the success page. */
export async function buyInSandbox(
  client: TestClient,
  priceId: string,
  form: SandboxForm = {},
): Promise<string> {
  const path = await startCheckout(client, priceId);
  const res = await submitSandboxForm(client, path, { ...GOOD_ADDRESS, cardNumber: PAYING_CARD, ...form });
  if (res.status !== 303)
    throw new Error(`sandbox payment failed: ${res.status} ${String(res.body).slice(0, 300)}`);
  return res.headers.get('location') ?? '';
}
