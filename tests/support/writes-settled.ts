import { vi } from 'vitest';
import type { TestApp } from './test-app.js';

/**
 * Waits until the writes a signed-in parent's first requests leave behind have been heard by the
 * caches: the activity stamp GET /api/auth/me writes without awaiting it (once per quarter hour),
 * then a fence (on PostgreSQL notices arrive after the writer's COMMIT). Without it, a notice of
 * that stamp can land between two reads and a test that counts statements sees a reload.
 */
export async function writesSettled(t: TestApp, userId: string): Promise<void> {
  await vi.waitFor(async () => {
    const { rows } = await t.ctx.database.sql.query<{ stamped: boolean }>(
      `SELECT "last_active_at" IS NOT NULL AS stamped FROM "user" WHERE "id" = $1`,
      [userId],
    );
    if (!rows[0]?.stamped) throw new Error('activity not stamped yet');
  });
  await (await t.ctx.database.changes()).fence();
}
