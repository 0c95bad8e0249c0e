import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  firstLink,
  latestMail,
  signUp,
  signUpVerified,
  TestClient,
} from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { buildApp } from '../../app.js';
import { createContext, type AppContext } from '../../context.js';
import { createLogger } from '../../platform/logger.js';
import { users } from '../../platform/db/schema/identity.js';
import { VALIDATION_MESSAGES } from '../../../shared/messages.js';

/** Issue 7: what better-auth's own endpoints accept, reset tokens, passwords, fresh sessions, mails. */
let t: TestApp;
let second: AppContext;
let secondApp: TestApp['app'];
beforeAll(async () => {
  t = await createTestApp();
  // Another app server on the same database.
  second = await createContext(t.ctx.config, createLogger(t.ctx.config), {
    database: t.ctx.database,
    workers: false,
  });
  secondApp = buildApp(second);
});
afterAll(async () => {
  await second.jobs.stop();
  await t.close();
});

const mailsTo = async (client: TestClient, email: string) => latestMail(client, email);

describe('user fields written through better-auth', () => {
  it('refuses a long name, an object as a name and an unknown time zone at sign-up', async () => {
    const client = new TestClient(t.app);
    const base = { email: 'long@example.com', password: 'secret123' };
    const long = await client.post('/api/identity/sign-up/email', { ...base, name: 'A'.repeat(100 * 1024) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: VALIDATION_MESSAGES.nameTooLong });
    const object = await client.post('/api/identity/sign-up/email', { ...base, name: { first: 'x' } });
    expect(object.status).toBe(400);
    expect(object.body).toMatchObject({ message: VALIDATION_MESSAGES.nameNotText });
    const zone = await client.post('/api/identity/sign-up/email', {
      ...base,
      name: 'Ok',
      timeZone: 'Mars/Olympus',
    });
    expect(zone.status).toBe(400);
    expect(zone.body).toMatchObject({ message: VALIDATION_MESSAGES.timeZoneInvalid });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'long@example.com'));
    expect(row).toBeUndefined();
    expect(await mailsTo(client, 'long@example.com')).toHaveLength(0);
  });

  it('applies the same rules to update-user and to PUT /api/auth/profile', async () => {
    const client = await signUpVerified(t.app, 'updater@example.com');
    const long = await client.post('/api/identity/update-user', { name: 'B'.repeat(81) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: VALIDATION_MESSAGES.nameTooLong });
    const zone = await client.post('/api/identity/update-user', { timeZone: 'Nowhere/Land' });
    expect(zone.status).toBe(400);
    const object = await client.post('/api/identity/update-user', { name: ['x'] });
    expect(object.status).toBe(400);
    const ok = await client.post('/api/identity/update-user', { name: 'Sam', timeZone: 'Asia/Tokyo' });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/auth/me')).body).toMatchObject({
      displayName: 'Sam',
      timeZone: 'Asia/Tokyo',
    });

    const profile = await client.put('/api/auth/profile', { displayName: 'C'.repeat(81) });
    expect(profile.status).toBe(400);
    expect(String(profile.body.error)).toContain(VALIDATION_MESSAGES.nameTooLong);
    const lineBreak = await client.put('/api/auth/profile', { displayName: 'Sam\nClick here' });
    expect(lineBreak.status).toBe(400);
    // Preferences are small settings sent back on every /api/auth/me: 2 KB at most.
    const small = await client.put('/api/auth/profile', { preferences: { voice: 'slt', theme: 'night' } });
    expect(small.status).toBe(200);
    const large = await client.put('/api/auth/profile', { preferences: { blob: 'x'.repeat(4000) } });
    expect(large.status).toBe(400);
    expect(String(large.body.error)).toContain(VALIDATION_MESSAGES.preferencesTooLarge);
    const me = await client.get<{ preferences: Record<string, unknown> }>('/api/auth/me');
    expect(me.body.preferences).toEqual({ voice: 'slt', theme: 'night' });
  });

  it('puts only the plainly quoted name into the verification mail, with a button and a wrapping link', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/identity/sign-up/email', {
      name: 'Urgent: your bank',
      email: 'quoted@example.com',
      password: 'secret123',
    });
    const [mail] = (
      await client.get<{ messages: { subject: string; text: string; html: string }[] }>(
        '/api/dev/mailbox?to=quoted@example.com',
      )
    ).body.messages;
    expect(mail?.text).toContain('“Urgent: your bank”');
    expect(mail?.text).not.toMatch(/(^|[^“])Urgent: your bank/);
    expect(mail?.html).toMatch(
      /<table role="presentation"[^>]*>\s*<tr><td[^>]*bgcolor="#f6c25b"[^>]*><a href="http:\/\/localhost:3000\/api\/identity\/verify-email\?token=/,
    );
    expect(mail?.html).toContain('Or paste this link into your browser:');
    expect(mail?.html).toMatch(
      /<p style="[^"]*word-break:break-all;overflow-wrap:anywhere[^"]*"><a href="http:\/\/localhost:3000\/api\/identity\/verify-email/,
    );
    expect(mail?.text).toMatch(/^http:\/\/localhost:3000\/api\/identity\/verify-email\?token=\S+$/m);
  });
});

