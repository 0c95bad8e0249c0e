import { spawn } from 'node:child_process';
import { existsSync, openAsBlob, readdirSync, renameSync } from 'node:fs';
import { open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type SqlClient } from './client.js';

/**
 * Backups of the whole database (docs/decisions/016-backups.md):
 * - PGlite: the data directory as PGlite's own dump (`dumpDataDir`, a gzipped tar), taken through
 *   the directory lock, so never while a server has it open (a copy of a live directory is not a
 *   consistent backup);
 * - PostgreSQL: `pg_dump --format=custom` of the whole database (our tables and pg-boss's), restored
 *   with `pg_restore --single-transaction`. The client tools must be on PATH (and not older than
 *   the server); without them the command says so instead of writing half a backup.
 * A restore never lands on a database that already holds tables unless asked (--force).
 */
export interface DbTarget {
  databaseUrl?: string;
  dataDir: string;
}

export type BackupKind = 'pglite' | 'postgres';

export class BackupError extends Error {}

const GZIP_MAGIC = [0x1f, 0x8b];
const PG_DUMP_MAGIC = 'PGDMP';

/** What a backup file holds, from its first bytes. */
export async function backupKindOf(file: string): Promise<BackupKind> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString('latin1') === PG_DUMP_MAGIC) return 'postgres';
    if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]) return 'pglite';
  } finally {
    await handle.close();
  }
  throw new BackupError(`${file} is not a Moonlit backup (neither a PGlite dump nor a pg_dump archive).`);
}

/** Writes a backup of the configured database to `file`; answers which kind it wrote. */
export async function backupDatabase(target: DbTarget, file: string): Promise<BackupKind> {
  if (target.databaseUrl) {
    await runPgTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`],
      target.databaseUrl,
    );
    return 'postgres';
  }
  if (!existsSync(path.join(path.resolve(target.dataDir), 'pglite'))) {
    throw new BackupError(`No PGlite database in ${path.resolve(target.dataDir)} (DATA_DIR).`);
  }
  const database = await openDatabase({ dataDir: target.dataDir });
  try {
    if (!database.pglite) throw new BackupError('expected PGlite');
    const dump = await database.pglite.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return 'pglite';
}

/** Tables in the database other than the catalogue's: a non-empty database has at least one. */
export async function userTableCount(sql: SqlClient): Promise<number> {
  const { rows } = await sql.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM information_schema.tables
     WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
    [],
  );
  return Number(rows[0]?.n ?? 0);
}

export interface RestoreOptions {
  /** Restore over a database that already holds tables (PGlite: the old directory is kept aside). */
  force?: boolean;
}

export interface RestoreResult {
  kind: BackupKind;
  /** PGlite with --force: where the directory that was replaced now is. */
  setAside?: string;
}

export async function restoreDatabase(
  target: DbTarget,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const kind = await backupKindOf(file);
  const wanted: BackupKind = target.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== wanted) {
    throw new BackupError(
      `${file} is a ${kind === 'postgres' ? 'PostgreSQL (pg_dump)' : 'PGlite'} backup but the configured database is ${
        wanted === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (DATA_DIR)'
      }. Restore it into the same kind of database it came from.`,
    );
  }
  return kind === 'postgres'
    ? restorePostgres(target.databaseUrl as string, file, options)
    : restorePglite(target.dataDir, file, options);
}

const notEmpty = (where: string, tables: number) =>
  new BackupError(
    `${where} already holds ${tables} tables. Restoring would mix two databases: restore into an empty one, or pass --force.`,
  );

async function restorePostgres(url: string, file: string, options: RestoreOptions): Promise<RestoreResult> {
  const database = await openDatabase({ databaseUrl: url });
  let tables: number;
  try {
    tables = await userTableCount(database.sql);
  } finally {
    await database.close();
  }
  if (tables > 0 && !options.force) throw notEmpty('The PostgreSQL database', tables);
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'];
  // --clean drops what the archive is about to create, so --force replaces rather than collides.
  if (tables > 0) args.push('--clean', '--if-exists');
  await runPgTool('pg_restore', [...args, file], url);
  return { kind: 'postgres' };
}

async function restorePglite(dataDir: string, file: string, options: RestoreOptions): Promise<RestoreResult> {
  const root = path.resolve(dataDir);
  const dir = path.join(root, 'pglite');
  let setAside: string | undefined;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    // Opening it takes the directory lock: a running server makes this fail before anything moves.
    const current = await openDatabase({ dataDir });
    let tables: number;
    try {
      tables = await userTableCount(current.sql);
    } finally {
      await current.close();
    }
    if (tables > 0 && !options.force) throw notEmpty(`The PGlite database in ${dir}`, tables);
    // Never deleted: the replaced directory stays beside the new one until the operator removes it.
    setAside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, setAside);
  }
  const restored = await openDatabase({ dataDir, loadDataDir: await openAsBlob(file) });
  try {
    await userTableCount(restored.sql); // it opens and answers
  } finally {
    await restored.close();
  }
  return { kind: 'pglite', setAside };
}

/**
 * Runs pg_dump / pg_restore against a URL. The password travels in PGPASSWORD, not on the
 * command line, where any user of the machine could read it in the process list.
 */
function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const u = new URL(url);
  const env = { ...process.env };
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  u.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${u.toString()}`], {
      env,
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found on PATH. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client) in a version not older than the server.`,
            )
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}
