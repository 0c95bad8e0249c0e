/**
 * The one fetch wrapper of the web client: same origin, cookies, JSON.
 * Every non-2xx answer becomes an ApiError. Our server answers `{ error, code, ...flags }`;
 * better-auth answers `{ code, message }`; both are read here.
 */

export type TApiFlags = Record<string, unknown>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly flags: TApiFlags;

  constructor(status: number, code: string, message: string, flags: TApiFlags = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.flags = flags;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Turns an error body (either shape) into an ApiError. Exported for tests. */
export function errorFromBody(status: number, body: unknown, fallbackMessage: string): ApiError {
  if (!isRecord(body)) return new ApiError(status, `HTTP_${status}`, fallbackMessage);
  const { error, code, message, ...flags } = body;
  const text = typeof error === 'string' ? error : typeof message === 'string' ? message : fallbackMessage;
  const codeText = typeof code === 'string' && code !== '' ? code : `HTTP_${status}`;
  return new ApiError(status, codeText, text, flags);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Network error';
    throw new ApiError(0, NETWORK_ERROR_CODE, message);
  }
  const body = await readJson(response);
  if (!response.ok) throw errorFromBody(response.status, body, response.statusText || 'Request failed');
  return body as T;
}

export function apiGet<T>(path: string, options: { signal?: AbortSignal } = {}): Promise<T> {
  return request<T>(path, { method: 'GET', headers: { Accept: 'application/json' }, signal: options.signal });
}

export type TSendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function apiSend<T>(method: TSendMethod, path: string, body: unknown = {}): Promise<T> {
  return request<T>(path, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}
