import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBackupArgs } from '../../src/server/cli/backup-args.js';
import {
  backupDatabase,
  backupKindOf,
  restoreDatabase,
  type DbTarget,
} from '../../src/server/platform/db/backup.js';
import { openDatabase } from '../../src/server/platform/db/client.js';
import { migrate } from '../../src/server/platform/db/migrate.js';
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

describe('backup arguments', () => {
  it('takes a file, and --force only for restore', () => {
    expect(parseBackupArgs(['backup', 'a.dump'])).toEqual({
      command: 'backup',
      file: 'a.dump',
      force: false,
    });
    expect(parseBackupArgs(['restore', '--force', 'a.dump'])).toEqual({
      command: 'restore',
      file: 'a.dump',
      force: true,
    });
    expect(() => parseBackupArgs(['backup'])).toThrow(/Usage/);
    expect(() => parseBackupArgs(['backup', 'a', '--force'])).toThrow(/restore only/);
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
});
