import { expect, test } from './support/fixtures';
import { accountButton } from './support/identity-flows';

/**
 * Google sign-in against the local OpenID Connect provider that scripts/e2e.mjs starts and
 * points GOOGLE_ISSUER at: the same redirect, code exchange and id-token checks as with Google.
 */
test.describe('Google sign-in', () => {
  // A family far from UTC: their credits must turn at their own midnight.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a new Google user signs in verified, gets the welcome mail, and sees the plans', async ({
    page,
    mailbox,
  }) => {
    const email = `google-${Date.now()}@example.com`;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    // The provider's own page: choose the account.
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Gus Google');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/pricing-extension$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    const welcome = await mailbox.waitFor(email, /^Welcome to Moonlit Tales$/);
    expect(welcome.subject).toBe('Welcome to Moonlit Tales');

    // Google accounts are active at once: the main app opens, no check-email page.
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(accountButton(page)).toHaveText('G');

    // Google gave no time zone: the account takes the browser's.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/auth/me')).json()) as { timeZone: string }).timeZone,
      )
      .toBe('Asia/Tokyo');
  });
});
