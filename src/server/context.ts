import type { Config } from './platform/config.js';
import { openDatabase, type Database, type Db } from './platform/db/client.js';
import { migrate } from './platform/db/migrate.js';
import { cacheEntitlements, type Entitlements } from './platform/entitlements.js';
import { createReadCache, type ReadCache } from './platform/read-cache.js';
import { createAttemptCounter, type AttemptCounter } from './platform/http/attempts.js';
import { createGuards, type Guards } from './platform/http/guards.js';
import { createJobs, type Jobs } from './platform/jobs/index.js';
import type { Logger } from './platform/logger.js';
import { createMailer, type Mailer } from './platform/mail/outbox.js';
import { createBillingEntitlements } from './features/billing/entitlements.js';
import { createBilling, type Billing } from './features/billing/index.js';
import { createAuth, type Auth } from './features/identity/auth.js';
import { createIdentityService, type IdentityService } from './features/identity/service.js';
import { createSessionResolver } from './features/identity/session.js';
import { createCreditsService } from './features/credits/service.js';
import { createLocalAudioStore } from './features/narration/audio-store.js';
import { createLocalNarrator } from './features/narration/local-narrator.js';
import type { Narrator } from './features/narration/port.js';
import { createNarration, type Narration } from './features/narration/service.js';
import { parsePronunciations } from './features/narration/text.js';
import { createStoryRepository } from './features/stories/repository.js';

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
  narration: Narration;
  close(): Promise<void>;
}

export interface ContextOptions {
  /** Tests pass an already-open database (a snapshot copy). */
  database?: Database;
  /** Start job workers in this process (the server with PGlite always does). */
  workers?: boolean;
  /** Tests move billing's clock (trials, renewals) without waiting. */
  now?: () => Date;
  /** Tests narrate with a failing or counting narrator; default: the local Flite narrator. */
  narrator?: Narrator;
  /** Tests shorten narration retries (default 3 retries, 5 s first delay). */
  narrationRetry?: { limit: number; delaySeconds: number };
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
    const guards = createGuards(
      createSessionResolver({ db, auth, secret: config.AUTH_SECRET }),
      entitlements,
    );
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
    const readCache = createReadCache(database.kind === 'pglite');
    const narration = createNarration({
      db,
      jobs,
      store: createLocalAudioStore(config.DATA_DIR),
      narrator:
        options.narrator ??
        createLocalNarrator({
          pronunciations: parsePronunciations(config.TTS_PRONUNCIATIONS),
          workers: config.TTS_WORKERS,
        }),
      credits: createCreditsService(db, options.now),
      findStory: createStoryRepository(db).find,
      onWrite: (userId) => readCache.invalidateUser(userId),
      logger,
      waitMs: config.AUDIO_WAIT_MS,
      retryLimit: options.narrationRetry?.limit,
      retryDelaySeconds: options.narrationRetry?.delaySeconds,
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
      readCache,
      guards,
      identity: createIdentityService(db, entitlements),
      billing,
      narration,
      close: async () => {
        await jobs.stop();
        await narration.close();
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
