import {
  BILLING_UI_MESSAGES,
  EXISTING_ACCOUNT_MAIL,
  SIGNUP_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  VALIDATION_MESSAGES,
} from '../../src/shared/messages';
import { choosePlanOnPricing, expectSandboxCheckout } from './support/billing-flows';
import { expect, test } from './support/fixtures';
import { signUp } from './support/identity-flows';

test.describe('billing: sign-up page', () => {
  test('sign-up checks the passwords before any request', async ({ page, account }) => {
    await choosePlanOnPricing(page, account.email, 'Get Family');
    await page.getByLabel('Full name').fill(account.name);
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: BILLING_UI_MESSAGES.createAndSubscribe }).click();
    await expect(page.getByRole('alert')).toHaveText(VALIDATION_MESSAGES.passwordTooShort);
    await page.getByLabel('Password', { exact: true }).fill('moonlight-42');
    await page.getByLabel('Confirm password').fill('moonlight-24');
    await page.getByRole('button', { name: BILLING_UI_MESSAGES.createAndSubscribe }).click();
    await expect(page.getByRole('alert')).toHaveText(VALIDATION_MESSAGES.passwordsDoNotMatch);
    await expect(page).toHaveURL(/\/signup\?/);

    await page.goto('/signup');
    await expect(
      page.getByRole('heading', { name: SUBSCRIPTION_MESSAGES.missingPlanInformation }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('sign-up from the login screen → catalogue pricing → checkout for the chosen plan', async ({
    page,
    account,
  }) => {
    await signUp(page, account); // lands on /pricing-extension
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.mostPopular)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.getByRole('button', { name: BILLING_UI_MESSAGES.startTrial(7) }).click();
    // Signed in and holding a priceId: checkout starts by itself.
    await expectSandboxCheckout(page);
    await expect(page.getByText('7-day free trial, then $4.99/month')).toBeVisible();
  });

  test('an e-mail already in use answers like a new one: the page says a message was sent, the owner gets it', async ({
    page,
    account,
    mailbox,
  }) => {
    await signUp(page, account);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();

    // Someone else (another password) tries the same address: nothing tells them it is taken.
    await choosePlanOnPricing(page, account.email, 'Get Premium Annual');
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('Password', { exact: true }).fill('another-password-7');
    await page.getByLabel('Confirm password').fill('another-password-7');
    await page.getByRole('button', { name: BILLING_UI_MESSAGES.createAndSubscribe }).click();

    await expect(page).toHaveURL(/\/signup\?.*error=/);
    await expect(page.getByRole('alert')).toHaveText(SIGNUP_MESSAGES.checkEmail(account.email));
    await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Premium Annual');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    // The owner is told, with the spec's "already exists" words and the way to sign in.
    const notice = await mailbox.waitFor(account.email, new RegExp(EXISTING_ACCOUNT_MAIL.subject));
    expect(notice.text).toContain(SIGNUP_MESSAGES.emailInUse);
  });
});
