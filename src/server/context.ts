import type { Config } from './platform/config.js';
import { openDatabase, type Database, type Db } from './platform/db/client.js';
import { migrate } from './platform/db/migrate.js';
import { cacheEntitlements, type Entitlements } from './platform/entitlements.js';
import { createReadCache, type ReadCache } from './platform/read-cache.js';
import { createAttemptCounter, type AttemptCounter } from './platform/http/attempts.js';
import { createGuards, type Guards } from './platform/http/guards.js';
import { limitPerUser } from './platform/http/rate-limit.js';
import type { ChangeFeed } from './platform/db/change-feed.js';
import { POLL_SECONDS, createJobs, type Jobs } from './platform/jobs/index.js';
import type { Logger } from './platform/logger.js';
import { createMailer, type Mailer } from './platform/mail/outbox.js';
import { billingAccessInSession, createBillingEntitlements } from './features/billing/entitlements.js';
import { createBilling, type Billing } from './features/billing/index.js';
import { createAuth, type Auth } from './features/identity/auth.js';
import { createIdentityService, type IdentityService } from './features/identity/service.js';
import { createSessionResolver } from './features/identity/session.js';
import { createChildren, type Children } from './features/children/index.js';
import { createCredits, type Credits } from './features/credits/index.js';
import { createStories, type Stories } from './features/stories/index.js';
import type { SampleNarration, StoryAudio } from './features/stories/abilities.js';
import type { StoryWriter } from './features/stories/writer/types.js';
import { audioStoreFromConfig } from './features/narration/audio-store-from-config.js';
import { narratorFromConfig } from './features/narration/narrator-from-config.js';
import type { Narrator } from './features/narration/port.js';
import { createNarration, type Narration } from './features/narration/service.js';
import { createRecordings, type Recordings } from './features/narration/recordings.js';
import { createInvitations, type Invitations } from './features/narration/invitations.js';
import { invitationRoutes } from './features/narration/invitation-routes.js';
import { toStory } from './features/stories/repository.js';
import { createAdminAccess } from './features/admin-access/index.js';
import type { AdminTokens } from './features/admin-access/tokens.js';
import { createDaily, type Daily } from './features/daily/index.js';
import { createAdmin, createAudit, type Admin } from './features/admin/index.js';
import type { AuditLog } from './platform/audit.js';
import { createAccountExport, type AccountExport } from './features/account-export/index.js';
import { createAccountDeletion, type AccountDeletion } from './features/account-deletion/index.js';
import { createShares, type Shares } from './features/shares/index.js';
import { SHARE_CREATE_LIMIT_PER_HOUR } from '../shared/shares.js';
import { createBooks, type Books } from './features/books/index.js';
import { BOOKS_PER_HOUR } from '../shared/books.js';
import { hintCookieLine } from './features/identity/signed-in-hint.js';
import { createAccountRemoval, type AccountRemoval } from './platform/account-removal.js';
import { servedOverHttps } from './platform/http/middleware.js';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './platform/http/env.js';

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
  /** Story and narration requests share one budget per user (key `generate:`), built once here. */
  limitGeneration: MiddlewareHandler<AppEnv>;
  entitlements: Entitlements;
  readCache: ReadCache;
  guards: Guards;
  identity: IdentityService;
  billing: Billing;
  children: Children;
  credits: Credits;
  stories: Stories;
  narration: Narration;
  /** Family voices (issue 29): recorded narrations, joined into one MP3 each. */
  recordings: Recordings;
  /** Issue 29 part 4: a relative records a story through a private link; the parent approves. */
  invitations: { service: Invitations; routes: Hono<AppEnv> };
  /** The admin bearer credential: its tokens (resolved by requireAdmin) and POST/DELETE /api/admin/session. */
  adminAccess: { tokens: AdminTokens; routes: Hono<AppEnv> };
  daily: Daily;
  admin: Admin;
  /** The admin audit log (kept by the admin feature); every feature's admin action writes to it. */
  audit: AuditLog;
  /** GET /api/account/export: a family's own data and narrations as one ZIP. */
  accountExport: AccountExport;
  /** DELETE /api/account: a parent deletes their own account (the same removal as the admin's). */
  accountDeletion: AccountDeletion;
  /** The one account removal: the Admin Panel's deletion and the owner's own. */
  accountRemoval: AccountRemoval;
  /** Printed books (issue 30): picture-book PDFs of picked stories, made by a job. */
  books: Books;
  /** Share this story: a parent's private, revocable links and the public page they open. */
  shares: Shares;
  /**
   * The server is stopping (SIGTERM): requests that wait on a job (Add Audio, the daily story's
   * audio) answer at once with the job's status, so the drain is not held by AUDIO_WAIT_MS.
   */
  beginShutdown(): void;
  /** Jobs (waiting at most jobsTimeoutMs for running ones), narration's workers, then the database. */
  close(options?: { jobsTimeoutMs?: number }): Promise<void>;
}