describe('passwords', () => {
  it('refuses a password of only spaces at sign-up, reset and change', async () => {
    const client = new TestClient(t.app);
    const signUp = await client.post('/api/identity/sign-up/email', {
      name: 'Space',
      email: 'space@example.com',
      password: '      ',
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body).toMatchObject({ code: 'PASSWORD_BLANK', message: VALIDATION_MESSAGES.passwordBlank });

    const owner = await signUpVerified(t.app, 'blank@example.com');
    const change = await owner.post('/api/identity/change-password', {
      currentPassword: 'secret123',
      newPassword: '        ',
    });
    expect(change.status).toBe(400);
    expect(change.body).toMatchObject({ message: VALIDATION_MESSAGES.passwordBlank });

    await owner.post('/api/identity/request-password-reset', {
      email: 'blank@example.com',
      redirectTo: '/activate',
    });
    const mail = (await latestMail(owner, 'blank@example.com')).find((m) => m.subject.includes('Reset'));
    const token = new URL(firstLink(mail!.text)).searchParams.get('oobCode');
    const reset = await owner.post('/api/identity/reset-password', { newPassword: '\t      ', token });
    expect(reset.status).toBe(400);
    expect(reset.body).toMatchObject({ message: VALIDATION_MESSAGES.passwordBlank });
    expect(
      (await owner.post('/api/identity/reset-password', { newPassword: 'a real one', token })).status,
    ).toBe(200);
  });

  it('revokes an older reset link when a newer one is issued', async () => {
    const client = await signUpVerified(t.app, 'twice@example.com');
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      await client.post('/api/identity/request-password-reset', {
        email: 'twice@example.com',
        redirectTo: '/activate',
      });
      const resets = (await latestMail(client, 'twice@example.com')).filter((m) =>
        m.subject.includes('Reset'),
      );
      const newest = resets.map((m) => new URL(firstLink(m.text)).searchParams.get('oobCode') as string);
      tokens.push(newest.find((tk) => !tokens.includes(tk)) as string);
    }
    expect(tokens[0]).not.toBe(tokens[1]);
    const old = await client.post('/api/identity/reset-password', {
      newPassword: 'older-link',
      token: tokens[0],
    });
    expect(old.status).toBe(400);
    const fresh = await client.post('/api/identity/reset-password', {
      newPassword: 'newer-link',
      token: tokens[1],
    });
    expect(fresh.status).toBe(200);
  });
});

