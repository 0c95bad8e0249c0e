import { STORY_LENGTHS } from '../../../../shared/constants.js';
import { displayHost, httpError, LlmWriterError, parseRetryAfter, redactSecrets } from './llm-errors.js';
import { parseStoryText, toWrittenStory } from './llm-parse.js';
import { buildChatMessages, buildJudgeMessages, firstNameOf, parseJudgeVerdict } from './llm-prompt.js';
import { contentOf, readSseData } from './llm-sse.js';
import { createModeration } from './moderation.js';
import type { StoryWriter, StoryWriterInput, WriteOptions, WrittenStory } from './types.js';

export { LlmWriterError } from './llm-errors.js';

/**
 * A StoryWriter for any OpenAI-compatible chat API (OpenAI, Ollama, vLLM, llama.cpp):
 * POST {baseUrl}/chat/completions with stream: true, plain fetch, no SDK.
 *
 * The request body is only model + messages + stream: max_tokens, temperature and seed are
 * rejected by some models/servers, so the length is asked for in the prompt and enforced here
 * (a runaway answer is cut off) and by the safety check afterwards.
 */
export interface LlmWriterOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The whole write, retries included, must finish within this. */
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  /** The first retry waits about this long, the second twice as long. Tests shorten it. */
  retryBaseMs?: number;
  maxRetries?: number;
  /** A second model pass judges each story against a short checklist before it is shown. */
  judge?: boolean;
  /** With the judge, also ask the provider's moderation endpoint (OpenAI's API has one). */
  moderation?: boolean;
}

interface AttemptState {
  /** Once text reached onText, a retry would show the reader a second, different beginning. */
  streamed: boolean;
}

export function createLlmWriter(options: LlmWriterOptions): StoryWriter {
  const { apiKey, model, timeoutMs } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const retryBaseMs = options.retryBaseMs ?? 500;
  const maxRetries = options.maxRetries ?? 2;
  let base: URL;
  try {
    base = new URL(options.baseUrl);
  } catch {
    throw new LlmWriterError('config', 'LLM_BASE_URL is not a valid URL.');
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new LlmWriterError('config', 'LLM_BASE_URL must start with http:// or https://.');
  }
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const host = displayHost(options.baseUrl);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;

  async function attempt(
    body: string,
    signal: AbortSignal,
    maxChars: number,
    state: AttemptState,
    onText: ((chunk: string) => void) | undefined,
  ): Promise<string> {
    let res: Response;
    try {
      res = await fetchImpl(endpoint, { method: 'POST', headers, body, signal });
    } catch (err) {
      throw new LlmWriterError('network', `Could not reach the story AI at ${host}${networkCode(err)}.`, {
        retryable: true,
      });
    }
    if (!res.ok) {
      const detail = await res.text().then(
        (t) => redactSecrets(t.slice(0, 300), apiKey),
        () => undefined,
      );
      throw httpError(res.status, host, detail, parseRetryAfter(res.headers.get('retry-after')));
    }
    let text = '';
    const add = (piece: string) => {
      if (piece === '') return;
      text += piece;
      state.streamed = true;
      onText?.(piece);
      if (text.length > maxChars) {
        throw new LlmWriterError(
          'too_long',
          'The story AI wrote far more than the chosen length; the story was stopped.',
        );
      }
    };
    // Servers that ignore stream: true answer with one JSON completion; accept that too.
    if ((res.headers.get('content-type') ?? '').includes('application/json')) {
      add(contentOf(await res.text()));
      return text;
    }
    if (!res.body) throw new LlmWriterError('bad_response', 'The story AI sent an empty response.');
    for await (const data of readSseData(res.body)) {
      if (data.trim() === '[DONE]') break;
      add(contentOf(data));
    }
    return text;
  }

  async function write(input: StoryWriterInput, opts: WriteOptions = {}): Promise<WrittenStory> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (opts.signal?.aborted) controller.abort();

    const stopped = () =>
      timedOut
        ? new LlmWriterError('timeout', `The story AI at ${host} did not finish within ${timeoutMs} ms.`)
        : new LlmWriterError('aborted', 'Writing the story was cancelled.');

    const length = STORY_LENGTHS[input.storyLength] ?? STORY_LENGTHS.medium;
    // Generous: about 12 characters per word of the longest allowed story, plus the title.
    const maxChars = length.maxWords * 12 + 400;
    const messages = buildChatMessages(input, opts.feedback, opts.requirements);
    const body = JSON.stringify({ model, messages, stream: true });

    try {
      for (let n = 0; ; n++) {
        if (controller.signal.aborted) throw stopped();
        const state: AttemptState = { streamed: false };
        try {
          const raw = await attempt(body, controller.signal, maxChars, state, opts.onText);
          const story = toWrittenStory(
            parseStoryText(raw, `${firstNameOf(input.childName)}'s Bedtime Story`),
          );
          if (story.wordCount === 0) throw new LlmWriterError('empty', 'The story AI returned no story.');
          return story;
        } catch (err) {
          if (!(err instanceof LlmWriterError)) throw err; // e.g. the caller's own onText threw
          if (controller.signal.aborted) throw stopped();
          if (!err.retryable || state.streamed || n >= maxRetries) throw safeCopy(err, apiKey);
          // Exponential backoff with jitter, or the server's Retry-After when it gave one.
          const wait = err.retryAfterMs ?? retryBaseMs * 2 ** n * (0.75 + Math.random() * 0.5);
          await sleep(wait, controller.signal);
        }
      }
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  const moderate = options.moderation
    ? createModeration({ baseUrl: options.baseUrl, headers, fetchImpl })
    : undefined;

  /**
   * The judge: one call, within the same time limit as a write, and beside it the moderation
   * endpoint when asked; either one failing refuses the draft (the caller counts it).
   */
  async function review(
    story: WrittenStory,
    input: StoryWriterInput,
    signal?: AbortSignal,
  ): Promise<string[]> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const onCallerAbort = () => controller.abort();
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      const body = JSON.stringify({ model, messages: buildJudgeMessages(story, input), stream: true });
      const judged = attempt(body, controller.signal, 4000, { streamed: false }, undefined).then(
        parseJudgeVerdict,
      );
      const moderated = moderate ? moderate(`${story.title}\n\n${story.content}`, controller.signal) : [];
      const [fromJudge, fromModeration] = await Promise.all([judged, moderated]);
      return [...fromModeration, ...fromJudge];
    } catch (err) {
      if (err instanceof LlmWriterError) throw safeCopy(err, apiKey);
      throw err;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return options.judge === true ? { name: 'llm', write, review } : { name: 'llm', write };
}

/** Belt and braces: whatever a provider echoed back, the key never leaves in an error. */
function safeCopy(err: LlmWriterError, apiKey: string | undefined): LlmWriterError {
  return new LlmWriterError(err.code, redactSecrets(err.message, apiKey), {
    retryable: err.retryable,
    status: err.status,
    detail: err.detail === undefined ? undefined : redactSecrets(err.detail, apiKey),
    retryAfterMs: err.retryAfterMs,
  });
}

/** "fetch failed" says nothing; the cause's code (ECONNREFUSED, ENOTFOUND) says what to fix. */
function networkCode(err: unknown): string {
  const cause = err instanceof Error ? err.cause : undefined;
  if (typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string') {
    return ` (${cause.code})`;
  }
  return '';
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const t = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
