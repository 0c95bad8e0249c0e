import { Hono } from 'hono';
import { SERIES_MESSAGES } from '../../../shared/series.js';
import { ZSeriesCreateRequest } from '../../../shared/series-schema.js';
import { AppError } from '../../platform/errors.js';
import type { AppEnv } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import { parseInput, uuidParam } from '../../platform/http/input.js';
import { readJson } from '../../platform/http/middleware.js';
import type { SeriesStore } from './series.js';

/**
 * Series (issue 27 part 4): start one, list them, read one with its chapters in order. A chapter
 * is written by POST /api/stories/generate with the series' id (routes.ts), one story credit each.
 */
export function seriesRoutes({ series, guards }: { series: SeriesStore; guards: Guards }) {
  const app = new Hono<AppEnv>();
  const { requireSubscriber } = guards;

  app.post('/api/series', requireSubscriber, async (c) => {
    const request = parseInput(ZSeriesCreateRequest, await readJson(c));
    const created = await series.create(c.get('user').id, c.get('entitlements'), request);
    return c.json({ data: created }, 201);
  });

  app.get('/api/series', requireSubscriber, async (c) => {
    return c.json({ data: await series.list(c.get('user').id) });
  });

  app.get(`/api/series/${uuidParam('id')}`, requireSubscriber, async (c) => {
    const found = await series.detail(c.get('user').id, c.req.param('id'));
    if (!found) throw AppError.notFound(SERIES_MESSAGES.notFound);
    return c.json({ data: found });
  });

  return app;
}
