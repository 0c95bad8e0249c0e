import type { Config } from './platform/config.js';
import { openDatabase, type Database, type Db } from './platform/db/client.js';
import { migrate } from './platform/db/migrate.js';
import { cacheEntitlements, type Entitlements } from './platform/entitlements.js';
import { createReadCache, type ReadCache } from './platform/read-cache.js';
import { createAttemptCounter, type AttemptCounter } from './platform/http/attempts.js';
import type { SessionUser } from './platform/http/env.js';
import { createGuards, type Guards } from './platform/http/guards.js';
import { createJobs, type Jobs } from './platform/jobs/index.js';
import type { Logger } from './platform/logger.js';
import { createMailer, type Mailer } from './platform/mail/outbox.js';
import { createBillingEntitlements } from './features/billing/entitlements.js';
import { createBilling, type Billing } from './features/billing/index.js';
import { createAuth, type Auth } from './features/identity/auth.js';
import { createIdentityService, type IdentityService } from './features/identity/service.js';

/** Everything a request handler or a job may use; built once per process (or per test file). */
export interface AppContext {
  config: Config;
  logger: Logger;
  database: Database;
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  auth: Auth;
  attempts: AttemptCounter;
  entitlements: Entitlements;
  readCache: ReadCache;
  guards: Guards;
  identity: IdentityService;
  billing: Billing;
  close(): Promise<void>;
}

export interface ContextOptions {
  /** Tests pass an already-open database (a snapshot copy). */
  database?: Database;
  /** Start job workers in this process (the server with PGlite always does). */
  workers?: boolean;
  /** Tests move billing's clock (trials, renewals) without waiting. */
  now?: () => Date;
}

export async function createContext(
  config: Config,
  logger: Logger,
  options: ContextOptions = {},
): Promise<AppContext> {
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  try {
    const { applied } = await migrate(database.sql);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    const db = database.db;
    const runWorkers = options.workers ?? config.RUN_WORKER;
    const jobs = await createJobs(database.sql, logger, { schedule: runWorkers });
    const mailer = createMailer({ db, jobs, logger, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
    const auth = createAuth({ config, db, mailer, logger });
    const fromDb = createBillingEntitlements(db);
    const entitlements = database.kind === 'pglite' ? cacheEntitlements(fromDb) : fromDb;
    const guards = createGuards(sessionResolver(auth), entitlements);
    const billing = createBilling({
      config,
      logger,
      db,
      database,
      jobs,
      mailer,
      now: options.now,
      onAccessChanged: (userId) => entitlements.invalidate(userId),
    });
    const ctx: AppContext = {
      config,
      logger,
      database,
      db,
      jobs,
      mailer,
      auth,
      attempts: createAttemptCounter(db, config.RATE_LIMIT_WINDOW_SECONDS),
      entitlements,
      readCache: createReadCache(database.kind === 'pglite'),
      guards,
      identity: createIdentityService(db, entitlements),
      billing,
      close: async () => {
        await jobs.stop();
        await database.close();
      },
    };
    if (runWorkers) await jobs.startWorkers();
    return ctx;
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}

const SESSION_MEMO_MS = 30_000;
const SESSION_MEMO_MAX = 10_000;

/**
 * better-auth checks a session from its signed cookie cache (no database read) for up to a minute.
 * Checking that signature costs more than the rest of a cached read, so the resolved user is kept
 * here for 30 s per exact cookie pair: no trust beyond what the signed cache already gives.
 */
function sessionResolver(auth: Auth) {
  const memo = new Map<string, { user: SessionUser; until: number }>();
  return async (headers: Headers): Promise<SessionUser | null> => {
    const cookie = headers.get('cookie') ?? '';
    const key = cookie.includes('.session_data=') && !headers.has('authorization') ? cookie : null;
    const now = Date.now();
    const kept = key ? memo.get(key) : undefined;
    if (kept && kept.until > now) return kept.user;
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const u = session.user;
    const user: SessionUser = {
      id: u.id,
      email: u.email,
      name: u.name,
      emailVerified: u.emailVerified,
      image: u.image ?? null,
      role: typeof u.role === 'string' ? u.role : 'user',
      timeZone: typeof u.timeZone === 'string' ? u.timeZone : 'UTC',
      createdAt: new Date(u.createdAt),
      updatedAt: new Date(u.updatedAt),
    };
    if (key) {
      if (memo.size >= SESSION_MEMO_MAX) memo.clear();
      memo.set(key, { user, until: now + SESSION_MEMO_MS });
    }
    return user;
  };
}
