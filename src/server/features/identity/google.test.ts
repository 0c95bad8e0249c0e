import { afterAll, beforeAll, expect, it } from 'vitest';
import { latestMail, TestClient } from '../../../../tests/support/client.js';
import { startFakeOidc, type FakeOidc } from '../../../../tests/support/fake-oidc.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

let oidc: FakeOidc;
let t: TestApp;
beforeAll(async () => {
  oidc = await startFakeOidc();
  t = await createTestApp({
    GOOGLE_CLIENT_ID: oidc.clientId,
    GOOGLE_CLIENT_SECRET: oidc.clientSecret,
    GOOGLE_ISSUER: oidc.issuer,
  });
});
afterAll(async () => {
  await t.close();
  await oidc.close();
});

/** Walks the authorization-code flow the way a browser would. */
async function signInWithGoogle(client: TestClient, email: string) {
  const start = await client.post<{ url: string }>('/api/identity/sign-in/social', {
    provider: 'google',
    callbackURL: '/',
    newUserCallbackURL: '/pricing-extension',
  });
  expect(start.status).toBe(200);
  const authorize = new URL(start.body.url);
  expect(authorize.origin).toBe(oidc.issuer);
  const form = new URLSearchParams({ email, name: 'Gina Google' });
  for (const k of ['redirect_uri', 'state', 'code_challenge', 'nonce', 'client_id'])
    form.set(k, authorize.searchParams.get(k) ?? '');
  const approved = await fetch(`${oidc.issuer}/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const callback = new URL(approved.headers.get('location') ?? '');
  return client.get(callback.pathname + callback.search);
}

it('signs a new Google user in, verified, with a welcome mail, and sends new users to /pricing-extension', async () => {
  const client = new TestClient(t.app);
  const done = await signInWithGoogle(client, 'gina@example.com');
  expect(done.status).toBe(302);
  expect(done.headers.get('location')).toBe('/pricing-extension');
  const me = await client.get('/api/auth/me');
  expect(me.body).toMatchObject({
    email: 'gina@example.com',
    isGoogleUser: true,
    emailVerified: true,
    isAccountActive: true,
    displayName: 'Gina Google',
  });
  const mails = await latestMail(client, 'gina@example.com');
  expect(mails.map((m) => m.subject)).toEqual(['Welcome to Moonlit Tales']);
});

it('signs a returning Google user in without a second welcome mail', async () => {
  const client = new TestClient(t.app);
  const done = await signInWithGoogle(client, 'gina@example.com');
  expect(done.headers.get('location')).toBe('/');
  expect(
    (await latestMail(client, 'gina@example.com')).filter((m) => m.subject === 'Welcome to Moonlit Tales'),
  ).toHaveLength(1);
});

it('exposes googleEnabled in the public config', async () => {
  const res = await new TestClient(t.app).get('/api/config');
  expect(res.body).toMatchObject({ googleEnabled: true });
});
