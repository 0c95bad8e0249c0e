import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalNarrator } from '../../src/server/features/narration/local-narrator.js';
import type { Narration } from '../../src/server/features/narration/port.js';
import { sentenceWords } from '../../src/shared/sentences.js';

/**
 * Real HTTP servers on 127.0.0.1 speaking the OpenAI speech API and the ElevenLabs
 * with-timestamps API, answering with REAL audio: the text is spoken by the local Flite narrator,
 * so the adapters decode, measure and join genuine MP3 frames. Auth, limits and errors follow
 * the real APIs' shapes.
 */
export interface TtsRequest {
  /** When it arrived (ms since the epoch): retries and their backoff show here. */
  at: number;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeTts {
  baseUrl: string;
  requests: TtsRequest[];
  /** Seconds of audio in each successful answer, in order (measured from its frames). */
  answered: number[];
  /** Answer the next `times` speech requests with `status` (500, 429, ...). */
  failNext(times: number, status?: number): void;
  close(): Promise<void>;
}

interface Server {
  fake: FakeTts;
  failing: { left: number; status: number };
  voice: ReturnType<typeof createLocalNarrator>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

async function serve(
  handle: (
    s: Server,
    req: IncomingMessage,
    res: ServerResponse,
    body: Record<string, unknown>,
  ) => Promise<void>,
  basePath: string,
): Promise<FakeTts> {
  const voice = createLocalNarrator({ workers: 1 });
  const requests: TtsRequest[] = [];
  const answered: number[] = [];
  const failing = { left: 0, status: 500 };
  const server = createServer((req, res) => {
    void (async () => {
      const at = Date.now();
      const raw = await readBody(req);
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        // an empty or broken body is answered by the handler's validation
      }
      requests.push({ at, path: req.url ?? '', headers: req.headers, body });
      await handle(state, req, res, body);
    })().catch((err: unknown) => {
      if (!res.headersSent) json(res, 500, { error: { message: String(err) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeTts = {
    baseUrl: `http://127.0.0.1:${port}${basePath}`,
    requests,
    answered,
    failNext(times, status = 500) {
      failing.left = times;
      failing.status = status;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await voice.close();
    },
  };
  const state: Server = { fake, failing, voice };
  return fake;
}

/** OpenAI: POST /v1/audio/speech with a Bearer key; MP3 bytes back. */
export function startFakeOpenAISpeech(apiKey: string): Promise<FakeTts> {
  return serve(async ({ fake, failing, voice }, req, res, body) => {
    if (req.method !== 'POST' || req.url !== '/v1/audio/speech') {
      json(res, 404, {
        error: {
          message: `Invalid URL (${req.method} ${req.url})`,
          type: 'invalid_request_error',
          param: null,
          code: null,
        },
      });
      return;
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      json(res, 401, {
        error: {
          message:
            'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      });
      return;
    }
    const { input, model, voice: voiceName } = body;
    if (typeof input !== 'string' || typeof model !== 'string' || typeof voiceName !== 'string') {
      json(res, 400, {
        error: {
          message: "Missing required parameter: 'input'.",
          type: 'invalid_request_error',
          param: 'input',
          code: 'missing_required_parameter',
        },
      });
      return;
    }
    if (input.length > 4096) {
      json(res, 400, {
        error: {
          message: 'string too long. Expected a string with maximum length 4096',
          type: 'invalid_request_error',
          param: 'input',
          code: 'string_above_max_length',
        },
      });
      return;
    }
    if (failing.left > 0) {
      failing.left--;
      json(res, failing.status, {
        error: {
          message: 'The server had an error while processing your request. Sorry about that!',
          type: 'server_error',
          param: null,
          code: null,
        },
      });
      return;
    }
    const spoken = await voice.narrate(input);
    fake.answered.push(spoken.duration);
    res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': String(spoken.bytes.length) });
    res.end(spoken.bytes);
  }, '/v1');
}

/**
 * Character alignment as ElevenLabs gives it: each character of `text` with its start and end.
 * The fake's voice times every word (Flite's own segments), so each word's characters share the
 * word's time and the characters between words (spaces, punctuation, pauses) the time between.
 */
export function alignmentFor(text: string, spoken: Narration) {
  const characters = [...text];
  const starts = new Array<number>(characters.length).fill(0);
  const ends = new Array<number>(characters.length).fill(0);
  // Where each timed word (or a sentence the voice did not time by word) sits in the text
  // (code units; the stories are BMP text).
  const spans: { from: number; to: number; start: number; end: number }[] = [];
  let cursor = 0;
  for (const t of spoken.timings) {
    const from = text.indexOf(t.text, cursor);
    if (from < 0) throw new Error(`sentence not found in the text: ${t.text}`);
    const words = sentenceWords(t.text);
    const first = words[0];
    const last = words.at(-1);
    if (t.words && first && last && t.words.length === words.length) {
      // Punctuation before the first word and after the last is said within the sentence.
      if (first.from > 0) spans.push({ from, to: from + first.from, start: t.start, end: t.words[0]!.start });
      t.words.forEach((w, i) =>
        spans.push({ from: from + words[i]!.from, to: from + words[i]!.to, start: w.start, end: w.end }),
      );
      if (last.to < t.text.length)
        spans.push({
          from: from + last.to,
          to: from + t.text.length,
          start: t.words.at(-1)!.end,
          end: t.end,
        });
    } else spans.push({ from, to: from + t.text.length, start: t.start, end: t.end });
    cursor = from + t.text.length;
  }
  let previous = { to: 0, end: 0 };
  let si = 0;
  for (let i = 0; i < characters.length; i++) {
    while (si < spans.length && i >= spans[si]!.to) previous = spans[si++]!;
    const span = spans[si];
    if (span && i >= span.from) {
      const step = (span.end - span.start) / (span.to - span.from);
      starts[i] = span.start + step * (i - span.from);
      ends[i] = span.start + step * (i - span.from + 1);
    } else {
      // Between words: the time between them, shared by the characters there.
      const gapEnd = span ? span.start : previous.end;
      const gapTo = span ? span.from : characters.length;
      const step = (gapEnd - previous.end) / Math.max(1, gapTo - previous.to);
      starts[i] = previous.end + step * (i - previous.to);
      ends[i] = previous.end + step * (i - previous.to + 1);
    }
  }
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    characters,
    character_start_times_seconds: starts.map(round),
    character_end_times_seconds: ends.map(round),
  };
}

/** ElevenLabs: POST /v1/text-to-speech/{voice_id}/with-timestamps with xi-api-key; JSON back. */
export function startFakeElevenLabs(apiKey: string, voiceId: string): Promise<FakeTts> {
  return serve(async ({ fake, failing, voice }, req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = /^\/v1\/text-to-speech\/([^/]+)\/with-timestamps$/.exec(url.pathname);
    if (req.method !== 'POST' || !match) {
      json(res, 404, { detail: 'Not Found' });
      return;
    }
    if (req.headers['xi-api-key'] !== apiKey) {
      json(res, 401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
      return;
    }
    if (decodeURIComponent(match[1]!) !== voiceId) {
      json(res, 404, {
        detail: { status: 'voice_not_found', message: `A voice with voice_id ${match[1]} was not found.` },
      });
      return;
    }
    const format = url.searchParams.get('output_format') ?? 'mp3_44100_128';
    if (!format.startsWith('mp3_')) {
      json(res, 422, {
        detail: [{ loc: ['query', 'output_format'], msg: 'this fake speaks MP3 only', type: 'value_error' }],
      });
      return;
    }
    const text = body.text;
    if (typeof text !== 'string' || text.trim() === '') {
      json(res, 422, {
        detail: [{ loc: ['body', 'text'], msg: 'field required', type: 'value_error.missing' }],
      });
      return;
    }
    if (text.length > 10_000) {
      json(res, 400, {
        detail: {
          status: 'max_character_limit_exceeded',
          message: `Text is too long (${text.length} characters).`,
        },
      });
      return;
    }
    if (failing.left > 0) {
      failing.left--;
      json(res, failing.status, {
        detail: { status: 'internal_error', message: 'An internal error occurred.' },
      });
      return;
    }
    const spoken = await voice.narrate(text);
    fake.answered.push(spoken.duration);
    const alignment = alignmentFor(text, spoken);
    json(res, 200, {
      audio_base64: Buffer.from(spoken.bytes).toString('base64'),
      alignment,
      normalized_alignment: alignment,
    });
  }, '');
}
