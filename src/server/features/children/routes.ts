import { Hono } from 'hono';
import { ZChildInput, ZChildUpdate } from '../../../shared/children.js';
import type { AppContext } from '../../context.js';
import type { AppEnv } from '../../platform/http/env.js';
import { readJson } from '../../platform/http/middleware.js';
import { parseInput } from './request-input.js';
import { createChildrenService } from './service.js';

/** Spec §7 Children: GET/POST /api/children, PUT/DELETE /api/children/:id. */
export function childrenRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const service = createChildrenService(ctx.db, (userId) => ctx.readCache.invalidateUser(userId));
  const { requireUser, requireVerified, requireActiveSubscription } = ctx.guards;

  app.use('/api/children', requireUser, requireVerified);
  app.use('/api/children/*', requireUser, requireVerified);

  app.get('/api/children', requireActiveSubscription, async (c) =>
    c.json({ data: await service.list(c.get('user').id) }),
  );

  app.post('/api/children', requireActiveSubscription, async (c) => {
    const input = parseInput(ZChildInput, await readJson(c));
    const user = c.get('user');
    const access = await ctx.entitlements.forUser(user.id, user.role);
    return c.json({ data: await service.create(user.id, access, input) }, 201);
  });

  app.put('/api/children/:id', requireActiveSubscription, async (c) => {
    const update = parseInput(ZChildUpdate, await readJson(c));
    return c.json({ data: await service.update(c.get('user').id, c.req.param('id'), update) });
  });

  // Deleting needs no plan: a parent whose subscription lapsed can still remove their child's data.
  app.delete('/api/children/:id', async (c) => {
    await service.remove(c.get('user').id, c.req.param('id'));
    return c.json({ success: true });
  });

  return app;
}
