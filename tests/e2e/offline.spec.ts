import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { STORY_MESSAGES } from '../../src/shared/messages';
import { OFFLINE_LABELS, OFFLINE_MESSAGES } from '../../src/shared/offline';
import { PLAYER_LABELS } from '../../src/shared/player-labels';
import { expect, test } from './support/fixtures';
import { logout } from './support/identity-flows';
import { readAudio, writeStory } from './support/narration-flows';
import { addChild, featuredStory } from './support/stories-flows';
import { subscribedParent } from './support/subscribe';

// The one spec about the service worker: the others run with it blocked (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** With OFFLINE_SHOTS=<dir>, the screens are also photographed at a phone's and a laptop's width. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.OFFLINE_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** What this origin holds of a family: its caches and the offline database's entries. */
function familyTraces(page: Page) {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('moonlit-family-'));
    const entries = await new Promise<number>((resolve) => {
      const open = indexedDB.open('moonlit-family-offline');
      open.onupgradeneeded = () => open.result.createObjectStore('entries');
      open.onerror = () => resolve(-1);
      open.onsuccess = () => {
        const count = open.result.transaction('entries').objectStore('entries').count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => resolve(-1);
      };
    });
    return { names, entries, marker: localStorage.getItem('moonlit.offlineOwner') };
  });
}

test.describe('a library that works offline (issue 30 part 2)', () => {
  test('a kept story opens and plays with no connection; after sign-out nothing of the family is readable', async ({
    page,
    context,
    mailbox,
    account,
  }) => {
    test.setTimeout(240_000);
    await subscribedParent(page, mailbox, account, 'premium');
    await addChild(page, { name: 'Mia', age: '5', readingLevel: 'Beginner', tone: 'Calming' });
    const title = await writeStory(page, { theme: 'Space', length: 'Short' });
    await featuredStory(page).getByRole('link', { name: 'Read Full Story' }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const storyId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('button', { name: PLAYER_LABELS.addAudio }).click();
    await expect(page.getByRole('status').filter({ hasText: STORY_MESSAGES.audioSuccess })).toBeVisible({
      timeout: 60_000,
    });

    // The service worker of the production build is installed and controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // A new release is used on the very next load: pages come from the server whenever it answers,
    // never from the installed worker's copy (seen by the worker's own fetch, which context.route sees).
    const pagesFromServer = (url: URL) => url.pathname.startsWith('/read/');
    await context.route(pagesFromServer, async (route) => {
      const html = await (await route.fetch()).text();
      const next = html.replace('<title>', '<meta name="moonlit-release" content="next" /><title>');
      await route.fulfill({ status: 200, contentType: 'text/html', body: next });
    });
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.locator('meta[name="moonlit-release"]')).toHaveCount(1);
    await context.unroute(pagesFromServer);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    // Keep for offline, in the reader.
    await shoot(page, 'reader-keep');
    await page.getByRole('button', { name: OFFLINE_LABELS.keep }).click();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_LABELS.kept })).toContainText(
      OFFLINE_MESSAGES.keptDone,
    );
    await shoot(page, 'reader-kept');

    // The library lists what is kept (read through the worker, so its first page is cached).
    await page.goto('/library');
    const kept = page.getByRole('list', { name: OFFLINE_LABELS.listName });
    await expect(kept.getByRole('link', { name: title })).toBeVisible();
    await expect(kept.getByRole('button', { name: OFFLINE_LABELS.removeStory(title) })).toBeVisible();
    await shoot(page, 'library-kept');

    // No connection: the app, the library and the kept story open; its narration plays.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_MESSAGES.bannerTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Story Library', level: 1 })).toBeVisible();
    await expect(featuredStory(page).getByRole('heading', { name: title })).toBeVisible();
    await shoot(page, 'library-offline');
    // A story is refused calmly offline: nothing is requested, nothing spent.
    await page.getByRole('button', { name: 'Create New Story' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: OFFLINE_MESSAGES.storyNeedsConnection }),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'A new story' })).toHaveCount(0);

    await kept.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const audioAnswers: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith(`/api/stories/${storyId}/audio`)) audioAnswers.push(r.status());
    });
    await page.getByRole('button', { name: PLAYER_LABELS.listenToStory }).click();
    await expect
      .poll(async () => (await readAudio(page)).currentTime, { timeout: 20_000 })
      .toBeGreaterThan(1);
    expect(audioAnswers.length).toBeGreaterThan(0);
    expect(audioAnswers.every((s) => s === 200 || s === 206)).toBe(true);
    await page.getByRole('button', { name: PLAYER_LABELS.pauseStory }).click();
    await shoot(page, 'reader-offline');

    // Online again, the parent signs out: every trace of the family is gone from this browser.
    await context.setOffline(false);
    await page.goto('/library');
    await expect(page.getByRole('heading', { name: 'Your Story Library', level: 1 })).toBeVisible();
    await logout(page);
    expect(await familyTraces(page)).toEqual({ names: [], entries: 0, marker: null });

    // Offline after sign-out: the story is not readable, and neither is its data.
    await context.setOffline(true);
    await page.goto(`/read/${storyId}`);
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    const leaked = await page.evaluate(async (id) => {
      const paths = [`/api/stories/${id}`, `/api/stories/${id}/audio`, '/api/stories', '/api/children'];
      const readable: string[] = [];
      for (const path of paths) {
        try {
          if ((await fetch(path)).ok) readable.push(path);
        } catch {
          // No connection and nothing cached: what we want.
        }
      }
      return readable;
    }, storyId);
    expect(leaked).toEqual([]);
    await context.setOffline(false);
  });
});
