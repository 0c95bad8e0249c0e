import { createMiddleware } from 'hono/factory';
import { GENERIC_MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { AttemptCounter } from './attempts.js';
import type { AppEnv } from './env.js';

/**
 * Requests per signed-in user per window of `counter`, counted in the database (so the limit
 * holds across app servers); past `limit` a 429 RATE_LIMITED. Put it after requireUser.
 */
export function limitPerUser(counter: AttemptCounter, name: string, limit: number, windowSeconds: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if ((await counter.hit(`${name}:${c.get('user').id}`)) > limit) {
      // The fixed window ends at most this long from now.
      c.header('Retry-After', String(windowSeconds));
      throw new AppError('RATE_LIMITED', 429, GENERIC_MESSAGES.rateLimited);
    }
    await next();
  });
}
