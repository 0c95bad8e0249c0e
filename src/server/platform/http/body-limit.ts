import type { MiddlewareHandler } from 'hono';
import { GENERIC_MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { AppEnv } from './env.js';

/** How much of an oversized chunked body is read (and dropped) so the client gets its 413. */
const DISCARD_MAX_BYTES = 32 * 1024 * 1024;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, GENERIC_MESSAGES.payloadTooLarge);

/**
 * Refuses bodies over maxSize with a JSON 413. A chunked body has no length up front: it is read
 * up to the limit, and past it the rest is read and dropped before answering. A server that
 * answers and closes while the client is still sending resets the connection, and most clients
 * then report a dropped connection instead of the 413. Registered for the write methods only
 * (app.ts): a read never makes the Node adapter build a fetch Request for a body it lacks.
 */
export function limitBody(maxSize: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const length = raw.headers.get('content-length');
    if (length !== null && !raw.headers.has('transfer-encoding')) {
      if (Number.parseInt(length, 10) > maxSize) throw tooLarge();
      return next();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = raw.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size <= maxSize) chunks.push(value);
      else if (size > DISCARD_MAX_BYTES) break;
    }
    if (size > maxSize) {
      c.header('Connection', 'close');
      throw tooLarge();
    }
    c.req.raw = new Request(raw, { body: Buffer.concat(chunks) });
    return next();
  };
}
