import type { Context, MiddlewareHandler } from 'hono';
import { readCookie, SIGNED_IN_COOKIE } from '../../../shared/front-door.js';
import type { AppEnv } from '../../platform/http/env.js';
import { SESSION_EXPIRES_IN } from './auth.js';
import { CLEAR_BROWSER_CACHE, CLEAR_SITE_DATA } from '../../platform/http/clear-site-data.js';

/**
 * The readable "signed in" hint (shared/front-door.ts SIGNED_IN_COOKIE). GET /api/auth/me keeps
 * answering 401 without a session (spec §7: it is not a public call); the hint only lets a
 * signed-out browser skip asking, so signed-out pages make no failing request. It follows the
 * HttpOnly session cookie: set or cleared with it by better-auth's answers, set or cleared on a
 * page load by whether the browser sent one, and cleared when /api/auth/me finds no session.
 */

/** better-auth's session cookie, with or without the __Secure- prefix. */
const SESSION_COOKIE_NAME = /^(__Secure-)?[\w-]+\.session_token$/;

export function hintCookieLine(signedIn: boolean, secure: boolean): string {
  const flags = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return signedIn
    ? `${SIGNED_IN_COOKIE}=1; ${flags}; Max-Age=${SESSION_EXPIRES_IN}`
    : `${SIGNED_IN_COOKIE}=; ${flags}; Max-Age=0`;
}

/** Whether Set-Cookie lines start a session ('set'), end it ('cleared'), or leave it alone (null). */
export function sessionCookieChange(setCookieLines: readonly string[]): 'set' | 'cleared' | null {
  for (const line of setCookieLines) {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq < 0 || !SESSION_COOKIE_NAME.test(pair.slice(0, eq).trim())) continue;
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a));
    return value === '' || expired ? 'cleared' : 'set';
  }
  return null;
}

/** Whether the request carries a (non-empty) session cookie; its validity is not checked here. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => {
    const eq = part.indexOf('=');
    return eq > 0 && SESSION_COOKIE_NAME.test(part.slice(0, eq).trim()) && part.slice(eq + 1).trim() !== '';
  });
}

function hasHint(c: Context): boolean {
  return readCookie(c.req.header('cookie'), SIGNED_IN_COOKIE) === '1';
}

function setHint(c: Context, signedIn: boolean, secure: boolean): void {
  if (signedIn === hasHint(c)) return; // already as it should be: no header
  c.res.headers.append('Set-Cookie', hintCookieLine(signedIn, secure));
}

/**
 * After better-auth answered (sign-in, sign-up, Google callback, sign-out...): follow its session
 * cookie. A session that ends also takes the browser's HTTP cache of this site with it.
 */
export function hintFollowsIdentity(secure: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const change = sessionCookieChange(c.res.headers.getSetCookie());
    if (change) c.res.headers.append('Set-Cookie', hintCookieLine(change === 'set', secure));
    if (change === 'cleared') c.res.headers.set(CLEAR_SITE_DATA, CLEAR_BROWSER_CACHE);
  };
}

/**
 * GET /api/auth/me: a user's hint is renewed (the session slides, so must the hint, or a parent
 * who keeps coming back would be shown the login after its Max-Age); no session (401) clears it.
 */
export function hintFollowsMe(secure: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.append('Set-Cookie', hintCookieLine(true, secure));
    else if (c.res.status === 401) setHint(c, false, secure);
  };
}

/**
 * A page load (the SPA's HTML): the hint matches whether the browser sent a session cookie, so
 * a session kept from before the hint existed is still read, and an expired one is not asked for.
 */
export function hintFollowsPages(secure: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/assets/')) return next();
    await next();
    // The page itself, or "not modified" for it (a browser's cached index.html).
    const page = c.res.status === 304 || c.res.headers.get('content-type')?.startsWith('text/html');
    if (page) setHint(c, hasSessionCookie(c.req.header('cookie')), secure);
  };
}
