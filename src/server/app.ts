import { Hono, type MiddlewareHandler } from 'hono';
import { TAKE_UPLOAD_PREFIX } from '../shared/recordings.js';
import type { AppContext } from './context.js';
import { requestGateOn } from './platform/config.js';
import { AppError } from './platform/errors.js';
import type { AppEnv } from './platform/http/env.js';
import { crossSiteProtection, errorHandler, servedOverHttps } from './platform/http/middleware.js';
import { limitBody } from './platform/http/body-limit.js';
import { reportStatements } from './platform/http/statement-header.js';
import type { DrainState } from './platform/http/drain.js';
import {
  hideServerErrorDetails,
  rejectNullCharacterBodies,
  requireJsonBody,
} from './platform/http/input-guards.js';
import { requestFrame, securityHeaderValues } from './platform/http/request-frame.js';
import { identityRoutes } from './features/identity/routes.js';
import { hintFollowsPages } from './features/identity/signed-in-hint.js';
import { narrationRoutes } from './features/narration/routes.js';
import { recordingRoutes } from './features/narration/recording-routes.js';
import { billingRoutes } from './features/billing/routes.js';
import { devMailboxRoutes } from './features/system/dev-mailbox.js';
import { systemRoutes } from './features/system/routes.js';

/** Every method but the safe ones (GET, HEAD, OPTIONS): those may change something. */
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Paths verified by signature instead of by origin (payment webhooks). */
export const WEBHOOK_PREFIXES = ['/api/webhooks/'];
/**
 * Binary uploads (a recorded sentence's WAV, the parent's and a relative's by an invitation's
 * token, TOKEN_TAKE_PREFIX, which lies under this prefix): not JSON, checked by their own routes.
 */
const RAW_UPLOAD_PREFIXES = [TAKE_UPLOAD_PREFIX];

/** The middleware, except on paths under these prefixes. */
function skipFor(prefixes: string[], middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return (c, next) => (prefixes.some((p) => c.req.path.startsWith(p)) ? next() : middleware(c, next));
}

/** Builds the whole HTTP app from the feature routers; testable with app.request() and no port. */
export function buildApp(ctx: AppContext, options: { drain?: Pick<DrainState, 'draining'> } = {}) {
  const app = new Hono<AppEnv>();
  const { config } = ctx;

  const databaseUrl = config.DATABASE_URL ? new URL(config.DATABASE_URL) : null;
  const onError = errorHandler(
    config.isProduction,
    databaseUrl ? Number(databaseUrl.port || 5432) : undefined,
  );
  // Id and log line, security headers, no-store on the API, drain, null characters: one layer.
  app.use(
    '*',
    requestFrame({
      logger: ctx.logger,
      securityHeaders: securityHeaderValues(servedOverHttps(config)),
      drain: options.drain,
      refuseNullInUrl: true,
      onError,
      // Gather each turn's answers into a burst (REQUEST_GATE; `auto`: on PGlite, decision 020).
      gatherTurn: requestGateOn(config),
    }),
  );
  if (!config.isProduction) app.use('/api/*', reportStatements());
  // The guards of a request body are registered for the methods that carry one, so a read does
  // not pass through them at all (a few microseconds each, on every read). Every path: the
  // sandbox's HTML forms and the dev mailbox take input too.
  // A recorded sentence (a WAV body) has its own, larger limit on its route.
  app.on(WRITE_METHODS, '*', skipFor(RAW_UPLOAD_PREFIXES, limitBody(256 * 1024)));
  app.on(
    WRITE_METHODS,
    '/api/*',
    crossSiteProtection([config.PUBLIC_URL, ...config.TRUSTED_ORIGINS], WEBHOOK_PREFIXES),
  );
  // The sandbox's checkout and portal pages are forms of ours too: another site's page must not
  // post to a parent's portal link (it switched their plan).
  app.on(
    WRITE_METHODS,
    '/sandbox/*',
    crossSiteProtection([config.PUBLIC_URL, ...config.TRUSTED_ORIGINS], []),
  );
  app.on(WRITE_METHODS, '/api/*', requireJsonBody([...WEBHOOK_PREFIXES, ...RAW_UPLOAD_PREFIXES]));
  app.on(WRITE_METHODS, '*', rejectNullCharacterBodies([...WEBHOOK_PREFIXES, ...RAW_UPLOAD_PREFIXES]));
  app.use('/api/identity/*', hideServerErrorDetails());
  app.onError(onError);
  // The SPA's pages carry the readable signed-in hint, so a signed-out visit asks no /api/auth/me.
  app.on('GET', '*', hintFollowsPages(servedOverHttps(config)));

  app.route(
    '/',
    systemRoutes({
      config: ctx.config,
      database: ctx.database,
      jobs: ctx.jobs,
      guards: ctx.guards,
      paymentsKind: ctx.billing.provider.kind,
      storySafety: () => ctx.stories.safety.figures(),
    }),
  );
  // First among /api/admin: the route that hands out the admin token must not sit behind a
  // wholesale /api/admin/* guard of a router mounted later.
  app.route('/', ctx.adminAccess.routes);
  app.route('/', ctx.daily.routes.admin);
  app.route('/', ctx.daily.routes.reader);
  app.route('/', identityRoutes(ctx));
  app.route('/', ctx.children.routes);
  app.route('/', ctx.credits.routes);
  app.route('/', ctx.stories.sampleRoutes);
  app.route('/', ctx.stories.routes);
  app.route(
    '/',
    narrationRoutes({ narration: ctx.narration, guards: ctx.guards, limitGeneration: ctx.limitGeneration }),
  );
  app.route('/', recordingRoutes({ recordings: ctx.recordings, guards: ctx.guards }));
  app.route('/', ctx.invitations.routes);
  app.route('/', billingRoutes(ctx));
  app.route('/', ctx.admin.routes);
  app.route('/', ctx.accountExport.routes);
  app.route('/', ctx.accountDeletion.routes);
  app.route('/', ctx.books.routes);
  app.route('/', ctx.shares.routes);
  if (!config.isProduction) app.route('/', devMailboxRoutes(ctx));

  app.all('/api/*', () => {
    throw AppError.notFound();
  });
  return app;
}

export type App = ReturnType<typeof buildApp>;
