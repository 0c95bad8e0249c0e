import type { MiddlewareHandler } from 'hono';
import { countStatements } from '../db/statement-count.js';

/** The response header that reports how many SQL statements the request sent (not in production). */
export const STATEMENTS_HEADER = 'X-Db-Statements';

/**
 * Counts the statements each request sends and reports them in X-Db-Statements, so the query
 * budget test (and anyone with curl) sees what a route costs. Off in production: the number is
 * internal, and production pays nothing for it.
 */
export function reportStatements(): MiddlewareHandler {
  return async (c, next) => {
    const counted = countStatements(next);
    await counted.result;
    c.header(STATEMENTS_HEADER, String(counted.read()));
  };
}
