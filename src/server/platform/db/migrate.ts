import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlClient } from './client.js';

/**
 * Applies the committed SQL files in migrations/ in name order, each once, each in its own
 * transaction. Hand-written SQL keeps one migration per feature readable; the Drizzle schema
 * mirrors it (schema.test.ts checks they agree). On PostgreSQL an advisory lock lets several
 * servers start at once.
 */
export function migrationsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Source tree (tsx, vitest) or the built bundle (dist/server/migrations).
  const candidates = [path.join(here, 'migrations'), path.join(here, 'platform/db/migrations')];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`No migrations folder found near ${here}`);
  return found;
}

export interface MigrationResult {
  applied: string[];
}

export async function migrate(client: SqlClient, dir = migrationsDir()): Promise<MigrationResult> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  await client.exec(
    `CREATE TABLE IF NOT EXISTS "_migrations" ("name" text PRIMARY KEY, "applied_at" timestamptz NOT NULL DEFAULT now())`,
  );
  const applied: string[] = [];
  await client.withLock(async (conn) => {
    const done = new Set(
      (await conn.query<{ name: string }>(`SELECT name FROM "_migrations"`)).rows.map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sqlText = readFileSync(path.join(dir, file), 'utf8');
      try {
        await conn.exec(
          `BEGIN;\n${sqlText}\n;INSERT INTO "_migrations" ("name") VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`,
        );
      } catch (err) {
        await conn.exec('ROLLBACK').catch(() => undefined);
        throw new Error(`Migration ${file} failed: ${(err as Error).message}`);
      }
      applied.push(file);
    }
  });
  return { applied };
}
