import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Whether an error means "the database cannot be reached right now" (network down, server
 * restarting, connection cut) rather than a bug: such a request is answered 503 with a message
 * saying to try again, and the pool reconnects by itself once the database is back.
 * Drizzle wraps the driver's error, so the whole `cause` chain is read.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATE class 08 (connection exception), the server shutting down or starting up, and a
// statement cancelled by statement_timeout (57014: the database is too slow to answer now).
const UNAVAILABLE_SQLSTATE = /^(08...|57P01|57P02|57P03|57014)$/;
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection is closed',
  // No answer at all within the query deadline (client.ts closes that connection)…
  'Query read timeout',
  // …so the transaction's ROLLBACK that follows finds it closed.
  'Client was closed and is not queryable',
];

/**
 * A network error counts only when it is the database's: wrapped by drizzle (a failed query), or
 * a connection to the database's own port. The same ECONNREFUSED from Stripe, SMTP or the LLM
 * is that service's failure, answered by its own feature.
 */
export function isDatabaseUnavailable(err: unknown, databasePort?: number): boolean {
  let inQuery = false;
  for (let e: unknown = err, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message, name, port } = e as {
      code?: unknown;
      message?: unknown;
      name?: unknown;
      port?: unknown;
    };
    // Drizzle's wrapper keeps Error's own name ('Error'), so it is known by its class.
    if (e instanceof DrizzleQueryError || name === 'DrizzleQueryError') inQuery = true;
    if (typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (
      typeof code === 'string' &&
      NETWORK_CODES.has(code) &&
      (inQuery || (databasePort !== undefined && port === databasePort))
    )
      return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
