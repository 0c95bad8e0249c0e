import { spawn } from 'node:child_process';
import { existsSync, openAsBlob, readdirSync, renameSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type SqlClient } from './client.js';

/**
 * Backups of the whole database (docs/decisions/016-backups.md):
 * - PGlite: the data directory as PGlite's own dump (`dumpDataDir`, a gzipped tar), taken through
 *   the directory lock, so never while a server has it open (a copy of a live directory is not a
 *   consistent backup);
 * - PostgreSQL: `pg_dump --format=custom` of the whole database (our tables and pg-boss's),
 *   restored in one transaction that first drops the schemas it replaces (see restorePostgres).
 *   The client tools must be on PATH (and not older than the server); without them the command
 *   says so instead of writing half a backup.
 * - With audio (`--with-audio`): a tar of that backup and the files under DATA_DIR/audio.
 * A restore never lands on a database that already holds tables unless asked (--force).
 */
export interface DbTarget {
  databaseUrl?: string;
  dataDir: string;
  /** Audio is kept in an S3 bucket (S3_BUCKET), not under DATA_DIR/audio: the bucket is backed up on its own. */
  audioInBucket?: boolean;
}

export type BackupKind = 'pglite' | 'postgres';

export class BackupError extends Error {}

export interface BackupOptions {
  /** Also the finished audio files under DATA_DIR/audio (the local audio store). */
  withAudio?: boolean;
}

const GZIP_MAGIC = [0x1f, 0x8b];
const PG_DUMP_MAGIC = 'PGDMP';
/** Inside a backup with audio: the database's own backup comes first, then `audio/<shard>/<key>`. */
const BUNDLED_DATABASE: Record<BackupKind, string> = {
  postgres: 'database.pg.dump',
  pglite: 'database.pglite.tar.gz',
};
const AUDIO_DIR = 'audio';
/** The local audio store's layout (features/narration/audio-store.ts): `<2 hex>/<sha-256>.mp3|json`. */
const AUDIO_SHARD = /^[a-f0-9]{2}$/;
const AUDIO_FILE = /^[a-f0-9]{64}\.(mp3|json)$/;

export interface BackupFacts {
  kind: BackupKind;
  /** A tar of the database's backup and the audio files (db:backup --with-audio). */
  withAudio: boolean;
}

/** What a backup file holds, from its first bytes (a tar's first entry names the database's kind). */
export async function inspectBackup(file: string): Promise<BackupFacts> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(512);
    const { bytesRead } = await handle.read(head, 0, 512, 0);
    if (head.toString('latin1', 0, 5) === PG_DUMP_MAGIC) return { kind: 'postgres', withAudio: false };
    if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]) return { kind: 'pglite', withAudio: false };
    if (bytesRead === 512 && head.toString('latin1', 257, 262) === 'ustar') {
      const first = head.toString('utf8', 0, 100).split('\0')[0];
      for (const kind of ['postgres', 'pglite'] as const)
        if (first === BUNDLED_DATABASE[kind]) return { kind, withAudio: true };
    }
  } finally {
    await handle.close();
  }
  throw new BackupError(`${file} is not a Moonlit backup (neither a PGlite dump nor a pg_dump archive).`);
}

/** What a backup file holds, from its first bytes. */
export async function backupKindOf(file: string): Promise<BackupKind> {
  return (await inspectBackup(file)).kind;
}

/**
 * Writes a backup of the configured database to `file`; answers which kind it wrote. With
 * `withAudio` the file is a tar of that backup and every finished audio file (never the `*.part`
 * of a write in flight): the database first, so inspectBackup knows it by its first header.
 */
