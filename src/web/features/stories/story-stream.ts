/**
 * The streaming variant of POST /api/stories/generate (Accept: text/event-stream):
 *   text {chunk} · reset {} · done {data: Story} · error {error, code, ...flags}
 * Refusals before writing starts (validation, credits, subscription) are plain JSON errors.
 */
import { BRIEF_HEADER } from '../../../shared/briefs-ui';
import { STORY_MESSAGES } from '../../../shared/messages';
import type { TStory, TStoryStreamEvent } from '../../../shared/stories';
import { ApiError, errorFromBody, NETWORK_ERROR_CODE } from '../../lib/api';
import { createSseParser, type TSseMessage } from '../../../shared/sse';
import type { TStoryGenerateBody } from './story-form';

/** The stream ended before the server said how the story ended (a lost connection). */
export const STREAM_ENDED_CODE = 'STREAM_ENDED';

export const GENERATE_PATH = '/api/stories/generate';
/** The change feed of a brief in progress (a reload comes back to it). */
export const briefEventsPath = (briefId: string) =>
  `/api/stories/briefs/${encodeURIComponent(briefId)}/events`;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One SSE message as a typed story event; null for anything unknown or malformed. */
export function readStreamEvent(message: TSseMessage): TStoryStreamEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  switch (message.event) {
    case 'text':
      return typeof data.chunk === 'string' ? { event: 'text', data: { chunk: data.chunk } } : null;
    case 'reset':
      return { event: 'reset', data: {} };
    case 'done':
      return isRecord(data.data) && typeof data.data.id === 'string'
        ? { event: 'done', data: { data: data.data as unknown as TStory, notices: noticesOf(data) } }
        : null;
    case 'error': {
      const error = typeof data.error === 'string' ? data.error : STORY_MESSAGES.generateFailed;
      const code = typeof data.code === 'string' ? data.code : 'GENERATION_FAILED';
      return { event: 'error', data: { ...data, error, code } };
    }
    default:
      return null;
  }
}

/** What the answer tells the parent about their words (a twist it could not use...). */
function noticesOf(answer: Record<string, unknown>): string[] | undefined {
  const n = answer.notices;
  return Array.isArray(n) && n.every((x) => typeof x === 'string') && n.length > 0
    ? (n as string[])
    : undefined;
}

/** A written story and what the parent should be told about it. */
export interface TWrittenAnswer {
  story: TStory;
  notices: string[];
}

export interface TStreamHandlers {
  onText: (chunk: string) => void;
  onReset: () => void;
}

/** A key per attempt, so a double submit or a replay never spends a second credit. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(path: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(path, { ...init, credentials: 'same-origin', signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, cause instanceof Error ? cause.message : 'Network error');
  }
}

/**
 * Writes a story, calling the handlers as its text arrives; resolves with the saved story.
 * `onBrief` hears the id of the brief the server made for it, as soon as writing starts.
 */
export async function streamStoryGeneration(
  body: TStoryGenerateBody,
  handlers: TStreamHandlers,
  options: { signal?: AbortSignal; idempotencyKey?: string; onBrief?: (briefId: string) => void } = {},
): Promise<TWrittenAnswer> {
  const response = await send(
    GENERATE_PATH,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        [IDEMPOTENCY_HEADER]: options.idempotencyKey ?? newIdempotencyKey(),
      },
      body: JSON.stringify(body),
    },
    options.signal,
  );
  const briefId = response.headers.get(BRIEF_HEADER);
  if (response.ok && briefId) options.onBrief?.(briefId);
  return readAnswer(response, handlers, options.signal);
}

/**
 * Follows a brief in progress (after a reload) to its story: the same events as the POST's
 * stream, after a `status` one (ignored here); resolves with the saved story.
 */
export async function followStoryBrief(
  briefId: string,
  handlers: TStreamHandlers,
  options: { signal?: AbortSignal } = {},
): Promise<TWrittenAnswer> {
  const response = await send(
    briefEventsPath(briefId),
    { method: 'GET', headers: { Accept: 'text/event-stream' } },
    options.signal,
  );
  return readAnswer(response, handlers, options.signal);
}

async function readAnswer(
  response: Response,
  handlers: TStreamHandlers,
  signal: AbortSignal | undefined,
): Promise<TWrittenAnswer> {
  const options = { signal };
  if (!response.ok)
    throw errorFromBody(response.status, await readBody(response), STORY_MESSAGES.generateFailed);

  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    const json = await readBody(response);
    if (isRecord(json) && isRecord(json.data))
      return { story: json.data as unknown as TStory, notices: noticesOf(json) ?? [] };
    throw new ApiError(response.status, 'BAD_RESPONSE', STORY_MESSAGES.generateFailed);
  }

  // A holder, not a `let`: TypeScript cannot see the parser's callback assign it.
  const state: { outcome: TWrittenAnswer | { error: ApiError } | null } = { outcome: null };
  const parser = createSseParser((message) => {
    if (state.outcome) return;
    const event = readStreamEvent(message);
    if (!event) return;
    if (event.event === 'text') handlers.onText(event.data.chunk);
    else if (event.event === 'reset') handlers.onReset();
    else if (event.event === 'done')
      state.outcome = { story: event.data.data, notices: event.data.notices ?? [] };
    else state.outcome = { error: errorFromBody(502, event.data, STORY_MESSAGES.generateFailed) };
  });

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (!state.outcome) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(value);
    }
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, cause instanceof Error ? cause.message : 'Network error');
  } finally {
    parser.end();
    reader.cancel().catch(() => undefined);
  }
  const result = state.outcome;
  if (!result) throw new ApiError(0, STREAM_ENDED_CODE, STORY_MESSAGES.generateFailed);
  if ('error' in result) throw result.error;
  return result;
}
