import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBackupArgs } from '../../src/server/cli/backup-args.js';
import {
  backupDatabase,
  backupKindOf,
  inspectBackup,
  restoreDatabase,
  type DbTarget,
} from '../../src/server/platform/db/backup.js';
import { openDatabase } from '../../src/server/platform/db/client.js';
import { migrate } from '../../src/server/platform/db/migrate.js';
import { installJobSchema } from '../../src/server/platform/jobs/index.js';
import { SNAPSHOT_FILE, TEMPLATE_ENV } from '../support/paths.js';
import { withDatabase } from '../support/global-setup.js';

// npm run db:backup / db:restore: a round trip on PGlite (always) and PostgreSQL (with
// TEST_DATABASE_URL: a fresh source database and a fresh restore target).
const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'moonlit-backup-'));

/** A family's rows, written through SQL so the check does not depend on any feature. */
async function writeFamily(target: DbTarget, marker: string) {
  const database = await openDatabase(
    target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir },
  );
  try {
    await database.sql.query(`INSERT INTO "user" (id, name, email) VALUES ($1, $2, $3)`, [
      `u-${marker}`,
      'Backup Parent',
      `${marker}@example.com`,
    ]);
    await database.sql.query(
      `INSERT INTO child (user_id, name, age, reading_level, story_tone) VALUES ($1, $2, 6, 'beginner', 'calming')`,
      [`u-${marker}`, `Child ${marker}`],
    );
  } finally {
    await database.close();
  }
}

async function readFamily(target: DbTarget): Promise<string[]> {
  const database = await openDatabase(
    target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir },
  );
  try {
    const { rows } = await database.sql.query<{ email: string; child: string }>(
      `SELECT u.email, c.name AS child FROM "user" u JOIN child c ON c.user_id = u.id ORDER BY u.email`,
      [],
    );
    return rows.map((r) => `${r.email}/${r.child}`);
  } finally {
    await database.close();
  }
}

/** An audio file as the local store keeps it: DATA_DIR/audio/<first two hex>/<sha-256>.mp3. */
const audioKey = (c: string) => `${c.repeat(64)}.mp3`;
const audioPath = (dataDir: string, key: string) => path.join(dataDir, 'audio', key.slice(0, 2), key);
function writeAudio(dataDir: string, key: string, bytes: string) {
  mkdirSync(path.dirname(audioPath(dataDir, key)), { recursive: true });
  writeFileSync(audioPath(dataDir, key), bytes);
}
const readAudio = (dataDir: string, key: string) =>
  existsSync(audioPath(dataDir, key)) ? readFileSync(audioPath(dataDir, key), 'utf8') : null;

describe('backup arguments', () => {
  it('takes a file, and --force only for restore', () => {
    expect(parseBackupArgs(['backup', 'a.dump'])).toEqual({
      command: 'backup',
      file: 'a.dump',
      force: false,
      withAudio: false,
    });
    expect(parseBackupArgs(['backup', '--with-audio', 'a.tar'])).toMatchObject({ withAudio: true });
    expect(parseBackupArgs(['restore', '--force', 'a.dump'])).toEqual({
      command: 'restore',
      file: 'a.dump',
      force: true,
      withAudio: false,
    });
    expect(() => parseBackupArgs(['backup'])).toThrow(/Usage/);
    expect(() => parseBackupArgs(['backup', 'a', '--force'])).toThrow(/restore only/);
    expect(() => parseBackupArgs(['restore', 'a', '--with-audio'])).toThrow(/backup only/);
    expect(() => parseBackupArgs(['restore', 'a', '--yes'])).toThrow(/Unknown option/);
  });
});