describe('sessions see changes on the next request', () => {
  it('sees a verification made in another browser at once, on this and another app server', async () => {
    const parent = new TestClient(t.app);
    await signUp(parent, {
      name: 'Pat',
      email: 'pat@example.com',
      password: 'secret123',
    });
    const before = await parent.get('/api/children');
    expect(before.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const elsewhere = new TestClient(secondApp);
    elsewhere.cookie = parent.cookie;
    expect((await elsewhere.get('/api/children')).body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    // The link opened in another browser, on the other server.
    const [mail] = await latestMail(parent, 'pat@example.com');
    const link = new URL(firstLink(mail!.text));
    await new TestClient(secondApp).get(link.pathname + link.search);

    expect((await parent.get('/api/children')).body).not.toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect((await elsewhere.get('/api/children')).body).not.toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  it('sees a role change and a revoked session on the next request', async () => {
    const client = await signUpVerified(t.app, 'roles@example.com');
    expect((await client.post('/api/admin/billing/resync/x')).body).toMatchObject({ code: 'FORBIDDEN' });
    await second.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'roles@example.com'));
    expect((await client.post('/api/admin/billing/resync/x')).body).not.toMatchObject({ code: 'FORBIDDEN' });

    const other = new TestClient(secondApp);
    other.cookie = client.cookie;
    await other.post('/api/identity/sign-out');
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses a session cookie with a forged signature', async () => {
    const client = await signUpVerified(t.app, 'forged@example.com');
    const forged = new TestClient(t.app);
    forged.cookie = client.cookie.replace(/(better-auth\.session_token=[^.;]+\.)[^;]+/, '$1AAAA');
    expect((await forged.get('/api/auth/me')).status).toBe(401);
  });
});

describe('e-mailed tokens work once and expire', () => {
  const HOUR = 3600_000;

  /** Runs `fn` with the clock (Date only: timers and the database's own clock untouched) moved on. */
  async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
    try {
      return await fn();
    } finally {
      vi.useRealTimers();
    }
  }

  async function resetToken(email: string): Promise<string> {
    const client = new TestClient(t.app);
    await client.post('/api/identity/request-password-reset', { email, redirectTo: '/activate' });
    const mail = (await mailsTo(client, email)).find((m) => m.subject.includes('Reset'));
    return new URL(firstLink(mail!.text)).searchParams.get('oobCode') ?? '';
  }

  async function verificationLink(client: TestClient, email: string): Promise<string> {
    const [mail] = await mailsTo(client, email);
    const link = new URL(firstLink(mail!.text));
    return link.pathname + link.search;
  }

  it('refuses a reset link after its hour, and the old password still works', async () => {
    await signUpVerified(t.app, 'slow-reset@example.com');
    const token = await resetToken('slow-reset@example.com');
    const client = new TestClient(t.app);
    const late = await later(HOUR + 60_000, () =>
      client.post('/api/identity/reset-password', { newPassword: 'too-late-1', token }),
    );
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'INVALID_TOKEN' });
    const signIn = await client.post('/api/identity/sign-in/email', {
      email: 'slow-reset@example.com',
      password: 'secret123',
    });
    expect(signIn.status).toBe(200);
    // Within the hour the same kind of link works (it is the clock that refused the first).
    await signUpVerified(t.app, 'quick-reset@example.com');
    const fresh = await resetToken('quick-reset@example.com');
    const inTime = await later(HOUR - 60_000, () =>
      client.post('/api/identity/reset-password', { newPassword: 'in-time-1', token: fresh }),
    );
    expect(inTime.status).toBe(200);
  });

  it('signs every session out when the password is reset, and the link cannot be used twice', async () => {
    const victim = await signUpVerified(t.app, 'stolen@example.com');
    expect((await victim.get('/api/auth/me')).status).toBe(200);
    const token = await resetToken('stolen@example.com');
    const owner = new TestClient(t.app);
    expect(
      (await owner.post('/api/identity/reset-password', { newPassword: 'taken-back-1', token })).status,
    ).toBe(200);
    expect((await victim.get('/api/auth/me')).status).toBe(401);
    const replay = await new TestClient(t.app).post('/api/identity/reset-password', {
      newPassword: 'replayed-1',
      token,
    });
    expect(replay.status).toBe(400);
  });

  it('signs in only on the first use of a verification link; a second use gives no session', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/identity/sign-up/email', {
      name: 'Once',
      email: 'once@example.com',
      password: 'secret123',
    });
    const link = await verificationLink(client, 'once@example.com');
    const first = new TestClient(t.app);
    await first.get(link);
    expect((await first.get('/api/auth/me')).body).toMatchObject({ emailVerified: true });
    // The same link again (a forwarded mail, a shared screen): no new session for whoever holds it.
    const second = new TestClient(t.app);
    const res = await second.get(link);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    expect((await second.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses a verification link after a day: the address stays unverified, no session', async () => {
    const client = new TestClient(t.app);
    await signUp(client, {
      name: 'Late',
      email: 'late-verify@example.com',
      password: 'secret123',
    });
    const link = await verificationLink(client, 'late-verify@example.com');
    const stranger = new TestClient(t.app);
    const res = await later(25 * HOUR, () => stranger.get(link));
    // better-auth sends the browser back to the callback with the reason.
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('error=TOKEN_EXPIRED');
    expect((await stranger.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/auth/me')).body).toMatchObject({ emailVerified: false });
    // Within the day the same link verifies.
    await later(23 * HOUR, () => stranger.get(link));
    expect((await client.get('/api/auth/me')).body).toMatchObject({ emailVerified: true });
  });
});
