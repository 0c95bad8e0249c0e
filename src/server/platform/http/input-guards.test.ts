import fc from 'fast-check';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '../../../shared/messages.js';
import { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app.js';
import { addChild, CHILD, parent } from '../../../../tests/support/features/stories.js';
import type { AppEnv } from './env.js';
import { hideServerErrorDetails } from './input-guards.js';
import { errorHandler, requestContext } from './middleware.js';

let t: TestApp;
let client: TestClient;
let childId: string;
beforeAll(async () => {
  t = await createTestApp();
  client = await parent(t.app, t, 'nul@example.com', 'premium');
  childId = (await addChild(client)).id;
});
afterAll(async () => t.close());

/** A string with at least one U+0000 somewhere in it. */
const withNul = fc
  .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
  .map(([a, b]) => `${a}\u0000${b}`);

type Endpoint = [method: 'POST' | 'PUT', path: () => string, body: (s: string) => Record<string, unknown>];
const WRITE_ENDPOINTS: Endpoint[] = [
  [
    'POST',
    () => '/api/identity/sign-up/email',
    (s) => ({ name: s, email: 'n@example.com', password: 'secret123' }),
  ],
  ['POST', () => '/api/identity/sign-in/email', (s) => ({ email: s, password: 'secret123' })],
  ['POST', () => '/api/identity/sign-in/email', (s) => ({ email: 'nul@example.com', password: s })],
  ['POST', () => '/api/identity/request-password-reset', (s) => ({ email: s, redirectTo: '/reset' })],
  ['POST', () => '/api/identity/reset-password', (s) => ({ newPassword: 'secret1234', token: s })],
  ['POST', () => '/api/public/subscriptions/send-activation', (s) => ({ email: s })],
  ['PUT', () => '/api/auth/profile', (s) => ({ displayName: s })],
  ['PUT', () => '/api/auth/profile', (s) => ({ preferences: { [s]: s } })],
  ['POST', () => '/api/children', (s) => ({ ...CHILD, name: s })],
  ['POST', () => '/api/children', (s) => ({ ...CHILD, interests: ['stars', s] })],
  ['PUT', () => `/api/children/${childId}`, (s) => ({ favoriteCharacter: s })],
  ['POST', () => '/api/stories/generate', (s) => ({ childId, theme: s })],
  ['POST', () => '/api/subscriptions/checkout', (s) => ({ priceId: s })],
  ['POST', () => '/api/subscriptions/create-portal-link', (s) => ({ returnUrl: s })],
];

/** A string holding half of a UTF-16 pair on its own (as a JSON "\\ud800" escape arrives). */
const withLoneSurrogate = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'),
    fc.string({ maxLength: 20 }),
  )
  .map(([a, half, b]) => `${a}${half}${b.replace(/^[\udc00-\udfff]/, 'x')}`);

describe('a broken character (lone surrogate) in a JSON body', () => {
  it('is a 400 with a clear message on every write endpoint, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WRITE_ENDPOINTS),
        withLoneSurrogate,
        async ([method, path, body], s) => {
          const res = await client.request(method, path(), body(s));
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({ error: GENERIC_MESSAGES.brokenCharacter, code: 'BAD_REQUEST' });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a whole emoji (a surrogate pair) is ordinary text', async () => {
    const res = await client.request('PUT', `/api/children/${childId}`, { interests: ['stars 🌙🦕'] });
    expect(res.status).toBe(200);
  });
});

describe('a null character in the input', () => {
  it('is a 400 with a clear message on every write endpoint, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...WRITE_ENDPOINTS), withNul, async ([method, path, body], s) => {
        const res = await client.request(method, path(), body(s));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ error: GENERIC_MESSAGES.nullCharacter, code: 'BAD_REQUEST' });
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ['a path parameter', 'PUT', `/api/children/abc%00def`],
    ['a path parameter (GET)', 'GET', '/api/stories/child/%00'],
    ['a query string', 'GET', '/api/dev/mailbox?to=a%00b'],
    ['the dev mailbox page', 'GET', '/dev/mailbox?to=%00'],
    ['a sandbox page path', 'GET', '/sandbox/checkout/cs_%00'],
    ['a better-auth query', 'GET', '/api/identity/verify-email?token=x%00y'],
  ])('in %s is a 400', async (_where, method, path) => {
    const res = await client.request(method, path, method === 'PUT' ? { name: 'Mia' } : undefined);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: GENERIC_MESSAGES.nullCharacter });
  });

  it('in a sandbox form body is a 400', async () => {
    const res = await t.app.request('/sandbox/portal/ps_x/switch', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'priceId=price%00starter',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: GENERIC_MESSAGES.nullCharacter });
  });

  it('escaped as text (a backslash and "u0000") is ordinary text', async () => {
    const res = await client.put('/api/auth/profile', { displayName: 'Jay \\u0000' });
    expect(res.status).toBe(200);
  });
});

