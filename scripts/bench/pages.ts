import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { browserCookies } from './browser-cookies.js';

/**
 * Page figures from Debian's Chromium, in the spirit of Lighthouse's mobile run (the lighthouse
 * package is not installed): a phone viewport, CPU slowed 4x and a slow 4G network through the
 * DevTools protocol, a cold cache. For each page: LCP, FCP, total blocking time (long tasks
 * beyond 50 ms), JS bytes on the wire and parsed, DOM nodes.
 */
export interface PageFigures {
  path: string;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  jsTransferKB: number;
  jsDecodedKB: number;
  jsFiles: number;
  domNodes: number;
}

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Lighthouse's mobile profile: Moto G Power viewport, 4x CPU, 150 ms RTT, 1.6 Mbps down, 750 kbps up.
const VIEWPORT = { width: 412, height: 823 };
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const OBSERVE = () => {
  const w = window as unknown as { __perf: { lcp: number; fcp: number; tbt: number } };
  w.__perf = { lcp: 0, fcp: 0, tbt: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__perf.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__perf.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__perf.tbt += Math.max(0, e.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
};

export function chromiumAvailable(): boolean {
  return existsSync(CHROME);
}

/** Opens each path cold (new context, empty cache) and reads the figures once the page is idle. */
export async function pageFigures(
  base: string,
  pages: { path: string; label?: string; cookie?: string }[],
): Promise<PageFigures[]> {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const out: PageFigures[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext({
        viewport: VIEWPORT,
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      // The session goes in the browser's jar, as a parent's browser holds it (browser-cookies.ts):
      // sent as a header only, the page's script saw no signed-in hint and drew the login screen.
      if (page.cookie) await context.addCookies(browserCookies(base, page.cookie));
      const tab = await context.newPage();
      await tab.addInitScript(OBSERVE);
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await tab.goto(base + page.path, { waitUntil: 'load' });
      // The page has drawn its content (no loading view left) and the network is quiet.
      await tab.waitForFunction(
        () =>
          (document.getElementById('root')?.childElementCount ?? 0) > 0 &&
          !document.querySelector('.loading-view'),
        undefined,
        { timeout: 60_000 },
      );
      // A signed-in page must be the app's shell, not the login screen it falls back to.
      if (page.cookie && !(await tab.locator('#main').count()))
        throw new Error(`pages: ${page.label ?? page.path} did not open signed in`);
      await tab.waitForLoadState('networkidle');
      await tab.waitForTimeout(500);
      const figures = await tab.evaluate(() => {
        const w = window as unknown as { __perf: { lcp: number; fcp: number; tbt: number } };
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e): e is PerformanceResourceTiming => e.name.endsWith('.js'));
        return {
          ...w.__perf,
          jsTransfer: scripts.reduce((n, e) => n + e.encodedBodySize, 0),
          jsDecoded: scripts.reduce((n, e) => n + e.decodedBodySize, 0),
          jsFiles: scripts.length,
          domNodes: document.getElementsByTagName('*').length,
        };
      });
      out.push({
        path: page.label ?? page.path,
        lcpMs: Math.round(figures.lcp),
        fcpMs: Math.round(figures.fcp),
        tbtMs: Math.round(figures.tbt),
        jsTransferKB: Math.round(figures.jsTransfer / 102.4) / 10,
        jsDecodedKB: Math.round(figures.jsDecoded / 102.4) / 10,
        jsFiles: figures.jsFiles,
        domNodes: figures.domNodes,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
