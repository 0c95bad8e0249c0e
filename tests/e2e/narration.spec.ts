import { STORY_MESSAGES } from '../../src/shared/messages';
import { PLAN_PROMISES } from '../../src/shared/plan-promises';
import { PLAYER_LABELS } from '../../src/shared/player-labels';
import { expect, test } from './support/fixtures';
import {
  clickSeekBar,
  currentSentence,
  readAudio,
  watchNarrationProgress,
  writeStory,
} from './support/narration-flows';
import { addChild, chooseChip, featuredStory, openTab } from './support/stories-flows';
import { subscribedParent } from './support/subscribe';

test.describe('audio narration', () => {
  // Each test signs up its own family: the long ones run side by side on both browsers instead
  // of one after the other on one while the other browser sits idle (playwright.config.ts LONGEST).
  test.describe.configure({ mode: 'parallel' });
  test('Premium: Add Audio shows its progress, then the story plays with read-along, seek bar, sentence taps and the sleep timer', async ({
    page,
    mailbox,
    account,
  }) => {
    test.setTimeout(240_000);
    // Time flows as usual; the clock only lets the sleep timer's 15 minutes pass at once at the end.
    await page.clock.install();
    await subscribedParent(page, mailbox, account, 'premium');
    await addChild(page, { name: 'Mia', age: '5', readingLevel: 'Beginner', tone: 'Calming' });
    const title = await writeStory(page, { theme: 'Space', length: 'Medium' });
    await featuredStory(page).getByRole('link', { name: 'Read Full Story' }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    // Add Audio: a progress state (sentences done of total) while the narrator works, never a frozen button.
    const seen = await watchNarrationProgress(page);
    await page.getByRole('button', { name: PLAYER_LABELS.addAudio }).click();
    await expect(page.getByRole('progressbar', { name: PLAYER_LABELS.narrationProgressLabel })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: STORY_MESSAGES.audioSuccess })).toBeVisible({
      timeout: 60_000,
    });
    const progress = await seen();
    const counts = progress.filter((t) => /^\d+ of \d+ sentences narrated$/.test(t));
    expect(counts.length, `progress shown: ${progress.join(' | ')}`).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: PLAYER_LABELS.addAudio })).toHaveCount(0);
    await expect(page.getByText(PLAYER_LABELS.audioAvailable)).toBeVisible();

    // The player: Listen to Story, a seek bar, elapsed and total time.
    const seekBar = page.getByRole('slider', { name: PLAYER_LABELS.seek });
    await expect(seekBar).toBeEnabled();
    const narration = page.getByRole('region', { name: 'Narration' });
    await expect(narration.getByText(/^Elapsed 0:00$/)).toBeVisible();
    await expect(narration.getByText(/^Total \d+:\d\d$/)).toBeVisible();
    expect(await currentSentence(page)).toBe('');

    await page.getByRole('button', { name: PLAYER_LABELS.listenToStory }).click();
    await expect(page.getByRole('button', { name: PLAYER_LABELS.pauseStory })).toBeVisible();
    await expect
      .poll(async () => (await readAudio(page)).currentTime, { timeout: 15_000 })
      .toBeGreaterThan(1);
    const { duration } = await readAudio(page);
    expect(duration).toBeGreaterThan(30);
    const first = await currentSentence(page);
    expect(first).not.toBe('');
    // The highlight follows the voice to the next sentence.
    await expect.poll(() => currentSentence(page), { timeout: 20_000 }).not.toBe(first);
    await expect(narration.getByText(/^Elapsed 0:0[1-9]$/)).toBeVisible();

    // Seek by the bar: a click three quarters along.
    const before = await currentSentence(page);
    await clickSeekBar(page, 0.75);
    await expect
      .poll(async () => (await readAudio(page)).currentTime / duration, { timeout: 5_000 })
      .toBeGreaterThan(0.7);
    await expect.poll(() => currentSentence(page)).not.toBe(before);
    const late = await currentSentence(page);

    // Seek by tapping a sentence: the third one of the story.
    const third = page.locator('.read-along .sentence').nth(2);
    const thirdText = (await third.textContent()) ?? '';
    await page.getByText(thirdText, { exact: true }).click();
    await expect(third).toHaveAttribute('aria-current', 'true');
    expect(await currentSentence(page)).not.toBe(late);
    const afterTap = await readAudio(page);
    expect(afterTap.currentTime / duration).toBeLessThan(0.5);
    expect(afterTap.paused).toBe(false);

    // Down at the end of the text the player is out of sight: the player bar above the tabs pauses it.
    await page.getByRole('link', { name: 'Back to Library' }).last().scrollIntoViewIfNeeded();
    const bar = page.getByRole('region', { name: PLAYER_LABELS.playerBar });
    await expect(bar.getByText(title, { exact: true })).toBeVisible();
    // On the reader of the story it plays, the bar offers no way to the reader it is already in.
    await expect(bar.getByRole('link', { name: PLAYER_LABELS.openReader })).toHaveCount(0);
    await bar.getByRole('button', { name: PLAYER_LABELS.pauseNarration }).click();
    await expect(bar.getByRole('button', { name: PLAYER_LABELS.playNarration })).toBeVisible();
    expect((await readAudio(page)).paused).toBe(true);
    await page.getByRole('button', { name: PLAYER_LABELS.listenToStory }).scrollIntoViewIfNeeded();

    // Sleep timer: 15 minutes later the voice fades out and playback stops; the volume is put back.
    await page.getByRole('button', { name: PLAYER_LABELS.listenToStory }).click();
    await expect(page.getByRole('button', { name: PLAYER_LABELS.pauseStory })).toBeVisible();
    await page
      .getByRole('combobox', { name: PLAYER_LABELS.sleepTimer })
      .selectOption({ label: '15 minutes' });
    await page.evaluate(() => {
      const audio = document.querySelector('audio');
      const w = window as unknown as { __lowestVolume: number };
      w.__lowestVolume = 1;
      audio?.addEventListener('volumechange', () => {
        w.__lowestVolume = Math.min(w.__lowestVolume, audio.volume);
      });
    });
    await page.clock.fastForward('14:55');
    await expect(page.getByRole('button', { name: PLAYER_LABELS.listenToStory })).toBeVisible({
      timeout: 15_000,
    });
    const slept = await readAudio(page);
    expect(slept.paused).toBe(true);
    expect(slept.volume).toBe(1);
    const lowest = await page.evaluate(
      () => (window as unknown as { __lowestVolume: number }).__lowestVolume,
    );
    expect(lowest).toBeLessThan(0.1);
    await expect(page.getByRole('combobox', { name: PLAYER_LABELS.sleepTimer })).toHaveValue('off');

    // One player for the whole app: the narration goes on from the reader to the Kids tab ...
    const readerPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: PLAYER_LABELS.listenToStory }).click();
    await expect(page.getByRole('button', { name: PLAYER_LABELS.pauseStory })).toBeVisible();
    await openTab(page, 'Kids');
    await expect(page).toHaveURL(/\/kids$/);
    await expect(page.getByRole('region', { name: PLAYER_LABELS.narration })).toHaveCount(0);
    await expect(bar.getByText(title, { exact: true })).toBeVisible();
    await expect(bar.getByText(/^Elapsed \d+:\d\d/)).toBeVisible();
    const away = (await readAudio(page)).currentTime;
    await expect
      .poll(async () => (await readAudio(page)).currentTime, { timeout: 15_000 })
      .toBeGreaterThan(away + 1.5);
    expect((await readAudio(page)).paused).toBe(false);
    // ... where the bar sits above the tab bar and the page keeps room for it.
    const barBox = await bar.boundingBox();
    const tabsBox = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    expect(barBox && tabsBox && barBox.y + barBox.height <= tabsBox.y).toBe(true);

    // ... and back: the reader of the playing story shows it playing, its read-along in step.
    await bar.getByRole('link', { name: PLAYER_LABELS.openReader }).click();
    await expect(page).toHaveURL(readerPath);
    await expect(page.getByRole('button', { name: PLAYER_LABELS.pauseStory })).toBeVisible();
    await expect.poll(() => currentSentence(page)).not.toBe('');
    const marked = await currentSentence(page);
    await expect.poll(() => currentSentence(page), { timeout: 20_000 }).not.toBe(marked);
    expect((await readAudio(page)).paused).toBe(false);

    // Signing out stops the narration; the signed-out page has no player.
    await page.evaluate(() => {
      const audio = document.querySelector('audio');
      audio?.addEventListener('pause', () => sessionStorage.setItem('paused-at-sign-out', 'yes'));
    });
    await openTab(page, 'Profile');
    await page.getByRole('tab', { name: 'Account Settings' }).click();
    await page.getByRole('region', { name: 'Sign out' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('paused-at-sign-out'))).toBe('yes');
    // The app's player is gone; the front door's sample story has its own player, silent.
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('audio')].every((a) => a.paused && !a.src.includes('/api/stories/')),
      ),
    ).toBe(true);
    await expect(page.getByRole('region', { name: PLAYER_LABELS.playerBar })).toHaveCount(0);
  });

  test('Family: two narrated stories, Play All plays one after the other, previous wraps to the last', async ({
    page,
    mailbox,
    account,
  }) => {
    test.setTimeout(240_000);
    await subscribedParent(page, mailbox, account, 'family');
    await addChild(page, { name: 'Mia', age: '5', readingLevel: 'Beginner', tone: 'Calming' });
    await addChild(page, { name: 'Leo', age: '7', readingLevel: 'Intermediate', tone: 'Magical' });
    const miaTitle = await writeStory(page, { child: 'Mia', theme: 'Ocean', length: 'Short' });
    const leoTitle = await writeStory(page, { child: 'Leo', theme: 'Space', length: 'Short' });

    // Add Audio from the library's featured story (Leo's, the newest) ...
    const featured = featuredStory(page);
    await expect(featured.getByRole('heading', { name: leoTitle })).toBeVisible();
    await expect(featured.getByRole('button', { name: PLAYER_LABELS.playAll(2) })).toHaveCount(0);
    await featured.getByRole('button', { name: PLAYER_LABELS.addAudio }).click();
    await expect(featured.getByRole('button', { name: `${PLAYER_LABELS.listen}: ${leoTitle}` })).toBeVisible({
      timeout: 60_000,
    });
    await expect(featured.getByRole('status').filter({ hasText: STORY_MESSAGES.audioSuccess })).toBeVisible();
    // ... and from the reader for Mia's.
    await page.getByRole('region', { name: 'More Stories' }).getByRole('link', { name: miaTitle }).click();
    await page.getByRole('button', { name: PLAYER_LABELS.addAudio }).click();
    await expect(page.getByRole('button', { name: PLAYER_LABELS.listenToStory })).toBeVisible({
      timeout: 60_000,
    });

    // Play All (2): the newest first, in playlist mode.
    await openTab(page, 'Library');
    await featured.getByRole('button', { name: PLAYER_LABELS.playAll(2) }).click();
    const nowPlaying = page.getByRole('region', { name: PLAYER_LABELS.nowPlaying });
    await expect(nowPlaying.getByText(`${PLAYER_LABELS.nowPlaying}: ${leoTitle}`)).toBeVisible();
    await expect(nowPlaying.getByText(PLAYER_LABELS.playlistMode(1, 2))).toBeVisible();
    await expect(nowPlaying.getByRole('button', { name: PLAYER_LABELS.pause })).toBeVisible();

    // A filter afterwards changes the library, not Play All's queue: Now Playing (and the player
    // bar) name the story that plays, whichever story the filter puts on top.
    const byChild = page.getByRole('group', { name: 'Filter by child' });
    const bar = page.getByRole('region', { name: PLAYER_LABELS.playerBar });
    await chooseChip(byChild, 'Mia');
    await expect(featured.getByText('For Mia', { exact: true })).toBeVisible();
    await expect(nowPlaying.getByText(`${PLAYER_LABELS.nowPlaying}: ${leoTitle}`)).toBeVisible();
    await expect(nowPlaying.getByText(PLAYER_LABELS.playlistMode(1, 2))).toBeVisible();
    await expect(bar.getByText(leoTitle, { exact: true })).toBeVisible();
    await nowPlaying.getByRole('button', { name: PLAYER_LABELS.next }).click();
    await expect(nowPlaying.getByText(PLAYER_LABELS.playlistMode(2, 2))).toBeVisible();
    await expect(nowPlaying.getByText(`${PLAYER_LABELS.nowPlaying}: ${miaTitle}`)).toBeVisible();
    await chooseChip(byChild, 'Leo');
    await expect(featured.getByText('For Leo', { exact: true })).toBeVisible();
    await expect(nowPlaying.getByText(`${PLAYER_LABELS.nowPlaying}: ${miaTitle}`)).toBeVisible();
    await expect(bar.getByText(miaTitle, { exact: true })).toBeVisible();
    await nowPlaying.getByRole('button', { name: PLAYER_LABELS.previous }).click();
    await expect(nowPlaying.getByText(`${PLAYER_LABELS.nowPlaying}: ${leoTitle}`)).toBeVisible();
    await expect(nowPlaying.getByText(PLAYER_LABELS.playlistMode(1, 2))).toBeVisible();
    await chooseChip(byChild, 'All Kids');
    await expect(page.getByRole('region', { name: 'More Stories' })).toBeVisible();
    await expect
      .poll(async () => (await readAudio(page)).currentTime, { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    const firstSrc = (await readAudio(page)).src;

    // Near the end (a click at the far end of the progress bar), it hands over to the next story.
    await clickSeekBar(page, 0.985, nowPlaying);
    await expect(nowPlaying.getByText(PLAYER_LABELS.playlistMode(2, 2))).toBeVisible({ timeout: 20_000 });
    await expect(nowPlaying.getByText(`${PLAYER_LABELS.nowPlaying}: ${miaTitle}`)).toBeVisible();
    await expect
      .poll(async () => (await readAudio(page)).currentTime, { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    const second = await readAudio(page);
    expect(second.paused).toBe(false);
    expect(second.src).not.toBe(firstSrc);

    // Next from the last goes round to the first; previous from the first wraps to the last.
    await nowPlaying.getByRole('button', { name: PLAYER_LABELS.next }).click();
    await expect(nowPlaying.getByText(PLAYER_LABELS.playlistMode(1, 2))).toBeVisible();
    await nowPlaying.getByRole('button', { name: PLAYER_LABELS.previous }).click();
    await expect(nowPlaying.getByText(PLAYER_LABELS.playlistMode(2, 2))).toBeVisible();
    await expect(nowPlaying.getByText(`${PLAYER_LABELS.nowPlaying}: ${miaTitle}`)).toBeVisible();
    await expect.poll(async () => (await readAudio(page)).paused).toBe(false);

    // Pause from the panel.
    await nowPlaying.getByRole('button', { name: PLAYER_LABELS.pause }).click();
    await expect(nowPlaying.getByRole('button', { name: PLAYER_LABELS.listen })).toBeVisible();
    expect((await readAudio(page)).paused).toBe(true);

    // The More Stories row plays and pauses through the same player.
    const more = page.getByRole('region', { name: 'More Stories' });
    await more.getByRole('button', { name: `${PLAYER_LABELS.listen}: ${miaTitle}` }).click();
    await expect(more.getByRole('button', { name: `${PLAYER_LABELS.pause}: ${miaTitle}` })).toBeVisible();
    await expect.poll(async () => (await readAudio(page)).paused).toBe(false);
    // Listen on the featured story plays it alone: no playlist any more.
    await featured.getByRole('button', { name: `${PLAYER_LABELS.listen}: ${leoTitle}` }).click();
    await expect(nowPlaying.getByText(`${PLAYER_LABELS.nowPlaying}: ${leoTitle}`)).toBeVisible();
    await expect(nowPlaying.getByText(/^Playlist Mode/)).toHaveCount(0);
    await expect(more.getByRole('button', { name: `${PLAYER_LABELS.listen}: ${miaTitle}` })).toBeVisible();
    await expect(featured.getByRole('button', { name: `${PLAYER_LABELS.pause}: ${leoTitle}` })).toBeVisible();
  });

  test('Starter: the story offers Listen with Premium (not Add Audio) and opens the plans on Premium', async ({
    page,
    mailbox,
    account,
  }) => {
    test.setTimeout(120_000);
    await subscribedParent(page, mailbox, account, 'starter');
    await addChild(page, { name: 'Mia', age: '5', readingLevel: 'Beginner', tone: 'Calming' });
    await writeStory(page, { theme: 'Nature', length: 'Short' });
    await featuredStory(page).getByRole('link', { name: 'Read Full Story' }).click();

    await expect(page.getByRole('button', { name: PLAYER_LABELS.addAudio })).toHaveCount(0);
    await page.getByRole('button', { name: PLAN_PROMISES.listenWithPremium }).click();
    await expect(page).toHaveURL(/\/subscription-plans\?plan=premium$/);
    await expect(page.getByText(PLAN_PROMISES.premiumAddsNarration)).toBeVisible();
  });
});
