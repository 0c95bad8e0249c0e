import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 speaking the OpenAI chat-completions protocol, streaming
 * (SSE) and not. Tests point the LLM writer at it, program its reply, and read back exactly
 * what was sent, which is how privacy and prompt-injection rules are asserted end to end.
 */
export interface FakeReply {
  /** Text the "model" writes; by default a calm story of about the requested length. */
  text?: string;
  /** Answers for the next requests, in order (each used once); then `text` or the default. */
  texts?: string[];
  /** Answer the next N requests with failStatus instead of a story. */
  failTimes?: number;
  failStatus?: number;
  /** Wait this long before sending headers (for timeout tests). */
  delayMs?: number;
  /** Characters per streamed delta; by default one word (with its trailing space) per delta. */
  chunkSize?: number;
  /** Wait this long between streamed deltas (a model as slow as a real one: OpenAI style only). */
  chunkDelayMs?: number;
  /**
   * What the judge says (a request whose system message reviews a story), in order; then
   * `{"ok": true}`. Judge requests never use `texts` or `text`.
   */
  verdicts?: string[];
  /**
   * How the stream is framed: OpenAI's (the default); Ollama's OpenAI-compatible API (a role on
   * every delta, a system_fingerprint, no usage block, [DONE]); llama.cpp's server (CRLF line
   * ends, keep-alive comments between events, data lines without the space, a last chunk with
   * its timings, and the connection closed without [DONE]).
   */
  style?: 'openai' | 'ollama' | 'llamacpp';
  /**
   * What POST /moderations answers, in order (each used once): flagged categories, or 'fail' for a
   * 500; then nothing flagged.
   */
  moderations?: (string[] | 'fail')[];
}

export interface RecordedRequest {
  /** When it arrived (ms since the epoch): retries and their backoff show here. */
  at: number;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body as received: search it to prove something was never sent. */
  raw: string;
  body: ChatRequestBody;
}

export interface ChatRequestBody {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: string }[];
}

export interface FakeOpenAI {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replaces the reply for the following requests (failTimes counts from here). */
  reply(reply: FakeReply): void;
  /** The chunks streamed for the last successful answer, in order. */
  lastChunks: string[];
  close(): Promise<void>;
}

const CALM_SENTENCES = [
  'The moon rose softly over the quiet hills.',
  '{name} pulled the warm blanket up and smiled at the stars.',
  'A gentle breeze hummed a slow and sleepy song.',
  'Far away, a little owl blinked once, then twice, and settled in its tree.',
  '{name} and a friendly rabbit counted the twinkling lights in the sky.',
  'Each light was a tiny lantern, glowing kind and golden.',
  'The river whispered hush, hush, as it curled around the smooth stones.',
  'Soft clouds drifted by like pillows made of cream.',
  '{name} felt calm and cosy and safe.',
  'The rabbit yawned a big, round yawn and curled up in the grass.',
  'Slowly, the garden grew still and the flowers closed their petals.',
  'A sleepy cat purred by the window, warm as toast.',
  '{name} breathed in slowly, and breathed out even more slowly.',
  'The stars winked goodnight, one by one.',
];

/** Gentle sentences until about `words` words, five sentences a paragraph, with a Title line. */
export function calmStory(words = 400, name = 'Mia', title = 'The Sleepy Star Garden'): string {
  const paragraphs: string[] = [];
  let sentences: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i++) {
    const sentence = (CALM_SENTENCES[i % CALM_SENTENCES.length] as string).replaceAll('{name}', name);
    sentences.push(sentence);
    count += sentence.split(/\s+/).length;
    if (sentences.length === 5) {
      paragraphs.push(sentences.join(' '));
      sentences = [];
    }
  }
  if (sentences.length > 0) paragraphs.push(sentences.join(' '));
  return `Title: ${title}\n\n${paragraphs.join('\n\n')}`;
}

/** About the middle of the length the request asked for, read from the quoted request data. */
function defaultText(body: ChatRequestBody): string {
  const user = body.messages?.find((m) => m.role === 'user')?.content ?? '';
  const length = /"storyLength":\s*"(\w+)"/.exec(user)?.[1];
  const name = /"childFirstName":\s*"([^"]+)"/.exec(user)?.[1] ?? 'Mia';
  const words = length === 'short' ? 250 : length === 'long' ? 600 : 400;
  return calmStory(words, name);
}

