import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUERY_READ_TIMEOUT } from './client.js';
import { isDatabaseUnavailable } from './unavailable.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a cut network, a refused connection and a server shutting down, also wrapped by drizzle', () => {
    expect(isDatabaseUnavailable(Object.assign(withCode('ECONNREFUSED'), { port: 5432 }), 5432)).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    const wrapped = Object.assign(new Error('Failed query: select 1', { cause: withCode('ECONNRESET') }), {
      name: 'DrizzleQueryError',
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    // As drizzle really throws it (its name stays 'Error'): a connection reset in the middle of a query.
    const thrown = new DrizzleQueryError('select 1', [], withCode('ECONNRESET', 'read ECONNRESET'));
    expect(thrown.name).toBe('Error');
    expect(isDatabaseUnavailable(thrown, 5432)).toBe(true);
  });

  it('knows the request timeouts: a statement cancelled by the server, a query with no answer', () => {
    expect(isDatabaseUnavailable(withCode('57014', 'canceling statement due to statement timeout'))).toBe(
      true,
    );
    const noAnswer = new Error(QUERY_READ_TIMEOUT, { cause: new Error('Connection terminated') });
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], noAnswer))).toBe(true);
    // The transaction's ROLLBACK on the connection that was closed for it.
    expect(
      isDatabaseUnavailable(
        new DrizzleQueryError('rollback', [], new Error('Client was closed and is not queryable')),
      ),
    ).toBe(true);
  });

  it('leaves real bugs and bad data alone (they stay a 500 or a 4xx)', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it("leaves another service's network failure to that service (Stripe, SMTP, the LLM)", () => {
    expect(isDatabaseUnavailable(Object.assign(withCode('ECONNREFUSED'), { port: 12111 }), 5432)).toBe(false);
    expect(isDatabaseUnavailable(new Error('Stripe is down', { cause: withCode('ECONNRESET') }), 5432)).toBe(
      false,
    );
  });
});
