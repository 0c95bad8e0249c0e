import type { Page } from '@playwright/test';
import { expect, type TAccount } from './fixtures';
import { signUpVerified } from './identity-flows';
import type { Mailbox } from './mailbox';

/**
 * A subscribed parent for the stories specs: sign up, verify through the dev mailbox, then buy a
 * plan through the sandbox checkout (POST /api/subscriptions/checkout -> its page -> pay).
 */

export type TPlanKey =
  'starter' | 'starter_annual' | 'premium' | 'premium_annual' | 'family' | 'family_annual';

const PAYING_CARD = '4242 4242 4242 4242';

/** The plan's price id, from the public plan map (never a hard-coded provider id). */
async function priceIdOf(page: Page, plan: TPlanKey): Promise<string> {
  const response = await page.request.get('/api/subscriptions/plans');
  expect(response.ok(), `GET /api/subscriptions/plans answered ${response.status()}`).toBe(true);
  const plans = (await response.json()) as Record<string, { priceId: string | null } | undefined>;
  const priceId = plans[plan]?.priceId;
  if (!priceId) throw new Error(`no price id for plan ${plan}`);
  return priceId;
}

/** Buys `plan` for the signed-in parent of `page` and comes back to the app. */
export async function buyPlan(page: Page, plan: TPlanKey): Promise<void> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/subscriptions/checkout', {
    data: { priceId: await priceIdOf(page, plan) },
    // The same-origin check of state-changing calls (a browser sends this itself).
    headers: { Origin: origin },
  });
  expect(response.ok(), `checkout answered ${response.status()}: ${await response.text()}`).toBe(true);
  const { url } = (await response.json()) as { url: string };

  await page.goto(url);
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('Full name').fill('Robin Parent');
  await billing.getByLabel('Street address').fill('1 Moon Lane');
  await billing.getByLabel('City').fill('Dreamtown');
  await billing.getByLabel('Postal code').fill('12345');
  await billing.getByLabel('Country').fill('US');
  await page.getByLabel('Card number').fill(PAYING_CARD);
  await page.getByRole('button', { name: /^(Start free trial|Pay )/ }).click();
  await expect(page).toHaveURL(/\/subscription-success/);
}

/** A new, verified parent on `plan` (Starter starts as a 7-day trial, which counts as active). */
export async function subscribedParent(
  page: Page,
  mailbox: Mailbox,
  account: TAccount,
  plan: TPlanKey,
): Promise<void> {
  await signUpVerified(page, mailbox, account);
  await buyPlan(page, plan);
}
