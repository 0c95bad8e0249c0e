import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/support/test-app.js';
import { migrationsDir } from '../../platform/db/migrate.js';

/**
 * Migration 0020 (one view per reader, story and day) on a database that already holds the
 * inflated views of before: it keeps one view per reader and day (the played one), and runs again
 * without error or change. PGlite here, PostgreSQL with TEST_DATABASE_URL.
 */
const MIGRATION = readFileSync(path.join(migrationsDir(), '0020_daily_view_once.sql'), 'utf8');

let t: TestDatabase;
const q = (text: string, params?: unknown[]) => t.database.sql.query<Record<string, unknown>>(text, params);

beforeAll(async () => {
  t = await openTestDatabase();
  // The table as it was before 0020: no view_day, no unique index.
  await q(`DROP INDEX "daily_story_view_once_idx"`);
  await q(`ALTER TABLE "daily_story_view" DROP COLUMN "view_day"`);
  await q(`INSERT INTO "user" ("id", "name", "email") VALUES ('u1', 'One', 'one@example.com'),
    ('u2', 'Two', 'two@example.com')`);
  const story = await q(`INSERT INTO "daily_story" ("title", "content", "theme", "word_count", "reading_time",
    "request", "writer") VALUES ('Old', 'Once. The end.', 'bedtime', 3, 1, '{}', 'local') RETURNING "id"`);
  const id = story.rows[0]?.id;
  const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00Z`;
  // u1 reloaded five times on one day (the third load was played), twice the next day; u2 once.
  for (let i = 0; i < 5; i++)
    await q(
      `INSERT INTO "daily_story_view" ("story_id", "user_id", "viewed_at", "played_at") VALUES ($1, 'u1', $2, $3)`,
      [id, at('2026-11-01', 8 + i), i === 2 ? at('2026-11-01', 8 + i) : null],
    );
  for (let i = 0; i < 2; i++)
    await q(`INSERT INTO "daily_story_view" ("story_id", "user_id", "viewed_at") VALUES ($1, 'u1', $2)`, [
      id,
      at('2026-11-02', 8 + i),
    ]);
  await q(`INSERT INTO "daily_story_view" ("story_id", "user_id", "viewed_at") VALUES ($1, 'u2', $2)`, [
    id,
    at('2026-11-01', 9),
  ]);
});
afterAll(async () => {
  await t.database.close();
  await t.drop();
});

const views = async () =>
  (
    await q(`SELECT "user_id", to_char("view_day", 'YYYY-MM-DD') AS day, "played_at" IS NOT NULL AS played
      FROM "daily_story_view" ORDER BY 1, 2`)
  ).rows;

describe('migration 0020_daily_view_once', () => {
  it('keeps one view per reader and day (the played one), and a second run changes nothing', async () => {
    await t.database.sql.exec(`BEGIN;\n${MIGRATION}\n;COMMIT;`);
    const once = await views();
    expect(once).toEqual([
      { user_id: 'u1', day: '2026-11-01', played: true },
      { user_id: 'u1', day: '2026-11-02', played: false },
      { user_id: 'u2', day: '2026-11-01', played: false },
    ]);
    await t.database.sql.exec(`BEGIN;\n${MIGRATION}\n;COMMIT;`);
    expect(await views()).toEqual(once);
    // The unique index holds: the same reader's view of the same day cannot be written twice.
    await expect(
      q(`INSERT INTO "daily_story_view" ("story_id", "user_id", "view_day")
        SELECT "story_id", 'u2', DATE '2026-11-01' FROM "daily_story_view" LIMIT 1`),
    ).rejects.toThrow();
  });
});
