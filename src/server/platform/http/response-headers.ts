import type { Context } from 'hono';

/**
 * Adds headers to the response a handler already made, in place. `c.header()` after the handler
 * rebuilds the whole Response for every header (hono copies a finalized response, and the Node
 * adapter then materialises its lazy Response): six headers cost a quarter of a small read. A
 * response whose headers cannot change (one fetched from elsewhere) takes the copying way.
 */
export function addResponseHeaders(c: Context, headers: Record<string, string>): void {
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  } catch {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  }
}
