// `npm run bench`: the budgets of ARCHITECTURE §7 and issue 14, measured on this machine in one run,
// on PGlite and (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) on PostgreSQL.
// Flags: --build (rebuild first), --quick (skip the story engine and narration figures),
// --startups (time three restarts on the full PGlite directory instead of one).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ceilings, startCeilingServers } from './ceilings.js';
import { engineBench } from './engine.js';
import { send } from './load.js';
import { narrationBench } from './narration.js';
import { benchEngine, progress, type EngineFigures } from './engine-run.js';
import { lighthouseBench, printLighthouse, type LighthousePage } from './lighthouse.js';
import { chromiumAvailable } from './pages.js';
import { printReport } from './report.js';
import type { BenchTarget } from './server.js';
import { benchDatabaseUrl } from './postgres.js';
import { startSmtpSink } from './smtp-sink.js';
import { adminRows, printAdmin } from './admin-rows.js';

const PORT = 3390;
const BASE = `http://127.0.0.1:${PORT}`;

/** The scripts index.html loads before anything renders: the first page's JS for every route. */
function firstPageJs() {
  const html = readFileSync('dist/web/index.html', 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const bytes = scripts.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join('dist/web', file))).length,
    0,
  );
  const all = readdirSync('dist/web/assets').filter((f) => f.endsWith('.js')).length;
  return {
    firstPageGzipKB: Math.round(bytes / 102.4) / 10,
    firstPageFiles: scripts.length,
    totalChunks: all,
    entry: `/${scripts[0] ?? ''}`,
  };
}

async function main() {
  const started = performance.now();
  const busy = await send(BASE, { method: 'GET', path: '/api/health' }).then(
    () => true,
    () => false,
  );
  if (busy)
    throw new Error(`port ${PORT} is in use: stop whatever listens there (a bench server left running?)`);
  if (!existsSync('dist/server/main.js') || process.argv.includes('--build'))
    spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });

  const results: Record<string, unknown> = {};
  const bundle = firstPageJs();
  results.bundle = bundle;
  if (!process.argv.includes('--quick')) {
    progress('story engine and local narration');
    results.storyEngineMs = engineBench();
    results.localNarration = await narrationBench();
  }

  const smtp = await startSmtpSink();
  let lighthouse: LighthousePage[] | undefined;
  if (chromiumAvailable()) {
    progress('Lighthouse (mobile): /pricing, /login, /library');
    lighthouse = await lighthouseBench(PORT + 2, smtp.url);
    results.lighthouse = lighthouse;
  }

  progress('ceilings: raw Node http, bare Hono');
  // Kept up for the whole run: each read is also measured beside them (loadBesideCeilings).
  const ceilingServers = await startCeilingServers(PORT + 1, PORT + 4);
  const ceiling = await ceilings(ceilingServers);
  results.ceilings = ceiling;

  const targets: BenchTarget[] = [
    { engine: 'pglite', dataDir: mkdtempSync(path.join(os.tmpdir(), 'moonlit-bench-')) },
  ];
  const pgUrl = await benchDatabaseUrl();
  if (pgUrl)
    targets.push({
      engine: 'postgres',
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'moonlit-bench-pg-')),
      databaseUrl: pgUrl,
    });

  const engines: EngineFigures[] = [];
  try {
    for (const target of targets)
      engines.push(
        await benchEngine(target, BASE, {
          assetPath: bundle.entry,
          pages: target.engine === 'pglite' && chromiumAvailable(),
          startups: target.engine === 'pglite' && process.argv.includes('--startups'),
          smtpUrl: smtp.url,
          ceilings: ceilingServers,
        }),
      );
    if (pgUrl) results.admin = await adminRows(pgUrl, smtp.url, ceiling.raw.rps);
  } finally {
    await smtp.close();
    await ceilingServers.stop();
  }
  results.engines = engines;
  results.totalSeconds = Math.round((performance.now() - started) / 1000);

  writeFileSync(path.join(os.tmpdir(), 'moonlit-bench.json'), JSON.stringify(results, null, 2));
  printReport({ bundle, ceiling, engines, pgSkipped: !pgUrl, seconds: results.totalSeconds as number });
  if (lighthouse) printLighthouse(lighthouse);
  else console.log('\nLighthouse skipped: no Chromium (set CHROME_PATH or apt-get install chromium)');
  console.log(`\nfull figures (JSON): ${path.join(os.tmpdir(), 'moonlit-bench.json')}`);
  if (results.admin) printAdmin(results.admin as Awaited<ReturnType<typeof adminRows>>);
  if (results.storyEngineMs)
    console.log(
      JSON.stringify(
        { storyEngineMs: results.storyEngineMs, localNarration: results.localNarration },
        null,
        2,
      ),
    );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