/** What the children, credits and stories features are built from. */
export type FeatureBase = Pick<
  AppContext,
  'config' | 'logger' | 'db' | 'jobs' | 'guards' | 'entitlements' | 'readCache' | 'limitGeneration'
> & {
  narration?: StoryAudio;
  /** Write notices for in-memory caches (platform/db/change-feed.ts); absent: nothing is kept. */
  changes?: ChangeFeed;
};

export interface FeatureOptions {
  /** The credits clock (credit days turn at local midnights); tests pin it. */
  now?: () => Date;
  /** Tests inject a story writer; default: the configured one. */
  writer?: StoryWriter;
  /** How long a request waits for a concurrent request holding the same Idempotency-Key. */
  idempotencyWaitMs?: number;
  /** Narration's ability for stories, when narration is built after the features. */
  storyAudio?: StoryAudio;
  /** Narration's ability for the front door's sample story (bound late, like storyAudio). */
  sampleNarration?: SampleNarration;
  /** A child's deletion with what narration keeps for the child (recorded voices' files). */
  childRemoval?: (userId: string, childId: string, remove: () => Promise<void>) => Promise<void>;
}

/**
 * Builds children, credits and stories, each once, and hands each the abilities it needs from the
 * others (stories finds an owned child and spends credits; credits counts a user's children).
 * createContext calls it once; tests call it again to swap the writer or the clock.
 */
export function createFeatures(base: FeatureBase, options: FeatureOptions = {}) {
  const forget = (userId: string) => base.readCache.invalidateUser(userId);
  const children = createChildren({
    db: base.db,
    guards: base.guards,
    onWrite: forget,
    removeWith: options.childRemoval,
  });
  const credits = createCredits({
    db: base.db,
    jobs: base.jobs,
    guards: base.guards,
    logger: base.logger,
    childIdsSelect: children.service.idsSelect,
    changes: base.changes,
    now: options.now,
  });
  const stories = createStories({
    db: base.db,
    jobs: base.jobs,
    config: base.config,
    logger: base.logger,
    guards: base.guards,
    readCache: base.readCache,
    limitGeneration: base.limitGeneration,
    children: {
      findOwned: children.service.findOwned,
      setBedtimeLearning: children.service.setBedtimeLearning,
    },
    credits: {
      ...credits.service,
      spend: (req, alsoInTx) => credits.service.spend(req, { alsoInTx }),
    },
    writer: options.writer,
    idempotencyWaitMs: options.idempotencyWaitMs,
    audio: options.storyAudio ?? base.narration,
    sampleNarration: options.sampleNarration,
  });
  return { children, credits, stories };
}

export interface ContextOptions {
  /** Tests pass an already-open database (a snapshot copy). */
  database?: Database;
  /** Start job workers in this process (the server with PGlite always does). */
  workers?: boolean;
  /** Tests move billing's and credits' clocks (trials, renewals, credit days) without waiting. */
  now?: () => Date;
  /** Tests narrate with a failing or counting narrator; default: the local Flite narrator. */
  narrator?: Narrator;
  /** Tests that watch retries poll the queue every second (see POLL_SECONDS). */
  jobPollSeconds?: number;
  /** Tests shorten narration retries (default 3 retries, 5 s first delay). */
  narrationRetry?: { limit: number; delaySeconds: number };
  /** Tests shorten mail delivery retries (default MAX_ATTEMPTS attempts, 5 s first delay). */
  mailRetry?: { maxAttempts: number; delaySeconds: number };
}

