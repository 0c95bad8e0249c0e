import type { Page } from '@playwright/test';
import { ACCOUNT_MENU_MESSAGES, FIRST_RUN_MESSAGES } from '../../../src/shared/design-messages';
import { expect, type TAccount } from './fixtures';
import type { Mailbox } from './mailbox';

/** Steps a parent takes, written once and shared by the specs. */

export async function signUp(page: Page, account: TAccount): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/pricing-extension$/);
}

/** Opens the confirmation link; a subscribed parent with no child meets the welcome and skips it. */
export async function verifyEmail(page: Page, mailbox: Mailbox, email: string): Promise<void> {
  await openVerificationLink(page, mailbox, email);
  await skipWelcomeIfShown(page);
  await expectAppShell(page);
}

/**
 * The app shell, or first the welcome, which a parent with access and no child meets on '/'
 * (again on a new device, where the "welcome done" flag is not kept): skipped here.
 */
export async function skipWelcomeIfShown(page: Page): Promise<void> {
  const skip = page.getByRole('button', { name: FIRST_RUN_MESSAGES.skip });
  await expect(page.getByRole('navigation', { name: 'Main' }).or(skip)).toBeVisible();
  if (await skip.isVisible()) await skip.click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

export async function openVerificationLink(page: Page, mailbox: Mailbox, email: string): Promise<void> {
  const mail = await mailbox.waitFor(email, /confirm/i);
  await page.goto(mailbox.appLink(mail));
}

export async function signUpVerified(page: Page, mailbox: Mailbox, account: TAccount): Promise<void> {
  await signUp(page, account);
  await verifyEmail(page, mailbox, account.email);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The header's user initial opens the account menu; Logout is its last item. */
export async function logout(page: Page): Promise<void> {
  await accountButton(page).click();
  await page
    .getByRole('menu', { name: ACCOUNT_MENU_MESSAGES.menu })
    .getByRole('menuitem', { name: 'Logout' })
    .click();
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
}

/** The header's user initial: a menu button named 'Account'. */
export function accountButton(page: Page) {
  return page.getByRole('button', { name: ACCOUNT_MENU_MESSAGES.button, exact: true });
}

export async function expectAppShell(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(accountButton(page)).toBeVisible();
}