describe('error bodies', () => {
  const sqlError = new Error(
    'insert into "child" ("name") values ($1) - invalid byte sequence for encoding "UTF8": 0x00',
  );

  it('never carry an unknown error message (outside production too)', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', requestContext(t.ctx.logger));
    app.onError(errorHandler(false));
    app.get('/boom', () => {
      throw sqlError;
    });
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: GENERIC_MESSAGES.internal, code: 'INTERNAL' });
    expect(text).not.toMatch(/insert|UTF8|0x00/);
  });

  it('of a full disk are a 503 that says to try again, with the path in the log only', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', requestContext(t.ctx.logger));
    app.onError(errorHandler(false));
    const enospc = Object.assign(
      new Error("ENOSPC: no space left on device, write '/data/audio/ab/x.part'"),
      {
        code: 'ENOSPC',
        path: '/data/audio/ab/x.part',
      },
    );
    const pgFull = new Error('Failed query: insert into story', {
      cause: Object.assign(new Error('could not extend file "base/1/2": No space left on device'), {
        code: '53100',
      }),
    });
    app.get('/audio', () => {
      throw enospc;
    });
    app.get('/db', () => {
      throw pgFull;
    });
    for (const path of ['/audio', '/db']) {
      const res = await app.request(path);
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: GENERIC_MESSAGES.databaseUnavailable, code: 'UNAVAILABLE' });
      expect(text).not.toMatch(/data|extend|insert/);
    }
  });

  it('of a 5xx answered by better-auth are replaced by the generic message', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', requestContext(t.ctx.logger));
    app.use('/api/identity/*', hideServerErrorDetails());
    app.post('/api/identity/sign-up/email', () =>
      Response.json({ message: sqlError.message, code: 'FAILED_TO_CREATE_USER' }, { status: 500 }),
    );
    const res = await app.request('/api/identity/sign-up/email', { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: GENERIC_MESSAGES.internal, code: 'INTERNAL' });
  });
});

describe('request bodies on /api', () => {
  it.each([
    ['text/plain', '{"name":"Mia"}'],
    ['application/x-www-form-urlencoded', 'name=Mia'],
    [
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nMia\r\n--xyz--\r\n',
    ],
  ])('must be JSON: %s is a 415', async (type, body) => {
    for (const path of [
      '/api/children',
      '/api/identity/sign-in/email',
      '/api/public/subscriptions/send-activation',
    ]) {
      const res = await client.request('POST', path, body, { 'content-type': type });
      expect(res.status, path).toBe(415);
      expect(res.body).toMatchObject({
        error: GENERIC_MESSAGES.jsonRequired,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
  });

  it('without a Content-Type is a 415 too', async () => {
    const res = await t.app.request('/api/children', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: client.cookie, 'content-length': '2' },
      body: '{}',
    });
    expect(res.status).toBe(415);
  });

  it('may be absent (a POST without a body is fine)', async () => {
    const res = await client.request('POST', '/api/auth/verify');
    expect(res.status).toBe(200);
  });

  it('of the webhook are not held to JSON (it checks its own signature)', async () => {
    const res = await client.request('POST', '/api/webhooks/stripe', 'x=1', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).not.toBe(415);
  });
});

describe('caching of API answers', () => {
  it('personal answers say no-store', async () => {
    for (const path of ['/api/auth/me', '/api/children', '/api/subscriptions/status', '/api/health']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const failed = await new TestClient(t.app).get('/api/auth/me');
    expect(failed.status).toBe(401);
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });
});
