import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { hasSessionCookie, hintCookieLine, sessionCookieChange } from './signed-in-hint.js';

describe('the signed-in hint follows the session cookie', () => {
  it('reads better-auth Set-Cookie lines', () => {
    expect(sessionCookieChange(['better-auth.session_token=abc.def; Path=/; HttpOnly'])).toBe('set');
    expect(sessionCookieChange(['__Secure-better-auth.session_token=abc.def; Secure'])).toBe('set');
    expect(sessionCookieChange(['better-auth.session_token=; Max-Age=0; Path=/'])).toBe('cleared');
    expect(sessionCookieChange(['better-auth.session_data=; Max-Age=0'])).toBeNull();
    expect(sessionCookieChange([])).toBeNull();
  });

  it('sees a session cookie in a request, never an empty one', () => {
    expect(hasSessionCookie('a=1; better-auth.session_token=abc.def')).toBe(true);
    expect(hasSessionCookie('better-auth.session_token=')).toBe(false);
    expect(hasSessionCookie('moonlit_signed_in=1')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });

  it('is readable by the page (not HttpOnly), secure over HTTPS', () => {
    expect(hintCookieLine(true, false)).toMatch(/^moonlit_signed_in=1; Path=\/; SameSite=Lax; Max-Age=\d+$/);
    expect(hintCookieLine(true, true)).toContain('; Secure');
    expect(hintCookieLine(false, false)).toBe('moonlit_signed_in=; Path=/; SameSite=Lax; Max-Age=0');
  });
});

describe('the hint over HTTP (GET /api/auth/me still answers 401 without a session)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is set at the sign-in after sign-up, kept while signed in, and cleared at sign-out', async () => {
    const client = new TestClient(t.app);
    await signUp(client, {
      name: 'Hint Parent',
      email: 'hint@example.com',
      password: 'secret123',
    });
    expect(client.cookie).toContain('moonlit_signed_in=1');
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    // Renewed on every read, so it slides with the session.
    expect(me.headers.getSetCookie().join('\n')).toMatch(/moonlit_signed_in=1;.*Max-Age=\d+/);
    expect(client.cookie).toContain('moonlit_signed_in=1');

    const out = await client.post('/api/identity/sign-out', {});
    expect(client.cookie).not.toContain('moonlit_signed_in');
    // The browser's HTTP cache of the site goes with the session (decision 032).
    expect(out.headers.get('clear-site-data')).toBe('"cache"');
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('is set again on sign-in', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/identity/sign-in/email', {
      email: 'hint@example.com',
      password: 'secret123',
    });
    expect(client.cookie).toContain('moonlit_signed_in=1');
    expect(res.headers.get('clear-site-data')).toBeNull();
  });

  it('is cleared when /api/auth/me finds no session behind it', async () => {
    const res = await t.app.request('/api/auth/me', { headers: { cookie: 'moonlit_signed_in=1' } });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toContain('moonlit_signed_in=; Path=/; SameSite=Lax; Max-Age=0');
    const none = await t.app.request('/api/auth/me');
    expect(none.headers.getSetCookie()).toEqual([]);
  });

  it('follows the session cookie on a page load', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/identity/sign-in/email', { email: 'hint@example.com', password: 'secret123' });
    const session = client.cookie.replace(/(; )?moonlit_signed_in=1/, '');
    const page = await t.app.request('/dev/mailbox', { headers: { cookie: session } });
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.getSetCookie().join('\n')).toContain('moonlit_signed_in=1');
    const gone = await t.app.request('/dev/mailbox', { headers: { cookie: 'moonlit_signed_in=1' } });
    expect(gone.headers.getSetCookie()).toContain('moonlit_signed_in=; Path=/; SameSite=Lax; Max-Age=0');
  });
});
