// `npm run bench`: the budgets of ARCHITECTURE §7, measured on this machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { closedLoop, openLoop, send } from './load.js';
import { engineBench } from './engine.js';
import { extraBenches } from './extra.js';
import { narrationBench } from './narration.js';
import { seedLibrary } from './seed.js';

const PORT = 3390;
const BASE = `http://127.0.0.1:${PORT}`;
const ORIGIN = { origin: BASE, 'content-type': 'application/json' };
const results: Record<string, unknown> = {};

function startServer(dataDir: string) {
  return spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
}

async function timeToHealthy(dataDir: string): Promise<{ ms: number; stop: () => Promise<void> }> {
  const started = performance.now();
  const child = startServer(dataDir);
  for (;;) {
    try {
      if ((await send(BASE, { method: 'GET', path: '/api/health' })).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = Math.round(performance.now() - started);
  return {
    ms,
    stop: () => new Promise((resolve) => (child.on('exit', () => resolve()), child.kill('SIGTERM'))),
  };
}

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
  };
}

async function main() {
  const busy = await send(BASE, { method: 'GET', path: '/api/health' }).then(
    () => true,
    () => false,
  );
  if (busy)
    throw new Error(`port ${PORT} is in use: stop whatever listens there (a bench server left running?)`);
  if (!existsSync('dist/server/main.js') || process.argv.includes('--build'))
    spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  results.bundle = firstPageJs();

  results.storyEngineMs = engineBench();
  results.localNarration = await narrationBench();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'moonlit-bench-'));
  const email = 'bench@example.com';
  const first = await timeToHealthy(dataDir);
  results.startupNewDataDirMs = first.ms;
  const signUp = await send(BASE, {
    method: 'POST',
    path: '/api/identity/sign-up/email',
    headers: ORIGIN,
    body: JSON.stringify({ name: 'Bench', email, password: 'bench-pass-1' }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed ${signUp.status} ${signUp.body}`);
  await first.stop();
  await seedLibrary(dataDir, email, 200);
  const startups: number[] = [];
  for (let i = 0; i < 3; i++) {
    const run = await timeToHealthy(dataDir);
    startups.push(run.ms);
    if (i < 2) await run.stop();
    else {
      results.startupExistingDataDirMs = { runs: startups, median: [...startups].sort((a, b) => a - b)[1] };
      try {
        const body = JSON.stringify({ email, password: 'bench-pass-1' });
        const signIn = await send(BASE, {
          method: 'POST',
          path: '/api/identity/sign-in/email',
          headers: ORIGIN,
          body,
        });
        // Every cookie, as a browser sends them (the session token and its signed cache).
        const cookie = (signIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
        results.signInAt20PerSecond = await openLoop(
          BASE,
          () => ({ method: 'POST', path: '/api/identity/sign-in/email', headers: ORIGIN, body }),
          20,
          10,
        );
        results.authenticatedMeRead = await closedLoop(
          BASE,
          { method: 'GET', path: '/api/auth/me', headers: { cookie } },
          16,
          5,
        );
        Object.assign(results, await extraBenches(BASE, ORIGIN, cookie));
      } finally {
        await run.stop();
      }
    }
  }
  console.log(JSON.stringify(results, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
