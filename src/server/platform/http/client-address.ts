import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address per-address limits count against. X-Forwarded-For is only believed for the
 * `trustProxyHops` proxies that we run (TRUST_PROXY): each appends the address it saw, so the
 * client is the hops-th entry from the right of [...X-Forwarded-For, socket address]. Anything to
 * its left was written by the client and is ignored.
 *
 * A request built in-process (app.request() in tests, no socket) has no network peer: there the
 * caller speaks for itself, so the nearest X-Forwarded-For entry is taken, else 'in-process'.
 */
export function clientAddress(c: Context, trustProxyHops: number): string {
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const socket = socketAddress(c);
  if (socket === null) return forwarded.at(-1) ?? 'in-process';
  if (trustProxyHops <= 0) return socket;
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - trustProxyHops)] ?? socket;
}

function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // no Node socket behind this request
  }
}
