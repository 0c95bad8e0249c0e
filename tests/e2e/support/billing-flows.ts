import type { Page } from '@playwright/test';
import { BILLING_UI_MESSAGES } from '../../../src/shared/messages';
import { expect, type TAccount } from './fixtures';

/** Steps of the billing journeys (public pricing, sign-up, the sandbox's checkout and portal pages). */

export const PAYING_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** The plans' Monthly / Yearly switch: each period shows its own three cards. */
export async function choosePeriod(page: Page, period: 'Monthly' | 'Yearly'): Promise<void> {
  const option = page.getByRole('group', { name: 'Billing period' }).getByRole('radio', {
    name: new RegExp(`^${period}`),
  });
  await option.check();
  await expect(option).toBeChecked();
}

/**
 * /pricing: enter the e-mail and press a plan's button (e.g. 'Start 7-day Free Trial', 'Get
 * Premium'); an annual plan's button ('Get Premium Annual') is behind the Yearly switch.
 */
export async function choosePlanOnPricing(page: Page, email: string, planButton: string): Promise<void> {
  await page.goto('/pricing');
  await page.getByLabel('Your email address').fill(email);
  if (/ Annual$/.test(planButton)) await choosePeriod(page, 'Yearly');
  await page.getByRole('button', { name: planButton, exact: true }).click();
  await expect(page).toHaveURL(/\/signup\?/);
}

/** /signup: the e-mail comes prefilled; create the account and land on the sandbox checkout page. */
export async function signUpForPlan(page: Page, account: TAccount): Promise<void> {
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: BILLING_UI_MESSAGES.createAndSubscribe }).click();
  await expectSandboxCheckout(page);
}

export async function expectSandboxCheckout(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByRole('group', { name: 'Billing address' })).toBeVisible();
}

/** The sandbox checkout form: billing address (required) and a card number, then submit. */
export async function payInSandbox(page: Page, card: string, { address = true } = {}): Promise<void> {
  if (address) {
    await page.getByLabel('Full name').fill('Robin Parent');
    await page.getByLabel('Street address').fill('1 Moon Lane');
    await page.getByLabel('City').fill('Dreamtown');
    await page.getByLabel('Postal code').fill('12345');
    await page.getByLabel('Country').fill('US');
  }
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^(Start free trial|Pay )/ }).click();
}

/** After paying: the welcome page, past its 2-second wait. */
export async function expectWelcomePage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/subscription-success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Welcome to Moonlit Tales' })).toBeVisible();
}

/** The whole purchase for a new parent: pricing, sign-up, checkout with the paying card. */
export async function subscribeAsNewParent(page: Page, account: TAccount, planButton: string): Promise<void> {
  await choosePlanOnPricing(page, account.email, planButton);
  await signUpForPlan(page, account);
  await payInSandbox(page, PAYING_CARD);
  await expectWelcomePage(page);
}

export async function openProfile(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile & Settings' })).toBeVisible();
}

/** The status line of the Profile tab's "Your subscription" card. */
export function statusLine(page: Page) {
  return page.getByRole('region', { name: 'Your subscription' }).locator('dt:text-is("Status") + dd');
}

/** The long date the app shows, formatted by the browser itself. */
export function browserLongDate(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (value) =>
      new Date(value).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }),
    iso,
  );
}
