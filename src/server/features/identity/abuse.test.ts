import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstLink,
  latestMail,
  signUp,
  signUpVerified,
  TestClient,
} from '../../../../tests/support/client.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app.js';
import { addChild, parent } from '../../../../tests/support/features/stories.js';
import { AUTH_MESSAGES, GENERIC_MESSAGES } from '../../../shared/messages.js';
import { loadConfig } from '../../platform/config.js';
import { authAttempts, sessions, users } from '../../platform/db/schema/identity.js';

/** Findings of the outside security test (issue 7): sign-in guessing, admin role, client address. */
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  // Default limits (8 failed sign-ins per e-mail per window), but five generations per user.
  t = await createTestApp({
    ADMIN_EMAILS: 'chief@example.com',
    RATE_LIMIT_GENERATIONS: '5',
    AUDIO_WAIT_MS: '0', // no worker here: an audio request answers 202 at once
  });
  proxied = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

/** A request as @hono/node-server hands it over: with the socket it arrived on. */
function fromSocket(app: TestApp['app'], path: string, init: RequestInit, remoteAddress: string) {
  return app.request(path, init, { incoming: { socket: { remoteAddress } } });
}

const signIn = (client: TestClient, email: string, password: string, headers?: Record<string, string>) =>
  client.post('/api/identity/sign-in/email', { email, password }, headers);