describe('PGlite round trip', { timeout: 120_000 }, () => {
  it('backs up a data directory and restores it into an empty one, refusing a non-empty one without --force', async () => {
    const source: DbTarget = { dataDir: tmp() };
    // A migrated database: from the test snapshot when this run made one (a fresh initdb takes
    // seconds); a run on PostgreSQL (TEST_DATABASE_URL) makes a template database instead.
    const snapshot = existsSync(SNAPSHOT_FILE);
    const seeded = await openDatabase({
      dataDir: source.dataDir,
      ...(snapshot ? { loadDataDir: new Blob([readFileSync(SNAPSHOT_FILE)]) } : {}),
    });
    if (!snapshot) await migrate(seeded.sql);
    await seeded.close();
    await writeFamily(source, 'pglite-a');
    const file = path.join(tmp(), 'moonlit.pglite.tar.gz');

    expect(await backupDatabase(source, file)).toBe('pglite');
    expect(await backupKindOf(file)).toBe('pglite');

    const target: DbTarget = { dataDir: tmp() };
    expect(await restoreDatabase(target, file)).toEqual({ kind: 'pglite', setAside: undefined });
    expect(await readFamily(target)).toEqual(['pglite-a@example.com/Child pglite-a']);

    // The target now has a newer row; a restore must not silently replace it.
    await writeFamily(target, 'pglite-b');
    await expect(restoreDatabase(target, file)).rejects.toThrow(/already holds \d+ tables.*--force/);
    expect(await readFamily(target)).toHaveLength(2);

    const forced = await restoreDatabase(target, file, { force: true });
    expect(forced.setAside && existsSync(forced.setAside)).toBe(true);
    expect(await readFamily(target)).toEqual(['pglite-a@example.com/Child pglite-a']);
  });

  it('with audio: backup, change, restore --force puts the data and the audio files back', async () => {
    const site: DbTarget = { dataDir: tmp() };
    const snapshot = existsSync(SNAPSHOT_FILE);
    const seeded = await openDatabase({
      dataDir: site.dataDir,
      ...(snapshot ? { loadDataDir: new Blob([readFileSync(SNAPSHOT_FILE)]) } : {}),
    });
    if (!snapshot) await migrate(seeded.sql);
    await seeded.close();
    await writeFamily(site, 'pglite-a');
    const [kept, later] = [audioKey('a'), audioKey('b')];
    writeAudio(site.dataDir, kept, 'story a narration');
    // A write in flight is never backed up.
    writeFileSync(`${audioPath(site.dataDir, kept)}.123.abc.part`, 'half');
    const file = path.join(tmp(), 'moonlit-with-audio.tar');
    expect(await backupDatabase(site, file, { withAudio: true })).toBe('pglite');
    expect(await inspectBackup(file)).toEqual({ kind: 'pglite', withAudio: true });

    // Life goes on: a new family, the narration lost, another made.
    await writeFamily(site, 'pglite-b');
    rmSync(path.join(site.dataDir, 'audio'), { recursive: true });
    writeAudio(site.dataDir, later, 'story b narration');
    await expect(restoreDatabase(site, file)).rejects.toThrow(/already holds \d+ tables.*--force/);
    expect(readAudio(site.dataDir, kept)).toBe(null); // refused: nothing changed

    const restored = await restoreDatabase(site, file, { force: true });
    expect(restored).toMatchObject({ kind: 'pglite', audioFiles: 1 });
    expect(await readFamily(site)).toEqual(['pglite-a@example.com/Child pglite-a']);
    expect(readAudio(site.dataDir, kept)).toBe('story a narration');
    expect(readAudio(site.dataDir, later)).toBe('story b narration'); // named by content: left alone
    expect(existsSync(`${audioPath(site.dataDir, kept)}.123.abc.part`)).toBe(false);
  });

  it('refuses a file that is not a backup, and a backup of the other engine', async () => {
    const junk = path.join(tmp(), 'junk.bin');
    writeFileSync(junk, 'hello');
    await expect(restoreDatabase({ dataDir: tmp() }, junk)).rejects.toThrow(/not a Moonlit backup/);
    const pgDump = path.join(tmp(), 'pg.dump');
    writeFileSync(pgDump, 'PGDMP\u0001\u000e');
    await expect(restoreDatabase({ dataDir: tmp() }, pgDump)).rejects.toThrow(/same kind of database/);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('PostgreSQL round trip (pg_dump / pg_restore)', { timeout: 120_000 }, () => {
  const names: string[] = [];
  const admin = new pg.Client({ connectionString: url });
  let connected = false;
  const fresh = async (template?: string) => {
    if (!connected) {
      await admin.connect();
      connected = true;
    }
    const name = `moonlit_bk_${process.pid}_${names.length}_${Math.random().toString(36).slice(2, 8)}`;
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    names.push(name);
    return withDatabase(url as string, name);
  };
  afterAll(async () => {
    if (!connected) return;
    for (const name of names)
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  });

  it('restores a dump into a fresh database, and refuses a non-empty one without --force', async () => {
    const template = process.env[TEMPLATE_ENV];
    const source: DbTarget = { databaseUrl: await fresh(template), dataDir: tmp() };
    if (!template) {
      const database = await openDatabase({ databaseUrl: source.databaseUrl });
      const { migrate } = await import('../../src/server/platform/db/migrate.js');
      await migrate(database.sql);
      await database.close();
    }
    await writeFamily(source, 'pg-a');
    const file = path.join(tmp(), 'moonlit.dump');
    expect(await backupDatabase(source, file)).toBe('postgres');
    expect(await backupKindOf(file)).toBe('postgres');

    const target: DbTarget = { databaseUrl: await fresh(), dataDir: tmp() };
    expect(await restoreDatabase(target, file)).toEqual({ kind: 'postgres' });
    expect(await readFamily(target)).toEqual(['pg-a@example.com/Child pg-a']);

    await writeFamily(target, 'pg-b');
    await expect(restoreDatabase(target, file)).rejects.toThrow(/already holds \d+ tables.*--force/);
    expect(await readFamily(target)).toHaveLength(2);
    await restoreDatabase(target, file, { force: true });
    expect(await readFamily(target)).toEqual(['pg-a@example.com/Child pg-a']);
  });

  /** The job queue's names: pg-boss keeps each queue's jobs in a partition of its own. */
  async function queues(target: DbTarget, create?: string): Promise<string[]> {
    const database = await openDatabase({ databaseUrl: target.databaseUrl });
    try {
      if (create)
        await database.sql.query(`SELECT pgboss.create_queue($1, '{"policy":"standard"}'::json)`, [create]);
      const { rows } = await database.sql.query<{ name: string }>(
        'SELECT name FROM pgboss.queue ORDER BY name',
      );
      return rows.map((r) => r.name);
    } finally {
      await database.close();
    }
  }

  it('with audio: backup, change, restore --force over the same database (pg-boss partitions and all)', async () => {
    const template = process.env[TEMPLATE_ENV];
    const site: DbTarget = { databaseUrl: await fresh(template), dataDir: tmp() };
    if (!template) {
      const database = await openDatabase({ databaseUrl: site.databaseUrl });
      await migrate(database.sql);
      await installJobSchema(database.sql);
      await database.close();
    }
    // A database that has run jobs: pg-boss's job table is partitioned by queue, and
    // `pg_restore --clean` could not drop a partition's inherited constraint.
    expect(await queues(site, 'narration-backup-test')).toContain('narration-backup-test');
    await writeFamily(site, 'pg-a');
    const [kept, later] = [audioKey('c'), audioKey('d')];
    writeAudio(site.dataDir, kept, 'story c narration');
    const file = path.join(tmp(), 'moonlit-pg-with-audio.tar');
    expect(await backupDatabase(site, file, { withAudio: true })).toBe('postgres');
    expect(await inspectBackup(file)).toEqual({ kind: 'postgres', withAudio: true });

    await writeFamily(site, 'pg-b');
    expect(await queues(site, 'made-after-the-backup')).toContain('made-after-the-backup');
    rmSync(path.join(site.dataDir, 'audio'), { recursive: true });
    writeAudio(site.dataDir, later, 'story d narration');
    await expect(restoreDatabase(site, file)).rejects.toThrow(/already holds \d+ tables.*--force/);

    expect(await restoreDatabase(site, file, { force: true })).toEqual({ kind: 'postgres', audioFiles: 1 });
    expect(await readFamily(site)).toEqual(['pg-a@example.com/Child pg-a']);
    const after = await queues(site);
    expect(after).toContain('narration-backup-test');
    expect(after).not.toContain('made-after-the-backup');
    expect(readAudio(site.dataDir, kept)).toBe('story c narration');

    // All or nothing: a restore that fails half-way (here the archive's trigram index, once the
    // extension lives in another schema) leaves the database exactly as it was.
    await writeFamily(site, 'pg-c');
    const database = await openDatabase({ databaseUrl: site.databaseUrl });
    try {
      await database.sql.exec('CREATE SCHEMA elsewhere; ALTER EXTENSION pg_trgm SET SCHEMA elsewhere');
    } finally {
      await database.close();
    }
    await expect(restoreDatabase(site, file, { force: true })).rejects.toThrow(/psql failed.*gin_trgm_ops/s);
    expect(await readFamily(site)).toEqual(['pg-a@example.com/Child pg-a', 'pg-c@example.com/Child pg-c']);
    expect(await queues(site)).toContain('narration-backup-test');
  });
});
