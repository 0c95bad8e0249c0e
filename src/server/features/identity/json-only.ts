import { createMiddleware } from 'hono/factory';
import { GENERIC_MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../platform/errors.js';
import type { AppEnv } from '../../platform/http/env.js';

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * better-auth would also read form-encoded, multipart and text bodies. Our client only sends
 * JSON, and the limiters in front of it read JSON: anything else with a body is refused (415),
 * so no encoding can slip past a limit keyed on a body field.
 */
export const identityJsonOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
  const type = c.req.header('content-type');
  if (type !== undefined && JSON_TYPE.test(type)) return next();
  if (type === undefined && !(await hasBody(c.req.raw))) return next();
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, GENERIC_MESSAGES.jsonRequired);
});

async function hasBody(req: Request): Promise<boolean> {
  if (req.body === null) return false;
  return (await req.clone().arrayBuffer()).byteLength > 0;
}
