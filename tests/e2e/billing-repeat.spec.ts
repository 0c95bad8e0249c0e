import type { Page } from '@playwright/test';
import { BILLING_UI_MESSAGES, SUBSCRIPTION_MESSAGES } from '../../src/shared/messages';
import {
  expectSandboxCheckout,
  expectWelcomePage,
  openProfile,
  PAYING_CARD,
  payInSandbox,
  statusLine,
  subscribeAsNewParent,
} from './support/billing-flows';
import { expect, test } from './support/fixtures';
import { verifyEmail } from './support/identity-flows';

const TRIAL_BUTTON = BILLING_UI_MESSAGES.startTrial(7);

async function starterPriceId(page: Page): Promise<string> {
  const response = await page.request.get('/api/public/subscriptions/plans');
  const plans = (await response.json()) as { starter: { priceId: string } };
  return plans.starter.priceId;
}

/** Ends the trial through the sandbox billing portal's "Cancel immediately", without waiting 7 days. */
async function endSubscriptionNow(page: Page): Promise<void> {
  await openProfile(page);
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Manage your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel immediately' }).click();
  await expect(page.getByRole('status')).toHaveText('Your subscription has ended.');
  await page.getByRole('link', { name: 'Return to Moonlit Tales' }).click();
}

test.describe('billing: buying again', () => {
  test('buying the current plan again says so and keeps the page usable', async ({ page, account }) => {
    await subscribeAsNewParent(page, account, TRIAL_BUTTON);
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.trialActive(7))).toBeVisible();

    // Signed in, /pricing knows the plan: a badge and no buy buttons while the trial runs.
    await page.goto('/pricing');
    await expect(page.getByText('Your Current Plan (Trial)')).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Get |Start )/ })).toHaveCount(0);

    // An old link to the same plan: checkout is refused with the spec message, the form comes back.
    await page.goto(`/signup?priceId=${await starterPriceId(page)}&product=starter`);
    await expect(page.getByRole('alert')).toHaveText(SUBSCRIPTION_MESSAGES.alreadyCurrentPlan);
    await expect(page.getByRole('button', { name: 'Continue to Checkout' })).toBeVisible();
    await expect(page).toHaveURL(/\/signup\?/);
  });

  test('a second Starter purchase after a trial gets no trial', async ({ page, mailbox, account }) => {
    await subscribeAsNewParent(page, account, TRIAL_BUTTON);
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.trialActive(7))).toBeVisible();
    await verifyEmail(page, mailbox, account.email);

    await endSubscriptionNow(page);

    await openProfile(page);
    await expect(statusLine(page)).toHaveText('Inactive');
    await expect(page.getByText(BILLING_UI_MESSAGES.inactivePlan)).toBeVisible();
    await expect(page.getByRole('button', { name: TRIAL_BUTTON })).toHaveCount(0);
    await page.getByRole('button', { name: 'Get Starter', exact: true }).click();

    await expectSandboxCheckout(page);
    await expect(page.getByText('$4.99/month', { exact: true })).toBeVisible();
    await expect(page.getByText(/free trial/i)).toHaveCount(0);
    await payInSandbox(page, PAYING_CARD);

    await expectWelcomePage(page);
    await expect(page.getByText('Thank you for choosing Starter!')).toBeVisible();
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.trialActive(7))).toHaveCount(0);
  });
});
