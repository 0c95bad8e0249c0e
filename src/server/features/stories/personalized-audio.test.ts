import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStory, type TAudioJobStatus, type TStory } from '../../../shared/stories.js';
import { startFakeOpenAISpeech, type FakeTts } from '../../../../tests/support/fake-tts.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { TestClient } from '../../../../tests/support/client.js';
import type { App } from '../../app.js';
import { creditReservations } from '../../platform/db/schema/credits.js';
import {
  addChild,
  appWith,
  fakeWriter,
  parent,
  parseSse,
} from '../../../../tests/support/features/stories.js';

// POST /api/stories/generate with personalized_audio: text and audio in one go, with a cloud
// voice (a local fake of the OpenAI speech API returning real MP3) and the narration job.
const KEY = 'sk-personalized-audio';
let t: TestApp;
let tts: FakeTts;
let app: App;
beforeAll(async () => {
  tts = await startFakeOpenAISpeech(KEY);
  t = await createTestApp(
    {
      LOG_LEVEL: 'silent',
      TTS_PROVIDER: 'openai',
      OPENAI_API_KEY: KEY,
      TTS_BASE_URL: tts.baseUrl,
      // The fake's voice (Flite) says a medium story in seconds, but this machine may be busy.
      AUDIO_WAIT_MS: '110000',
    },
    { workers: true, narrationRetry: { limit: 1, delaySeconds: 1 } },
  );
  app = appWith(t, { writer: fakeWriter() });
});
afterAll(async () => {
  await t.close();
  await tts.close();
});

const credits = async (client: TestClient) =>
  (
    await client.get<{ text: { remaining: number }; audio: { remaining: number } }>(
      '/api/stories/credits/status',
    )
  ).body;

async function reservations(client: TestClient, storyId: string) {
  const story = await client.get<{ data: TStory }>(`/api/stories/${storyId}`);
  expect(story.status).toBe(200);
  return t.ctx.db
    .select({ kind: creditReservations.kind, state: creditReservations.state })
    .from(creditReservations)
    .where(and(eq(creditReservations.storyId, storyId)))
    .orderBy(creditReservations.kind);
}

// Equal text reuses the file: the tests whose child shares a name narrate once between them.
describe('personalized_audio', { timeout: 120_000 }, () => {
  it('spends a text and an audio credit and answers the story with its narration', async () => {
    const client = await parent(app, t, 'both@example.com', 'premium');
    const child = await addChild(client);
    const res = await client.post<{ data: TStory; audioStatus?: TAudioJobStatus }>('/api/stories/generate', {
      childId: child.id,
      storyType: 'personalized_audio',
    });
    expect(res.status).toBe(201);
    const story = ZStory.parse(res.body.data);
    expect(res.body.audioStatus).toBeUndefined();
    expect(story.storyType).toBe('personalized_audio');
    expect(story.audio).toMatchObject({ voiceId: 'openai-gpt-4o-mini-tts-sage', mimeType: 'audio/mpeg' });
    // Every sentence of the saved text is in the read-along, in order.
    expect(story.audio?.timings?.map((s) => s.text).join(' ')).toBe(story.content.replace(/\s+/g, ' '));
    expect(await credits(client)).toMatchObject({ text: { remaining: 0 }, audio: { remaining: 0 } });
    expect(await reservations(client, story.id)).toEqual([
      { kind: 'audio', state: 'settled' },
      { kind: 'text', state: 'settled' },
    ]);
    const file = await t.app.request(`/api/stories/${story.id}/audio`, {
      headers: { cookie: client.cookie },
    });
    expect(file.status).toBe(200);
    expect(Number(file.headers.get('content-length'))).toBe(story.audio?.size);
  });

  it('streams the text, then done carries the story with its audio', async () => {
    const client = await parent(app, t, 'both-stream@example.com', 'premium');
    const child = await addChild(client);
    const res = await client.post(
      '/api/stories/generate',
      { childId: child.id, storyType: 'personalized_audio' },
      { accept: 'text/event-stream' },
    );
    expect(res.status).toBe(200);
    const events = parseSse(res.body);
    expect(events[0]?.event).toBe('text');
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const story = ZStory.parse(done?.data.data);
    expect(story.audio?.timings?.length).toBeGreaterThan(0);
  });

  it('when narration fails the story is kept (text paid), the audio credit comes back once', async () => {
    const client = await parent(app, t, 'both-down@example.com', 'premium');
    const child = await addChild(client, { name: 'Zoe' }); // new text: no file to reuse
    tts.failNext(10, 503);
    const res = await client.post<{ data: TStory; audioStatus?: TAudioJobStatus }>('/api/stories/generate', {
      childId: child.id,
      storyType: 'personalized_audio',
    });
    tts.failNext(0);
    expect(res.status).toBe(201);
    expect(res.body.data.audio).toBeUndefined();
    expect(res.body.audioStatus?.status).toBe('failed');
    expect(await credits(client)).toMatchObject({ text: { remaining: 0 }, audio: { remaining: 1 } });
    expect(await reservations(client, res.body.data.id)).toEqual([{ kind: 'text', state: 'settled' }]);
    // The audio credit can then pay for Add Audio on the same story.
    const again = await client.post<{ data: TStory }>(`/api/stories/generate-audio/${res.body.data.id}`);
    expect(again.status).toBe(200);
    expect(again.body.data.audio?.voiceId).toBe('openai-gpt-4o-mini-tts-sage');
  });

  it('no text credit left: refused with the text message, the audio credit untouched', async () => {
    const client = await parent(app, t, 'both-once@example.com', 'premium');
    const child = await addChild(client);
    expect((await client.post('/api/stories/generate', { childId: child.id })).status).toBe(201);
    const res = await client.post('/api/stories/generate', {
      childId: child.id,
      storyType: 'personalized_audio',
    });
    expect(res.body).toMatchObject({ code: 'NO_CREDITS', kind: 'text' });
    expect(await credits(client)).toMatchObject({ text: { remaining: 0 }, audio: { remaining: 1 } });
  });
});
