import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from './context.js';
import { AppError } from './platform/errors.js';
import type { AppEnv } from './platform/http/env.js';
import {
  crossSiteProtection,
  errorHandler,
  requestContext,
  securityHeaders,
} from './platform/http/middleware.js';
import { identityRoutes } from './features/identity/routes.js';
import { childrenRoutes } from './features/children/routes.js';
import { creditsRoutes } from './features/credits/routes.js';
import { storiesRoutes } from './features/stories/routes.js';
import { narrationRoutes } from './features/narration/routes.js';
import { billingRoutes } from './features/billing/routes.js';
import { devMailboxRoutes } from './features/system/dev-mailbox.js';
import { systemRoutes } from './features/system/routes.js';

/** Paths verified by signature instead of by origin (payment webhooks). */
export const WEBHOOK_PREFIXES = ['/api/webhooks/'];

/** Builds the whole HTTP app from the feature routers; testable with app.request() and no port. */
export function buildApp(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const { config } = ctx;

  app.use('*', requestContext(ctx.logger));
  app.use('*', securityHeaders(config.isProduction));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: 256 * 1024,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 413, 'That request is too large.');
      },
    }),
  );
  app.use('/api/*', crossSiteProtection([config.PUBLIC_URL, ...config.TRUSTED_ORIGINS], WEBHOOK_PREFIXES));
  app.onError(errorHandler(config.isProduction));

  app.route('/', systemRoutes(ctx));
  app.route('/', identityRoutes(ctx));
  app.route('/', childrenRoutes(ctx));
  app.route('/', creditsRoutes(ctx));
  app.route('/', storiesRoutes(ctx));
  app.route('/', narrationRoutes(ctx));
  app.route('/', billingRoutes(ctx));
  if (!config.isProduction) app.route('/', devMailboxRoutes(ctx));

  app.all('/api/*', () => {
    throw AppError.notFound();
  });
  return app;
}

export type App = ReturnType<typeof buildApp>;
