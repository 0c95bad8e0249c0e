import type { TAdminSession } from '../../../shared/daily';
import { ApiError, apiSend, errorFromBody, NETWORK_ERROR_CODE } from '../../lib/api';
import { clearAdminToken, STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * Every /api/admin call of the Admin Panel goes through here: it carries the admin bearer token
 * (POST /api/admin/session, kept in sessionStorage for this tab), fetches a new one when the
 * server says it ran out (401 ADMIN_TOKEN_*), and forgets it on logout.
 */

const TOKEN_CODES = new Set(['ADMIN_TOKEN_REQUIRED', 'ADMIN_TOKEN_INVALID']);

function stored(): TAdminSession | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.adminToken);
    const parsed = raw ? (JSON.parse(raw) as Partial<TAdminSession>) : null;
    if (!parsed?.token || !parsed.expiresAt) return null;
    // A minute of margin: a token about to expire is replaced before it is refused.
    return Date.parse(parsed.expiresAt) - 60_000 > Date.now() ? (parsed as TAdminSession) : null;
  } catch {
    return null;
  }
}

let pending: Promise<string> | null = null;

/** The tab's admin token, asking the server for one (with the session cookie) when needed. */
export function adminToken(fresh = false): Promise<string> {
  const kept = fresh ? null : stored();
  if (kept) return Promise.resolve(kept.token);
  // Several panels asking at once share one request.
  pending ??= apiSend<TAdminSession>('POST', '/api/admin/session')
    .then((session) => {
      try {
        sessionStorage.setItem(STORAGE_KEYS.adminToken, JSON.stringify(session));
      } catch {
        // Without storage the token lives only for this request; the next one asks again.
      }
      return session.token;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

async function send(path: string, init: RequestInit, token: string): Promise<Response> {
  try {
    return await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` },
    });
  } catch (cause) {
    throw new ApiError(0, NETWORK_ERROR_CODE, cause instanceof Error ? cause.message : 'Network error');
  }
}

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return errorFromBody(response.status, body, response.statusText || 'Request failed');
}

/** A fetch with the admin token; one retry with a new token when the old one was refused. */
export async function adminFetch(path: string, init: RequestInit = {}): Promise<Response> {
  let response = await send(path, init, await adminToken());
  if (response.status === 401) {
    const error = await errorOf(response.clone());
    if (!TOKEN_CODES.has(error.code)) throw error;
    response = await send(path, init, await adminToken(true));
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

export async function adminGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await adminFetch(path, { method: 'GET', headers: { Accept: 'application/json' }, signal });
  return (await response.json()) as T;
}

export async function adminSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await adminFetch(path, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** Revokes the tab's admin token on the server and forgets it (the Admin Panel's logout). */
export async function revokeAdminToken(): Promise<void> {
  const kept = stored();
  clearAdminToken();
  if (!kept) return;
  await fetch('/api/admin/session', {
    method: 'DELETE',
    credentials: 'same-origin',
    headers: { Authorization: `Bearer ${kept.token}` },
    keepalive: true,
  }).catch(() => undefined); // signing out deletes it on the server anyway
}
