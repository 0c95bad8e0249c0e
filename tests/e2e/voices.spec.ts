import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PLAYER_LABELS } from '../../src/shared/player-labels';
import { INVITATION_MESSAGES as I } from '../../src/shared/invitations';
import { RECORDING_MESSAGES as M } from '../../src/shared/recordings';
import { expect, test } from './support/fixtures';
import { currentSentence, readAudio, writeStory } from './support/narration-flows';
import { addChild, featuredStory, openTab } from './support/stories-flows';
import { subscribedParent } from './support/subscribe';

// Chromium's fake microphone (a beeping test signal) and no permission prompt; the other launch
// arguments are playwright.config.ts's own.
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

const SHOTS = '/tmp/voices-shots';

/** Records the sentence on screen: about `ms` of the fake microphone, then waits for the upload. */
async function recordSentence(page: Page, ms = 900) {
  const recorder = page.getByRole('region', { name: M.recorderTitle });
  await recorder.getByRole('button', { name: new RegExp(`^(${M.record}|${M.retake})$`) }).click();
  await expect(recorder.getByRole('button', { exact: true, name: M.stop })).toBeVisible();
  await page.waitForTimeout(ms);
  await recorder.getByRole('button', { exact: true, name: M.stop }).click();
  await expect(recorder.getByRole('status').filter({ hasText: M.uploaded })).toBeVisible({ timeout: 15_000 });
}

async function openStory(page: Page) {
  await featuredStory(page).getByRole('link', { name: 'Read Full Story' }).click();
}

