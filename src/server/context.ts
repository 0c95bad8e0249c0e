import type { Hono, MiddlewareHandler } from 'hono';
import type { Config } from './platform/config.js';
import type { Database, Db } from './platform/db/client.js';
import type { Entitlements } from './platform/entitlements.js';
import type { ReadCache } from './platform/read-cache.js';
import type { AttemptCounter } from './platform/http/attempts.js';
import type { Guards } from './platform/http/guards.js';
import type { AppEnv } from './platform/http/env.js';
import type { Jobs } from './platform/jobs/index.js';
import type { Logger } from './platform/logger.js';
import type { Mailer } from './platform/mail/outbox.js';
import type { AuditLog } from './platform/audit.js';
import type { AccountRemoval } from './platform/account-removal.js';
import type { Billing } from './features/billing/index.js';
import type { Auth } from './features/identity/auth.js';
import type { IdentityService } from './features/identity/service.js';
import type { Children } from './features/children/index.js';
import type { Credits } from './features/credits/index.js';
import type { Stories } from './features/stories/index.js';
import type { Narrator } from './features/narration/port.js';
import type { Narration } from './features/narration/service.js';
import type { Recordings } from './features/narration/recordings.js';
import type { Invitations } from './features/narration/invitations.js';
import type { removeUnapprovedRecordingsJob } from './features/narration/unapproved-sweep.js';
import type { AdminTokens } from './features/admin-access/tokens.js';
import type { Daily } from './features/daily/index.js';
import type { Admin } from './features/admin/index.js';
import type { AccountExport } from './features/account-export/index.js';
import type { AccountDeletion } from './features/account-deletion/index.js';
import type { Shares } from './features/shares/index.js';
import type { Books } from './features/books/index.js';
import { openConfiguredDatabase, createPlatform } from './context/platform.js';
import { createAccess } from './context/access.js';
import { createBillingGroup } from './context/billing.js';
import { createStoryFeatures, type LateBound } from './context/stories.js';
import { createVoices } from './context/voices.js';
import { createPublishing } from './context/publishing.js';
import { createAccounts } from './context/accounts.js';

/*
 * The one place where features are wired together (docs/decisions/006): each feature gets what it
 * needs from the others here, never by importing their files. Each group is built in
 * src/server/context/<group>.ts; this file keeps the order they are built in.
 */

export { createFeatures, type FeatureBase, type FeatureOptions } from './context/stories.js';

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
  invitations: {
    service: Invitations;
    routes: Hono<AppEnv>;
    /** Hourly: relatives' voices never approved nor deleted go after UNAPPROVED_RECORDING_DAYS. */
    jobs: { removeUnapproved: ReturnType<typeof removeUnapprovedRecordingsJob> };
  };
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
  const database = options.database ?? (await openConfiguredDatabase(config));
  try {
    const runWorkers = options.workers ?? config.RUN_WORKER;
    const platform = await createPlatform({ config, logger, database, runWorkers, options });
    // What every group may be wired from; each takes what it names.
    const base = { config, logger, database, ...platform, options, now: options.now };
    const access = createAccess(base);
    const billing = createBillingGroup(base);
    // Narration needs the credits feature and stories needs narration's delete: bound once both exist
    // (voices fills in narration and recordings, publishing fills in books).
    const late: LateBound = {};
    let stopping = false;
    const shared = { ...base, ...access, ...billing, late, stopWaiting: () => stopping };
    const features = createStoryFeatures(shared);
    const voices = createVoices({ ...shared, features });
    const publishing = createPublishing({ ...shared, features, narration: voices.narration });
    const accounts = createAccounts({ ...shared, ...voices, books: publishing.books });
    const { jobs } = platform;
    const { narration, recordings } = voices;
    const ctx: AppContext = {
      config,
      logger,
      database,
      db: platform.db,
      jobs,
      mailer: platform.mailer,
      attempts: platform.attempts,
      limitGeneration: platform.limitGeneration,
      readCache: platform.readCache,
      ...access,
      ...billing,
      ...features,
      ...voices,
      ...publishing,
      ...accounts,
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
    await publishing.daily.autoPublish
      .kick()
      .catch((err: unknown) => logger.warn({ err }, 'automatic daily story not queued at start-up'));
    return ctx;
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}
