// Lighthouse's mobile run (issue 13 part 4) on /pricing, /login and a signed-in /library, against
// the built app on its own port and PGlite directory, driving Debian's Chromium headless through
// chrome-launcher, offline (nothing leaves this machine). Budget: every category ≥ 90 on each page.
// `npm run bench` calls `lighthouseBench`; alone: `npx tsx scripts/bench/lighthouse.ts`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { browserCookies } from './browser-cookies.js';
import { send } from './load.js';
import { seedLibraries } from './seed.js';
import { startSmtpSink } from './smtp-sink.js';
import { startApp } from './server.js';

export const LIGHTHOUSE_BUDGET = 90;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'lighthouse-pass-1';

export interface LighthousePage {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Metrics of the performance score: FCP, LCP, TBT, CLS, Speed Index. */
  metrics: Record<string, string>;
  /** What Lighthouse says would help most, when a category is under budget. */
  opportunities: string[];
}

/** A signed-in parent's cookie header, as a browser would send it. */
async function signUp(base: string, email: string) {
  const up = await send(base, {
    method: 'POST',
    path: '/api/identity/sign-up/email',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Lighthouse', email, password: PASSWORD }),
  });
  if (up.status !== 200) throw new Error(`lighthouse: sign-up answered ${up.status} ${up.body}`);
}

async function signedInCookie(base: string, email: string): Promise<string> {
  const headers = { origin: base, 'content-type': 'application/json' };
  const res = await send(base, {
    method: 'POST',
    path: '/api/identity/sign-in/email',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`lighthouse: sign-in answered ${res.status} ${res.body}`);
  return (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
}

/** Lighthouse's trace sometimes misses the page's start on a busy host; it then asks to be run again. */
const RUN_AGAIN = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_DCL']);

/** One page's report; run again, up to three times in all, when Lighthouse itself asks for it. */
async function auditPage(base: string, page: { path: string; cookie?: string }, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(base + page.path, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${page.path}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt >= 3 || !RUN_AGAIN.has(lhr.runtimeError.code))
      throw new Error(`lighthouse ${page.path}: ${lhr.runtimeError.message}`);
    console.error(`lighthouse ${page.path}: ${lhr.runtimeError.code}, running it again`);
  }
}

/**
 * Puts a signed-in page's cookies in the browser's own jar, as a parent's browser holds them (or
 * empties the jar for a signed-out page). Lighthouse's extraHeaders would send them on requests
 * only: the page's script, which reads the readable signed-in hint, then saw a signed-out browser
 * and the "/library" score measured the login screen.
 */
async function useCookies(browser: Browser, base: string, cookieHeader: string | undefined) {
  const context = browser.defaultBrowserContext();
  const held = await context.cookies();
  if (held.length) await context.deleteCookie(...held);
  if (cookieHeader) await context.setCookie(...browserCookies(base, cookieHeader));
}

/** Runs Lighthouse (mobile, its default) on each page, one Chromium for all. */
export async function lighthouseScores(
  base: string,
  pages: { path: string; cookie?: string }[],
): Promise<LighthousePage[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const out: LighthousePage[] = [];
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    for (const page of pages) {
      await useCookies(browser, base, page.cookie);
      const lhr = await auditPage(base, page, chrome.port);
      // LIGHTHOUSE_REPORT_DIR keeps each page's whole report (open it in Lighthouse's viewer).
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir)
        writeFileSync(
          path.join(reportDir, `${page.path.replace(/\W+/g, '') || 'root'}.json`),
          JSON.stringify(lhr),
        );
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ) as LighthousePage['scores'];
      const metrics = Object.fromEntries(
        [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ].map((id) => [id, lhr.audits[id]?.displayValue ?? '?']),
      );
      // Failing audits of the categories under budget, the biggest estimated savings first.
      const weak = CATEGORIES.filter((c) => scores[c] < LIGHTHOUSE_BUDGET);
      const opportunities = weak
        .flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.group !== 'metrics') // the metrics themselves are printed above
        .map((ref) => lhr.audits[ref.id])
        .filter((a): a is NonNullable<typeof a> => Boolean(a) && a!.score !== null && a!.score < 0.9)
        .map((a) => ({
          text: `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`,
          ms: (a.metricSavings?.LCP ?? 0) + (a.metricSavings?.FCP ?? 0) + (a.metricSavings?.TBT ?? 0),
        }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 6)
        .map((a) => a.text);
      out.push({ path: page.path, scores, metrics, opportunities });
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return out;
}

/**
 * Starts the built app on a fresh PGlite directory with a verified Premium parent whose library
 * holds 60 stories (seeded with the server stopped), signs in, and scores the three pages.
 */
export async function lighthouseBench(port: number, smtpUrl: string): Promise<LighthousePage[]> {
  const base = `http://127.0.0.1:${port}`;
  const target = {
    engine: 'pglite' as const,
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'moonlit-lighthouse-')),
  };
  const email = 'lighthouse@example.com';
  let app = await startApp(target, base, smtpUrl);
  await signUp(base, email);
  await app.stop();
  await seedLibraries({ dataDir: target.dataDir }, [{ email, stories: 60 }]);
  app = await startApp(target, base, smtpUrl);
  try {
    const cookie = await signedInCookie(base, email);
    return await lighthouseScores(base, [
      { path: '/pricing' },
      { path: '/login' },
      { path: '/library', cookie },
    ]);
  } finally {
    await app.stop();
  }
}

export function printLighthouse(pages: LighthousePage[]) {
  console.log(`\n== Lighthouse, mobile (budget ≥ ${LIGHTHOUSE_BUDGET} in every category)`);
  for (const p of pages) {
    const scores = CATEGORIES.map(
      (c) => `${c} ${p.scores[c]}${p.scores[c] < LIGHTHOUSE_BUDGET ? ' UNDER' : ''}`,
    ).join(', ');
    console.log(`  ${p.path.padEnd(9)} ${scores}`);
    console.log(
      `            ${Object.entries(p.metrics)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    for (const o of p.opportunities) console.log(`            - ${o}`);
  }
}

if (process.argv[1]?.endsWith('lighthouse.ts')) {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 3397);
  const run = async () => {
    const smtp = await startSmtpSink();
    try {
      return await lighthouseBench(port, smtp.url);
    } finally {
      await smtp.close();
    }
  };
  run()
    .then((pages) => {
      printLighthouse(pages);
      const under = pages.some((p) => Object.values(p.scores).some((s) => s < LIGHTHOUSE_BUDGET));
      process.exit(under ? 1 : 0);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
