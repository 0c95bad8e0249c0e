import { FRONT_DOOR_LABELS } from '../../src/shared/front-door';
import { expect, test } from './support/fixtures';

test.describe('the front door', () => {
  for (const width of [390, 1280]) {
    test(`a visitor at ${width} px sees the login box, the way to the plans and a sample story to read`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const failed: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
      });
      await page.goto('/');
      // The spec's login box stays as it is.
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByLabel('Email')).toBeVisible();

      const sample = page.getByRole('region', { name: FRONT_DOOR_LABELS.sampleTitle });
      await sample.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/front-door-${width}.png`, fullPage: true });
      await expect(sample.getByRole('heading', { level: 3 })).toHaveText(/\S/);
      // ... and hear, in the app's voice, without an account.
      const listen = sample.getByLabel(FRONT_DOOR_LABELS.listen);
      await expect(listen).toBeVisible();
      const audio = await page.request.get((await listen.getAttribute('src')) ?? '');
      expect(audio.status()).toBe(200);
      expect(audio.headers()['content-type']).toBe('audio/mpeg');
      const before = (await sample.innerText()).length;
      await sample.getByRole('button', { name: FRONT_DOOR_LABELS.readWhole }).click();
      await expect(sample.getByRole('button', { name: FRONT_DOOR_LABELS.showLess })).toBeVisible();
      expect((await sample.innerText()).length).toBeGreaterThan(before + 400);

      await page.getByRole('link', { name: FRONT_DOOR_LABELS.plansLink }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      // A signed-out visit asks for nothing it is refused.
      expect(failed).toEqual([]);
    });
  }
});
