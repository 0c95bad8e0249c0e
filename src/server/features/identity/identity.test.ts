import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXISTING_ACCOUNT_MAIL, SIGNUP_MESSAGES } from '../../../shared/messages.js';
import {
  firstLink,
  latestMail,
  signUp,
  signUpVerified,
  TestClient,
} from '../../../../tests/support/client.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com', RATE_LIMIT_SIGNIN_FAILURES: '3' });
});
afterAll(async () => t.close());

describe('sign-up, verification and the client user view', () => {
  it('signs up unverified, signs in, then verifies through the e-mailed link', async () => {
    const client = new TestClient(t.app);
    const res = await signUp(client, {
      name: 'Mia Parent',
      email: 'Mia@Example.com',
      password: 'secret123',
    });
    expect(res.status).toBe(200);
    const me = await client.get('/api/auth/me');
    expect(me.body).toMatchObject({
      email: 'mia@example.com',
      emailVerified: false,
      needsActivation: true,
      isAccountActive: false,
      planType: 'free',
      role: 'user',
      isGoogleUser: false,
    });

    const [mail] = await latestMail(client, 'mia@example.com');
    expect(mail?.subject).toMatch(/Confirm your e-mail/);
    const link = new URL(firstLink(mail!.text));
    expect(link.pathname).toBe('/api/identity/verify-email');
    const verified = await client.get(link.pathname + link.search);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/?emailVerified=true');

    const after = await client.post('/api/auth/verify');
    expect(after.body).toMatchObject({ emailVerified: true, needsActivation: false, isAccountActive: true });
  });

  it('sends the welcome mail exactly once after verification', async () => {
    const client = await signUpVerified(t.app, 'welcome@example.com');
    await client.post('/api/auth/verify');
    await client.post('/api/auth/verify');
    const mails = await latestMail(client, 'welcome@example.com');
    expect(mails.filter((m) => m.subject === 'Welcome to Moonlit Tales')).toHaveLength(1);
  });

  it('gives role admin to ADMIN_EMAILS', async () => {
    const client = await signUpVerified(t.app, 'boss@example.com');
    expect((await client.get('/api/auth/me')).body).toMatchObject({ role: 'admin' });
  });

  it('answers sign-up the same for a new and a taken address; the owner of the taken one gets a mail', async () => {
    await signUpVerified(t.app, 'taken@example.com');
    const signUpAs = (email: string, password: string) =>
      new TestClient(t.app).post<{ token: string | null; user: Record<string, unknown> }>(
        '/api/identity/sign-up/email',
        { name: 'Someone', email, password, timeZone: 'Europe/Paris' },
      );
    const fresh = await signUpAs('brand-new@example.com', 'fresh-pass-1');
    const taken = await signUpAs('Taken@example.com', 'other-pass-2');
    expect(taken.status).toBe(fresh.status);
    expect(fresh.status).toBe(200);
    // The same body, field for field, but for the made-up id and times; no session from either.
    const comparable = (body: { token: string | null; user: Record<string, unknown> }) => {
      const { id, createdAt, updatedAt, email, ...rest } = body.user;
      return {
        token: body.token,
        user: { ...rest, email: String(email).replace(/^[^@]+/, '') },
        keys: Object.keys(body.user).sort(),
        types: [typeof id, typeof createdAt, typeof updatedAt],
      };
    };
    expect(comparable(taken.body)).toEqual(comparable(fresh.body));
    expect(fresh.body.token).toBeNull();
    for (const res of [fresh, taken])
      expect(res.headers.getSetCookie().filter((c) => c.includes('session_token='))).toEqual([]);

    // The new address got its verification link; the owner of the taken one the notice, no link.
    const mailbox = new TestClient(t.app);
    expect((await latestMail(mailbox, 'brand-new@example.com'))[0]?.subject).toMatch(/Confirm your e-mail/);
    const owners = await latestMail(mailbox, 'taken@example.com');
    expect(owners[0]).toMatchObject({ subject: EXISTING_ACCOUNT_MAIL.subject });
    expect(owners[0]?.text).toContain(SIGNUP_MESSAGES.emailInUse);
    expect(owners[0]?.text).toContain(`${TEST_ORIGIN}/login`);
    expect(owners.filter((m) => /Confirm your e-mail/.test(m.subject))).toHaveLength(1);
    // Nobody got into the taken account, and its password is unchanged.
    const owner = new TestClient(t.app);
    expect(
      (
        await owner.post('/api/identity/sign-in/email', {
          email: 'taken@example.com',
          password: 'other-pass-2',
        })
      ).status,
    ).toBe(401);
    expect(
      (await owner.post('/api/identity/sign-in/email', { email: 'taken@example.com', password: 'secret123' }))
        .status,
    ).toBe(200);
  });

  it('answers 401 with a JSON error when signed out', async () => {
    const res = await new TestClient(t.app).get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('accepts a Bearer token instead of the cookie', async () => {
    const client = new TestClient(t.app);
    await signUp(client, { name: 'Bea', email: 'bea@example.com', password: 'secret123' });
    const res = await client.post<{ token: string }>('/api/identity/sign-in/email', {
      email: 'bea@example.com',
      password: 'secret123',
    });
    const bearer = new TestClient(t.app);
    const me = await bearer.get('/api/auth/me', { authorization: `Bearer ${res.body.token}` });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'bea@example.com' });
  });
});

