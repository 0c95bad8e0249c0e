import { send, openLoop } from './load.js';
import type { CeilingServers } from './ceilings.js';
import { load, loadBesideCeilings, type LoadResult } from './loadgen.js';
import { pageFigures, type PageFigures } from './pages.js';
import { benchReads, type BenchSession, type BenchSessions } from './reads.js';
import { seedLibraries, type SeedFamily } from './seed.js';
import { residentMb, startApp, type BenchTarget, type RunningApp } from './server.js';
import { benchWrites, seedDailyStory, seedWriters, type BenchWriter } from './writes.js';

/** Accounts for the write rows: more than the fastest run can use, since each writes once a day. */
const WRITERS = 4000;
// Narration requests answer 202 at once (the job is queued) instead of waiting for the audio.
const APP_ENV = { AUDIO_WAIT_MS: '0' };

export const PASSWORD = 'bench-pass-1';
const ADMIN = 'bench-admin@example.com';
const FAMILIES = {
  lib10: { email: 'bench-10@example.com', stories: 10 },
  lib200: { email: 'bench-200@example.com', stories: 200 },
  lib1000: { email: 'bench-1000@example.com', stories: 1000 },
} satisfies Record<keyof BenchSessions, SeedFamily>;

export interface MemoryFigures {
  rssMb: number;
  heapUsedMb?: number;
  externalMb?: number;
  arrayBuffersMb?: number;
  pgliteWasmMb?: number;
}

export interface ReadFigures extends LoadResult {
  name: string;
  authenticated: boolean;
  library: boolean;
  /** The ceilings measured in the same moments as this read (loadBesideCeilings); not for writes. */
  rawRps?: number;
  honoRps?: number;
}

export interface EngineFigures {
  engine: BenchTarget['engine'];
  startupNewMs: number;
  startupExistingMs?: { runs: number[]; median: number };
  signInAt20PerSecond: Awaited<ReturnType<typeof openLoop>>;
  memory: { idle: MemoryFigures; afterLoad: MemoryFigures };
  reads: ReadFigures[];
  pages?: PageFigures[];
}

const headersOf = (base: string) => ({ origin: base, 'content-type': 'application/json' });

