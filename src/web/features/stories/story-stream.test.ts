import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { followStoryBrief, readStreamEvent, streamStoryGeneration } from './story-stream';

const msg = (event: string, data: string) => ({ event, data, id: null });
const story = { id: 's1', title: 'The Moon Boat', content: 'Once.\n\nThen.' };

describe('readStreamEvent', () => {
  it('reads the four story events', () => {
    expect(readStreamEvent(msg('text', '{"chunk":"Once"}'))).toEqual({
      event: 'text',
      data: { chunk: 'Once' },
    });
    expect(readStreamEvent(msg('reset', '{}'))).toEqual({ event: 'reset', data: {} });
    expect(readStreamEvent(msg('done', JSON.stringify({ data: story })))).toEqual({
      event: 'done',
      data: { data: story },
    });
    expect(
      readStreamEvent(msg('error', '{"error":"Nope","code":"GENERATION_FAILED","creditLimit":true}')),
    ).toEqual({
      event: 'error',
      data: { error: 'Nope', code: 'GENERATION_FAILED', creditLimit: true },
    });
  });
  it('ignores unknown or malformed events', () => {
    expect(readStreamEvent(msg('message', '{"chunk":"x"}'))).toBeNull();
    expect(readStreamEvent(msg('text', 'not json'))).toBeNull();
    expect(readStreamEvent(msg('text', '{"chunk":3}'))).toBeNull();
    expect(readStreamEvent(msg('done', '{"data":null}'))).toBeNull();
  });
});

function sseResponse(parts: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      parts.forEach((p) => controller.enqueue(encoder.encode(p)));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const body = {
  childId: 'c1',
  storyType: 'personalized_text' as const,
  theme: 'space' as const,
  storyLength: 'short' as const,
};

describe('streamStoryGeneration', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('passes text along, honours reset, resolves with the saved story', async () => {
    const fetchMock = vi.fn(async () =>
      sseResponse([
        'event: text\ndata: {"chunk":"Bad"}\n\nevent: reset\ndata: {}\n\n',
        'event: text\ndata: {"chu',
        'nk":"Once. "}\n\nevent: text\ndata: {"chunk":"Then."}\n\n',
        `event: done\ndata: ${JSON.stringify({ data: story, notices: ['The twist was left out.'] })}\n\n`,
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    let text = '';
    const result = await streamStoryGeneration(
      body,
      { onText: (c) => (text += c), onReset: () => (text = '') },
      { idempotencyKey: 'k1' },
    );
    expect(result).toEqual({ story, notices: ['The twist was left out.'] });
    expect(text).toBe('Once. Then.');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ Accept: 'text/event-stream', 'Idempotency-Key': 'k1' });
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it('turns an error event into an ApiError with its flags', async () => {
    vi.stubGlobal('fetch', async () =>
      sseResponse([
        'event: error\ndata: {"error":"Failed to generate story","code":"GENERATION_FAILED"}\n\n',
      ]),
    );
    await expect(streamStoryGeneration(body, { onText: () => {}, onReset: () => {} })).rejects.toMatchObject({
      code: 'GENERATION_FAILED',
      message: 'Failed to generate story',
    });
  });

  it('reads a JSON refusal before the stream opens', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            error: 'No text story credits remaining for today',
            code: 'NO_CREDITS',
            creditLimit: true,
          }),
          {
            status: 403,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    const err: unknown = await streamStoryGeneration(body, { onText: () => {}, onReset: () => {} }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 403, code: 'NO_CREDITS', flags: { creditLimit: true } });
  });

  it('fails when the stream ends without a story', async () => {
    vi.stubGlobal('fetch', async () => sseResponse(['event: text\ndata: {"chunk":"Once"}\n\n']));
    await expect(streamStoryGeneration(body, { onText: () => {}, onReset: () => {} })).rejects.toMatchObject({
      code: 'STREAM_ENDED',
    });
  });
});

describe('after a reload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the POST names its brief as writing starts, and the brief feed is followed to the story', async () => {
    const briefs: string[] = [];
    const res = sseResponse([
      'event: text\ndata: {"chunk":"Once."}\n\n',
      `event: done\ndata: ${JSON.stringify({ data: story })}\n\n`,
    ]);
    res.headers.set('Story-Brief-Id', 'b-1');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(res));
    await streamStoryGeneration(
      body,
      { onText: () => undefined, onReset: () => undefined },
      {
        onBrief: (id) => briefs.push(id),
      },
    );
    expect(briefs).toEqual(['b-1']);

    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        sseResponse([
          'event: status\ndata: {"id":"b-1","status":"writing","storyId":null}\n\n',
          'event: text\ndata: {"chunk":"Then."}\n\n',
          `event: done\ndata: ${JSON.stringify({ data: story })}\n\n`,
        ]),
      );
    vi.stubGlobal('fetch', fetchMock);
    const texts: string[] = [];
    const answer = await followStoryBrief('b-1', { onText: (t) => texts.push(t), onReset: () => undefined });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/stories/briefs/b-1/events');
    expect(texts).toEqual(['Then.']);
    expect(answer.story).toEqual(story);
  });

  it('a brief that failed meanwhile ends in its error', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          sseResponse([
            'event: status\ndata: {"id":"b-2","status":"failed","storyId":null}\n\n',
            'event: error\ndata: {"error":"Failed to generate story","code":"GENERATION_FAILED"}\n\n',
          ]),
        ),
    );
    await expect(
      followStoryBrief('b-2', { onText: () => undefined, onReset: () => undefined }),
    ).rejects.toMatchObject({ code: 'GENERATION_FAILED' });
  });
});
