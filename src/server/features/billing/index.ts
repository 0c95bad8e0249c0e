import type { Config } from '../../platform/config.js';
import type { Database, Db } from '../../platform/db/client.js';
import type { Jobs } from '../../platform/jobs/index.js';
import type { Logger } from '../../platform/logger.js';
import type { Mailer } from '../../platform/mail/outbox.js';
import { createBillingAdmin } from './admin-abilities.js';
import { createCatalogue } from './catalogue.js';
import { envPriceIds } from './plan-matching.js';
import type { Clock, PaymentProvider } from './provider/port.js';
import { createSandboxProvider } from './provider/sandbox/index.js';
import { sandboxAdvanceJob } from './provider/sandbox/jobs.js';
import { createStripeClient } from './provider/stripe/client.js';
import { createStripeProvider } from './provider/stripe/index.js';
import { createBillingService } from './service.js';
import { createSync } from './sync.js';
import { trialEndingNoticeJob } from './trial-notice.js';

export interface BillingDeps {
  config: Config;
  logger: Logger;
  db: Db;
  database: Pick<Database, 'kind'>;
  jobs: Jobs;
  mailer: Mailer;
  /** Tests move time with their own clock. */
  now?: Clock;
  /** Told the user whose subscriptions a sync just wrote (the entitlements cache forgets them). */
  onAccessChanged?: (userId: string) => void;
}

/**
 * Builds billing around the configured provider (config.PAYMENTS): Stripe, or the local sandbox,
 * whose pages and jobs exist only when it is the one in use. Its jobs are defined here, before the context starts the workers.
 */
export function createBilling(deps: BillingDeps) {
  const { config, logger, db, mailer } = deps;
  const clock: Clock = deps.now ?? (() => new Date());
  const { stripe, sandbox, provider } = chooseProvider(deps, clock);
  // STRIPE_PRICE_* only mean something to Stripe; the sandbox sells its own fixed ids.
  const catalogue = createCatalogue(provider, stripe ? envPriceIds(config) : {}, clock);
  const sync = createSync({
    db,
    database: deps.database,
    provider,
    catalogue,
    mailer,
    clock,
    logger: logger.child({ feature: 'billing' }),
    config,
    onAccessChanged: deps.onAccessChanged,
  });
  const service = createBillingService({ db, config, provider, catalogue, sync, logger });
  const admin = createBillingAdmin({ db, provider, catalogue, sync, logger });

  const jobs = {
    trialEndingNotice: trialEndingNoticeJob({ db, mailer, clock, config }),
    sandboxAdvance: sandbox ? sandboxAdvanceJob({ db, lifecycle: sandbox.lifecycle, sync }) : null,
  };
  deps.jobs.define(jobs.trialEndingNotice);
  if (jobs.sandboxAdvance) deps.jobs.define(jobs.sandboxAdvance);

  return { clock, provider, catalogue, sync, service, admin, jobs, sandbox, stripe };
}

export type Billing = ReturnType<typeof createBilling>;

function chooseProvider({ config, db }: BillingDeps, clock: Clock) {
  if (config.PAYMENTS === 'stripe') {
    const stripe = createStripeClient(config);
    return { stripe, sandbox: null, provider: createStripeProvider(stripe) as PaymentProvider };
  }
  const sandbox = createSandboxProvider({ db, clock, publicUrl: config.PUBLIC_URL });
  return { stripe: null, sandbox, provider: sandbox.provider };
}
