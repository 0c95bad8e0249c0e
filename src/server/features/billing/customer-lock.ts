import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client.js';

/**
 * At most this many syncs hold a lock connection at once: each holds one pooled connection for
 * the lock and needs another for its work, so an unbounded number could take the whole pool
 * (10) and wait for each other forever.
 */
const MAX_LOCK_HOLDERS = 3;

/** A counting semaphore that hands a freed slot straight to the next waiter. */
function limiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

/**
 * Two syncs of one customer must not interleave, or an older read could be written last.
 * In-process they queue per customer; across servers (PostgreSQL) a transaction-scoped advisory
 * lock, held on its own connection, spans the provider read and the write. PGlite is one process
 * with one connection, where the in-process queue is enough (and a second connection is none).
 */
export function createCustomerLock(db: Db, kind: Database['kind']) {
  const queues = new Map<string, Promise<unknown>>();
  const limit = limiter(MAX_LOCK_HOLDERS);

  const acrossServers = <T>(customerId: string, fn: () => Promise<T>): Promise<T> =>
    kind === 'postgres'
      ? limit(() =>
          db.transaction(async (lockTx) => {
            await lockTx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`billing:${customerId}`}))`);
            return fn();
          }),
        )
      : fn();

  return function withCustomerLock<T>(customerId: string, fn: () => Promise<T>): Promise<T> {
    const run = () => acrossServers(customerId, fn);
    const next = (queues.get(customerId) ?? Promise.resolve()).then(run, run);
    const tail = next.catch(() => undefined);
    queues.set(customerId, tail);
    void tail.then(() => {
      if (queues.get(customerId) === tail) queues.delete(customerId);
    });
    return next;
  };
}