export async function createContext(
  config: Config,
  logger: Logger,
  options: ContextOptions = {},
): Promise<AppContext> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      timeouts: {
        statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
        queryMs: config.DATABASE_QUERY_TIMEOUT_MS,
        idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        longQueryMs: config.DATABASE_LONG_QUERY_TIMEOUT_MS,
      },
    }));
  try {
    const { applied } = await migrate(database.sql);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    const db = database.db;
    const runWorkers = options.workers ?? config.RUN_WORKER;
    const jobs = await createJobs(database.sql, logger, {
      schedule: runWorkers,
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
    const auth = createAuth({ config, db, mailer, logger });
    // Every in-process cache is kept exact by the database's write notices, on both engines.
    const changes = await database.changes();
    const entitlements = cacheEntitlements(createBillingEntitlements(db), changes);
    const audit = createAudit(db);
    const adminAccess = createAdminAccess({
      db,
      now: options.now,
      audit,
      limit: { perWindow: config.RATE_LIMIT_ADMIN_TOKENS, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS },
    });
    // The session statement also reads the user's entitlements (one round trip per request).
    const guards = createGuards(
      createSessionResolver({
        db,
        auth,
        secret: config.AUTH_SECRET,
        access: billingAccessInSession,
        changes,
      }),
      adminAccess.tokens.resolve,
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
    const readCache = createReadCache(changes);
    // Narration needs the credits feature and stories needs narration's delete: bound once both exist.
    const late: { narration?: Narration; books?: Books; recordings?: Recordings } = {};
    let stopping = false;
    const stopWaiting = () => stopping;
    const attempts = createAttemptCounter(db, config.RATE_LIMIT_WINDOW_SECONDS);
    // Hourly limits (books, share links), keyed apart by kind.
    const hourly = createAttemptCounter(db, 3600);
    const limitGeneration = limitPerUser(
      attempts,
      'generate',
      config.RATE_LIMIT_GENERATIONS,
      config.RATE_LIMIT_WINDOW_SECONDS,
    );
    const features = createFeatures(
      { config, logger, db, jobs, guards, entitlements, readCache, changes, limitGeneration },
      {
        now: options.now,
        storyAudio: {
          removeStory: (userId, storyId, remove) => {
            // The recorded voices' files go after the rows (issue 29), then the narration's file.
            const voiced = () =>
              late.recordings ? late.recordings.removeStory(userId, storyId, remove) : remove();
            const narrated = () =>
              late.narration ? late.narration.removeStory(userId, storyId, voiced) : voiced();
            // The books holding the story go with it (the database), then their PDFs (the books feature).
            return late.books ? late.books.service.removeStory(userId, storyId, narrated) : narrated();
          },
          narrateSaved: (userId, storyId, credit) => {
            if (!late.narration) throw new Error('narration is not ready');
            return late.narration.narrateSaved(userId, storyId, credit);
          },
        },
        childRemoval: (userId, childId, remove) =>
          late.recordings ? late.recordings.removeChild(userId, childId, remove) : remove(),
        sampleNarration: {
          narrate: async (text) => {
            if (!late.narration) throw new Error('narration is not ready');
            const made = await late.narration.narrateText(text);
            return { key: made.key, size: made.size };
          },
          stream: (key, range) => {
            if (!late.narration) throw new Error('narration is not ready');
            // The narration's key names the content; its file is `${key}.mp3` (as the daily story's).
            return late.narration.store.stream(`${key}.mp3`, range);
          },
        },
      },
    );
    const creditService = features.credits.service;
    const narration = createNarration({
      db,
      jobs,
      store: audioStoreFromConfig(config, (removed) =>
        logger.info({ removed }, 'removed stale partial audio files'),
      ),
      narrator: options.narrator ?? narratorFromConfig(config),
      // Narration holds the audio credit as a reservation: settled with the audio, released on failure.
      credits: {
        spend: async (req, tx) => {
          const held = await creditService.spend(req, { tx });
          return held ? { id: held.id } : null;
        },
        release: (held) => creditService.release(held),
        settle: (tx, held, storyId) => creditService.settle(tx, held, storyId),
      },
      // The stories feature finds stories and writes their audio; narration only asks.
      stories: {
        find: features.stories.repository.find,
        findAny: features.stories.repository.findAny,
        view: toStory,
        saveAudio: features.stories.repository.saveAudio,
      },
      onWrite: (userId) => readCache.invalidateUser(userId),
      logger,
      waitMs: config.AUDIO_WAIT_MS,
      stopWaiting,
      retryLimit: options.narrationRetry?.limit,
      retryDelaySeconds: options.narrationRetry?.delaySeconds,
    });
    late.narration = narration;
    // Recorded voices live in the same store (disk or bucket), served with the same owner checks.
    const recordings = createRecordings({
      db,
      store: narration.store,
      findStory: features.stories.repository.find,
      onWrite: (userId) => readCache.invalidateUser(userId),
      logger,
    });
    late.recordings = recordings;
    const invitations = createInvitations({
      db,
      audit,
      mailer,
      recordings,
      publicUrl: config.PUBLIC_URL,
      findStory: features.stories.repository.find,
      now: options.now,
    });
    // Books print into the same file store as the audio (DATA_DIR or the bucket).
    const books = createBooks({
      db,
      jobs,
      guards,
      logger,
      files: narration.store,
      limitCreate: limitPerUser(hourly, 'book', BOOKS_PER_HOUR, 3600),
    });
    late.books = books;
    const daily = createDaily({
      db,
      jobs,
      guards,
      entitlements,
      logger,
      audit,
      // The same writer and safety check as a parent's story; the same narrator and audio store.
      author: { write: (input) => features.stories.service.writeDaily(input) },
      narration: {
        narrate: (text, onProgress) => narration.narrateText(text, onProgress),
        size: (key) => narration.store.size(key),
        stream: (key, range) => narration.store.stream(key, range),
        release: (key) => narration.releaseFile(key),
      },
      timeZone: config.APP_TIMEZONE,
      waitMs: config.AUDIO_WAIT_MS,
      stopWaiting,
      now: options.now,
      retryLimit: options.narrationRetry?.limit,
      retryDelaySeconds: options.narrationRetry?.delaySeconds,
    });
    const forgetUser = (userId: string) => {
      entitlements.invalidate(userId);
      readCache.invalidateUser(userId);
    };
    // One removal for both deletions (the admin's and the owner's), so they cannot drift apart.
    const accountRemoval = createAccountRemoval({
      db,
      closeAccount: (userId) => billing.admin.closeAccount(userId),
      // The account's books go by cascade inside `remove`; their PDFs after it, with the audio.
      removeUserAudio: (userId, remove) =>
        narration.removeUserAudio(userId, () =>
          recordings.removeUser(userId, () => books.service.removeUserBooks(userId, remove)),
        ),
      forget: forgetUser,
    });
    const admin = createAdmin({
      db,
      exportDb: database.longDb,
      guards,
      audit,
      now: options.now,
      abilities: {
        updateSubscription: (userId, change) => billing.admin.updateSubscription(userId, change),
        removal: accountRemoval,
        forget: forgetUser,
      },
    });
    const accountDeletion = createAccountDeletion({
      guards,
      mailer,
      removal: accountRemoval,
      // better-auth's sign-out finds no session row any more and clears the browser's cookies;
      // the readable signed-in hint goes with them.
      endSession: async (headers) => {
        const res = await auth.api.signOut({ headers, asResponse: true });
        return [...res.headers.getSetCookie(), hintCookieLine(false, servedOverHttps(config))];
      },
      now: options.now,
    });
    const ctx: AppContext = {
      config,
      logger,
      database,
      db,
      jobs,
      mailer,
      auth,
      attempts,
      limitGeneration,
      entitlements,
      readCache,
      guards,
      identity: createIdentityService(db, entitlements),
      billing,
      ...features,
      narration,
      recordings,
      invitations: {
        service: invitations,
        routes: invitationRoutes({
          invitations,
          guards,
          daily: createAttemptCounter(db, 86_400),
          hourly,
          trustProxy: config.TRUST_PROXY,
        }),
      },
      adminAccess: { tokens: adminAccess.tokens, routes: adminAccess.routes(guards) },
      daily,
      admin,
      audit,
      accountExport: createAccountExport({
        db,
        guards,
        // Through the store, so a bucket works like the local disk.
        readAudio: (key) => narration.store.readAll(key),
        now: options.now,
      }),
      accountDeletion,
      accountRemoval,
      books,
      shares: createShares({
        db,
        guards,
        audit,
        publicUrl: config.PUBLIC_URL,
        limitCreate: limitPerUser(hourly, 'share', SHARE_CREATE_LIMIT_PER_HOUR, 3600),
        findStory: features.stories.repository.find,
        // The narration feature's own reading: the same store (disk or bucket) as the app's player.
        audio: {
          fileOf: (userId, storyId) => narration.fileOf(userId, storyId),
          stream: (key, range) => narration.store.stream(key, range),
        },
        now: options.now,
      }),
      beginShutdown: () => {
        stopping = true;
      },
      close: async (closeOptions) => {
        await jobs.stop(closeOptions?.jobsTimeoutMs);
        await narration.close();
        await recordings.close();
        await database.close();
      },
    };
    if (runWorkers) await jobs.startWorkers();
    // A day with nothing scheduled gets its automatic story now, not at the next minute's run. A
    // worker (this process's or another's) runs it; a failure here must not stop the server.
    await daily.autoPublish
      .kick()
      .catch((err: unknown) => logger.warn({ err }, 'automatic daily story not queued at start-up'));
    return ctx;
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}
