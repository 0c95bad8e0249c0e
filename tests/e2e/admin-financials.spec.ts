import type { Page } from '@playwright/test';
import { ADMIN_DATA_MESSAGES } from '../../src/shared/admin-data';
import { ADMIN_MESSAGES, GENERIC_MESSAGES } from '../../src/shared/messages';
import { openAdminPanel } from './support/admin-flows';
import { expect, test } from './support/fixtures';

/**
 * Spec §2 Financials failure view: when the server answers the overview with an error, the tab
 * shows the spec's message and Retry; Retry asks again and, the server answering again, the
 * figures appear. The failing answers are the server's own 500 shape, given by the browser's
 * network layer for as long as `failing` holds; Retry then reaches the real server.
 */
const overviewPath = '**/api/admin/financials/overview';

const figure = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true }).locator('.admin-figure__value');

test('Financials shows the failure view when the server errs, and Retry recovers', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(120_000); // may be the first spec to sign the shared admin up, then three failed tries
  await openAdminPanel(page, mailbox);
  let failing = true;
  let refused = 0;
  await page.route(overviewPath, async (route) => {
    if (!failing) return route.continue();
    refused += 1;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: GENERIC_MESSAGES.internal, code: 'INTERNAL' }),
    });
  });

  await page.getByRole('tab', { name: 'Financials' }).click();
  // A 5xx is asked again twice (src/web/app/providers.tsx) before the failure view shows.
  await expect(page.getByRole('alert')).toHaveText(ADMIN_MESSAGES.financialLoadFailed);
  expect(refused).toBeGreaterThanOrEqual(1);
  await expect(figure(page, 'Active subscriptions')).toHaveCount(0);

  failing = false;
  const answered = page.waitForResponse((r) => r.url().includes('/api/admin/financials/overview'));
  await page.getByRole('button', { name: ADMIN_DATA_MESSAGES.retry }).click();
  expect((await answered).status()).toBe(200);
  await expect(figure(page, 'Active subscriptions')).toHaveText(/^\d+$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recent subscriptions' })).toBeVisible();
});
