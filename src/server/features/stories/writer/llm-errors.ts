/**
 * Errors of the LLM writer. `message` is always safe to log and to show an operator: it names
 * the host and the HTTP status but never the API key, the request body or the child's data.
 * What the provider said (useful when a model name is wrong) goes to `detail`, redacted.
 */
export type LlmErrorCode =
  'config' | 'timeout' | 'aborted' | 'network' | 'http' | 'bad_response' | 'empty' | 'too_long';

export interface LlmErrorInit {
  retryable?: boolean;
  status?: number;
  detail?: string;
  retryAfterMs?: number;
}

export class LlmWriterError extends Error {
  override readonly name = 'LlmWriterError';
  readonly retryable: boolean;
  readonly status: number | undefined;
  readonly detail: string | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(
    readonly code: LlmErrorCode,
    message: string,
    init: LlmErrorInit = {},
  ) {
    super(message);
    this.retryable = init.retryable ?? false;
    this.status = init.status;
    this.detail = init.detail;
    this.retryAfterMs = init.retryAfterMs;
  }
}

// Providers echo keys back ("Incorrect API key provided: sk-ab***yz"); hide anything key-shaped too.
const KEY_SHAPED = /\b(?:sk|pk|rk)-[A-Za-z0-9_*-]{6,}/g;

export function redactSecrets(text: string, apiKey: string | undefined): string {
  let out = text;
  if (apiKey) out = out.split(apiKey).join('[redacted]');
  return out.replace(KEY_SHAPED, '[redacted]');
}

/** Host only: a base URL may carry user:password, which must not reach a log line. */
export function displayHost(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || 'the LLM service';
  } catch {
    return 'the LLM service';
  }
}

export function httpError(status: number, host: string, detail: string | undefined, retryAfterMs?: number) {
  const init = { status, detail, retryAfterMs };
  if (status === 429) {
    return new LlmWriterError('http', `The story AI at ${host} is rate-limiting requests (HTTP 429).`, {
      ...init,
      retryable: true,
    });
  }
  if (status >= 500) {
    return new LlmWriterError('http', `The story AI at ${host} had a server error (HTTP ${status}).`, {
      ...init,
      retryable: true,
    });
  }
  if (status === 401 || status === 403) {
    return new LlmWriterError(
      'http',
      `The story AI at ${host} refused the API key (HTTP ${status}); check LLM_API_KEY.`,
      init,
    );
  }
  if (status === 404) {
    return new LlmWriterError(
      'http',
      `The story AI at ${host} answered 404; check LLM_BASE_URL and LLM_MODEL.`,
      init,
    );
  }
  return new LlmWriterError('http', `The story AI at ${host} rejected the request (HTTP ${status}).`, init);
}

/** Seconds form of Retry-After only (dates are rare from APIs); capped so one header cannot stall a story. */
export function parseRetryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (!Number.isFinite(seconds) || seconds < 0) return undefined;
  return Math.min(seconds * 1000, 20_000);
}
