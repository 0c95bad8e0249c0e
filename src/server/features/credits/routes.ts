import { Hono } from 'hono';
import type { AppContext } from '../../context.js';
import type { AppEnv } from '../../platform/http/env.js';
import { createCreditsService } from './service.js';

export interface CreditsRouteOptions {
  /** Tests pin the clock (the day turns at the user's local midnight). */
  now?: () => Date;
}

/**
 * GET /api/stories/credits/status[?childId=] (spec §3 Credit status).
 * Signed-in and verified is enough: a user without a live plan sees zero limits and plan 'free'
 * rather than an error, so the credit panel can explain itself.
 */
export function creditsRoutes(ctx: AppContext, options: CreditsRouteOptions = {}) {
  const app = new Hono<AppEnv>();
  const credits = createCreditsService(ctx.db, options.now);
  const { requireUser, requireVerified } = ctx.guards;

  app.get('/api/stories/credits/status', requireUser, requireVerified, async (c) => {
    const user = c.get('user');
    const access = await ctx.entitlements.forUser(user.id, user.role);
    const childId = c.req.query('childId') || undefined;
    return c.json(await credits.status(user.id, access, user.timeZone, childId));
  });

  return app;
}
