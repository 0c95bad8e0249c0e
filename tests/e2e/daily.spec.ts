import { DAILY_UI, dailyFooter } from '../../src/shared/daily';
import { ADMIN_MESSAGES, DAILY_MESSAGES, STORY_MESSAGES } from '../../src/shared/messages';
import { PLAYER_LABELS } from '../../src/shared/player-labels';
import { expect, newAccount, test } from './support/fixtures';
import { openAdminPanel } from './support/admin-flows';
import { signUpVerified } from './support/identity-flows';
import { subscribedParent } from './support/subscribe';

/** The e2e server runs with APP_TIMEZONE unset: the daily calendar is UTC. */
const todayUtc = () => new Date().toISOString().slice(0, 10);
const yesterdayUtc = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test.describe('the daily story', () => {
  test('admin drafts, schedules for today and adds audio; a subscriber reads and plays it; stats count it', async ({
    page,
    browser,
    mailbox,
    account,
  }) => {
    test.setTimeout(240_000);
    await openAdminPanel(page, mailbox);

    // Nothing was scheduled for today: the server published a story of its own at start-up,
    // labelled as automatic, under the admin's switch; generating stays open (issue 26).
    const todayCard = page.getByRole('region', { name: /^Today's Story/ });
    await expect(todayCard.getByText(DAILY_UI.automaticBadge, { exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: DAILY_UI.autoPublishLabel })).toBeChecked();

    // The generator starts at the spec's defaults; the preview says so.
    const generator = page.getByRole('form', { name: DAILY_UI.generatorHeading });
    await expect(generator.getByLabel('Child age')).toHaveValue('5');
    await expect(generator.getByLabel('Main character name')).toHaveValue('Charlie');
    await expect(generator.getByLabel('Main theme')).toHaveValue('bedtime');
    await expect(generator.getByLabel('Story length')).toHaveValue('medium');
    const preview = page.getByRole('region', { name: DAILY_UI.previewHeading });
    await generator.getByLabel('Main character name').fill('Juniper');
    await expect(preview.getByText('Bedtime story starring Juniper, age 5')).toBeVisible();

    // Create Draft Story: a job with visible progress, then the draft in the library.
    await page.getByRole('button', { name: DAILY_UI.createDraft }).click();
    const created = page.getByText(/^Draft created: "(.+)"$/);
    await expect(created).toBeVisible({ timeout: 60_000 });
    const title = /^Draft created: "(.+)"$/.exec((await created.textContent()) ?? '')?.[1] ?? '';
    expect(title).not.toBe('');
    const library = page.getByRole('list', { name: DAILY_UI.libraryHeading });
    const item = library.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item.getByText(DAILY_UI.statusLabels.draft, { exact: true })).toBeVisible();
    await expect(item.getByText(DAILY_UI.noAudio)).toBeVisible();
    await expect(item.getByText(DAILY_UI.unscheduled)).toBeVisible();

    // Schedule: the spec's messages for no date and a past date, then today, confirmed.
    await item.getByRole('button', { name: `${DAILY_UI.schedule}: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: DAILY_UI.scheduleTitle });
    const date = dialog.getByLabel(DAILY_UI.publishDate);
    await expect(date).toHaveAttribute('min', todayUtc());
    await date.fill('');
    await dialog.getByRole('button', { name: DAILY_UI.schedule }).click();
    await expect(dialog.getByText(ADMIN_MESSAGES.selectPublishDate)).toBeVisible();
    await date.fill(yesterdayUtc());
    await dialog.getByRole('button', { name: DAILY_UI.schedule }).click();
    await expect(dialog.getByText(ADMIN_MESSAGES.pastDate)).toBeVisible();
    await date.fill(todayUtc());
    await dialog.getByRole('button', { name: DAILY_UI.schedule }).click();
    await expect(dialog.getByText(DAILY_UI.scheduleConfirm(title, todayUtc()))).toBeVisible();
    await dialog.getByRole('button', { name: DAILY_UI.continue }).click();
    await expect(page.getByText(ADMIN_MESSAGES.scheduled(todayUtc()))).toBeVisible();

    // Today now has the admin's story (it replaced the automatic one): generating waits for tomorrow.
    await expect(todayCard.getByText(title)).toBeVisible();
    await expect(todayCard.getByText(DAILY_UI.automaticBadge, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: DAILY_UI.createDraft })).toBeDisabled();
    await expect(page.getByRole('button', { name: DAILY_UI.createWithAudio })).toBeDisabled();

    // Add Audio (after the 60-90 seconds warning); the admin player then has the file.
    await item.getByRole('button', { name: `${DAILY_UI.addAudio}: ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: DAILY_UI.continue }).click();
    await expect(item.getByText(DAILY_UI.hasAudio, { exact: true })).toBeVisible({ timeout: 120_000 });
    await item.getByRole('button', { name: `${DAILY_UI.playAudio}: ${title}` }).click();
    await expect(item.getByLabel(`Narration of ${title}`)).toBeVisible();
    await expect(item.getByText(ADMIN_MESSAGES.audioCorrupted)).toHaveCount(0);

    // A subscriber (Starter trial) reads today's story and plays it.
    const readerContext = await browser.newContext();
    const reader = await readerContext.newPage();
    await subscribedParent(reader, mailbox, account, 'starter');
    await reader.goto('/daily');
    await expect(reader.getByText(DAILY_UI.todaysStory, { exact: true })).toBeVisible();
    await expect(reader.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(reader.getByRole('heading', { name: DAILY_UI.loveThisStory })).toBeVisible();
    await expect(reader.getByText(dailyFooter('starter'))).toBeVisible();
    // The app's one player: Listen/Pause, a seek bar with elapsed and total time, the player bar.
    const dailyPlayer = reader.getByRole('region', { name: PLAYER_LABELS.narration });
    await dailyPlayer.getByRole('button', { name: DAILY_UI.listen, exact: true }).click();
    await expect(dailyPlayer.getByRole('button', { name: DAILY_UI.pause, exact: true })).toBeVisible();
    await expect(dailyPlayer.getByRole('slider', { name: PLAYER_LABELS.seek })).toBeEnabled();
    await expect(dailyPlayer.getByText(/^Total \d+:\d\d$/)).toBeVisible();
    await expect
      .poll(() => reader.locator('audio').evaluate((el: HTMLAudioElement) => el.currentTime))
      .toBeGreaterThan(0.5);
    await expect(dailyPlayer.getByText(/^Elapsed 0:0\d$/)).toBeVisible();
    const bar = reader.getByRole('region', { name: PLAYER_LABELS.playerBar });
    await expect(bar.getByText(title, { exact: true })).toBeVisible();
    // Its cover under the title, and on the lock screen with the title once playing.
    const cover = reader.locator('img.story-cover--hero');
    await expect(cover).toBeVisible();
    await expect(cover).toHaveAttribute('alt', /\w/);
    const lockScreen = await reader.evaluate(() => ({
      title: navigator.mediaSession.metadata?.title,
      artwork: navigator.mediaSession.metadata?.artwork[0]?.src ?? '',
    }));
    expect(lockScreen.title).toBe(title);
    expect(lockScreen.artwork).toBe(await cover.getAttribute('src'));
    await dailyPlayer.getByRole('button', { name: DAILY_UI.pause, exact: true }).click();
    // a second play of the same view
    await dailyPlayer.getByRole('button', { name: DAILY_UI.listen, exact: true }).click();
    await expect(dailyPlayer.getByRole('button', { name: DAILY_UI.pause, exact: true })).toBeVisible();

    // The CTA opens the Library with the story form.
    await reader.getByRole('button', { name: DAILY_UI.startCreating }).click();
    // The Library drops `?create=1` once the form is open (100 ms later), so the open form is
    // what is checked: this reader has no child yet, so it asks for one first.
    await expect(reader).toHaveURL(/\/library/);
    await expect(reader.getByRole('button', { name: 'Cancel', expanded: true })).toBeVisible();
    await expect(reader.getByText(STORY_MESSAGES.createChildFirst)).toBeVisible();
    await readerContext.close();

    // The admin's figures for this story: one view (the reader's, however often the page loaded)
    // and one play (the second Listen of the same view is not another). The analytics region
    // totals every daily story of the last 30 days, which other tests' readers may also have
    // viewed (a run that crossed midnight had an automatic story viewed, and counted 3), so it is
    // checked for figures that include this story's.
    await page.reload();
    await expect(todayCard.getByText(`${DAILY_UI.views(1)} · ${DAILY_UI.plays(1)}`)).toBeVisible();
    const stats = page.getByRole('region', { name: DAILY_UI.analyticsHeading });
    const stat = (label: string) =>
      stats.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(stat(DAILY_UI.totalViews)).toHaveText(/^[1-9]\d*$/);
    await expect(stat(DAILY_UI.totalPlays)).toHaveText(/^[1-9]\d*$/);
    await expect(stat(DAILY_UI.engagement)).toHaveText(/^\d+%$/);
  });

  test('a visitor without a plan sees Subscription Required and the way to the plans', async ({
    page,
    mailbox,
  }) => {
    await signUpVerified(page, mailbox, newAccount());
    await page.goto('/daily');
    await expect(page.getByRole('heading', { name: DAILY_UI.subscriptionRequired })).toBeVisible();
    await expect(page.getByText(DAILY_MESSAGES.subscriptionRequired)).toBeVisible();
    await page.getByRole('button', { name: DAILY_UI.viewPlans }).click();
    await expect(page).toHaveURL(/\/subscription-plans$/);
  });
});
