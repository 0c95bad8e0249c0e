import { Hono } from 'hono';
import { ZChildInput, ZChildUpdate } from '../../../shared/children.js';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import { parseInput } from '../../platform/http/input.js';
import { readJson } from '../../platform/http/middleware.js';
import type { ChildrenService } from './service.js';

/** Spec §7 Children: GET/POST /api/children, PUT/DELETE /api/children/:id. */
export function childrenRoutes(service: ChildrenService, guards: Guards) {
  const app = new Hono<AppEnv>();
  const { requireUser, requireVerified, requireActiveSubscription } = guards;

  app.use('/api/children', requireUser, requireVerified);
  app.use('/api/children/*', requireUser, requireVerified);

  app.get('/api/children', requireActiveSubscription, async (c) =>
    c.json({ data: await service.list(c.get('user').id) }),
  );

  // The plan's cap comes from the entitlements the subscription guard already read.
  app.post('/api/children', requireActiveSubscription, async (c) => {
    const input = parseInput(ZChildInput, await readJson(c));
    return c.json({ data: await service.create(c.get('user').id, c.get('entitlements'), input) }, 201);
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
