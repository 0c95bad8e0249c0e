import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFamilyExport } from '../../../shared/account-export.js';
import {
  RECORDINGS_PER_STORY,
  RECORDING_MAX_TAKE_BYTES,
  RECORDING_MESSAGES,
  takeUploadPath,
  type TRecording,
} from '../../../shared/recordings.js';
import type { TStory, TStoryPage } from '../../../shared/stories.js';
import type { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app.js';
import { readZip } from '../../../../tests/support/unzip.js';
import { seedStory } from '../../../../tests/integration/attacks/seed.js';
import { addChild, parent } from '../../../../tests/support/features/stories.js';
import {
  creditUsage,
  recordedNarrations,
  recordedTakes,
  stories,
  users,
} from '../../platform/db/schema/index.js';
import { readMp3Info } from './mp3-frames.js';
import {
  RECORDED_CONTENT,
  RECORDED_SENTENCES,
  toneTake,
} from '../../../../tests/support/features/recorded-takes.js';

const CONTENT = RECORDED_CONTENT;
const SENTENCES = RECORDED_SENTENCES;

/** A take: `lead` s of near-silence, `voice` s of a tone at `amplitude`, `tail` s of near-silence. */
const take = (voice: number, amplitude = 0.3, rate = 48000, lead = 0.5, tail = 0.5) =>
  toneTake(voice, { amplitude, rate, lead, tail });

describe('family voices: recorded narrations over HTTP', () => {
  let t: TestApp;
  let client: TestClient;
  let other: TestClient;
  let userId: string;
  let childId: string;
  let storyId: string;

  const idOf = async (email: string) =>
    (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  async function story(owner: string, child: string): Promise<string> {
    const id = await seedStory(t.ctx, owner, child);
    await t.ctx.db.update(stories).set({ content: CONTENT }).where(eq(stories.id, id));
    t.ctx.readCache.invalidateUser(owner);
    return id;
  }

  function putTake(
    as: TestClient,
    recordingId: string,
    sentence: number,
    body: Uint8Array,
    type = 'audio/wav',
  ) {
    return t.app.request(takeUploadPath(recordingId, sentence), {
      method: 'PUT',
      headers: { origin: TEST_ORIGIN, cookie: as.cookie, 'content-type': type },
      body: body.slice().buffer as ArrayBuffer,
    });
  }

  const create = (as: TestClient, id: string, name = 'Grandma') =>
    as.post<{ data: TRecording; error?: string; code?: string }>(`/api/stories/${id}/recordings`, { name });

  /** A finished three-sentence voice of the story; answers the recording. */
  async function recordAll(as: TestClient, id: string, name = 'Grandma') {
    const made = (await create(as, id, name)).body.data;
    for (const [i, seconds] of [1.2, 0.8, 1.5].entries())
      expect((await putTake(as, made.id, i, take(seconds))).status).toBe(200);
    const done = await as.post<{ data: TRecording }>(`/api/recordings/${made.id}/finish`);
    expect(done.status).toBe(200);
    return done.body.data;
  }

  const fileKeyOf = async (recordingId: string) =>
    (await t.ctx.db.select().from(recordedNarrations).where(eq(recordedNarrations.id, recordingId)))[0]
      ?.fileKey ?? null;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SIGNUPS_PER_ADDRESS: '1000' });
    // Starter families may record too: recording spends no audio credit.
    client = await parent(t.app, t, 'voices@example.com', 'starter');
    other = await parent(t.app, t, 'voices-other@example.com', 'premium');
    userId = await idOf('voices@example.com');
    childId = (await addChild(client, { name: 'Mia' })).id;
    storyId = await story(userId, childId);
  });
  afterAll(async () => t.close());

  it('records three sentences, joins them into one MP3 whose length matches the takes, deletes the takes', async () => {
    const made = await create(client, storyId);
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ name: 'Grandma', status: 'recording', sentences: 3, taken: [] });
    const id = made.body.data.id;
    const voiced = [1.2, 0.8, 1.5];
    for (const [i, seconds] of voiced.entries()) {
      const res = await putTake(client, id, i, take(seconds));
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { seconds: number } }).data.seconds).toBeCloseTo(seconds + 1, 2);
    }
    // A retried upload of the same sentence replaces it (idempotent), never adds one.
    expect((await putTake(client, id, 1, take(0.8))).status).toBe(200);
    const listed = await client.get<{ data: TRecording[] }>(`/api/stories/${storyId}/recordings`);
    expect(listed.body.data[0]?.taken).toEqual([0, 1, 2]);

    const finished = await client.post<{ data: TRecording }>(`/api/recordings/${id}/finish`);
    expect(finished.status).toBe(200);
    expect(finished.body.data.status).toBe('ready');
    expect(await t.ctx.db.select().from(recordedTakes).where(eq(recordedTakes.narrationId, id))).toEqual([]);
    // Saved keyed to the story's sentences (issue 27): the reader marks them by id.
    const [stored] = await t.ctx.db.select().from(recordedNarrations).where(eq(recordedNarrations.id, id));
    const ids = stored?.timings?.map((s) => s.sentenceId ?? '') ?? [];
    expect(ids).toHaveLength(SENTENCES.length);
    expect(ids.every((sid) => /^p\d+s\d+$/.test(sid))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);

    const read = await client.get<{ data: TStory }>(`/api/stories/${storyId}`);
    const voice = read.body.data.voices?.[0];
    expect(voice?.name).toBe('Grandma');
    const timings = voice!.audio.timings!;
    expect(timings.map((s) => s.text)).toEqual(SENTENCES);
    // Each sentence is its voice (silence trimmed to 150 ms a side), in order.
    timings.forEach((s, i) => {
      expect(s.end - s.start).toBeGreaterThan(voiced[i]!);
      expect(s.end - s.start).toBeLessThan(voiced[i]! + 0.4);
      if (i > 0) expect(s.start).toBeGreaterThan(timings[i - 1]!.end);
    });

    const audio = await t.app.request(voice!.audio.audioUrl!, { headers: { cookie: client.cookie } });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    const bytes = new Uint8Array(await audio.arrayBuffer());
    const info = readMp3Info(bytes);
    expect(info.bitrates).toEqual([48]);
    expect(info.sampleRate).toBe(24000);
    // The file holds the joined takes, plus the encoder's padding (under one frame pair).
    const last = timings[timings.length - 1]!.end;
    expect(info.duration).toBeGreaterThanOrEqual(last);
    expect(info.duration - last).toBeLessThan(0.15);
    expect(voice!.audio.duration).toBeCloseTo(info.duration, 2);

    const ranged = await t.app.request(voice!.audio.audioUrl!, {
      headers: { cookie: client.cookie, range: 'bytes=10-19' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(bytes.subarray(10, 20));

    const library = await client.get<TStoryPage>('/api/stories');
    expect(library.body.data.find((s) => s.id === storyId)?.voiceNames).toEqual(['Grandma']);
    // No audio credit was spent.
    expect(await t.ctx.db.select().from(creditUsage).where(eq(creditUsage.kind, 'audio'))).toEqual([]);
    // A saved voice cannot be changed; finishing again answers it.
    expect((await putTake(client, id, 0, take(1))).status).toBe(409);
    expect((await client.post(`/api/recordings/${id}/finish`)).status).toBe(200);
  });

  it('refuses takes outside the limits', async () => {
    const id = await story(userId, childId);
    const made = (await create(client, id, 'Auntie')).body.data;
    const refused = async (res: Response, status: number, message?: string) => {
      expect(res.status).toBe(status);
      if (message) expect(((await res.json()) as { error: string }).error).toBe(message);
    };
    await refused(await putTake(client, made.id, 0, take(30, 0.3, 16000)), 400, RECORDING_MESSAGES.tooLong);
    await refused(
      await putTake(client, made.id, 0, take(0.1, 0.3, 16000, 0, 0)),
      400,
      RECORDING_MESSAGES.tooShort,
    );
    await refused(await putTake(client, made.id, 3, take(1)), 400, RECORDING_MESSAGES.sentenceOutOfRange);
    await refused(
      await putTake(client, made.id, 0, new TextEncoder().encode('not a wav file at all, no')),
      400,
    );
    const stereo = take(1, 0.3, 16000);
    new DataView(stereo.buffer).setUint16(22, 2, true);
    await refused(await putTake(client, made.id, 0, stereo), 400, RECORDING_MESSAGES.badAudio);
    const oddRate = take(1, 0.3, 16000);
    new DataView(oddRate.buffer).setUint32(24, 11025, true);
    await refused(await putTake(client, made.id, 0, oddRate), 400, RECORDING_MESSAGES.badRate);
    await refused(await putTake(client, made.id, 0, take(1), 'application/json'), 415);
    await refused(await putTake(client, made.id, 0, new Uint8Array(RECORDING_MAX_TAKE_BYTES + 1)), 413);
    // Saving with sentences missing names them.
    await putTake(client, made.id, 1, take(1));
    const early = await client.post<{ error: string; missing: number[] }>(
      `/api/recordings/${made.id}/finish`,
    );
    expect(early.status).toBe(400);
    expect(early.body.missing).toEqual([0, 2]);
    expect(early.body.error).toBe(RECORDING_MESSAGES.missingSentences(2));
    // A name is required; a story holds at most RECORDINGS_PER_STORY voices.
    expect((await client.post(`/api/stories/${id}/recordings`, { name: '  ' })).status).toBe(400);
    for (let i = 1; i < RECORDINGS_PER_STORY; i++)
      expect((await create(client, id, `V${i}`)).status).toBe(201);
    const sixth = await create(client, id, 'One too many');
    expect(sixth.status).toBe(409);
    expect(sixth.body.error).toBe(RECORDING_MESSAGES.tooManyVoices);
  });

  it("answers 404 for another family's story and recording", async () => {
    const mine = await recordAll(client, await story(userId, childId));
    const otherStory = await story(userId, childId);
    expect((await create(other, otherStory)).status).toBe(404);
    expect((await other.get(`/api/stories/${otherStory}/recordings`)).status).toBe(404);
    expect((await putTake(other, mine.id, 0, take(1))).status).toBe(404);
    expect((await other.post(`/api/recordings/${mine.id}/finish`)).status).toBe(404);
    expect((await other.get(`/api/recordings/${mine.id}/audio`)).status).toBe(404);
    expect((await other.delete(`/api/recordings/${mine.id}`)).status).toBe(404);
    expect((await client.get(`/api/recordings/${mine.id}/audio`)).status).toBe(200);
    // Signed out: no file either.
    expect((await t.app.request(`/api/recordings/${mine.id}/audio`)).status).toBe(401);
  });

  it('puts the voices and their MP3s in the privacy export', async () => {
    const res = await t.app.request('/api/account/export', { headers: { cookie: client.cookie } });
    expect(res.status).toBe(200);
    const zip = readZip(new Uint8Array(await res.arrayBuffer()));
    const family = ZFamilyExport.parse(JSON.parse(zip.get('family.json')!.toString('utf8')));
    const ready = family.recordedVoices.filter((v) => v.status === 'ready');
    expect(ready.length).toBeGreaterThanOrEqual(2);
    for (const v of ready) {
      expect(v.file).toBe(`audio/recordings/${v.id}.mp3`);
      const bytes = zip.get(v.file!)!;
      expect(readMp3Info(new Uint8Array(bytes)).duration).toBeCloseTo(v.duration!, 2);
    }
    const otherRes = await t.app.request('/api/account/export', { headers: { cookie: other.cookie } });
    const otherZip = readZip(new Uint8Array(await otherRes.arrayBuffer()));
    const otherFamily = ZFamilyExport.parse(JSON.parse(otherZip.get('family.json')!.toString('utf8')));
    expect(otherFamily.recordedVoices).toEqual([]);
  });

  it('deletes the voice and its file with its owner, the story, the child and the account', async () => {
    const store = t.ctx.recordings.store;
    const own = await recordAll(client, await story(userId, childId));
    const ownKey = await fileKeyOf(own.id);
    expect(await store.size(`${ownKey}.mp3`)).toBeGreaterThan(0);
    expect((await client.delete(`/api/recordings/${own.id}`)).status).toBe(204);
    expect(await store.size(`${ownKey}.mp3`)).toBeNull();

    const byStoryId = await story(userId, childId);
    const byStory = await recordAll(client, byStoryId);
    const storyKey = await fileKeyOf(byStory.id);
    expect((await client.delete(`/api/stories/${byStoryId}`)).status).toBeLessThan(300);
    expect(await fileKeyOf(byStory.id)).toBeNull();
    expect(await store.size(`${storyKey}.mp3`)).toBeNull();

    const family = await parent(t.app, t, 'voices-kid@example.com', 'starter');
    const kid = await addChild(family, { name: 'Leo' });
    const kidStory = await story(await idOf('voices-kid@example.com'), kid.id);
    const byChild = await recordAll(family, kidStory);
    const childKey = await fileKeyOf(byChild.id);
    expect((await family.delete(`/api/children/${kid.id}`)).status).toBeLessThan(300);
    expect(await fileKeyOf(byChild.id)).toBeNull();
    expect(await store.size(`${childKey}.mp3`)).toBeNull();
    // The story stays (as with any child's deletion), without the voice.
    const kept = await family.get<{ data: TStory }>(`/api/stories/${kidStory}`);
    expect(kept.status).toBe(200);
    expect(kept.body.data.voices).toBeUndefined();

    const leaving = await parent(t.app, t, 'voices-leaving@example.com', 'premium');
    const leavingId = await idOf('voices-leaving@example.com');
    const leavingKid = await addChild(leaving, { name: 'Ada' });
    const byAccount = await recordAll(leaving, await story(leavingId, leavingKid.id));
    const accountKey = await fileKeyOf(byAccount.id);
    const res = await leaving.delete('/api/account', { confirmation: 'voices-leaving@example.com' });
    expect(res.status).toBe(200);
    expect(await fileKeyOf(byAccount.id)).toBeNull();
    expect(await store.size(`${accountKey}.mp3`)).toBeNull();
  });
});
