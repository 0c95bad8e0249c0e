import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpVerified, TestClient } from '../../../../tests/support/client.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app.js';
import { WEBHOOK_PREFIXES } from '../../app.js';

let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  dev = await createTestApp();
  prod = await createTestApp({
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:1',
    LOG_LEVEL: 'silent',
    PAYMENTS: 'sandbox', // production needs a provider named (Stripe or this)
  });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
});

describe('security baseline', () => {
  it('sends a CSP without inline script, no framing, nosniff and a referrer policy; HSTS only in production', async () => {
    const res = await dev.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const secure = await prod.app.request('/api/health');
    expect(secure.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('refuses a body over the limit with a JSON 413', async () => {
    const client = new TestClient(dev.app);
    const res = await client.post('/api/identity/sign-in/email', {
      email: 'a@b.co',
      password: 'x'.repeat(300 * 1024),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers malformed JSON with a 400, not a crash', async () => {
    const client = new TestClient(dev.app);
    await signUp(client, {
      name: 'Jay',
      email: 'jay@example.com',
      password: 'secret123',
    });
    const res = await client.request('PUT', '/api/auth/profile', '{"displayName":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await new TestClient(dev.app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('limits reset and activation mails per address', async () => {
    const client = new TestClient(dev.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (
          await client.post('/api/identity/request-password-reset', {
            email: 'flood@example.com',
            redirectTo: '/activate',
          })
        ).status,
      );
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const activation = await client.post('/api/public/subscriptions/send-activation', {
      email: 'flood@example.com',
    });
    expect(activation.status).toBe(429);
  });
});

describe('the dev mailbox', () => {
  it('shows kept mail as a page and as JSON outside production', async () => {
    const client = new TestClient(dev.app);
    await client.post('/api/identity/sign-up/email', {
      name: 'Mo',
      email: 'mo@example.com',
      password: 'secret123',
    });
    const json = await client.get<{ messages: { subject: string; to: string[] }[] }>(
      '/api/dev/mailbox?to=mo@example.com',
    );
    expect(json.body.messages[0]).toMatchObject({
      subject: 'Confirm your e-mail for Moonlit Tales',
      to: ['mo@example.com'],
    });
    const page = await client.get('/dev/mailbox?to=mo@example.com');
    expect(String(page.body)).toContain('Confirm your e-mail for Moonlit Tales');
    expect(String(page.body)).toContain('<a href="http://localhost:3000/api/identity/verify-email?token=');
  });

  it('does not exist in production', async () => {
    const client = new TestClient(prod.app);
    expect((await client.get('/api/dev/mailbox')).status).toBe(404);
    expect((await client.get('/dev/mailbox')).status).toBe(404);
  });
});

describe('security headers on every kind of answer', () => {
  const ANSWERS: [string, string, number][] = [
    ['a JSON answer', '/api/health', 200],
    ['an unknown API path', '/api/nothing-here', 404],
    ['a refusal', '/api/auth/me', 401],
    ['an HTML page', '/dev/mailbox', 200],
    ['a sandbox payment page', '/sandbox/checkout/cs_none', 404],
  ];

  it.each(ANSWERS)(
    '%s carries CSP, nosniff, a referrer policy and no framing',
    async (_what, path, status) => {
      const res = await dev.app.request(path);
      expect(res.status).toBe(status);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('sends HSTS in production (served over https) on every answer, never on plain-http development', async () => {
    for (const [, path] of ANSWERS.filter(([, p]) => !p.includes('dev/'))) {
      const hsts = (await prod.app.request(path)).headers.get('strict-transport-security') ?? '';
      expect(hsts, path).toMatch(/max-age=\d{7,}/);
      expect((await dev.app.request(path)).headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('sends HSTS and Secure cookies outside production too when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://moonlit.example' });
    try {
      const client = new TestClient(https.app);
      const origin = { origin: 'https://moonlit.example' };
      const up = await client.request(
        'POST',
        '/api/identity/sign-up/email',
        { name: 'Tls', email: 'tls@example.com', password: 'secret123' },
        origin,
      );
      expect(up.status).toBe(200);
      // Sign-up opens no session (issue 28): the sign-in that follows it sets the cookie.
      const res = await client.request(
        'POST',
        '/api/identity/sign-in/email',
        { email: 'tls@example.com', password: 'secret123' },
        origin,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
      const session = res.headers.getSetCookie().find((c) => c.includes('session_token='));
      expect(session).toMatch(/^__Secure-/);
      expect(session).toMatch(/;\s*Secure/i);
    } finally {
      await https.close();
    }
  });

  it('answers no other site with CORS permission', async () => {
    const res = await dev.app.request('/api/auth/me', { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('session cookie flags', () => {
  const sessionCookie = (res: { headers: Headers }) =>
    res.headers.getSetCookie().find((c) => c.includes('session_token=')) ?? '';
  /** The sign-in that follows a sign-up (which itself opens no session): its answer sets the cookie. */
  const signedUpAndIn = async (app: TestApp['app'], email: string) => {
    const client = new TestClient(app);
    await client.post('/api/identity/sign-up/email', { name: 'Flags', email, password: 'secret123' });
    return client.post('/api/identity/sign-in/email', { email, password: 'secret123' });
  };

  it('is HttpOnly and SameSite=Lax, without Secure on plain-http development', async () => {
    const res = await signedUpAndIn(dev.app, 'flags@example.com');
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('is __Secure-, Secure, HttpOnly and SameSite=Lax in production', async () => {
    const res = await signedUpAndIn(prod.app, 'flags-prod@example.com');
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });
});

describe('cross-site writes', () => {
  const NOBODY = '00000000-0000-4000-8000-000000000000';
  /** A concrete path for a route pattern (ids, dates, the sandbox action, better-auth's *). */
  const concrete = (pattern: string) =>
    pattern
      .replace(/:action\{[^}]*\}/, 'cancel')
      .replace(/:date/, '2099-01-01')
      .replace(/:[A-Za-z]+(\{[^}]*\})?/g, NOBODY)
      .replace(/\/\*$/, '/sign-out');

  /** Every write the app mounts under /api, except the signed webhooks. */
  const writes = () =>
    [
      ...new Set(
        dev.app.routes
          .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
          .filter((r) => r.path.startsWith('/api/') && !WEBHOOK_PREFIXES.some((p) => r.path.startsWith(p)))
          .map((r) => `${r.method} ${r.path}`),
      ),
    ].map((key) => {
      const [method = '', pattern = ''] = key.split(' ');
      return { method, path: concrete(pattern) };
    });

  const FOREIGN: [string, Record<string, string>][] = [
    ['another Origin', { origin: 'https://evil.example' }],
    ['a look-alike Origin', { origin: 'http://localhost:3000.evil.example' }],
    ['Origin null (a sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site, no Origin', { origin: '', 'sec-fetch-site': 'cross-site' }],
    [
      'Sec-Fetch-Site same-site (a sibling subdomain), no Origin',
      { origin: '', 'sec-fetch-site': 'same-site' },
    ],
    ['neither header', { origin: '' }],
  ];

  it.each(FOREIGN)(
    'with %s: every cookie-authenticated write is a 403 and changes nothing',
    async (what, headers) => {
      const client = await signUpVerified(
        dev.app,
        `csrf-${FOREIGN.findIndex(([w]) => w === what)}@example.com`,
      );
      const list = writes();
      expect(list.length).toBeGreaterThan(20);
      for (const { method, path } of list) {
        const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ''));
        const res = await dev.app.request(path, {
          method,
          headers: { cookie: client.cookie, 'content-type': 'application/json', ...clean },
          body: JSON.stringify({
            displayName: 'Evil',
            name: 'Evil',
            priceId: 'price_sandbox_family_monthly',
          }),
        });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(await res.json(), `${method} ${path}`).toMatchObject({ code: 'CROSS_SITE' });
      }
      // Still signed in (the cross-site sign-out was refused), under the old name.
      const me = await client.get('/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ displayName: 'Test Parent' });
    },
  );

  it('lets the same writes through from our own pages, and from a Bearer client without cookies', async () => {
    const client = await signUpVerified(dev.app, 'csrf-own@example.com');
    const own = await client.request(
      'PUT',
      '/api/auth/profile',
      { displayName: 'Own Page' },
      { origin: TEST_ORIGIN },
    );
    expect(own.status).toBe(200);
    const fetchMeta = await client.request(
      'PUT',
      '/api/auth/profile',
      { displayName: 'Fetch Meta' },
      { origin: '', 'sec-fetch-site': 'same-origin' },
    );
    expect(fetchMeta.status).toBe(200);
    const signIn = await new TestClient(dev.app).post<{ token: string }>('/api/identity/sign-in/email', {
      email: 'csrf-own@example.com',
      password: 'secret123',
    });
    // No Origin, no cookie: a native client holding the token; nothing ambient to abuse.
    const bearer = await dev.app.request('/api/auth/profile', {
      method: 'PUT',
      headers: { authorization: `Bearer ${signIn.body.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'By Token' }),
    });
    expect(bearer.status).toBe(200);
  });
});
