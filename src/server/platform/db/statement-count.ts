import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger as DrizzleLogger } from 'drizzle-orm/logger';

/**
 * Counts the SQL statements one piece of work sends to the database (the per-request query
 * budget: an authenticated read costs at most two round trips). Every statement of the features
 * and of better-auth's adapter goes through Drizzle, whose logger hook calls `noteStatement`;
 * the raw SqlClient (migrations, pg-boss) is not request work and is not counted.
 *
 * Outside `countStatements` (the counter is off, or a job) noting costs one `getStore()`.
 */
interface Tally {
  statements: number;
}

const tallies = new AsyncLocalStorage<Tally>();

/** Runs fn with a fresh tally; `read()` answers the statements sent so far inside it. */
export function countStatements<T>(fn: () => T): { result: T; read: () => number } {
  const tally: Tally = { statements: 0 };
  const result = tallies.run(tally, fn);
  return { result, read: () => tally.statements };
}

/** The tally of the work in progress, if it is being counted. */
export function statementsSoFar(): number | undefined {
  return tallies.getStore()?.statements;
}

function noteStatement(): void {
  const tally = tallies.getStore();
  if (tally) tally.statements++;
}

/** Given to drizzle() for both engines: sees every statement Drizzle sends. */
export const statementCounter: DrizzleLogger = { logQuery: noteStatement };
