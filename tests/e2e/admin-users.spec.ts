import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { formatCents, type TFinancialOverview } from '../../src/shared/admin-data';
import { ADMIN_MESSAGES, AUTH_MESSAGES } from '../../src/shared/messages';
import { expect, test, type TAccount } from './support/fixtures';
import { adminApiGet, openAdminPanel } from './support/admin-flows';
import { signIn, signUpVerified } from './support/identity-flows';
import type { Mailbox } from './support/mailbox';
import { buyPlan } from './support/subscribe';

/**
 * The Admin Panel's Financials and Users tabs in the browser, as the shared admin of
 * support/admin-flows.ts. Other specs share the database, so figures are checked as the baseline
 * read before this spec's purchases plus the payments it makes.
 */
const stamp = `tag${Date.now()}`;
const alma: TAccount = {
  name: `Alma ${stamp}`,
  email: `alma-${stamp}@example.com`,
  password: 'moonlight-42',
};
const bruno: TAccount = {
  name: `Bruno ${stamp}`,
  email: `bruno-${stamp}@example.com`,
  password: 'moonlight-42',
};

test.describe.configure({ mode: 'serial' });

async function parentOn(browser: Browser, mailbox: Mailbox, account: TAccount, plan: 'premium' | 'family') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpVerified(page, mailbox, account);
  await buyPlan(page, plan);
  await context.close();
}

const figure = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true }).locator('.admin-figure__value');

let baseline: TFinancialOverview;

test('the admin sees the figures of a known set of payments', async ({ page, browser, mailbox }) => {
  test.setTimeout(180_000);
  await openAdminPanel(page, mailbox);
  const before = await adminApiGet(page, '/api/admin/financials/overview');
  expect(before.ok()).toBe(true);
  baseline = ((await before.json()) as { overview: TFinancialOverview }).overview;

  await parentOn(browser, mailbox, alma, 'premium'); // 999
  await parentOn(browser, mailbox, bruno, 'family'); // 1999

  await page.goto('/?admin=true');
  await page.getByRole('tab', { name: 'Financials' }).click();
  await expect(figure(page, "Today's revenue")).toHaveText(formatCents(baseline.dailyRevenue + 2998));
  await expect(figure(page, 'Month revenue')).toHaveText(formatCents(baseline.monthlyRevenue + 2998));
  await expect(figure(page, 'Monthly recurring revenue')).toHaveText(
    formatCents(baseline.monthlyRecurringRevenue + 2998),
  );
  await expect(figure(page, 'Active subscriptions')).toHaveText(
    String(baseline.totalActiveSubscriptions + 2),
  );
  await expect(figure(page, 'Premium')).toHaveText(String(baseline.planBreakdown.premium + 1));
  await expect(figure(page, 'Family')).toHaveText(String(baseline.planBreakdown.family + 1));

  const recent = page.getByRole('table', { name: 'Recent subscriptions' });
  await expect(recent.getByRole('row', { name: new RegExp(bruno.email) })).toContainText('Family');
  await expect(recent.getByRole('row', { name: new RegExp(alma.email) })).toContainText('$9.99');

  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('list', { name: 'Revenue by day, last 7 days' }).getByRole('listitem'),
  ).toHaveCount(7);
});

test('the admin searches, filters, sorts and exports the list as CSV', async ({ page, mailbox }) => {
  await openAdminPanel(page, mailbox);
  await page.getByRole('tab', { name: 'Users' }).click();
  const table = page.getByRole('table', { name: 'Users' });
  await page.getByLabel('Search by name or e-mail').fill(stamp);
  await expect(table.getByRole('row')).toHaveCount(3); // the header and two users
  await expect(page.getByText('2 users')).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();

  await page.getByLabel('Sort by').selectOption({ label: 'Total spending' });
  await expect(table.getByRole('row').nth(1)).toContainText(bruno.email);
  await expect(table.getByRole('row').nth(1)).toContainText('$19.99');
  await page.getByLabel('Sort by').selectOption({ label: 'Name' });
  await expect(table.getByRole('row').nth(1)).toContainText(alma.email);

  await page.getByLabel('Plan type').selectOption({ label: 'Family' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(bruno.email);
  await page.getByLabel('Plan type').selectOption({ label: 'All' });
  await expect(table.getByRole('row')).toHaveCount(3);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^users_export_\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByRole('status').filter({ hasText: ADMIN_MESSAGES.exportSuccess })).toBeVisible();
  const lines = readFileSync(await file.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(/^Name,Email,Plan,/);
  expect(lines[1]).toContain(alma.email); // sorted by name, as on screen
  expect(lines[2]).toContain(bruno.email);
  expect(lines[2]).toContain(',Family,');
});

test('the admin deletes a user, who then cannot sign in', async ({ page, browser, mailbox }) => {
  await openAdminPanel(page, mailbox);
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search by name or e-mail').fill(alma.email);
  await page.getByRole('button', { name: `Manage ${alma.email}` }).click();
  const dialog = page.getByRole('dialog', { name: alma.name });
  await expect(dialog.getByText(alma.email)).toBeVisible();
  const remove = dialog.getByRole('button', { name: 'Delete account' });
  await dialog.getByLabel('Reason for deletion').fill('Asked to be forgotten');
  await expect(remove).toBeDisabled();
  await dialog.getByLabel("Type the user's e-mail to confirm").fill(alma.email);
  await remove.click();
  await expect(page.getByText('The account was deleted.')).toBeVisible();
  await expect(page.getByText('No users match these filters.')).toBeVisible();

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/login');
  await signIn(other, alma.email, alma.password);
  await expect(other.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredential);
  await context.close();
});