describe('sign-in', () => {
  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    await signUpVerified(t.app, 'same@example.com');
    const client = new TestClient(t.app);
    const wrong = await client.post('/api/identity/sign-in/email', {
      email: 'same@example.com',
      password: 'nope-nope',
    });
    const unknown = await client.post('/api/identity/sign-in/email', {
      email: 'nobody@example.com',
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('slows an address after too many failures, with the spec message', async () => {
    await signUpVerified(t.app, 'locked@example.com');
    const client = new TestClient(t.app);
    for (let i = 0; i < 3; i++)
      await client.post('/api/identity/sign-in/email', {
        email: 'locked@example.com',
        password: 'wrong-pass',
      });
    const res = await client.post('/api/identity/sign-in/email', {
      email: 'locked@example.com',
      password: 'secret123',
    });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      error: 'Too many failed attempts. Please try again later or reset your password.',
    });
  });

  it('refuses a cookie-authenticated write from another site', async () => {
    const client = await signUpVerified(t.app, 'csrf@example.com');
    const res = await client.request(
      'PUT',
      '/api/auth/profile',
      { displayName: 'Evil' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'CROSS_SITE' });
  });
});

describe('password reset', () => {
  it('e-mails a link to /activate with mode, oobCode and email, which sets a new password', async () => {
    await signUpVerified(t.app, 'reset@example.com');
    const client = new TestClient(t.app);
    const res = await client.post('/api/identity/request-password-reset', {
      email: 'reset@example.com',
      redirectTo: '/activate',
    });
    expect(res.status).toBe(200);
    const mail = (await latestMail(client, 'reset@example.com')).find((m) => m.subject.includes('Reset'));
    const link = new URL(firstLink(mail!.text));
    expect(link.pathname).toBe('/activate');
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('email')).toBe('reset@example.com');
    const reset = await client.post('/api/identity/reset-password', {
      newPassword: 'brand-new-1',
      token: link.searchParams.get('oobCode'),
    });
    expect(reset.status).toBe(200);
    const signIn = await client.post('/api/identity/sign-in/email', {
      email: 'reset@example.com',
      password: 'brand-new-1',
    });
    expect(signIn.status).toBe(200);
    const again = await client.post('/api/identity/reset-password', {
      newPassword: 'another-22',
      token: link.searchParams.get('oobCode'),
    });
    expect(again.status).toBe(400);
  });

  it('verifies an unverified address whose owner reset the password through the e-mailed link', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/identity/sign-up/email', {
      name: 'Forgetful',
      email: 'forgetful@example.com',
      password: 'secret123',
    });
    await client.post('/api/identity/request-password-reset', {
      email: 'forgetful@example.com',
      redirectTo: '/activate',
    });
    const mail = (await latestMail(client, 'forgetful@example.com')).find((m) => m.subject.includes('Reset'));
    const token = new URL(firstLink(mail!.text)).searchParams.get('oobCode');
    expect(
      (await client.post('/api/identity/reset-password', { newPassword: 'brand-new-1', token })).status,
    ).toBe(200);
    await client.post('/api/identity/sign-in/email', {
      email: 'forgetful@example.com',
      password: 'brand-new-1',
    });
    expect((await client.get('/api/auth/me')).body).toMatchObject({
      emailVerified: true,
      needsActivation: false,
    });
  });

  it('answers an unknown address like a known one', async () => {
    const res = await new TestClient(t.app).post('/api/identity/request-password-reset', {
      email: 'ghost@example.com',
      redirectTo: '/activate',
    });
    expect(res.status).toBe(200);
  });
});

describe('profile', () => {
  it('updates display name and time zone, refusing an invalid zone', async () => {
    const client = await signUpVerified(t.app, 'profile@example.com');
    const ok = await client.put('/api/auth/profile', { displayName: 'Sam', timeZone: 'Europe/Paris' });
    expect(ok.body).toMatchObject({ displayName: 'Sam', timeZone: 'Europe/Paris' });
    const bad = await client.put('/api/auth/profile', { timeZone: 'Mars/Olympus' });
    expect(bad.status).toBe(400);
    const unknownField = await client.put('/api/auth/profile', { role: 'admin' });
    expect(unknownField.status).toBe(400);
  });
});