describe('sign-in guessing limit', () => {
  it('refuses bodies that are not JSON on the identity endpoints with a 415', async () => {
    await signUpVerified(t.app, 'formtarget@example.com');
    const form = new URLSearchParams({ email: 'formtarget@example.com', password: 'wrong-pass' });
    const bodies: [string | undefined, BodyInit][] = [
      ['application/x-www-form-urlencoded', form.toString()],
      ['text/plain', JSON.stringify({ email: 'formtarget@example.com', password: 'wrong-pass' })],
      [undefined, form.toString()],
    ];
    for (const [type, body] of bodies) {
      const res = await t.app.request('/api/identity/sign-in/email', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, ...(type ? { 'content-type': type } : {}) },
        body,
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        error: GENERIC_MESSAGES.jsonRequired,
      });
    }
    const multipart = new FormData();
    multipart.set('email', 'formtarget@example.com');
    multipart.set('password', 'wrong-pass');
    const res = await t.app.request('/api/identity/sign-in/email', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN },
      body: multipart,
    });
    expect(res.status).toBe(415);
  });

  it('checks at most the limit of 60 concurrent wrong passwords, then slows even the right one from a new browser', async () => {
    await signUpVerified(t.app, 'target@example.com');
    const limit = t.ctx.config.RATE_LIMIT_SIGNIN_FAILURES;
    const attempts = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        // The same account however the address is written.
        signIn(new TestClient(t.app), i % 2 ? 'TARGET@example.com' : 'target@example.com', `wrong-${i}`),
      ),
    );
    const checked = attempts.filter((r) => r.status === 401).length;
    expect(checked).toBe(limit);
    expect(attempts.filter((r) => r.status === 429)).toHaveLength(60 - limit);
    const right = await signIn(new TestClient(t.app), 'target@example.com', 'secret123');
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', error: AUTH_MESSAGES.tooManyRequests });
  });

  it("clears only the signed-in e-mail's count, never another's", async () => {
    await signUpVerified(t.app, 'guessed@example.com');
    await signUpVerified(t.app, 'attacker@example.com');
    const limit = t.ctx.config.RATE_LIMIT_SIGNIN_FAILURES;
    const client = new TestClient(t.app);
    for (let i = 0; i < limit - 1; i++)
      expect((await signIn(client, 'guessed@example.com', 'nope-nope')).status).toBe(401);
    // The attacker's own successful sign-in (and a refused body) must not reset the victim's count.
    expect((await signIn(client, 'attacker@example.com', 'secret123')).status).toBe(200);
    expect((await signIn(client, 'guessed@example.com', 'nope-nope')).status).toBe(401);
    expect((await signIn(client, 'guessed@example.com', 'secret123')).status).toBe(429);
  });

  it("slows a stranger's guessing without locking the owner out: the owner's own browser signs in at once", async () => {
    const owner = await signUpVerified(t.app, 'owner@example.com');
    // A password sign-in marks this browser as the account's.
    expect((await signIn(owner, 'owner@example.com', 'secret123')).status).toBe(200);
    const limit = t.ctx.config.RATE_LIMIT_SIGNIN_FAILURES;
    const stranger = new TestClient(t.app);
    const from = { 'x-forwarded-for': '198.51.100.20' };
    const statuses: number[] = [];
    for (let i = 0; i < limit + 5; i++)
      statuses.push((await signIn(stranger, 'owner@example.com', `guess-${i}`, from)).status);
    expect(statuses).toEqual([...Array<number>(limit).fill(401), ...Array<number>(5).fill(429)]);
    const slowed = await signIn(stranger, 'owner@example.com', 'secret123', from);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', error: AUTH_MESSAGES.tooManyRequests });
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);

    // The owner's browser is not slowed by the stranger's guesses, even with a typo first.
    expect((await signIn(owner, 'owner@example.com', 'typo-typo', from)).status).toBe(401);
    expect((await signIn(owner, 'owner@example.com', 'secret123', from)).status).toBe(200);
    // A cookie copied onto another account, or forged, vouches for nothing.
    const copied = new TestClient(t.app);
    copied.cookie = owner.cookie;
    await signUpVerified(t.app, 'neighbour@example.com');
    for (let i = 0; i < limit; i++) await signIn(copied, 'neighbour@example.com', 'nope-nope', from);
    expect((await signIn(copied, 'neighbour@example.com', 'secret123', from)).status).toBe(429);
    const forged = new TestClient(t.app);
    forged.cookie = 'mt_device=abc.AAAA';
    expect((await signIn(forged, 'owner@example.com', 'secret123', from)).status).toBe(429);
  });

  it('waits 15 s after the free attempts, doubling; an attempt after the wait is checked', async () => {
    await signUpVerified(t.app, 'patient-owner@example.com');
    const limit = t.ctx.config.RATE_LIMIT_SIGNIN_FAILURES;
    const client = new TestClient(t.app);
    const from = { 'x-forwarded-for': '198.51.100.21' };
    const key = 'signin:patient-owner@example.com';
    const waitPasses = (seconds: number) =>
      t.ctx.db
        .update(authAttempts)
        .set({ windowStart: sql`${authAttempts.windowStart} - make_interval(secs => ${seconds})` })
        .where(eq(authAttempts.key, key));
    for (let i = 0; i < limit; i++) await signIn(client, 'patient-owner@example.com', 'nope-nope', from);
    const first = await signIn(client, 'patient-owner@example.com', 'nope-nope', from);
    expect(first.status).toBe(429);
    expect(Number(first.headers.get('retry-after'))).toBeLessThanOrEqual(15);
    await waitPasses(15);
    expect((await signIn(client, 'patient-owner@example.com', 'nope-nope', from)).status).toBe(401);
    const second = await signIn(client, 'patient-owner@example.com', 'secret123', from);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(15);
    expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    await waitPasses(30);
    expect((await signIn(client, 'patient-owner@example.com', 'secret123', from)).status).toBe(200);
    // The success cleared the count: the next typo is checked at once.
    expect((await signIn(new TestClient(t.app), 'patient-owner@example.com', 'typo-typo', from)).status).toBe(
      401,
    );
  });

  it('lets the owner back in after a success clears their own count', async () => {
    await signUpVerified(t.app, 'typo@example.com');
    const client = new TestClient(t.app);
    for (let i = 0; i < 3; i++) await signIn(client, 'typo@example.com', 'typo-typo');
    expect((await signIn(client, 'typo@example.com', 'secret123')).status).toBe(200);
    for (let i = 0; i < 7; i++)
      expect((await signIn(client, 'typo@example.com', 'typo-typo')).status).toBe(401);
  });
});

