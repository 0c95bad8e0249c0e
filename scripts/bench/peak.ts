// `npm run bench:peak -- [--families 10000] [--postgres] [--minutes 4] [--peak-rate R] [--search]
//   [--only KIND] [--skip KIND,KIND] [--closed32 SECONDS]` (issue 31): a whole bedtime peak against the built server
// pinned to CPU 0, the load (autocannon) on CPU 1. See docs/decisions/034-bedtime-peak-bench.md.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { adminHeaders, progress, signIn, signUp } from './engine-run.js';
import { closed32, runEvening, type EveningSetup } from './peak-evening.js';
import { KINDS, type Kind } from './peak-mix.js';
import { narrationDrain } from './peak-narration.js';
import { peakMarkdown, type PeakRun } from './peak-report.js';
import { seedPeakFamilies } from './peak-seed.js';
import { affinityOf, pin, postgresPids } from './peak-watch.js';
import { benchDatabaseUrl } from './postgres.js';
import { startApp, type BenchTarget, type RunningApp } from './server.js';
import { startSmtpSink } from './smtp-sink.js';
import { seedDailyStory } from './writes.js';

const PORT = 3396;
const BASE = `http://127.0.0.1:${PORT}`;
const TEMPLATE = 'peak-template@peak.test';
const ADMIN = 'peak-admin@peak.test';
/** The evening this bench assumes: bedtimes spread over 3 hours, rising to a peak and falling. */
export const EVENING_SECONDS = 3 * 3600;
/** Families per second at the peak of such an evening of N families (half a sine: π/2 · N / T). */
export const peakRateOf = (families: number) => (Math.PI / 2) * (families / EVENING_SECONDS);

const { values } = parseArgs({
  options: {
    families: { type: 'string', default: '10000' },
    postgres: { type: 'boolean', default: false },
    minutes: { type: 'string', default: '4' },
    'peak-rate': { type: 'string' },
    search: { type: 'boolean', default: false },
    only: { type: 'string' },
    skip: { type: 'string' },
    closed32: { type: 'string' },
    narration: { type: 'string' },
    'give-up-minutes': { type: 'string', default: '8' },
    'stage-seconds': { type: 'string', default: '15' },
  },
});
const families = Number(values.families);
const minutes = Number(values.minutes);
const only = values.only as Kind | undefined;
if (!Number.isInteger(families) || families < 10) throw new Error('--families must be an integer ≥ 10');
if (!(minutes > 0)) throw new Error('--minutes must be positive');
if (only && !KINDS.includes(only)) throw new Error(`--only must be one of: ${KINDS.join(', ')}`);
const skip = (values.skip ?? '')
  .split(',')
  .map((k) => k.trim())
  .filter(Boolean) as Kind[];
for (const kind of skip)
  if (!KINDS.includes(kind)) throw new Error(`--skip takes kinds of: ${KINDS.join(', ')}`);
const firstRate = values['peak-rate'] ? Number(values['peak-rate']) : peakRateOf(families);
const round2 = (n: number) => Math.round(n * 100) / 100;