function split(text: string, chunkSize: number | undefined): string[] {
  if (chunkSize !== undefined) {
    const out: string[] = [];
    for (let i = 0; i < text.length; i += chunkSize) out.push(text.slice(i, i + chunkSize));
    return out;
  }
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function sendStream(
  res: ServerResponse,
  chunks: string[],
  model: string,
  style: FakeReply['style'],
  delayMs = 0,
): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: Record<string, string>, finish: string | null, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 0,
      model,
      ...extra,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
  if (style === 'llamacpp') {
    const event = (json: string) => `data:${json}\r\n\r\n`;
    for (const [i, c] of chunks.entries()) {
      if (i % 5 === 0) res.write(': ping\r\n\r\n');
      res.write(event(chunk({ content: c }, null)));
    }
    res.end(event(chunk({}, 'stop', { timings: { predicted_n: chunks.length, predicted_ms: 12.5 } })));
    return;
  }
  const event = (json: string) => `data: ${json}\n\n`;
  if (style === 'ollama') {
    const extra = { system_fingerprint: 'fp_ollama' };
    for (const c of chunks) res.write(event(chunk({ role: 'assistant', content: c }, null, extra)));
    res.write(event(chunk({ role: 'assistant', content: '' }, 'stop', extra)));
    res.end('data: [DONE]\n\n');
    return;
  }
  res.write(': keep-alive comment, ignored by clients\n\n');
  res.write(event(chunk({ role: 'assistant', content: '' }, null)));
  const finish = () => {
    res.write(event(chunk({}, 'stop')));
    res.end('data: [DONE]\n\n');
  };
  if (delayMs <= 0) {
    for (const c of chunks) res.write(event(chunk({ content: c }, null)));
    finish();
    return;
  }
  // Paced: one delta every delayMs, until the client goes away.
  let i = 0;
  const timer = setInterval(() => {
    if (res.destroyed) clearInterval(timer);
    else if (i < chunks.length) res.write(event(chunk({ content: chunks[i++] ?? '' }, null)));
    else {
      clearInterval(timer);
      finish();
    }
  }, delayMs);
  res.on('close', () => clearInterval(timer));
}

const MODERATION_CATEGORIES = ['harassment', 'hate', 'self-harm', 'sexual', 'sexual/minors', 'violence'];

/** OpenAI's moderation answer: every category with a boolean and a score. */
function answerModeration(res: ServerResponse, flagged: string[] | 'fail'): void {
  if (flagged === 'fail') {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'fake moderation failure', type: 'server_error' } }));
    return;
  }
  const categories = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, flagged.includes(c)]));
  const scores = Object.fromEntries(
    MODERATION_CATEGORIES.map((c) => [c, flagged.includes(c) ? 0.91 : 0.001]),
  );
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'modr-fake',
      model: 'omni-moderation-latest',
      results: [{ flagged: flagged.length > 0, categories, category_scores: scores }],
    }),
  );
}

export async function startFakeOpenAI(initial: FakeReply = {}): Promise<FakeOpenAI> {
  let reply: FakeReply = initial;
  let failuresLeft = initial.failTimes ?? 0;
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const fake: FakeOpenAI = {
    baseUrl: '',
    requests,
    lastChunks: [],
    reply(next) {
      reply = next;
      failuresLeft = next.failTimes ?? 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = createServer((req, res) => {
    const at = Date.now();
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      let body: ChatRequestBody = {};
      try {
        body = JSON.parse(raw) as ChatRequestBody;
      } catch {
        // Recorded as-is; the test decides whether a bad body matters.
      }
      requests.push({ at, method: req.method ?? '', path: req.url ?? '', headers: req.headers, raw, body });
      const current = reply;
      const answer = () => {
        if (req.method === 'POST' && (req.url ?? '').endsWith('/moderations')) {
          answerModeration(res, current.moderations?.shift() ?? []);
          return;
        }
        if (req.method !== 'POST' || !(req.url ?? '').endsWith('/chat/completions')) {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
          return;
        }
        if (failuresLeft > 0) {
          failuresLeft--;
          const status = current.failStatus ?? 500;
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: `fake failure ${status}`, type: 'server_error' } }));
          return;
        }
        const judging = /You review bedtime stories/.test(
          body.messages?.find((m) => m.role === 'system')?.content ?? '',
        );
        const text = judging
          ? (current.verdicts?.shift() ?? '{"ok": true}')
          : (current.texts?.shift() ?? current.text ?? defaultText(body));
        const model = body.model ?? 'fake-model';
        if (body.stream === true) {
          fake.lastChunks = split(text, current.chunkSize);
          sendStream(res, fake.lastChunks, model, current.style, current.chunkDelayMs);
        } else {
          fake.lastChunks = [text];
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              object: 'chat.completion',
              model,
              choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
            }),
          );
        }
      };
      if (current.delayMs) {
        const t = setTimeout(() => {
          timers.delete(t);
          if (!res.destroyed) answer();
        }, current.delayMs);
        timers.add(t);
        // A client that gave up (timeout) must not keep the timer alive.
        res.on('close', () => {
          clearTimeout(t);
          timers.delete(t);
        });
      } else {
        answer();
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  return fake;
}
