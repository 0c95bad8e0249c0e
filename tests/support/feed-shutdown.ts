/**
 * Run as its own process by postgres-listener.test.ts: opens a PostgreSQL change feed, has its
 * listening connection killed, and closes it while it waits to reconnect. The process must then
 * exit by itself: a socket or timer left behind would keep it alive.
 */
import pg from 'pg';
import { CHANGE_FEED_APPLICATION, postgresChangeFeed } from '../../src/server/platform/db/change-feed.js';

const url = process.argv[2] ?? '';
const feed = postgresChangeFeed(url, { timeoutMs: 5_000, retryMs: 60_000, maxRetryMs: 60_000 });
await feed.started;
if (!feed.listening()) throw new Error('not listening');
const lost = new Promise<void>((resolve) => feed.subscribe((notice) => notice === null && resolve()));
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(
  `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1
     AND datname = current_database() AND pid <> pg_backend_pid() ORDER BY backend_start DESC LIMIT 1`,
  [CHANGE_FEED_APPLICATION],
);
await admin.end();
await lost;
if (await feed.fence()) throw new Error('a lost listener must not pass a fence');
await feed.close();
console.log('closed');