export async function signUp(base: string, email: string) {
  const res = await send(base, {
    method: 'POST',
    path: '/api/identity/sign-up/email',
    headers: headersOf(base),
    body: JSON.stringify({ name: 'Bench', email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-up ${email} failed ${res.status} ${res.body}`);
}

/** Signs in: every cookie as a browser keeps them, and the bearer token an app would keep. */
export async function signIn(base: string, email: string): Promise<BenchSession> {
  const res = await send(base, {
    method: 'POST',
    path: '/api/identity/sign-in/email',
    headers: headersOf(base),
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email} failed ${res.status} ${res.body}`);
  const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const token = res.headers['set-auth-token'];
  const bearer =
    (Array.isArray(token) ? token[0] : token) ?? (JSON.parse(res.body) as { token: string }).token;
  return { cookie, bearer };
}

/** Resident size from the kernel; heap, external and PGlite's WebAssembly memory from the admin health. */
/** The Admin Panel's credential: the admin's session cookie plus the bearer token it is issued. */
export async function adminHeaders(base: string, admin: BenchSession): Promise<Record<string, string>> {
  const issued = await send(base, {
    method: 'POST',
    path: '/api/admin/session',
    headers: { cookie: admin.cookie, origin: base },
  });
  if (issued.status !== 201) throw new Error(`admin token refused: ${issued.status} ${issued.body}`);
  const { token } = JSON.parse(issued.body) as { token: string };
  return { cookie: admin.cookie, authorization: `Bearer ${token}` };
}

async function memory(base: string, app: RunningApp, admin: BenchSession): Promise<MemoryFigures> {
  const res = await send(base, {
    method: 'GET',
    path: '/api/admin/health',
    headers: await adminHeaders(base, admin),
  });
  const deep =
    res.status < 500 && res.body ? (JSON.parse(res.body) as { memory?: Omit<MemoryFigures, 'rssMb'> }) : {};
  return { ...deep.memory, rssMb: residentMb(app.pid) };
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
const t0 = performance.now();
/** Progress on stderr, so a slow step shows where the time goes. */
export const progress = (message: string) =>
  console.error(`bench ${String(Math.round((performance.now() - t0) / 1000)).padStart(4)} s  ${message}`);

/**
 * One database engine, from an empty database: start, sign up, seed libraries of 10, 200 and
 * 1,000 stories, then every read of the table at 32 connections, memory before and after.
 */
export async function benchEngine(
  target: BenchTarget,
  base: string,
  options: {
    assetPath: string;
    pages: boolean;
    startups: boolean;
    smtpUrl: string;
    ceilings: CeilingServers;
  },
): Promise<EngineFigures> {
  progress(`${target.engine}: starting on an empty database`);
  let app = await startApp(target, base, options.smtpUrl, APP_ENV);
  const startupNewMs = app.ms;
  let startupExistingMs: EngineFigures['startupExistingMs'];
  let writers: BenchWriter[] = [];
  try {
    for (const email of [...Object.values(FAMILIES).map((f) => f.email), ADMIN]) await signUp(base, email);
    progress(`${target.engine}: seeding libraries of 10, 200 and 1,000 stories`);
    if (target.engine === 'pglite') {
      // The server owns its PGlite directory: seed it stopped, then time restarts on the full one.
      await app.stop();
      await seedLibraries({ dataDir: target.dataDir }, Object.values(FAMILIES), ADMIN);
      writers = await seedWriters({ dataDir: target.dataDir }, WRITERS);
      await seedDailyStory({ dataDir: target.dataDir });
      const runs: number[] = [];
      for (let i = 0; i < (options.startups ? 3 : 1); i++) {
        if (i > 0) await app.stop();
        app = await startApp(target, base, options.smtpUrl, APP_ENV);
        runs.push(app.ms);
      }
      startupExistingMs = {
        runs,
        median: [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? NaN,
      };
    } else {
      await seedLibraries({ databaseUrl: target.databaseUrl }, Object.values(FAMILIES), ADMIN);
      writers = await seedWriters({ databaseUrl: target.databaseUrl }, WRITERS);
      await seedDailyStory({ databaseUrl: target.databaseUrl });
    }

    const sessions: BenchSessions = {
      lib10: await signIn(base, FAMILIES.lib10.email),
      lib200: await signIn(base, FAMILIES.lib200.email),
      lib1000: await signIn(base, FAMILIES.lib1000.email),
    };
    const admin = await signIn(base, ADMIN);
    const firstPage = await send(base, {
      method: 'GET',
      path: '/api/stories?limit=1',
      headers: { cookie: sessions.lib200.cookie },
    });
    const storyId = (JSON.parse(firstPage.body) as { data: { id: string }[] }).data[0]?.id ?? 'none';
    await settle(3_000);
    const idle = await memory(base, app, admin);

    progress(`${target.engine}: sign-in at 20/s`);
    const signInBody = JSON.stringify({ email: FAMILIES.lib10.email, password: PASSWORD });
    const signInAt20PerSecond = await openLoop(
      base,
      () => ({
        method: 'POST',
        path: '/api/identity/sign-in/email',
        headers: headersOf(base),
        body: signInBody,
      }),
      20,
      5,
    );

    const reads: ReadFigures[] = [];
    for (const read of benchReads(sessions, options.assetPath, storyId)) {
      progress(`${target.engine}: ${read.name}`);
      const check = await send(base, { method: 'GET', ...read.request });
      if (check.status !== 200)
        console.error(`bench: ${read.name} answered ${check.status} ${check.body.slice(0, 200)}`);
      // Warm-up: caches, and the JIT, which takes a few seconds of this very read to optimise its
      // path (a 1 s warm-up measured the plans list at two thirds of its steady rate).
      await load(base, read.request, { connections: 32, seconds: 3 });
      const figures = await loadBesideCeilings(base, read.request, options.ceilings);
      reads.push({ name: read.name, authenticated: read.authenticated, library: read.library, ...figures });
    }
    await settle(2_000);
    const afterLoad = await memory(base, app, admin);

    if (options.pages) progress(`${target.engine}: pages in Chromium`);
    const pages = options.pages
      ? await pageFigures(base, [
          { path: '/pricing' },
          { path: '/login' },
          { path: '/library', label: '/library (200)', cookie: sessions.lib200.cookie },
          { path: '/library', label: '/library (1,000)', cookie: sessions.lib1000.cookie },
        ])
      : undefined;

    // Last: the narration jobs these queue keep the worker threads busy until the server stops.
    for (const write of benchWrites(base, writers)) {
      progress(`${target.engine}: ${write.name}`);
      const figures = await load(base, write.request, { seconds: 3 });
      reads.push({ name: write.name, authenticated: false, library: false, ...figures });
    }

    return {
      engine: target.engine,
      startupNewMs,
      startupExistingMs,
      signInAt20PerSecond,
      memory: { idle, afterLoad },
      reads,
      pages,
    };
  } finally {
    await app.stop();
  }
}