describe('mail and generation limits', () => {
  const resend = (client: TestClient, email: string) =>
    client.post('/api/identity/send-verification-email', { email, callbackURL: '/' });

  it('resends the verification mail at most five times per address, then 429 without a mail', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/identity/sign-up/email', {
      name: 'Waiting',
      email: 'resend@example.com',
      password: 'secret123',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await resend(client, 'RESEND@example.com')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const last = await resend(client, 'resend@example.com');
    expect(last.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', error: GENERIC_MESSAGES.rateLimited });
    // The sign-up mail and five resends; the refused ones sent nothing.
    expect(await latestMail(client, 'resend@example.com')).toHaveLength(6);
  });

  it('limits mail-sending requests per client address across many addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await fromSocket(
        t.app,
        '/api/identity/request-password-reset',
        {
          method: 'POST',
          headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ email: `spray${i}@example.com`, redirectTo: '/activate' }),
        },
        '198.51.100.77',
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('refuses a sixth generation request in the window with 429, credits or not, and only for that user', async () => {
    const client = await parent(t.app, t, 'hasty@example.com', 'premium');
    const child = await addChild(client);
    const generate = (c: TestClient) =>
      c.post('/api/stories/generate', { childId: child.id, storyLength: 'short' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await generate(client)).status);
    // One text credit a day on Premium: the first writes, the next three are refused for credits.
    expect(statuses).toEqual([201, 403, 403, 403]);
    // Audio requests spend the same budget.
    const [story] = (await client.get<{ data: { id: string }[] }>('/api/stories/all')).body.data;
    const audio = await client.post(`/api/stories/generate-audio/${story!.id}`);
    expect(audio.status).not.toBe(429);
    const limited = await generate(client);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 'RATE_LIMITED', error: GENERIC_MESSAGES.rateLimited });
    expect(limited.headers.get('retry-after')).toBe(String(t.ctx.config.RATE_LIMIT_WINDOW_SECONDS));
    expect((await client.post(`/api/stories/generate-audio/${story!.id}`)).status).toBe(429);
    expect((await client.get<{ data: unknown[] }>('/api/stories/all')).body.data).toHaveLength(1);

    const neighbour = await parent(t.app, t, 'patient@example.com', 'premium');
    const theirs = await addChild(neighbour);
    const res = await neighbour.post('/api/stories/generate', { childId: theirs.id, storyLength: 'short' });
    expect(res.status).toBe(201);
  });
});

describe('admin role needs a verified address', () => {
  it('does not make an unverified ADMIN_EMAILS sign-up an admin; verification does', async () => {
    const client = new TestClient(t.app);
    await signUp(client, {
      name: 'Chief',
      email: 'chief@example.com',
      password: 'secret123',
    });
    expect((await client.get('/api/auth/me')).body).toMatchObject({ role: 'user', emailVerified: false });
    const refused = await client.post('/api/admin/billing/resync/someone');
    expect(refused.status).toBe(403);

    const [mail] = await latestMail(client, 'chief@example.com');
    const link = new URL(firstLink(mail!.text));
    await new TestClient(t.app).get(link.pathname + link.search);
    expect((await client.get('/api/auth/me')).body).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('makes a verified ADMIN_EMAILS account admin when it signs in', async () => {
    // As if the address was added to ADMIN_EMAILS after the account was verified.
    await t.ctx.db.update(users).set({ role: 'user' }).where(eq(users.email, 'chief@example.com'));
    const client = new TestClient(t.app);
    expect((await signIn(client, 'chief@example.com', 'secret123')).status).toBe(200);
    expect((await client.get('/api/auth/me')).body).toMatchObject({ role: 'admin' });
  });

  it('checks verification before the role in every admin guard', async () => {
    const client = new TestClient(t.app);
    await signUp(client, {
      name: 'Sly',
      email: 'sly@example.com',
      password: 'secret123',
    });
    await t.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'sly@example.com'));
    const res = await client.post('/api/admin/billing/resync/someone');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', error: GENERIC_MESSAGES.emailNotVerified });
  });

  it('grants the role from the CLI only to a verified account', async () => {
    const client = new TestClient(t.app);
    await signUp(client, {
      name: 'New',
      email: 'fresh@example.com',
      password: 'secret123',
    });
    expect(await t.ctx.identity.grantAdmin('fresh@example.com')).toBe('unverified');
    expect((await client.get('/api/auth/me')).body).toMatchObject({ role: 'user' });
    await signUpVerified(t.app, 'proven@example.com');
    expect(await t.ctx.identity.grantAdmin('proven@example.com')).toBe('granted');
    expect(await t.ctx.identity.grantAdmin('nobody@example.com')).toBe('not-found');
  });

  it('`npm run admin -- revoke` takes the role back, but never from the last admin', async () => {
    await signUpVerified(t.app, 'second-admin@example.com');
    await signUpVerified(t.app, 'plain-user@example.com');
    expect(await t.ctx.identity.grantAdmin('second-admin@example.com')).toBe('granted');
    expect(await t.ctx.identity.revokeAdmin('nobody@example.com')).toBe('not-found');
    expect(await t.ctx.identity.revokeAdmin('plain-user@example.com')).toBe('not-admin');
    const admins = async () =>
      (await t.ctx.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'))).map(
        (u) => u.email,
      );
    const before = await admins();
    expect(before.length).toBeGreaterThanOrEqual(2);
    for (const email of before.slice(1)) expect(await t.ctx.identity.revokeAdmin(email)).toBe('revoked');
    expect(await t.ctx.identity.revokeAdmin(before[0]!)).toBe('last-admin');
    expect(await admins()).toEqual([before[0]]);
  });
});

