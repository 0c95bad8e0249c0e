import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

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
    await client.post('/api/identity/sign-up/email', {
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
