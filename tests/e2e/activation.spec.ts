import { ACTIVATION_MESSAGES } from '../../src/shared/messages';
import { expect, test } from './support/fixtures';
import { signUp } from './support/identity-flows';

test.describe('activation and verification pages', () => {
  test('the check-email page holds an unverified parent, then sends them on', async ({
    page,
    mailbox,
    account,
  }) => {
    await signUp(page, account);
    await page.goto('/check-email-for-activation');

    await page.getByRole('button', { name: "I've Activated My Account" }).click();
    await expect(page.getByRole('alert')).toHaveText(ACTIVATION_MESSAGES.notActivated);

    await page.getByRole('button', { name: 'Resend Activation Email' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: ACTIVATION_MESSAGES.resendSuccess }),
    ).toBeVisible();
    // One message at a time: the earlier 'not yet activated' is gone.
    await expect(page.getByText(ACTIVATION_MESSAGES.notActivated)).toHaveCount(0);

    // And the other way round: checking again replaces the resend message.
    await page.getByRole('button', { name: "I've Activated My Account" }).click();
    await expect(page.getByRole('alert')).toHaveText(ACTIVATION_MESSAGES.notActivated);
    await expect(page.getByText(ACTIVATION_MESSAGES.resendSuccess)).toHaveCount(0);

    // The parent confirms in another tab, then comes back and says so.
    const mail = await mailbox.waitFor(account.email, /confirm/i);
    const other = await page.context().newPage();
    await other.goto(mailbox.appLink(mail));
    await expect(other.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await other.close();

    await page.getByRole('button', { name: "I've Activated My Account" }).click();
    await expect(page).toHaveURL(/\/subscription-success$/);
  });

  test('a bad reset link explains itself and offers a way on', async ({ page }) => {
    await page.goto('/activate?mode=resetPassword&oobCode=not-a-real-token&email=nobody%40example.com');
    await page.getByLabel('New password').fill('abcdef1');
    await page.getByLabel('Confirm password').fill('abcdef2');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Confirm password').fill('abcdef1');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByRole('alert')).toHaveText(ACTIVATION_MESSAGES.invalidCode);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('button', { name: 'Send Activation Email' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com');
  });

  test('a signed-out visitor can ask for an activation e-mail', async ({ page }) => {
    await page.goto('/activate');
    await page.getByLabel('Email').fill(`e2e-activate-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send Activation Email' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: ACTIVATION_MESSAGES.resendSuccess }),
    ).toBeVisible();
  });
});
