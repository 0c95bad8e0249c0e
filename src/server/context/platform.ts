import type { Config } from '../platform/config.js';
import { openDatabase, type Database } from '../platform/db/client.js';
import { migrate } from '../platform/db/migrate.js';
import { createReadCache } from '../platform/read-cache.js';
import { createAttemptCounter } from '../platform/http/attempts.js';
import { limitPerUser } from '../platform/http/rate-limit.js';
import { POLL_SECONDS, createJobs } from '../platform/jobs/index.js';
import type { Logger } from '../platform/logger.js';
import { createMailer } from '../platform/mail/outbox.js';
import type { ContextOptions } from '../context.js';

/** The configured database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL) with its time limits. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    timeouts: {
      statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      queryMs: config.DATABASE_QUERY_TIMEOUT_MS,
      idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      longQueryMs: config.DATABASE_LONG_QUERY_TIMEOUT_MS,
    },
  });
}

/**
 * What every feature is built on: the migrated schema, the job queue, the mail outbox, the
 * database's write notices with the read cache they keep exact, and the request counters.
 * The mailer defines its jobs first, before any feature's.
 */
export async function createPlatform(deps: {
  config: Config;
  logger: Logger;
  database: Database;
  runWorkers: boolean;
  options: ContextOptions;
}) {
  const { config, logger, database, options } = deps;
  const { applied } = await migrate(database.sql);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const db = database.db;
  const jobs = await createJobs(database.sql, logger, {
    schedule: deps.runWorkers,
    pollSeconds: options.jobPollSeconds ?? POLL_SECONDS[database.kind],
    leaseSeconds: config.JOB_LEASE_SECONDS,
    // With PostgreSQL other workers share the queue and may die while this one lives.
    watchOthers: database.kind === 'postgres',
  });
  const mailer = createMailer({
    db,
    jobs,
    logger,
    smtpUrl: config.SMTP_URL,
    smtpTimeoutMs: config.SMTP_TIMEOUT_MS,
    from: config.MAIL_FROM,
    retry: options.mailRetry,
  });
  // Every in-process cache is kept exact by the database's write notices, on both engines.
  const changes = await database.changes();
  const readCache = createReadCache(changes);
  const attempts = createAttemptCounter(db, config.RATE_LIMIT_WINDOW_SECONDS);
  // Hourly limits (books, share links), keyed apart by kind.
  const hourly = createAttemptCounter(db, 3600);
  const limitGeneration = limitPerUser(
    attempts,
    'generate',
    config.RATE_LIMIT_GENERATIONS,
    config.RATE_LIMIT_WINDOW_SECONDS,
  );
  return { db, jobs, mailer, changes, readCache, attempts, hourly, limitGeneration };
}

export type Platform = Awaited<ReturnType<typeof createPlatform>>;
