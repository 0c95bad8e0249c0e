// The Admin Panel's Users tab at scale: list p95 (budget ≤ 100 ms on PostgreSQL), stats, and the
// CSV export's time and peak memory, over what `npm run seed:users` wrote (100,000 users, a million
// stories). Run on its own with `npm run bench:admin` (DATABASE_URL, else the PGlite in DATA_DIR);
// `adminBench` is what scripts/bench/index.ts calls.
import type { TUserFilters, TUserSortKey } from '../../src/shared/admin-data.js';
import { USER_SORT_KEYS } from '../../src/shared/admin-data.js';
import { userCsvStream } from '../../src/server/features/admin/export.js';
import { createUserQueries } from '../../src/server/features/admin/user-queries.js';
import { toUserRow } from '../../src/server/features/admin/user-rows.js';
import { loadConfig } from '../../src/server/platform/config.js';
import { openDatabase, type Database } from '../../src/server/platform/db/client.js';
import { migrate } from '../../src/server/platform/db/migrate.js';
import { resetSeed, seedUsers } from '../seed-users.js';
import type { LoadRequest } from './loadgen.js';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** The requests an admin makes: every sort key, deep pages, searches and plan filters. */
function listRequests(): { filters: TUserFilters; page: number }[] {
  const out: { filters: TUserFilters; page: number }[] = [];
  const base: TUserFilters = { search: '', planType: 'all', sortBy: 'createdAt' };
  for (const sortBy of USER_SORT_KEYS as readonly TUserSortKey[])
    for (const page of [1, 2, 40]) out.push({ filters: { ...base, sortBy }, page });
  for (const planType of ['none', 'free', 'starter', 'premium', 'family'] as const)
    out.push({ filters: { ...base, planType, sortBy: 'totalSpending' }, page: 1 });
  for (const search of ['ava', 'seed4242', 'moon 17', '@seed.test', 'nobody'])
    out.push({ filters: { ...base, search }, page: 1 });
  out.push({ filters: { ...base, sortBy: 'name' }, page: 4000 }); // the last page of 100,000
  return out;
}

export async function adminBench(database: Database) {
  const queries = createUserQueries(database.db);
  const now = new Date();
  const requests = listRequests();
  // One warm-up round (plans, caches), then three timed rounds.
  for (const r of requests) await queries.page(r.filters, r.page, 25);
  const times: number[] = [];
  const slowest: { ms: number; request: string }[] = [];
  for (let round = 0; round < 3; round++)
    for (const r of requests) {
      const started = performance.now();
      const { rows } = await queries.page(r.filters, r.page, 25);
      rows.map((row) => toUserRow(row, now));
      const ms = performance.now() - started;
      times.push(ms);
      slowest.push({ ms, request: `${JSON.stringify(r.filters)} page ${r.page}` });
    }
  times.sort((a, b) => a - b);
  slowest.sort((a, b) => b.ms - a.ms);

  const statsStarted = performance.now();
  const stats = await queries.stats(now);
  const statsMs = performance.now() - statsStarted;

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const exportStarted = performance.now();
  const filters: TUserFilters = { search: '', planType: 'all', sortBy: 'createdAt' };
  const reader = userCsvStream(queries, filters, () => now).getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  clearInterval(sampler);
  const exportMs = performance.now() - exportStarted;

  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    engine: database.kind,
    users: stats.totalUsers,
    listRequests: times.length,
    listP50Ms: round(percentile(times, 50)),
    listP95Ms: round(percentile(times, 95)),
    listMaxMs: round(times.at(-1) ?? 0),
    listSlowest: slowest.slice(0, 10).map((s) => `${round(s.ms)} ms ${s.request}`),
    listBudgetMs: 100,
    statsMs: round(statsMs),
    exportMs: Math.round(exportMs),
    exportMegabytes: round(bytes / 1e6),
    exportPeakRssGrowthMb: round((peakRss - rssBefore) / 1e6),
  };
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(database.sql);
    console.log(JSON.stringify({ admin: await adminBench(database) }, null, 2));
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('admin.ts')) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

const ADMIN_BENCH_DB = 'moonlit_bench_admin';
const ADMIN_USERS = 100_000;
const ADMIN_STORIES = 1_000_000;

/**
 * The database of `npm run bench`'s admin rows: 100,000 users and a million stories (seed-users.ts),
 * kept between runs on the given PostgreSQL (seeding takes minutes) and seeded again only when
 * it does not hold them.
 */
export async function adminBenchDatabase(pgUrl: string, log: (m: string) => void): Promise<string> {
  const url = new URL(pgUrl);
  url.pathname = `/${ADMIN_BENCH_DB}`;
  const server = await openDatabase({ databaseUrl: pgUrl });
  try {
    const exists = await server.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_database WHERE datname = $1`,
      [ADMIN_BENCH_DB],
    );
    if ((exists.rows[0]?.n ?? 0) === 0) await server.sql.query(`CREATE DATABASE ${ADMIN_BENCH_DB}`);
  } finally {
    await server.close();
  }
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrate(database.sql);
    const seeded = await database.sql.query<{ users: number; stories: number }>(
      `SELECT (SELECT count(*)::int FROM "user" WHERE "id" LIKE 'seed-u-%') AS users,
              (SELECT count(*)::int FROM "story" WHERE "writer" = 'seed') AS stories`,
    );
    const row = seeded.rows[0];
    if (row?.users !== ADMIN_USERS || row.stories !== ADMIN_STORIES) {
      log(
        `admin: seeding ${ADMIN_USERS} users and ${ADMIN_STORIES} stories (once; kept in ${ADMIN_BENCH_DB})`,
      );
      await resetSeed(database.sql);
      await seedUsers(database.sql, { users: ADMIN_USERS, stories: ADMIN_STORIES });
    }
  } finally {
    await database.close();
  }
  return url.toString();
}

/**
 * The Users tab as the Admin Panel calls it over HTTP: first page, a search, a deep page opened by
 * number, and (given page 1,999's `nextCursor`) the same deep page reached with Next (keyset).
 */
export function adminListRequests(
  headers: Record<string, string>,
  cursorToPage2000?: string,
): { name: string; request: LoadRequest }[] {
  const next = cursorToPage2000
    ? [
        {
          name: 'admin users, Next to 2000 (100k)',
          request: {
            path: `/api/admin/users?page=2000&limit=25&sortBy=name&after=${cursorToPage2000}`,
            headers,
          },
        },
      ]
    : [];
  return [
    { name: 'admin users, page 1 (100k)', request: { path: '/api/admin/users?page=1&limit=25', headers } },
    {
      name: 'admin users, search (100k)',
      request: { path: '/api/admin/users?page=1&limit=25&search=moon%2017', headers },
    },
    {
      name: 'admin users, page 2000 (100k)',
      request: { path: '/api/admin/users?page=2000&limit=25&sortBy=name', headers },
    },
    ...next,
  ];
}
