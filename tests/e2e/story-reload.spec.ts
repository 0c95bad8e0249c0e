import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { calmStory, startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { expect, test as base } from './support/fixtures';
import { addChild, featuredStory, fillStoryForm } from './support/stories-flows';
import { subscribedParent } from './support/subscribe';

/**
 * Issue 27: a parent who reloads while a story is being written gets it back: the text so far at
 * once, the rest as it comes, then the story, written once. The story has to take long enough to
 * reload in the middle: this spec runs its own server whose writer is an OpenAI-compatible model
 * (a local fake speaking the real streaming protocol) sending a word every 20 ms.
 */
interface SlowApp {
  url: string;
  openai: FakeOpenAI;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

async function healthy(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the story-reload server exited (${server.exitCode})`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the story-reload server never became healthy');
}

const test = base.extend<object, { slowApp: SlowApp }>({
  slowApp: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const openai = await startFakeOpenAI({
        // The parent's asks (the interest, the theme's world) are in it: written once, not twice.
        text: `${calmStory(420, 'Juno', 'The Lantern on the Hill')}\n\nJuno held up her little lantern, and its soft light showed the way home through space, past the sleepy planets and the quiet stars.`,
        chunkDelayMs: 20,
      });
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'moonlit-e2e-reload-'));
      const server = spawn(process.execPath, ['dist/server/main.js'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: url,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SMTP_URL: '',
          LOG_LEVEL: 'warn',
          LLM_BASE_URL: openai.baseUrl,
          LLM_API_KEY: 'sk-e2e',
          LLM_MODERATION: 'false',
          RATE_LIMIT_SIGNUPS_PER_ADDRESS: '1000',
        },
      });
      try {
        await healthy(url, server);
        await use({ url, openai });
      } finally {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
        await openai.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
});
test.use({ baseURL: async ({ slowApp }, use) => use(slowApp.url) });

test('a reload while the story is written brings back the text so far, then the story, written once', async ({
  page,
  mailbox,
  account,
}) => {
  test.setTimeout(120_000);
  await subscribedParent(page, mailbox, account, 'premium');
  await addChild(page, {
    name: 'Juno',
    age: '6',
    readingLevel: 'Intermediate',
    tone: 'Calming',
    interests: 'lanterns',
    fears: '',
  });
  await page.getByRole('button', { name: 'Create a Story for Juno' }).click();
  await fillStoryForm(page, { theme: 'Space', length: 'Medium' });
  await page.getByRole('form', { name: 'A new story' }).getByRole('button', { name: 'Create Story' }).click();

  // The story is being written: some of it shows.
  const preview = page.getByLabel('Story being written');
  await expect(preview).toContainText('Juno', { timeout: 20_000 });
  const before = (await preview.textContent()) ?? '';

  await page.reload();
  // After the reload: the text written so far comes back at once (no blank page, no new story).
  const again = page.getByLabel('Story being written');
  await expect(again).toContainText(before.slice(0, 40), { timeout: 5_000 });
  // Then the story arrives and is saved, once.
  const featured = featuredStory(page);
  await expect(featured.getByRole('heading', { name: 'The Lantern on the Hill' })).toBeVisible({
    timeout: 60_000,
  });
  // The reload wrote nothing new: one story in the library, still one after another reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The Lantern on the Hill' })).toHaveCount(1);
});
