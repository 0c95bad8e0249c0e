import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { send } from './load.js';
import SERVER_ENV from '../server-env.json';

/** Where the app under test keeps its data: a PGlite data directory, or a PostgreSQL database. */
export interface BenchTarget {
  engine: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
}

export interface RunningApp {
  /** From spawn to the first 200 from /api/health. */
  ms: number;
  pid: number;
  stop(): Promise<void>;
}

// Fixed, so sessions signed by one start of the server are still valid after a restart.
const BENCH_AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/**
 * The built server (dist/server/main.js) as production runs it (NODE_ENV=production: no
 * statement counter, no dev mailbox, secure cookies), on its own port, sending its mail to `smtpUrl`.
 */
export async function startApp(
  target: BenchTarget,
  base: string,
  smtpUrl: string,
  env: Record<string, string> = {},
): Promise<RunningApp> {
  const url = new URL(base);
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": a profile of the server under load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    env: {
      // As `npm start` runs it (scripts/server-env.json), unless this shell says otherwise.
      ...SERVER_ENV,
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: BENCH_AUTH_SECRET,
      PAYMENTS: 'sandbox',
      SMTP_URL: smtpUrl,
      PORT: url.port,
      HOST: url.hostname,
      PUBLIC_URL: base,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let alive = true;
  void exited.then(() => (alive = false));
  for (;;) {
    if (!alive) throw new Error(`the ${target.engine} server exited during start`);
    try {
      if ((await send(base, { method: 'GET', path: '/api/health' })).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    ms: Math.round(performance.now() - started),
    pid: child.pid ?? 0,
    stop: async () => {
      if (alive) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident memory of a process, as the kernel counts it (MB). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 102.4) / 10;
}
