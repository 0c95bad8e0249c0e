// `npm run bench:soak -- [--minutes 10] [--postgres]`: issue 13's soak run. The built server under
// ten minutes of mixed traffic (library pages, a story, credits, me, the daily story, the plans
// list at 16 connections, plus 5 story generations and one narration job every 5 s, as a bedtime
// peak would send them), printing every 30 s window's throughput, latency, errors and resident
// memory, and at the end how far memory and p99 drifted from the first window to the last.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { signIn, signUp } from './engine-run.js';
import { send, summary } from './load.js';
import { load, type LoadRequest } from './loadgen.js';
import { benchDatabaseUrl } from './postgres.js';
import { asCookie } from './reads.js';
import { seedLibraries } from './seed.js';
import { residentMb, startApp, type BenchTarget } from './server.js';
import { startSmtpSink } from './smtp-sink.js';
import { benchWrites, seedDailyStory, seedWriters } from './writes.js';

const PORT = 3395;
const BASE = `http://127.0.0.1:${PORT}`;
const WINDOW_SECONDS = 30;
const GENERATIONS_PER_SECOND = 5;

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '10' }, postgres: { type: 'boolean', default: false } },
});
const minutes = Number(values.minutes);

async function main() {
  const pgUrl = values.postgres ? await benchDatabaseUrl() : undefined;
  if (values.postgres && !pgUrl) throw new Error('--postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const target: BenchTarget = {
    engine: pgUrl ? 'postgres' : 'pglite',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'moonlit-soak-')),
    databaseUrl: pgUrl ?? undefined,
  };
  const smtp = await startSmtpSink();
  const env = { AUDIO_WAIT_MS: '0' };
  let app = await startApp(target, BASE, smtp.url, env);
  const family = { email: 'soak-200@example.com', stories: 200 };
  await signUp(BASE, family.email);
  await app.stop(); // PGlite belongs to the server while it runs: seed it stopped
  const seedTarget = pgUrl ? { databaseUrl: pgUrl } : { dataDir: target.dataDir };
  await seedLibraries(seedTarget, [family]);
  const writers = await seedWriters(seedTarget, Math.ceil(GENERATIONS_PER_SECOND * minutes * 60 * 1.1));
  await seedDailyStory(seedTarget);
  app = await startApp(target, BASE, smtp.url, env);

  const session = await signIn(BASE, family.email);
  const first = await send(BASE, {
    method: 'GET',
    path: '/api/stories?limit=1',
    headers: { cookie: session.cookie },
  });
  const storyId = (JSON.parse(first.body) as { data: { id: string }[] }).data[0]?.id ?? 'none';
  const headers = asCookie(session);
  const reads: LoadRequest[] = [
    { path: '/api/stories?limit=50', headers },
    { path: '/api/stories?limit=50', headers },
    { path: `/api/stories/${storyId}`, headers },
    { path: '/api/stories/credits/status', headers },
    { path: '/api/auth/me', headers },
    { path: '/api/stories/daily/public', headers },
    { path: '/api/public/subscriptions/plans', headers: { 'accept-encoding': 'gzip' } },
  ];
  let r = 0;
  const mixed = () => reads[r++ % reads.length] as LoadRequest;
  const [generate, narrate] = benchWrites(BASE, writers);

  // The writes: an open loop beside the closed-loop reads, timed per request.
  const writeLatencies: number[] = [];
  let writeFailures = 0;
  let tick = 0;
  const writer = setInterval(() => {
    tick++;
    const batch = Array.from({ length: GENERATIONS_PER_SECOND }, () => generate!.request());
    if (tick % 5 === 0) batch.push(narrate!.request());
    for (const req of batch)
      void send(BASE, {
        method: req.method ?? 'GET',
        path: req.path,
        headers: req.headers,
        body: req.body,
      }).then(
        (res) => {
          if (res.status >= 300) writeFailures++;
          writeLatencies.push(res.ms);
        },
        () => void writeFailures++,
      );
  }, 1000);

  // Which side stalls when latency jumps: the server (its health answer is slow) or this process
  // (its own event loop lags, so it measures late).
  const healthMs: number[] = [];
  const prober = setInterval(() => {
    void send(BASE, { method: 'GET', path: '/api/health' }).then(
      (res) => healthMs.push(res.ms),
      () => healthMs.push(Number.POSITIVE_INFINITY),
    );
  }, 1000);
  const lag = monitorEventLoopDelay({ resolution: 20 });
  lag.enable();

  console.log(`soak: ${target.engine}, ${minutes} min, windows of ${WINDOW_SECONDS} s`);
  console.log(
    '  min   reads/s  p50 ms  p99 ms  errors  writes p50/p99 ms  write failures  RSS MB  health max ms  own lag max ms',
  );
  const windows: { rps: number; p99: number; rss: number }[] = [];
  const end = performance.now() + minutes * 60_000;
  let at = 0;
  while (performance.now() < end) {
    const window = await load(BASE, mixed, { connections: 16, seconds: WINDOW_SECONDS });
    at += WINDOW_SECONDS;
    const w = summary(writeLatencies.splice(0));
    const rss = residentMb(app.pid);
    const healthMax = Math.round(Math.max(0, ...healthMs.splice(0)));
    const lagMax = Math.round(lag.max / 1e6);
    lag.reset();
    windows.push({ rps: window.rps, p99: window.p99, rss });
    console.log(
      `  ${(at / 60).toFixed(1).padStart(4)}  ${String(window.rps).padStart(8)}  ${String(window.p50).padStart(6)}  ${String(window.p99).padStart(6)}  ${String(window.non2xx + window.errors).padStart(6)}  ${`${w.p50}/${w.p99}`.padStart(17)}  ${String(writeFailures).padStart(14)}  ${String(rss).padStart(6)}  ${String(healthMax).padStart(13)}  ${String(lagMax).padStart(14)}`,
    );
  }
  clearInterval(writer);
  clearInterval(prober);
  lag.disable();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await app.stop();
  await smtp.close();
  const firstW = windows[0];
  const lastW = windows.at(-1);
  if (firstW && lastW)
    console.log(
      `drift first→last window: reads/s ${firstW.rps}→${lastW.rps}, p99 ${firstW.p99}→${lastW.p99} ms, RSS ${firstW.rss}→${lastW.rss} MB; write failures ${writeFailures}`,
    );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
