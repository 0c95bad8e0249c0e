import { hashToken } from '../tokens.js';
import type { SessionUser } from './env.js';

/**
 * The admin credential (docs/decisions/013-admin-credential.md): a short-lived bearer token that
 * only /api/admin routes accept. The prefix tells it apart from a better-auth session token sent
 * as a bearer, so the session resolver leaves it alone and requireAdmin picks it up.
 */
export const ADMIN_TOKEN_PREFIX = 'mta_';

/** How long an admin token lives; the web asks for a new one when it runs out. */
export const ADMIN_TOKEN_TTL_SECONDS = 30 * 60;

/** Live tokens one admin may hold (one per open Admin Panel tab); a new one revokes the oldest. */
export const ADMIN_TOKENS_LIVE = 5;

/** The admin token in an Authorization header, or null. */
export function adminBearerOf(authorization: string | undefined | null): string | null {
  if (!authorization || authorization.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  const token = authorization.slice(7).trim();
  return token.startsWith(ADMIN_TOKEN_PREFIX) ? token : null;
}

/** Only this hash is stored: a database read does not hand out working tokens. */
export const hashAdminToken = hashToken;

/** Who holds a live admin token (not expired, not revoked, its browser session still alive). */
export type AdminTokenResolver = (token: string) => Promise<SessionUser | null>;