async function main() {
  // The load generator (this process, and autocannon in it) on CPU 1; the server on CPU 0.
  const benchCpu = pin(process.pid, '1') ?? 'unpinned (taskset failed)';
  const pgUrl = values.postgres ? await benchDatabaseUrl('moonlit_peak') : null;
  if (values.postgres && !pgUrl)
    throw new Error('--postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL (postgres://…/postgres)');
  const target: BenchTarget = {
    engine: pgUrl ? 'postgres' : 'pglite',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'moonlit-peak-')),
    databaseUrl: pgUrl ?? undefined,
  };
  const smtp = await startSmtpSink();
  // TRUST_PROXY: each family comes from its own address (X-Forwarded-For), not all from one.
  const env = { AUDIO_WAIT_MS: '0', TRUST_PROXY: '1', ADMIN_EMAILS: ADMIN };
  let app: RunningApp = await startApp(target, BASE, smtp.url, env);
  const pgPinned: { pid: number; before: string | null }[] = [];
  try {
    await signUp(BASE, TEMPLATE);
    await signUp(BASE, ADMIN);
    if (target.engine === 'pglite') await app.stop(); // the server owns PGlite while it runs
    progress(`${target.engine}: seeding ${families} families`);
    const seedTarget = pgUrl ? { databaseUrl: pgUrl } : { dataDir: target.dataDir };
    const seeded = await seedPeakFamilies(seedTarget, families, TEMPLATE, target.dataDir);
    await seedDailyStory(seedTarget);
    await markAdmin(seedTarget);
    if (target.engine === 'pglite') app = await startApp(target, BASE, smtp.url, env);
    const serverCpu = pin(app.pid, '0') ?? 'unpinned (taskset failed)';
    let pgPlacement = '';
    if (pgUrl) {
      for (const pid of postgresPids()) pgPinned.push({ pid, before: affinityOf(pid) });
      const pinned = pgPinned.filter((p) => pin(p.pid, '1') !== null).length;
      pgPlacement = `, PostgreSQL ${pinned}/${pgPinned.length} processes on CPU 1 (restored after)`;
    }
    const placement = `server pid ${app.pid} on CPU ${serverCpu}, load generator on CPU ${benchCpu}${pgPlacement}`;
    progress(placement);

    const admin = await signIn(BASE, ADMIN);
    const setup: EveningSetup = {
      base: BASE,
      app,
      engine: target.engine,
      families: seeded,
      adminHeaders: await adminHeaders(BASE, admin),
      minutes,
      stageSeconds: Number(values['stage-seconds']),
      only,
      skip,
      placement,
    };

    if (values.narration) {
      // Part 5: N asks spread over --minutes, then waiting (at most --give-up-minutes in all).
      const asks = Number(values.narration);
      progress(`${target.engine}: ${asks} narrations asked within ${minutes} min`);
      const r = await narrationDrain(setup, asks, minutes * 60, Number(values['give-up-minutes']) * 60);
      console.log(JSON.stringify({ narration: r }, null, 2));
      writeJson(`narration-${target.engine}-${asks}`, r);
      return;
    }
    if (values.closed32) {
      const r = await closed32(setup, Number(values.closed32));
      console.log(JSON.stringify({ closed32: r }, null, 2));
      writeJson(`closed32-${target.engine}`, r);
      return;
    }
    const runs: PeakRun[] = [];
    const runAt = async (rate: number) => {
      progress(`${target.engine}: evening at peak ${round2(rate)} families/s for ${minutes} min`);
      const run = await runEvening(setup, round2(rate));
      runs.push(run);
      console.log(`\n${peakMarkdown(run)}\n`);
      return run.verdict.ok;
    };
    if (!values.search) await runAt(firstRate);
    else {
      // From the first peak, doubling while every budget holds or halving while one breaks (at
      // most 4 runs), then one run half-way between the last that held and the first that broke.
      let good = 0;
      let bad = 0;
      const firstHeld = await runAt(firstRate);
      if (firstHeld) good = firstRate;
      else bad = firstRate;
      for (let i = 1, rate = firstRate; i < 4 && (firstHeld ? !bad : !good); i++) {
        rate = firstHeld ? rate * 2 : rate / 2;
        if (await runAt(rate)) good = rate;
        else bad = rate;
      }
      if (good && bad && (await runAt((good + bad) / 2))) good = (good + bad) / 2;
      console.log(searchLine(good, bad));
      writeResults(target.engine, runs, searchLine(good, bad));
      return;
    }
    writeResults(target.engine, runs);
  } finally {
    for (const p of pgPinned) if (p.before) pin(p.pid, p.before);
    await app.stop();
    await smtp.close();
  }
}

function searchLine(good: number, bad: number) {
  const n = (rate: number) => Math.floor((rate * EVENING_SECONDS * 2) / Math.PI).toLocaleString('en');
  return good
    ? `Largest peak within budget: ${round2(good)} families/s (≈ ${n(good)} families in a 3-hour evening)${bad ? `; ${round2(bad)} families/s broke a budget` : '; no budget broke'}.`
    : `Even the first peak (${round2(bad)} families/s) broke a budget.`;
}

/** Markdown to bench-results/ (ignored by git), beside the JSON of every figure. */
function writeResults(engine: string, runs: PeakRun[], headline = '') {
  const dir = 'bench-results';
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const file = path.join(dir, `peak-${engine}-${families}-${stamp}`);
  const body = [
    `# Bedtime peak: ${engine}, ${families.toLocaleString('en')} families`,
    '',
    headline,
    ...runs.map(peakMarkdown),
  ].join('\n\n');
  writeFileSync(`${file}.md`, `${body}\n`);
  writeFileSync(`${file}.json`, JSON.stringify(runs, null, 2));
  console.log(`results: ${file}.md (and .json)`);
}

function writeJson(name: string, figures: unknown) {
  mkdirSync('bench-results', { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  writeFileSync(path.join('bench-results', `peak-${name}-${stamp}.json`), JSON.stringify(figures, null, 2));
}

async function markAdmin(target: { dataDir?: string; databaseUrl?: string }) {
  const { openDatabase } = await import('../../src/server/platform/db/client.js');
  const database = await openDatabase(target);
  try {
    await database.sql.query(
      `UPDATE "user" SET "email_verified" = true, "role" = 'admin' WHERE "email" = $1`,
      [ADMIN],
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
