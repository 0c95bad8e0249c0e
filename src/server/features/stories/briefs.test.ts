import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIEF_HEADER } from '../../../shared/briefs.js';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import type { TStory } from '../../../shared/stories.js';
import { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import {
  addChild,
  appWithFeatures,
  fakeWriter,
  parent,
  parseSse,
} from '../../../../tests/support/features/stories.js';
import { creditReservations } from '../../platform/db/schema/credits.js';
import { stories, storyBriefs } from '../../platform/db/schema/stories.js';

/**
 * Issue 27 part 1: a parent's story is written from a brief by the pipeline's job. These run on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const briefsOf = (userId: string) =>
  t.ctx.db.select().from(storyBriefs).where(eq(storyBriefs.userId, userId));
const reservationsOf = (userId: string) =>
  t.ctx.db
    .select({ state: creditReservations.state, storyId: creditReservations.storyId })
    .from(creditReservations)
    .where(eq(creditReservations.userId, userId));
const storiesOf = (userId: string) => t.ctx.db.select().from(stories).where(eq(stories.userId, userId));

async function userIdOf(email: string): Promise<string> {
  const { rows } = await t.ctx.database.sql.query<{ id: string }>(`SELECT id FROM "user" WHERE email = $1`, [
    email,
  ]);
  const id = rows[0]?.id;
  if (!id) throw new Error('no such user');
  return id;
}

describe('a story request becomes a brief, written by the pipeline job', () => {
  it('answers as before, names its brief, and the brief is done with the story and its settled credit', async () => {
    const { app } = appWithFeatures(t, { writer: fakeWriter() });
    const client = await parent(app, t, 'brief-done@example.com', 'premium');
    const child = await addChild(client);
    const res = await client.post<{ data: TStory }>('/api/stories/generate', { childId: child.id });
    expect(res.status).toBe(201);
    const briefId = res.headers.get(BRIEF_HEADER);
    expect(briefId).toMatch(/^[0-9a-f-]{36}$/);
    const userId = await userIdOf('brief-done@example.com');
    const [brief] = await briefsOf(userId);
    expect(brief).toMatchObject({
      id: briefId,
      status: 'done',
      storyId: res.body.data.id,
      childIds: [child.id],
      attempts: 1,
      locale: 'en',
    });
    expect(brief?.options).toMatchObject({ childId: child.id, storyType: 'personalized_text' });
    expect(await reservationsOf(userId)).toEqual([{ state: 'settled', storyId: res.body.data.id }]);

    const view = await client.get<{ data: unknown }>(`/api/stories/briefs/${briefId}`);
    expect(view.body).toEqual({ data: { id: briefId, status: 'done', storyId: res.body.data.id } });
    // The change feed of a brief that has ended: where it is, then the story.
    const feed = await client.get(`/api/stories/briefs/${briefId}/events`, { accept: 'text/event-stream' });
    const events = parseSse(feed.body);
    expect(events.map((e) => e.event)).toEqual(['status', 'done']);
    expect(events[1]?.data).toEqual({ data: res.body.data });

    // Another family's brief is not found.
    const other = await parent(app, t, 'brief-other@example.com', 'premium');
    expect((await other.get(`/api/stories/briefs/${briefId}`)).status).toBe(404);
    expect((await other.get(`/api/stories/briefs/${briefId}/events`)).status).toBe(404);
  });

  it('a refused story fails its brief with the answer the parent got, and gives the credit back once', async () => {
    const { app } = appWithFeatures(t, { writer: fakeWriter({ throws: true }) });
    const client = await parent(app, t, 'brief-failed@example.com', 'premium');
    const child = await addChild(client);
    const res = await client.post('/api/stories/generate', { childId: child.id });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: STORY_MESSAGES.generateFailed, code: 'GENERATION_FAILED' });
    const userId = await userIdOf('brief-failed@example.com');
    const [brief] = await briefsOf(userId);
    expect(brief).toMatchObject({
      status: 'failed',
      storyId: null,
      error: { error: STORY_MESSAGES.generateFailed, code: 'GENERATION_FAILED', status: 502 },
    });
    expect(await reservationsOf(userId)).toEqual([{ state: 'released', storyId: null }]);
    // A run of the job after the brief ended (a duplicate delivery) writes nothing.
    const writer = fakeWriter();
    const again = appWithFeatures(t, { writer });
    await again.features.stories.service.runBrief(brief?.id ?? '');
    expect(writer.calls).toHaveLength(0);
    expect(await storiesOf(userId)).toHaveLength(0);
    const feed = await client.get(`/api/stories/briefs/${brief?.id}/events`, { accept: 'text/event-stream' });
    expect(parseSse(feed.body).map((e) => [e.event, e.data.code])).toEqual([
      ['status', undefined],
      ['error', 'GENERATION_FAILED'],
    ]);
  });

  it('two servers running one brief at once write one story and spend one credit', async () => {
    const first = fakeWriter({ delayMs: 400 });
    const second = fakeWriter({ delayMs: 400 });
    const a = appWithFeatures(t, { writer: first });
    const b = appWithFeatures(t, { writer: second });
    const client = await parent(a.app, t, 'brief-twice@example.com', 'premium');
    const child = await addChild(client);
    const userId = await userIdOf('brief-twice@example.com');
    const answered = client.post<{ data: TStory }>('/api/stories/generate', { childId: child.id });
    // Server A runs the brief (the request's own run); server B's worker picks the same brief.
    let briefId: string | undefined;
    while (!briefId) {
      const [brief] = await briefsOf(userId);
      if (brief?.status === 'writing') briefId = brief.id;
      else await new Promise((r) => setTimeout(r, 20));
    }
    const [res] = await Promise.all([answered, b.features.stories.service.runBrief(briefId)]);
    expect(res.status).toBe(201);
    expect(first.calls.length + second.calls.length).toBe(2);
    const saved = await storiesOf(userId);
    expect(saved.map((s) => s.id)).toEqual([res.body.data.id]);
    expect(await reservationsOf(userId)).toEqual([{ state: 'settled', storyId: res.body.data.id }]);
    const [brief] = await briefsOf(userId);
    expect(brief).toMatchObject({ status: 'done', storyId: res.body.data.id, attempts: 2 });
  });

  /** The text a feed's events spell (resets start it again), and whether any came before the end. */
  function feedText(events: ReturnType<typeof parseSse>) {
    let text = '';
    for (const e of events) {
      if (e.event === 'reset') text = '';
      if (e.event === 'text') text += String(e.data.chunk);
    }
    return text;
  }

  async function writingBrief(userId: string): Promise<string> {
    for (;;) {
      const [brief] = await briefsOf(userId);
      if (brief?.status === 'writing') return brief.id;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('a parent who reloads mid-story, served by another server, gets the text so far from the saved draft, then the story', async () => {
    const a = appWithFeatures(t, { writer: fakeWriter({ pieceDelayMs: 120 }) });
    const b = appWithFeatures(t, { writer: fakeWriter() });
    const client = await parent(a.app, t, 'brief-reload-b@example.com', 'premium');
    const child = await addChild(client);
    const userId = await userIdOf('brief-reload-b@example.com');
    const answered = client.post<{ data: TStory }>('/api/stories/generate', { childId: child.id });
    const briefId = await writingBrief(userId);
    // Past the first draft save (about a second in), well before the story's end (about three).
    await new Promise((r) => setTimeout(r, 1_600));
    const [midway] = await briefsOf(userId);
    expect(midway?.draft?.length ?? 0).toBeGreaterThan(0);
    const onB = new TestClient(b.app);
    onB.cookie = client.cookie;
    const feed = await onB.get(`/api/stories/briefs/${briefId}/events`, { accept: 'text/event-stream' });
    const story = (await answered).body.data;
    const events = parseSse(feed.body);
    const kinds = events.map((e) => e.event);
    expect(kinds[0]).toBe('status');
    expect(kinds.at(-1)).toBe('done');
    // The first text is what had been saved: more than one paragraph's first sentence.
    const firstText = events.find((e) => e.event === 'text');
    expect(String(firstText?.data.chunk).length).toBeGreaterThanOrEqual(midway?.draft?.length ?? 1);
    const text = feedText(events);
    expect(text.length).toBeGreaterThan(0);
    expect(story.content.startsWith(text)).toBe(true);
    expect(events.at(-1)?.data).toEqual({ data: story });
    // The brief's draft is cleared with the story saved.
    const [done] = await briefsOf(userId);
    expect(done).toMatchObject({ status: 'done', draft: null });
  });

  it('a follower who joins late on the writing server gets the whole text: what was written before, then the rest', async () => {
    const { app } = appWithFeatures(t, { writer: fakeWriter({ pieceDelayMs: 60 }) });
    const client = await parent(app, t, 'brief-reload-a@example.com', 'premium');
    const child = await addChild(client);
    const userId = await userIdOf('brief-reload-a@example.com');
    const answered = client.post<{ data: TStory }>('/api/stories/generate', { childId: child.id });
    const briefId = await writingBrief(userId);
    await new Promise((r) => setTimeout(r, 500));
    const feed = await client.get(`/api/stories/briefs/${briefId}/events`, { accept: 'text/event-stream' });
    const story = (await answered).body.data;
    const events = parseSse(feed.body);
    expect(events.filter((e) => e.event === 'text').length).toBeGreaterThan(1);
    expect(feedText(events)).toBe(story.content);
  });

  it('a brief whose job was lost with its process is sent again by the sweep; one out of runs fails with its credit back', async () => {
    // A server that made the brief and died before its job was (durably) queued: nothing runs it.
    const lost = { ...t.ctx.jobs, runHere: async () => ({ ranHere: false }) };
    const sent: string[] = [];
    const looksAgainIn: (number | undefined)[] = [];
    const dead = appWithFeatures(t, { writer: fakeWriter() }, { jobs: lost });
    const client = await parent(dead.app, t, 'brief-lost-job@example.com', 'premium');
    const child = await addChild(client);
    const userId = await userIdOf('brief-lost-job@example.com');
    const answered = client.post<{ data: TStory }>('/api/stories/generate', { childId: child.id });
    let brief: typeof storyBriefs.$inferSelect | undefined;
    while (!brief) {
      [brief] = await briefsOf(userId);
      if (!brief) await new Promise((r) => setTimeout(r, 20));
    }
    const briefId = brief.id;
    // The restarted server's sweep (jobs that record what they are sent, then run it as a worker would).
    const writer = fakeWriter();
    const restarted = appWithFeatures(
      t,
      { writer },
      {
        jobs: {
          ...t.ctx.jobs,
          send: async (job, payload, options) => {
            if (job.name === 'stories.resume-briefs') looksAgainIn.push(options?.startAfterSeconds);
            else sent.push((payload as { briefId: string }).briefId);
          },
        },
      },
    );
    const sweep = () => restarted.features.stories.service.resumeBriefs();
    await sweep();
    // Just made: its job may be on its way. The sweep looks again when its grace ends.
    expect(sent).toEqual([]);
    expect(looksAgainIn).toHaveLength(1);
    expect(looksAgainIn[0]).toBeGreaterThan(0);
    expect(looksAgainIn[0]).toBeLessThanOrEqual(10);
    await t.ctx.db
      .update(storyBriefs)
      .set({ updatedAt: new Date(Date.now() - 20_000) })
      .where(eq(storyBriefs.id, briefId));
    await sweep();
    expect(sent).toEqual([briefId]);
    await restarted.features.stories.service.runBrief(briefId);
    const res = await answered;
    expect(res.status).toBe(201);
    expect(writer.calls).toHaveLength(1);
    expect(await reservationsOf(userId)).toEqual([{ state: 'settled', storyId: res.body.data.id }]);
    await sweep();
    expect(sent).toEqual([briefId]); // done: never sent again

    // Writing, its job gone, and it has been started as often as a brief may be: it fails, once.
    const other = await parent(dead.app, t, 'brief-lost-runs@example.com', 'premium');
    const otherChild = await addChild(other);
    const otherId = await userIdOf('brief-lost-runs@example.com');
    const second = other.post('/api/stories/generate', { childId: otherChild.id });
    let again: typeof storyBriefs.$inferSelect | undefined;
    while (!again) {
      [again] = await briefsOf(otherId);
      if (!again) await new Promise((r) => setTimeout(r, 20));
    }
    await t.ctx.db
      .update(storyBriefs)
      .set({ status: 'writing', attempts: 4 })
      .where(eq(storyBriefs.id, again.id));
    await sweep();
    expect(sent).toEqual([briefId]);
    const failed = await second;
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ error: STORY_MESSAGES.generateFailed, code: 'GENERATION_FAILED' });
    expect(await reservationsOf(otherId)).toEqual([{ state: 'released', storyId: null }]);
  });
});
