import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/platform/db/client.js';
import { adminBench, adminBenchDatabase, adminListRequests } from './admin.js';
import { adminHeaders, progress, signIn, signUp } from './engine-run.js';
import { load, type LoadResult } from './loadgen.js';
import { startApp } from './server.js';

const PORT = 3393; // the main bench holds 3390-3392 and 3394 while this runs
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = 'bench-admin-http@example.com';

/**
 * Issue 12's and 13's admin figures on PostgreSQL at 100,000 users and a million stories: the
 * Users tab's queries in process (list p95, stats, the CSV export's time and memory), then the
 * list over HTTP as the Admin Panel calls it, at 32 connections, beside the raw Node ceiling.
 */
export async function adminRows(pgUrl: string, smtpUrl: string, rawRps: number) {
  progress('admin: the database of 100,000 users');
  const url = await adminBenchDatabase(pgUrl, progress);
  const database = await openDatabase({ databaseUrl: url });
  let inProcess: Awaited<ReturnType<typeof adminBench>>;
  try {
    await database.sql.query(`DELETE FROM "user" WHERE "email" = $1`, [ADMIN]);
    progress('admin: list, stats and export in process');
    inProcess = await adminBench(database);
  } finally {
    await database.close();
  }

  const target = {
    engine: 'postgres' as const,
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'moonlit-bench-admin-')),
    databaseUrl: url,
  };
  const app = await startApp(target, BASE, smtpUrl, { ADMIN_EMAILS: ADMIN });
  const http: (LoadResult & { name: string; ofRaw: number })[] = [];
  try {
    await signUp(BASE, ADMIN);
    const db = await openDatabase({ databaseUrl: url });
    await db.sql.query(`UPDATE "user" SET "email_verified" = true, "role" = 'admin' WHERE "email" = $1`, [
      ADMIN,
    ]);
    await db.close();
    const session = await signIn(BASE, ADMIN);
    const headers = { ...(await adminHeaders(BASE, session)), 'accept-encoding': 'gzip' };
    const page1999 = await fetch(`${BASE}/api/admin/users?page=1999&limit=25&sortBy=name`, { headers });
    const { pagination } = (await page1999.json()) as { pagination: { nextCursor?: string | null } };
    for (const { name, request } of adminListRequests(headers, pagination.nextCursor ?? undefined)) {
      progress(`admin: ${name}`);
      await load(BASE, request, { connections: 4, seconds: 1 });
      const figures = await load(BASE, request);
      http.push({ name, ...figures, ofRaw: figures.rps / rawRps });
    }
  } finally {
    await app.stop();
  }
  return { inProcess, http };
}

export function printAdmin(admin: Awaited<ReturnType<typeof adminRows>>) {
  const a = admin.inProcess;
  console.log(`\n== Admin at ${a.users} users (PostgreSQL)`);
  console.log(
    `  Users tab list in process: p50 ${a.listP50Ms} ms, p95 ${a.listP95Ms} ms (budget ≤ ${a.listBudgetMs} ms: ${a.listP95Ms <= a.listBudgetMs ? 'ok' : 'OVER'}), max ${a.listMaxMs} ms over ${a.listRequests} requests`,
  );
  console.log(
    `  stats ${a.statsMs} ms; CSV export ${a.exportMs} ms for ${a.exportMegabytes} MB, peak RSS growth ${a.exportPeakRssGrowthMb} MB`,
  );
  for (const r of admin.http)
    console.log(
      `  ${r.name.padEnd(30)} ${String(r.rps).padStart(6)}/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ${Math.round(r.ofRaw * 1000) / 10}% of raw${r.non2xx || r.errors ? `  ! ${r.non2xx} non-2xx, ${r.errors} errors` : ''}`,
    );
}