describe('client address (TRUST_PROXY)', () => {
  const post = (app: TestApp['app'], path: string, body: unknown, socket: string, forwarded: string) =>
    fromSocket(
      app,
      path,
      {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': forwarded },
        body: JSON.stringify(body),
      },
      socket,
    );
  const signUp = (app: TestApp['app'], i: number, socket: string, forwarded: string) =>
    post(
      app,
      '/api/identity/sign-up/email',
      { name: 'Rotator', email: `rot${i}@example.com`, password: 'secret123' },
      socket,
      forwarded,
    );
  /** Sign-up opens no session (issue 28): the sign-in after it is the session whose address is kept. */
  const signInAfter = (app: TestApp['app'], i: number, socket: string, forwarded: string) =>
    post(
      app,
      '/api/identity/sign-in/email',
      { email: `rot${i}@example.com`, password: 'secret123' },
      socket,
      forwarded,
    );

  it('ignores X-Forwarded-For by default: rotating it does not dodge the per-address sign-up limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await signUp(t.app, i, '203.0.113.9', `10.0.0.${i}`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await signInAfter(t.app, 0, '203.0.113.9', '10.0.0.0')).status).toBe(200);
    // better-auth records the socket's address, not the claimed one.
    const [row] = await t.ctx.db
      .select({ ip: sessions.ipAddress })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, 'rot0@example.com'));
    expect(row?.ip).toBe('203.0.113.9');
  });

  it('with TRUST_PROXY=1 takes the address our proxy appended, not what the client wrote before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await signUp(proxied.app, i, '10.1.1.1', `198.18.0.${i}, 198.51.100.7`)).status);
    expect(statuses[20]).toBe(429);
    const other = await signUp(proxied.app, 99, '10.1.1.1', '198.51.100.8');
    expect(other.status).toBe(200);
    expect((await signInAfter(proxied.app, 99, '10.1.1.1', '198.51.100.8')).status).toBe(200);
    const [row] = await proxied.ctx.db
      .select({ ip: sessions.ipAddress })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, 'rot99@example.com'));
    expect(row?.ip).toBe('198.51.100.8');
  });

  it('reads TRUST_PROXY as false, true (one hop) or a hop count, and refuses anything else', () => {
    const base = { AUTH_SECRET: 'x'.repeat(40), DATA_DIR: proxied.ctx.config.DATA_DIR };
    expect(loadConfig(base, false).TRUST_PROXY).toBe(0);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }, false).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }, false).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'yes please' }, false)).toThrow(/TRUST_PROXY/);
  });
});
