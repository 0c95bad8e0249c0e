// The per-turn request gate (REQUEST_GATE, decision 020) measured with a reverse proxy in front:
// library reads at 32 connections through the proxy, on PGlite, gate on and off in alternating
// runs, each figure with the host's load average beside it (the host is shared).
// Usage: npx tsx scripts/bench/request-gate.ts [--rounds 3] [--seconds 5] [--build]
import { fork, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signIn, signUp } from './engine-run.js';
import { load } from './loadgen.js';
import { asCookie, libraryRequest } from './reads.js';
import { seedLibraries } from './seed.js';
import { startApp, type BenchTarget } from './server.js';
import { startSmtpSink } from './smtp-sink.js';

const PORT = 3390;
const PROXY_PORT = 3391;
const APP = `http://127.0.0.1:${PORT}`;
const PROXIED = `http://127.0.0.1:${PROXY_PORT}`;
const FAMILY = { email: 'gate-200@example.com', stories: 200 };

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const uptime = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function startProxy() {
  const child = fork(path.join('scripts', 'bench', 'reverse-proxy.mjs'), [String(PROXY_PORT), String(PORT)]);
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', () => reject(new Error('the proxy exited during start')));
  });
  return child;
}

async function main() {
  const rounds = arg('--rounds', 3);
  const seconds = arg('--seconds', 5);
  if (!existsSync('dist/server/main.js') || process.argv.includes('--build'))
    spawnSync('node', ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const smtp = await startSmtpSink();
  const target: BenchTarget = {
    engine: 'pglite',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'moonlit-gate-')),
  };
  const proxy = await startProxy();
  const rows: string[] = [];
  try {
    let app = await startApp(target, APP, smtp.url, { REQUEST_GATE: 'off' });
    await signUp(APP, FAMILY.email);
    await app.stop();
    await seedLibraries({ dataDir: target.dataDir }, [FAMILY]);
    for (let round = 1; round <= rounds; round++) {
      for (const gate of ['on', 'off'] as const) {
        app = await startApp(target, APP, smtp.url, { REQUEST_GATE: gate });
        try {
          const session = await signIn(APP, FAMILY.email);
          const request = libraryRequest(asCookie(session));
          // Warm-up: caches and the JIT (see engine-run.ts).
          await load(PROXIED, request, { connections: 32, seconds: 2 });
          const before = uptime();
          const r = await load(PROXIED, request, { connections: 32, seconds });
          const row = `| ${round} | ${gate.padEnd(3)} | ${String(r.rps).padStart(6)} | ${r.p50} | ${r.p99} | ${r.non2xx + r.errors} | ${before} |`;
          rows.push(row);
          console.error(row);
        } finally {
          await app.stop();
        }
      }
    }
  } finally {
    proxy.kill('SIGTERM');
    await smtp.close();
  }
  console.log('| round | gate | requests/s | p50 ms | p99 ms | non-2xx | load average (1, 5, 15 min) |');
  console.log('| ----- | ---- | ---------- | ------ | ------ | ------- | --------------------------- |');
  for (const row of rows) console.log(row);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
