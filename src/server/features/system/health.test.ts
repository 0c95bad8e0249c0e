import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin } from '../../../../tests/support/admin.js';
import { signUpVerified, TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { SafetyFigures } from '../../../shared/admin-data.js';
import { createReadiness } from './readiness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'admin@example.com' });
});
afterAll(async () => t.close());

describe('readiness', () => {
  it('probes the database at most once per interval however often it is asked', async () => {
    let clock = 0;
    let probes = 0;
    const ready = createReadiness({
      probeDatabase: async () => void probes++,
      queueRunning: () => true,
      now: () => clock,
    });
    for (let i = 0; i < 50; i++) expect(await ready()).toEqual({ database: true, queue: true });
    expect(probes).toBe(1);
    clock += 1_000;
    await Promise.all(Array.from({ length: 20 }, () => ready()));
    expect(probes).toBe(2);
  });

  it('reports a failed or hung database as down', async () => {
    let clock = 0;
    let mode: 'ok' | 'fail' | 'hang' = 'ok';
    const ready = createReadiness({
      probeDatabase: () =>
        mode === 'ok'
          ? Promise.resolve()
          : mode === 'fail'
            ? Promise.reject(new Error('down'))
            : new Promise(() => undefined),
      queueRunning: () => false,
      probeTimeoutMs: 20,
      now: () => clock,
    });
    expect(await ready()).toEqual({ database: true, queue: false });
    mode = 'fail';
    clock += 1_000;
    await ready(); // starts the probe that fails
    await new Promise((r) => setTimeout(r, 0));
    expect((await ready()).database).toBe(false);
    mode = 'ok';
    clock += 1_000;
    await ready();
    await new Promise((r) => setTimeout(r, 0));
    expect((await ready()).database).toBe(true);
    mode = 'hang';
    clock += 1_000;
    expect((await ready()).database).toBe(true); // the last answer, while the new probe runs
    clock += 5_000;
    expect((await ready()).database).toBe(false); // no answer for 5 s: down
  });

  it('after a quiet spell waits for a fresh probe instead of calling a healthy database down', async () => {
    let clock = 0;
    let probes = 0;
    const ready = createReadiness({
      probeDatabase: async () => void probes++,
      queueRunning: () => true,
      now: () => clock,
    });
    await ready();
    clock += 60_000; // nobody asked for a minute
    expect((await ready()).database).toBe(true);
    expect(probes).toBe(2);
  });
});

describe('GET /api/health', () => {
  it('answers ok with the readiness fields and no deep figures', async () => {
    const res = await new TestClient(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: true, queue: true });
    expect(res.body).not.toHaveProperty('memory');
    expect(res.body).not.toHaveProperty('providers');
  });
});

describe('GET /api/admin/health', () => {
  it('is refused to visitors and to parents', async () => {
    expect((await new TestClient(t.app).get('/api/admin/health')).status).toBe(401);
    const parent = await signUpVerified(t.app, 'parent@example.com');
    expect((await parent.get('/api/admin/health')).status).toBe(403);
  });

  it('gives the admin the database, queue, storage, providers, version, uptime and memory', async () => {
    // Admin routes take the admin bearer token (docs/decisions/013-admin-credential.md).
    const admin = await signUpAdmin(t.app, t.ctx, 'admin@example.com');
    const res = await admin.get<Record<string, Record<string, unknown>>>('/api/admin/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: { ok: true, engine: t.ctx.database.kind },
      queue: { ok: true, running: true },
      storage: { ok: true },
      providers: { mail: 'dev-mailbox', payments: 'sandbox', storyWriter: 'local' },
    });
    expect(res.body.queue?.waiting).toEqual(expect.any(Number));
    expect(res.body.queue?.failedLastDay).toEqual(expect.any(Object));
    expect(res.body.storage?.freeMb).toBeGreaterThan(0);
    expect(res.body.memory?.rssMb).toBeGreaterThan(0);
    expect(typeof res.body.version).toBe('string');
    expect(res.body.uptimeSeconds).toEqual(expect.any(Number));
  });

  it("reports the safety net's refusals by category, as counted in the database", async () => {
    const admin = await signUpAdmin(t.app, t.ctx, 'admin-safety@example.com');
    const figures = async () =>
      (await admin.get<{ storySafety: SafetyFigures }>('/api/admin/health')).body.storySafety;
    const before = await figures();
    t.ctx.stories.safety.refused(['fears', 'harm', 'fears']);
    t.ctx.stories.safety.fellBack();
    const after = await figures();
    expect(after.refusedDrafts - before.refusedDrafts).toBe(1);
    expect(after.localFallbacks - before.localFallbacks).toBe(1);
    const more = (k: string) => (after.byCategory[k] ?? 0) - (before.byCategory[k] ?? 0);
    expect([more('fears'), more('harm')]).toEqual([1, 1]);
  });
});
