import { ServerResponse } from 'node:http';
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

/** The Node response behind this request, when served by @hono/node-server (not app.request()). */
function nodeResponse(c: Context): ServerResponse | null {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse && !outgoing.headersSent ? outgoing : null;
}

/**
 * Headers every answer carries unless its handler sets its own, given before the handler runs.
 * Served by Node, they go straight onto Node's response (which merges them with the handler's
 * when the head is written, the handler's winning): no Fetch `Headers` object is built for them,
 * and a handler's plain header object reaches Node as it is. That fixed cost was most of a small
 * public read (the plans list). Elsewhere (`app.request()` in tests) the same headers are added
 * to the finished response, where they are missing.
 *
 * `requestId` goes out as X-Request-Id (a separate argument: the headers object is shared by all
 * requests). Returns a function to call after the handler (a no-op when Node already has them).
 */
export function defaultResponseHeaders(
  c: Context,
  headers: Record<string, string>,
  requestId?: string,
): () => void {
  const node = nodeResponse(c);
  if (node) {
    for (const name in headers) node.setHeader(name, headers[name] as string);
    if (requestId) node.setHeader('X-Request-Id', requestId);
    return () => undefined;
  }
  return () => {
    const missing: Record<string, string> = {};
    for (const name in headers) if (!c.res.headers.has(name)) missing[name] = headers[name] as string;
    if (requestId && !c.res.headers.has('X-Request-Id')) missing['X-Request-Id'] = requestId;
    addResponseHeaders(c, missing);
  };
}