test.describe('family voices', () => {
  // One after the other: two recordings at once on this 2-core machine started the fake
  // microphone late and the take came out "too short" (the recorder's own minimum).
  test('a Starter parent records the story sentence by sentence and the player plays it with read-along', async ({
    page,
    mailbox,
    account,
  }) => {
    test.setTimeout(300_000);
    mkdirSync(SHOTS, { recursive: true });
    await subscribedParent(page, mailbox, account, 'starter');
    // An advanced reader's short story: about 13 sentences to record, where a beginner's has about 37
    // (each take is real time on the fake microphone; the flow is the same).
    await addChild(page, { name: 'Mia', age: '9', readingLevel: 'Advanced', tone: 'Calming' });
    const title = await writeStory(page, { theme: 'Space', length: 'Short' });
    await openStory(page);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    await page.getByRole('button', { exact: true, name: M.recordYourVoice }).click();
    const recorder = page.getByRole('region', { name: M.recorderTitle });
    await recorder.getByRole('textbox', { name: M.recorderName }).fill('Grandma');
    await recorder.getByRole('button', { exact: true, name: M.start }).click();
    const count = recorder.getByText(/^Sentence 1 of \d+$/);
    await expect(count).toBeVisible();
    const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    await expect(recorder.getByRole('meter', { name: M.level })).toBeVisible();
    await expect(recorder.getByRole('button', { exact: true, name: M.save })).toBeDisabled();

    // The first sentence: the level meter moves while recording; listen back; record it again.
    await recorder.getByRole('button', { exact: true, name: M.record }).click();
    await expect
      .poll(
        async () =>
          Number(await recorder.getByRole('meter', { name: M.level }).getAttribute('aria-valuenow')),
        {
          timeout: 5_000,
        },
      )
      .toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/recording-390.png`, fullPage: false });
    await page.waitForTimeout(700);
    await recorder.getByRole('button', { exact: true, name: M.stop }).click();
    await expect(recorder.getByRole('status').filter({ hasText: M.uploaded })).toBeVisible({
      timeout: 15_000,
    });
    await recorder.getByRole('button', { exact: true, name: M.listen }).click();
    await expect(recorder.getByRole('button', { exact: true, name: M.stopListening })).toBeVisible();
    await expect(recorder.getByRole('button', { exact: true, name: M.listen })).toBeVisible({
      timeout: 10_000,
    });
    await recordSentence(page, 1200); // "Record again"
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/recording-1280.png`, fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });

    // Next and previous move through the story; every sentence gets its take.
    for (let i = 2; i <= total; i++) {
      await recorder.getByRole('button', { exact: true, name: M.next }).click();
      await expect(recorder.getByText(M.sentenceOf(i, total), { exact: true })).toBeVisible();
      await recordSentence(page, 600);
    }
    await recorder.getByRole('button', { exact: true, name: M.previous }).click();
    await expect(recorder.getByText(M.sentenceOf(total - 1, total), { exact: true })).toBeVisible();
    await expect(recorder.getByText(M.recorded(total, total))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/recording-done-390.png`, fullPage: true });
    await recorder.getByRole('button', { exact: true, name: M.save }).click();

    // Back in the reader: Grandma's voice plays in the app's player, and the words follow it.
    await expect(page.getByRole('status').filter({ hasText: M.saved })).toBeVisible({ timeout: 60_000 });
    const narration = page.getByRole('region', { name: PLAYER_LABELS.narration });
    await expect(narration.getByText(M.voiceLabel('Grandma'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/reader-voice-390.png`, fullPage: false });
    await page.getByRole('button', { name: PLAYER_LABELS.listenToStory }).click();
    await expect(page.getByRole('button', { name: PLAYER_LABELS.pauseStory })).toBeVisible();
    await expect
      .poll(async () => (await readAudio(page)).src, { timeout: 5_000 })
      .toMatch(/\/api\/recordings\/[0-9a-f-]{36}\/audio$/);
    await expect.poll(() => currentSentence(page), { timeout: 10_000 }).not.toBe('');
    const first = await currentSentence(page);
    await expect.poll(() => currentSentence(page), { timeout: 15_000 }).not.toBe(first);
    const { duration } = await readAudio(page);
    expect(duration).toBeGreaterThan(total * 0.5);

    // The library says whose voice it is.
    await page.getByRole('button', { name: PLAYER_LABELS.pauseStory }).click();
    await openTab(page, 'Library');
    await expect(featuredStory(page).getByText(M.voiceLabel('Grandma'))).toBeVisible();
  });

  test('a grandparent records through an invitation without an account; the parent approves; a revoked link stops', async ({
    page,
    browser,
    mailbox,
    account,
  }) => {
    test.setTimeout(300_000);
    mkdirSync(SHOTS, { recursive: true });
    await subscribedParent(page, mailbox, account, 'starter');
    // An advanced reader's short story: about 13 sentences to record, where a beginner's has about 37
    // (each take is real time on the fake microphone; the flow is the same).
    await addChild(page, { name: 'Mia', age: '9', readingLevel: 'Advanced', tone: 'Calming' });
    await writeStory(page, { theme: 'Space', length: 'Short' });
    await openStory(page);

    // Two invitations: Grandma's to record, Grandpa's to revoke.
    const invite = page.getByRole('region', { name: I.inviteTitle });
    await invite.getByRole('button', { exact: true, name: I.inviteTitle }).click();
    const linkOf = async (name: string) => {
      await invite.getByRole('textbox', { name: I.inviteName }).fill(name);
      await invite.getByRole('button', { exact: true, name: I.invite }).click();
      await expect(invite.getByRole('listitem').filter({ hasText: name })).toBeVisible();
      const link = invite.getByRole('textbox', { name: I.linkLabel });
      await expect(link).toHaveValue(/\/record\/[A-Za-z0-9_-]{43}$/);
      return new URL(new URL(await link.inputValue()).pathname, page.url()).toString();
    };
    const grandma = await linkOf('Grandma');
    const grandpa = await linkOf('Grandpa');
    expect(grandpa).not.toBe(grandma);
    await expect(invite.getByRole('listitem').filter({ hasText: 'Grandma' })).toContainText(I.status.waiting);

    // The relative: a new browser with no account opens the link and records every sentence.
    const relative = await browser.newContext({ serviceWorkers: 'block' });
    const visit = await relative.newPage();
    await visit.goto(grandma);
    await expect(visit.getByRole('heading', { level: 1, name: I.pageHeading('Mia') })).toBeVisible();
    await expect(visit.getByRole('navigation')).toHaveCount(0);
    const recorder = visit.getByRole('region', { name: M.recorderTitle });
    await recorder.getByRole('button', { exact: true, name: M.start }).click();
    const count = recorder.getByText(/^Sentence 1 of \d+$/);
    await expect(count).toBeVisible();
    const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')?.[1]);
    await recordSentence(visit, 700);
    for (let i = 2; i <= total; i++) {
      await recorder.getByRole('button', { exact: true, name: M.next }).click();
      await expect(recorder.getByText(M.sentenceOf(i, total), { exact: true })).toBeVisible();
      await recordSentence(visit, 600);
    }
    await recorder.getByRole('button', { exact: true, name: M.save }).click();
    await expect(visit.getByText(I.thanks)).toBeVisible({ timeout: 60_000 });
    await visit.setViewportSize({ width: 390, height: 844 });
    await visit.screenshot({ path: `${SHOTS}/invitation-thanks-390.png`, fullPage: true });

    // The parent: waiting for approval, not yet offered to the child; approve; the player offers it.
    await page.reload();
    const row = page
      .getByRole('region', { name: I.inviteTitle })
      .getByRole('listitem')
      .filter({ hasText: 'Grandma' });
    // Waiting for the parent's approval, with the day it goes if nobody decides.
    await expect(row).toContainText(I.recordedUntil(''));
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/invite-panel-390.png`, fullPage: false });
    await expect(page.getByText(M.voiceLabel('Grandma'))).toHaveCount(0);
    await row.getByRole('button', { exact: true, name: I.approve('Grandma') }).click();
    const narration = page.getByRole('region', { name: PLAYER_LABELS.narration });
    await expect(narration.getByText(M.voiceLabel('Grandma'))).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: PLAYER_LABELS.listenToStory }).click();
    await expect
      .poll(async () => (await readAudio(page)).src, { timeout: 5_000 })
      .toMatch(/\/api\/recordings\/[0-9a-f-]{36}\/audio$/);
    await expect.poll(() => currentSentence(page), { timeout: 10_000 }).not.toBe('');
    await page.getByRole('button', { name: PLAYER_LABELS.pauseStory }).click();

    // Grandpa's link is revoked: it shows the one calm message, and nothing of the story.
    const grandpaRow = page
      .getByRole('region', { name: I.inviteTitle })
      .getByRole('listitem')
      .filter({ hasText: 'Grandpa' });
    await grandpaRow.getByRole('button', { exact: true, name: I.revoke('Grandpa') }).click();
    await expect(grandpaRow).toContainText(I.status.revoked);
    await visit.goto(grandpa);
    await expect(visit.getByText(I.gone)).toBeVisible();
    await expect(visit.getByText('Mia')).toHaveCount(0);
    await relative.close();
  });

  test('says why when the microphone is refused or missing', async ({ page, mailbox, account }) => {
    test.setTimeout(120_000);
    await subscribedParent(page, mailbox, account, 'starter');
    await addChild(page, { name: 'Leo', age: '4', readingLevel: 'Beginner', tone: 'Calming' });
    await writeStory(page, { theme: 'Space', length: 'Short' });
    await openStory(page);
    for (const [name, message] of [
      ['NotAllowedError', M.permissionDenied],
      ['NotFoundError', M.noMicrophone],
      ['NotReadableError', M.microphoneBusy],
    ] as const) {
      await page.evaluate((errorName) => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('refused', errorName));
      }, name);
      await page.getByRole('button', { exact: true, name: M.recordYourVoice }).click();
      const recorder = page.getByRole('region', { name: M.recorderTitle });
      await recorder.getByRole('textbox', { name: M.recorderName }).fill('Dad');
      await recorder.getByRole('button', { exact: true, name: M.start }).click();
      await expect(recorder.getByRole('alert')).toContainText(message);
      await recorder.getByRole('button', { exact: true, name: M.close }).click();
    }
  });
});
