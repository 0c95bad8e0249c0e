import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../platform/db/client.js';
import { accounts, sessions, users, sessionUserColumns } from '../../platform/db/schema/identity.js';
import type { AccessInSession } from '../../platform/entitlements.js';
import type { SessionUser } from '../../platform/http/env.js';
import { ADMIN_TOKEN_PREFIX } from '../../platform/http/admin-token.js';
import type { ResolvedSession } from '../../platform/http/guards.js';
import type { Auth } from './auth.js';
import type { ChangeFeed } from '../../platform/db/change-feed.js';
import { createTableCache } from '../../platform/table-cache.js';
import { SESSION_EXPIRES_IN, SESSION_UPDATE_AGE } from './auth.js';

interface SessionDeps {
  db: Db;
  auth: Auth;
  secret: string;
  /** Billing's entitlements, read in the same statement. */
  access: AccessInSession;
  /** Write notices that let session rows be kept in memory (absent: every request reads). */
  changes?: ChangeFeed;
}

/**
 * Who is calling, read from the database on every request in ONE round trip: session token →
 * the session, its user, whether a Google account is linked, and the live subscriptions that
 * make the user's entitlements. The row is kept in the process only until the change feed hears
 * of a write for its user (platform/table-cache.ts, db/change-feed.ts), and served only after the
 * feed's fence, so a change made anywhere (verification in another browser, a role or plan
 * change, a revoked session, on any app server) is seen on the very next request.
 *
 * Tokens are read as better-auth writes them: the signed session cookie (`token.signature`,
 * HMAC-SHA256 with the auth secret), or `Authorization: Bearer` (signed, or the bare token as the
 * bearer plugin accepts it). Once a day per session better-auth itself is asked, so it can slide
 * the expiry and renew the cookie (the returned Set-Cookie headers).
 */
export function createSessionResolver({ db, auth, secret, access, changes }: SessionDeps) {
  const cookieNameRead = auth.$context.then((c) => c.authCookies.sessionToken.name);
  let cookieName: string | undefined;

  // Signed values whose signature matched, with their token: a value seen again (every request
  // of a signed-in browser or app) skips the HMAC. Only matches are kept, so a stream of forged
  // values cannot push real ones out faster than they come back. Nothing here can go stale: the
  // secret does not change while the process runs, and whether the token still names a live
  // session is the session cache's business (dropped on its user's notices, below).
  const signatureMatched = new LRUCache<string, string>({ max: VERIFIED_SIGNATURES_KEPT });

  function verified(signedValue: string): string | null {
    const known = signatureMatched.get(signedValue);
    if (known !== undefined) return known;
    const dot = signedValue.lastIndexOf('.');
    if (dot < 1) return null;
    const token = signedValue.slice(0, dot);
    const given = Buffer.from(
      signedValue
        .slice(dot + 1)
        .replace(/-/g, '+')
        .replace(/_/g, '/'),
      'base64',
    );
    const expected = createHmac('sha256', secret).update(token).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    signatureMatched.set(signedValue, token);
    return token;
  }

  async function tokenOf(headers: Headers): Promise<string | null> {
    const authorization = headers.get('authorization');
    if (authorization && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
      const raw = safeDecode(authorization.slice(7).trim());
      // An admin token is not a session: leave it to requireAdmin and read the cookie.
      if (raw.startsWith(ADMIN_TOKEN_PREFIX)) return cookieToken(headers);
      const token = raw.includes('.') ? verified(raw) : raw || null;
      if (token) return token;
    }
    return cookieToken(headers);
  }

  async function cookieToken(headers: Headers): Promise<string | null> {
    const name = (cookieName ??= await cookieNameRead);
    for (const part of (headers.get('cookie') ?? '').split(';')) {
      const eqAt = part.indexOf('=');
      if (eqAt < 0 || part.slice(0, eqAt).trim() !== name) continue;
      return verified(safeDecode(part.slice(eqAt + 1).trim()));
    }
    return null;
  }

  // Prepared once: on PostgreSQL each pooled connection parses and plans it once, not per request.
  const sessionByToken = db
    .select({
      expiresAt: sessions.expiresAt,
      sessionId: sessions.id,
      ...sessionUserColumns,
      isGoogleUser: sql<boolean>`exists (select 1 from ${accounts}
        where ${accounts.userId} = ${users.id} and ${accounts.providerId} = 'google')`.mapWith(Boolean),
      live: access.select(users.id),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_by_token');
  const readRow = async (token: string) => (await sessionByToken.execute({ token }))[0];
  // The caller and their access, made once per row read (not per request): a pure function of it.
  // Frozen, since every request of the session is handed the same objects.
  const resolve = async (token: string): Promise<KeptSession> => {
    const row = await readRow(token);
    if (!row) return { session: null, renewAfter: 0, expiresAt: 0 };
    const { expiresAt, live, ...user } = row;
    const session: ResolvedSession = Object.freeze({
      user: Object.freeze(user satisfies SessionUser),
      access: Object.freeze(access.accessOf(live, user.role)),
    });
    const issuedAt = expiresAt.getTime() - SESSION_EXPIRES_IN * 1000;
    return { session, renewAfter: issuedAt + SESSION_UPDATE_AGE * 1000, expiresAt: expiresAt.getTime() };
  };
  // Kept by token until a write for the row's user to any table it is read from (a sign-out, a
  // verification, a plan change is seen on the next request, on any server); `session: null`
  // remembers a token that matched nothing, until any write to those tables.
  const cache = createTableCache<KeptSession>(
    changes,
    SESSION_TABLES,
    50_000,
    (_token, kept) => kept.session?.user.id ?? null,
  );
  const stillValid = (kept: KeptSession) => !kept.session || kept.expiresAt > Date.now();

  return async (headers: Headers): Promise<ResolvedSession | null> => {
    const token = await tokenOf(headers);
    if (!token) return null;
    const { session, renewAfter } = await cache.read(token, () => resolve(token), stillValid);
    if (!session) return null;
    if (renewAfter > Date.now()) return session;
    // Due for its daily refresh: better-auth extends the session and re-issues the cookie.
    const refreshed = await auth.api.getSession({ headers, returnHeaders: true }).catch(() => null);
    return { ...session, setCookie: refreshed?.headers.getSetCookie() ?? [] };
  };
}

/** A session as kept: who and what access, or null for a token that matched no live session. */
interface KeptSession {
  session: ResolvedSession | null;
  /** When better-auth should slide the expiry and re-issue the cookie (ms since the epoch). */
  renewAfter: number;
  expiresAt: number;
}

/** Signed session values remembered as verified (a few MB at most; see verified()). */
const VERIFIED_SIGNATURES_KEPT = 20_000;

/** Every table the session row is read from (users, sessions, linked accounts, subscriptions). */
const SESSION_TABLES = ['user', 'session', 'account', 'subscription'] as const;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
