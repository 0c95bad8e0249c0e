import type { MiddlewareHandler } from 'hono';
import { GENERIC_MESSAGES } from '../../../shared/messages.js';
import type { AppEnv } from './env.js';

/** Set once a stop signal came: the server still answers, but tells balancers and clients to go. */
export interface DrainState {
  readonly draining: boolean;
  start(): void;
}

export function createDrainState(): DrainState {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start: () => {
      draining = true;
    },
  };
}

/**
 * While draining: health answers 503 (a load balancer stops sending traffic), and every answer
 * closes its connection, so keep-alive clients open their next one elsewhere.
 */
export function drainingResponses(drain: Pick<DrainState, 'draining'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!drain.draining) return next();
    if (c.req.path === '/api/health')
      return c.json({ status: 'draining', error: GENERIC_MESSAGES.shuttingDown }, 503, {
        Connection: 'close',
        'Cache-Control': 'no-store',
      });
    await next();
    c.header('Connection', 'close');
  };
}