export async function backupDatabase(
  target: DbTarget,
  file: string,
  options: BackupOptions = {},
): Promise<BackupKind> {
  if (!options.withAudio) return backupDatabaseOnly(target, file);
  if (target.audioInBucket)
    throw new BackupError(
      'Audio is kept in the S3 bucket (S3_BUCKET): back the bucket up with its own tools (versioning, replication or a sync) and the database without --with-audio.',
    );
  const work = await mkdtemp(path.join(os.tmpdir(), 'moonlit-backup-'));
  try {
    const kind: BackupKind = target.databaseUrl ? 'postgres' : 'pglite';
    await backupDatabaseOnly(target, path.join(work, BUNDLED_DATABASE[kind]));
    const audio = await audioFiles(path.join(target.dataDir, AUDIO_DIR));
    const list = path.join(work, 'audio-files');
    await writeFile(list, audio.map((f) => `${AUDIO_DIR}/${f}\n`).join(''));
    await runTool('tar', [
      '-cf',
      path.resolve(file),
      '-C',
      work,
      BUNDLED_DATABASE[kind],
      ...(audio.length > 0 ? ['-C', path.resolve(target.dataDir), '-T', list] : []),
    ]);
    return kind;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function backupDatabaseOnly(target: DbTarget, file: string): Promise<BackupKind> {
  if (target.databaseUrl) {
    await runTool(
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

/** The finished audio files under `root`, as `<shard>/<name>` (regular files of the store's layout only). */
async function audioFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const shard of await readdir(root, { withFileTypes: true }).catch(() => [])) {
    if (!shard.isDirectory() || !AUDIO_SHARD.test(shard.name)) continue;
    for (const entry of await readdir(path.join(root, shard.name), { withFileTypes: true }))
      if (entry.isFile() && AUDIO_FILE.test(entry.name)) found.push(`${shard.name}/${entry.name}`);
  }
  return found.sort();
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
  /** A backup with audio: how many audio files it put back under DATA_DIR/audio. */
  audioFiles?: number;
}

/** Runs after the target was found restorable (empty, or --force), before anything is replaced. */
type BeforeReplace = () => Promise<void>;

export async function restoreDatabase(
  target: DbTarget,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const { kind, withAudio } = await inspectBackup(file);
  const wanted: BackupKind = target.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== wanted) {
    throw new BackupError(
      `${file} is a ${kind === 'postgres' ? 'PostgreSQL (pg_dump)' : 'PGlite'} backup but the configured database is ${
        wanted === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (DATA_DIR)'
      }. Restore it into the same kind of database it came from.`,
    );
  }
  if (!withAudio) return restoreDatabaseOnly(target, kind, file, options);
  const work = await mkdtemp(path.join(os.tmpdir(), 'moonlit-restore-'));
  try {
    await runTool('tar', ['-xf', path.resolve(file), '-C', work]);
    const audio = await audioFiles(path.join(work, AUDIO_DIR));
    if (audio.length > 0 && target.audioInBucket)
      throw new BackupError(
        `This backup holds ${audio.length} audio files, but audio is kept in the S3 bucket (S3_BUCKET): copy them from its audio/ folder into the bucket, or restore without S3_BUCKET set.`,
      );
    // Audio first, then the database: audio files are named by their content, so one the restore
    // puts back is never wrong, only unused if the database's restore then fails.
    const putBack = () =>
      restoreAudio(path.join(work, AUDIO_DIR), path.join(target.dataDir, AUDIO_DIR), audio);
    const result = await restoreDatabaseOnly(
      target,
      kind,
      path.join(work, BUNDLED_DATABASE[kind]),
      options,
      putBack,
    );
    return { ...result, audioFiles: audio.length };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function restoreDatabaseOnly(
  target: DbTarget,
  kind: BackupKind,
  file: string,
  options: RestoreOptions,
  beforeReplace?: BeforeReplace,
): Promise<RestoreResult> {
  return kind === 'postgres'
    ? restorePostgres(target.databaseUrl as string, file, options, beforeReplace)
    : restorePglite(target.dataDir, file, options, beforeReplace);
}

/** Copies each file in (written aside, then renamed: a reader never sees half a file). */
async function restoreAudio(from: string, to: string, files: string[]) {
  for (const file of files) {
    const source = path.join(from, file);
    const dest = path.join(to, file);
    const [had, wanted] = await Promise.all([stat(dest).catch(() => null), stat(source)]);
    if (had?.isFile() && had.size === wanted.size) continue; // the same name is the same content
    await mkdir(path.dirname(dest), { recursive: true });
    // A `.part` name: the audio store removes one left by a crash at its next start.
    const temp = `${dest}.${process.pid}.restore.part`;
    try {
      await copyFile(source, temp);
      await rename(temp, dest);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }
}

const notEmpty = (where: string, tables: number) =>
  new BackupError(
    `${where} already holds ${tables} tables. Restoring would mix two databases: restore into an empty one, or pass --force.`,
  );

/** The schemas this restore replaces: ours (the app's and pg-boss's) and every one the archive makes. */
const OUR_SCHEMAS = ['public', 'pgboss'];

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * One transaction (psql --single-transaction, ON_ERROR_STOP): drop the schemas the backup
 * replaces, CASCADE (tables, pg-boss's partitions, functions, the extensions in them), then run
 * the archive's script. `pg_restore --clean` could not: it drops object by object, and a
 * partition's inherited constraint cannot be dropped on its own ("cannot drop inherited
 * constraint" on pg-boss's queue partitions), so --force always failed on a database that had
 * run jobs. Any error rolls everything back: the database is as it was.
 */
async function restorePostgres(
  url: string,
  file: string,
  options: RestoreOptions,
  beforeReplace?: BeforeReplace,
): Promise<RestoreResult> {
  const database = await openDatabase({ databaseUrl: url });
  let tables: number;
  try {
    tables = await userTableCount(database.sql);
  } finally {
    await database.close();
  }
  if (tables > 0 && !options.force) throw notEmpty('The PostgreSQL database', tables);
  const listing = await runTool('pg_restore', ['--list', file]);
  const archived = [...listing.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm)].map((m) => m[1] as string);
  const replaced = [...new Set([...OUR_SCHEMAS, ...archived])];
  const work = await mkdtemp(path.join(os.tmpdir(), 'moonlit-restore-'));
  try {
    // The archive as SQL first: psql must never run (and commit) a script cut short.
    const script = path.join(work, 'restore.sql');
    await runTool('pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, file]);
    await beforeReplace?.();
    const prelude = [
      'SET lock_timeout = 0;',
      'SET statement_timeout = 0;',
      ...replaced.map((schema) => `DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE;`),
      // pg_dump leaves the public schema out (every database has one): make it again.
      ...(archived.includes('public') ? [] : ['CREATE SCHEMA public;']),
    ].join(' ');
    await runTool(
      'psql',
      [
        '--no-psqlrc',
        '--quiet',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        `--command=${prelude}`,
        `--file=${script}`,
      ],
      url,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return { kind: 'postgres' };
}

async function restorePglite(
  dataDir: string,
  file: string,
  options: RestoreOptions,
  beforeReplace?: BeforeReplace,
): Promise<RestoreResult> {
  const root = path.resolve(dataDir);
  const dir = path.join(root, 'pglite');
  let tables = 0;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    // Opening it takes the directory lock: a running server makes this fail before anything moves.
    const current = await openDatabase({ dataDir });
    try {
      tables = await userTableCount(current.sql);
    } finally {
      await current.close();
    }
    if (tables > 0 && !options.force) throw notEmpty(`The PGlite database in ${dir}`, tables);
  }
  await beforeReplace?.();
  let setAside: string | undefined;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    // Never deleted: the replaced directory stays beside the new one until the operator removes it.
    setAside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, setAside);
  }
  try {
    const restored = await openDatabase({ dataDir, loadDataDir: await openAsBlob(file) });
    try {
      await userTableCount(restored.sql); // it opens and answers
    } finally {
      await restored.close();
    }
  } catch (err) {
    // All or nothing: the directory that was there comes back.
    await rm(dir, { recursive: true, force: true });
    if (setAside) renameSync(setAside, dir);
    throw err;
  }
  return { kind: 'pglite', setAside };
}

const INSTALL_HINT: Record<string, string> = {
  tar: 'Install tar (Debian: apt-get install tar).',
};

/**
 * Runs pg_dump / pg_restore / psql (against a URL when given) or tar; answers what it printed.
 * The password travels in PGPASSWORD, not on the command line, where any user of the machine
 * could read it in the process list.
 */
function runTool(
  tool: 'pg_dump' | 'pg_restore' | 'psql' | 'tar',
  args: string[],
  url?: string,
): Promise<string> {
  const env = { ...process.env };
  const dbArgs: string[] = [];
  if (url) {
    const u = new URL(url);
    if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
    u.password = '';
    dbArgs.push(`--dbname=${u.toString()}`);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, ...dbArgs], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found on PATH. ${
                INSTALL_HINT[tool] ??
                'Install the PostgreSQL client tools (Debian: apt-get install postgresql-client) in a version not older than the server.'
              }`,
            )
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}
