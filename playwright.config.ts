import { defineConfig } from '@playwright/test';

/** End-to-end tests: Debian's Chromium against the built app (never `playwright install`). */
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const SITE_WIDE = ['**/admin-users.spec.ts', '**/daily.spec.ts'];
// The three longest specs (1-2 minutes each; the rest take 5-45 s). Playwright hands out files in
// the order of their project, then by name: in one project, voices.spec.ts started last and ran
// alone for a minute and a half while the other browser sat idle. Their own project, listed
// first, starts them first; the short specs then fill in beside them.
const LONGEST = ['**/voices.spec.ts', '**/narration.spec.ts', '**/stories.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // The screenshot + axe matrix of every screen (issue 10) takes minutes: `npm run test:visual`
  // runs it; `npm test` (and so CI, which must finish in 15 minutes) leaves it out.
  // Two browsers at once, a spec file each: most of a browser test is waiting on the server.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  projects: [
    { name: 'app-longest', testMatch: LONGEST },
    {
      name: 'app',
      testIgnore: [
        ...(process.env.E2E_VISUAL === '1' ? [] : ['**/visual-matrix.spec.ts']),
        ...SITE_WIDE,
        ...LONGEST,
      ],
    },
    // Specs that read or change what is shared by the whole site (today's daily story, the revenue
    // figures across all accounts) run once the others are done, so no other spec moves them.
    // One at a time, too: the revenue spec's new parents would count as views of the daily story.
    { name: 'site-wide', testMatch: SITE_WIDE, dependencies: ['app-longest', 'app'], workers: 1 },
  ],
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the closing totals line of `npm test` (scripts/test.mjs).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    // The service worker precaches the whole app in every new context (each test's): only the
    // offline spec, which is about it, lets it run (test.use there); the rest test the app itself.
    serviceWorkers: 'block',
    // As a parent who asked for less motion sees it: every click otherwise waited for the element's
    // fade or slide to settle (a quarter of the run). The screenshot matrix keeps the motion.
    reducedMotion: process.env.E2E_VISUAL === '1' ? 'no-preference' : 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
