import type { SafetyFigures } from '../../../shared/admin-data.js';
import { constants } from 'node:fs';
import { access, mkdir, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../platform/config.js';
import type { Database } from '../../platform/db/client.js';
import { version } from '../../platform/version.js';

export interface DeepHealthDeps {
  config: Config;
  database: Pick<Database, 'kind' | 'sql' | 'pglite'>;
  queueRunning: () => boolean;
  paymentsKind: string;
  /** The stories feature's refusal figures (wired in routes.ts from the context). */
  storySafety: () => Promise<SafetyFigures>;
}

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

async function timed<T>(
  fn: () => Promise<T>,
): Promise<{ ok: true; ms: number; value: T } | { ok: false; error: string }> {
  const started = performance.now();
  try {
    const value = await fn();
    return { ok: true, ms: Math.round((performance.now() - started) * 10) / 10, value };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/** pg-boss's jobs by state, and the failures of the last day (a failing job shows up here first). */
async function queueFigures(sql: DeepHealthDeps['database']['sql']) {
  const { rows } = await sql.query<{ state: string; count: number }>(
    'SELECT state, count(*)::int AS count FROM pgboss.job GROUP BY state',
    [],
  );
  const byState = Object.fromEntries(rows.map((r) => [r.state, Number(r.count)]));
  const { rows: failed } = await sql.query<{ name: string; count: number }>(
    `SELECT name, count(*)::int AS count FROM pgboss.job
      WHERE state = 'failed' AND completed_on > now() - interval '1 day' GROUP BY name ORDER BY name`,
    [],
  );
  return {
    waiting: (byState.created ?? 0) + (byState.retry ?? 0),
    active: byState.active ?? 0,
    byState,
    failedLastDay: Object.fromEntries(failed.map((r) => [r.name, Number(r.count)])),
  };
}

/** The data directory (PGlite, audio files): writable, and how much room is left. */
async function storageFigures(dataDir: string, engine: Database['kind']) {
  const root = path.resolve(dataDir);
  await mkdir(root, { recursive: true });
  await access(root, constants.W_OK);
  const fs = await statfs(root);
  return { engine, audio: 'local', dataDir: root, freeMb: mb(fs.bavail * fs.bsize) };
}

function memoryFigures(database: DeepHealthDeps['database']) {
  const m = process.memoryUsage();
  // PGlite's whole Postgres lives in one WebAssembly memory: its size is what the engine holds.
  const wasm = database.pglite?.Module.HEAP8.byteLength;
  return {
    rssMb: mb(m.rss),
    heapUsedMb: mb(m.heapUsed),
    heapTotalMb: mb(m.heapTotal),
    externalMb: mb(m.external),
    arrayBuffersMb: mb(m.arrayBuffers),
    ...(wasm === undefined ? {} : { pgliteWasmMb: mb(wasm) }),
  };
}

/**
 * The admin's deep check (GET /api/admin/health): everything /api/health deliberately skips.
 * `ok` is false when the database or the queue is down or the data directory is not writable.
 */
export async function deepHealth({
  config,
  database,
  queueRunning,
  paymentsKind,
  storySafety,
}: DeepHealthDeps) {
  const [db, queue, storage] = await Promise.all([
    timed(() => database.sql.query('SELECT 1', [])),
    timed(() => queueFigures(database.sql)),
    timed(() => storageFigures(config.DATA_DIR, database.kind)),
  ]);
  const running = queueRunning();
  const ok = db.ok && queue.ok && running && storage.ok;
  return {
    status: ok ? ('ok' as const) : ('degraded' as const),
    version,
    uptimeSeconds: Math.round(process.uptime()),
    database: db.ok
      ? { ok: true, engine: database.kind, ms: db.ms }
      : { ok: false, engine: database.kind, error: db.error },
    queue: queue.ok ? { ok: running, running, ...queue.value } : { ok: false, running, error: queue.error },
    storage: storage.ok ? { ok: true, ...storage.value } : { ok: false, error: storage.error },
    providers: {
      mail: config.SMTP_URL ? 'smtp' : 'dev-mailbox',
      payments: paymentsKind,
      storyWriter: config.LLM_BASE_URL ? 'llm' : 'local',
      narrator: 'local',
      googleSignIn: Boolean(config.GOOGLE_CLIENT_ID),
    },
    memory: memoryFigures(database),
    // Drafts the safety net refused, by category, and the engine's stand-ins (null: database down).
    storySafety: await storySafety().catch(() => null),
  };
}
