import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import type { CreditsService } from './service.js';

export interface CreditsRouteDeps {
  service: CreditsService;
  guards: Pick<Guards, 'requireVerifiedUser'>;
}

/**
 * GET /api/stories/credits/status[?childId=] (spec §3 Credit status).
 * Signed-in and verified is enough: a user without a live plan sees zero limits and plan 'free'
 * rather than an error, so the credit panel can explain itself. The entitlements come with the
 * session (requireUser); the counts are one more statement.
 */
export function creditsRoutes({ service, guards }: CreditsRouteDeps) {
  const app = new Hono<AppEnv>();
  app.get('/api/stories/credits/status', guards.requireVerifiedUser, async (c) => {
    const user = c.get('user');
    const access = c.get('entitlements');
    const childId = c.req.query('childId') || undefined;
    return c.json(await service.status(user.id, access, user.timeZone, childId));
  });

  return app;
}
