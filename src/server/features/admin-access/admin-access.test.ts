import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_UI } from '../../../shared/daily.js';
import { GENERIC_MESSAGES } from '../../../shared/messages.js';
import { AdminClient, signUpAdmin } from '../../../../tests/support/admin.js';
import { signUpVerified, TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { adminAudit } from '../../platform/db/schema/admin.js';
import { adminSessions } from '../../platform/db/schema/daily.js';
import { users } from '../../platform/db/schema/identity.js';

const ID = '00000000-0000-4000-8000-000000000000';

/** Every /api/admin route of the daily story (and the other admin features that mount later). */
const ADMIN_ROUTES: [string, string, unknown?][] = [
  ['POST', '/api/admin/daily-story/generate', {}],
  ['POST', `/api/admin/daily-story/${ID}/generate-audio`, {}],
  ['GET', `/api/admin/daily-story/jobs/${ID}`],
  ['PUT', `/api/admin/daily-story/${ID}/schedule`, { publishDate: '2030-01-01', status: 'scheduled' }],
  ['DELETE', '/api/admin/daily-story/date/2030-01-01'],
  ['DELETE', `/api/admin/daily-story/id/${ID}`],
  ['GET', '/api/admin/daily-stories'],
  ['GET', '/api/admin/daily-story'],
  ['GET', '/api/admin/daily-story/stats'],
  ['GET', `/api/admin/daily-story/${ID}/audio`],
  ['GET', '/api/admin/financials/overview'],
  ['GET', '/api/admin/financials/revenue-chart'],
  ['GET', '/api/admin/financials/recent-subscriptions'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users/stats'],
  ['GET', '/api/admin/users/export/csv'],
  ['GET', `/api/admin/users/${ID}`],
  ['PUT', `/api/admin/users/${ID}/subscription`, { action: 'resync' }],
  ['DELETE', `/api/admin/users/${ID}`, { reason: 'test', confirmation: 'x@example.com' }],
  ['POST', `/api/admin/billing/resync/${ID}`],
];

let t: TestApp;
let admin: AdminClient;
let parent: TestClient;

beforeAll(async () => {
  // Generation jobs are not run here (no workers): requests answer 202 at once.
  t = await createTestApp({ LOG_LEVEL: 'silent', AUDIO_WAIT_MS: '0' });
  admin = await signUpAdmin(t.app, t.ctx, 'chief@example.com');
  parent = await signUpVerified(t.app, 'parent@example.com');
});
afterAll(() => t.close());

const send = (client: TestClient, [method, path, body]: [string, string, unknown?], headers = {}) =>
  client.request(method, path, body, headers);

describe('the admin credential on every /api/admin route', () => {
  it('401 without credentials, 403 for a signed-in non-admin (with or without a token of theirs)', async () => {
    const visitor = new TestClient(t.app);
    for (const route of ADMIN_ROUTES) {
      expect((await send(visitor, route)).status, route.join(' ')).toBe(401);
      expect((await send(parent, route)).status, route.join(' ')).toBe(403);
    }
    expect((await parent.post('/api/admin/session')).status).toBe(403);
    expect((await visitor.post('/api/admin/session')).status).toBe(401);
  });

  it('an admin needs the bearer token: the cookie alone answers 401 ADMIN_TOKEN_REQUIRED', async () => {
    const cookieOnly = new TestClient(t.app);
    cookieOnly.cookie = admin.cookie;
    for (const route of ADMIN_ROUTES) {
      const res = await send(cookieOnly, route);
      expect(res.status, route.join(' ')).toBe(401);
      expect(res.body).toMatchObject({ code: 'ADMIN_TOKEN_REQUIRED', adminTokenRequired: true });
    }
    // With it, no route refuses the admin (404s for the made-up id are the routes' own answers).
    for (const route of ADMIN_ROUTES) {
      expect([401, 403]).not.toContain((await send(admin, route)).status);
    }
  });

  it('the token alone opens no admin route: it needs the session that issued it', async () => {
    const bearerOnly = new TestClient(t.app);
    const auth = { authorization: `Bearer ${admin.token}` };
    for (const route of ADMIN_ROUTES)
      expect((await send(bearerOnly, route, auth)).status, route.join(' ')).toBe(401);
    expect((await bearerOnly.get('/api/auth/me', auth)).status).toBe(401);

    // The same admin signed in elsewhere (another session) cannot use this tab's token either.
    const elsewhere = new TestClient(t.app);
    const signIn = await elsewhere.post('/api/identity/sign-in/email', {
      email: 'chief@example.com',
      password: 'secret123',
    });
    expect(signIn.status).toBe(200);
    for (const route of ADMIN_ROUTES) {
      const res = await send(elsewhere, route, auth);
      expect(res.status, route.join(' ')).toBe(401);
      expect(res.body).toMatchObject({ code: 'ADMIN_TOKEN_INVALID', adminTokenRequired: true });
    }
    // With the session it was issued under, it works.
    expect((await admin.get('/api/admin/daily-story')).status).toBe(200);
  });

  it('a made-up, expired or revoked token is refused with 401', async () => {
    const forged = { authorization: 'Bearer mta_madeup' };
    expect((await admin.get('/api/admin/daily-story', forged)).body).toMatchObject({
      code: 'ADMIN_TOKEN_INVALID',
      error: DAILY_UI.adminTokenRequired,
    });

    const expiring = await signUpAdmin(t.app, t.ctx, 'expiring@example.com');
    expect((await expiring.get('/api/admin/daily-story')).status).toBe(200);
    await t.ctx.db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.userId, await idOf('expiring@example.com')));
    expect((await expiring.get('/api/admin/daily-story')).status).toBe(401);
    // A new token for the same signed-in admin works again.
    await expiring.openAdminSession();
    expect((await expiring.get('/api/admin/daily-story')).status).toBe(200);

    const revoked = await signUpAdmin(t.app, t.ctx, 'revoked@example.com');
    const token = revoked.token;
    expect((await revoked.delete('/api/admin/session')).status).toBe(204);
    expect((await revoked.get('/api/admin/daily-story', { authorization: `Bearer ${token}` })).status).toBe(
      401,
    );
  });

  it('signing out ends the admin token issued under that session', async () => {
    const leaving = await signUpAdmin(t.app, t.ctx, 'leaving@example.com');
    const token = leaving.token;
    expect((await leaving.post('/api/identity/sign-out', {})).status).toBe(200);
    const stranger = new TestClient(t.app);
    const res = await stranger.get('/api/admin/daily-story', { authorization: `Bearer ${token}` });
    expect(res.status).toBe(401);
  });

  it('checks verification before the role, live: a demoted or unverified admin is refused at once', async () => {
    const demoted = await signUpAdmin(t.app, t.ctx, 'demoted@example.com');
    await t.ctx.db.update(users).set({ role: 'user' }).where(eq(users.email, 'demoted@example.com'));
    expect((await demoted.get('/api/admin/daily-story')).status).toBe(403);

    const unverified = await signUpAdmin(t.app, t.ctx, 'unproven@example.com');
    await t.ctx.db.update(users).set({ emailVerified: false }).where(eq(users.email, 'unproven@example.com'));
    const res = await unverified.get('/api/admin/daily-story');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', error: GENERIC_MESSAGES.emailNotVerified });
  });

  it("a token is its own user's: after requireUser, another user's cookie with it is refused", async () => {
    const mixed = new TestClient(t.app);
    mixed.cookie = parent.cookie;
    const auth = { authorization: `Bearer ${admin.token}` };
    // The billing resync route guards with requireUser (the cookie) and then requireAdmin (the token).
    const res = await mixed.request('POST', '/api/admin/billing/resync/someone', {}, auth);
    expect(res.status).toBe(403);
    expect((await admin.post('/api/admin/billing/resync/someone')).status).toBe(404);
  });

  it('an admin holds at most five live tokens: a new one revokes the oldest', async () => {
    const tabs = await signUpAdmin(t.app, t.ctx, 'many-tabs@example.com');
    const first = tabs.token;
    const issued = [first];
    for (let i = 0; i < 6; i++) issued.push((await tabs.openAdminSession()).token);
    const statuses = [];
    for (const token of issued)
      statuses.push((await tabs.get('/api/admin/daily-story', { authorization: `Bearer ${token}` })).status);
    expect(statuses).toEqual([401, 401, 200, 200, 200, 200, 200]);
    const live = await t.ctx.db
      .select({ id: adminSessions.id })
      .from(adminSessions)
      .where(
        and(eq(adminSessions.userId, await idOf('many-tabs@example.com')), isNull(adminSessions.revokedAt)),
      );
    expect(live).toHaveLength(5);
  });

  it('issues at most RATE_LIMIT_ADMIN_TOKENS tokens a window per admin, then 429 with no token or audit row', async () => {
    const eager = await signUpAdmin(t.app, t.ctx, 'eager@example.com');
    const limit = t.ctx.config.RATE_LIMIT_ADMIN_TOKENS;
    const burst = await Promise.all(Array.from({ length: 30 }, () => eager.post('/api/admin/session')));
    // The one signUpAdmin took counts too.
    expect(burst.filter((r) => r.status === 201)).toHaveLength(limit - 1);
    const refused = burst.filter((r) => r.status === 429);
    expect(refused).toHaveLength(30 - (limit - 1));
    expect(refused[0]?.body).toMatchObject({ code: 'RATE_LIMITED', error: GENERIC_MESSAGES.rateLimited });
    expect(refused[0]?.headers.get('retry-after')).toBe(String(t.ctx.config.RATE_LIMIT_WINDOW_SECONDS));
    expect(await auditedFor('eager@example.com', 'admin.session.start')).toBe(limit);
    // Another admin is not affected.
    expect((await admin.post('/api/admin/session')).status).toBe(201);
  });

  it('revoking a token writes an audit row', async () => {
    const leaving = await signUpAdmin(t.app, t.ctx, 'logout-audit@example.com');
    expect(await auditedFor('logout-audit@example.com', 'admin.session.end')).toBe(0);
    expect((await leaving.delete('/api/admin/session')).status).toBe(204);
    expect(await auditedFor('logout-audit@example.com', 'admin.session.end')).toBe(1);
    // An already revoked (or made-up) token revokes nothing and records nothing.
    expect((await leaving.delete('/api/admin/session')).status).toBe(204);
    expect(await auditedFor('logout-audit@example.com', 'admin.session.end')).toBe(1);
  });

  it('only the hash of a token is stored', async () => {
    const rows = await t.ctx.db.select({ hash: adminSessions.tokenHash }).from(adminSessions);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.hash).not.toBe(admin.token);
    }
  });
});

async function auditedFor(email: string, action: string): Promise<number> {
  const rows = await t.ctx.db
    .select({ id: adminAudit.id })
    .from(adminAudit)
    .where(and(eq(adminAudit.adminEmail, email), eq(adminAudit.action, action)));
  return rows.length;
}

async function idOf(email: string): Promise<string> {
  const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
