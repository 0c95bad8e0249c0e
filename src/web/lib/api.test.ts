import { describe, expect, it } from 'vitest';
import { errorFromBody } from './api';

describe('errorFromBody', () => {
  it('reads our { error, code, ...flags } shape', () => {
    const e = errorFromBody(
      403,
      { error: 'Subscription Required', code: 'SUBSCRIPTION_REQUIRED', upgradeRequired: true },
      'x',
    );
    expect(e).toMatchObject({ status: 403, code: 'SUBSCRIPTION_REQUIRED', message: 'Subscription Required' });
    expect(e.flags).toEqual({ upgradeRequired: true });
  });

  it("reads better-auth's { code, message } shape", () => {
    const e = errorFromBody(
      401,
      { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      'x',
    );
    expect(e).toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(e.flags).toEqual({});
  });

  it('falls back when the body has no code or is not JSON', () => {
    expect(errorFromBody(429, { message: 'Too many requests.' }, 'x')).toMatchObject({ code: 'HTTP_429' });
    expect(errorFromBody(502, '<html>', 'Bad Gateway')).toMatchObject({
      code: 'HTTP_502',
      message: 'Bad Gateway',
    });
    expect(errorFromBody(500, null, 'Internal')).toMatchObject({ message: 'Internal' });
  });
});
