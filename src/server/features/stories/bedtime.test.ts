import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEDTIME_NOTICES, type TBedtimeFeedback } from '../../../shared/bedtime.js';
import { CHILD_MESSAGES, STORY_MESSAGES } from '../../../shared/messages.js';
import type { TStory } from '../../../shared/stories.js';
import type { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { readZip } from '../../../../tests/support/unzip.js';
import { ZFamilyExport } from '../../../shared/account-export.js';
import type { App } from '../../app.js';
import { users } from '../../platform/db/schema/identity.js';
import { bedtimeFeedback, stories } from '../../platform/db/schema/stories.js';
import { adjustForBedtime } from './bedtime.js';
import {
  addChild,
  appWith,
  fakeWriter,
  parent,
  type FakeWriter,
} from '../../../../tests/support/features/stories.js';

describe('tonight after the last bedtimes (bounded)', () => {
  it('two nights still awake: one step shorter and calmer, never below short', () => {
    const awake = ['still_awake', 'still_awake'] as const;
    expect(adjustForBedtime('long', awake, 'Mia Rose')).toEqual({
      storyLength: 'medium',
      storyTone: 'calming',
      notice: BEDTIME_NOTICES.shorterAwake('Mia'),
    });
    expect(adjustForBedtime('medium', awake, 'Mia').storyLength).toBe('short');
    expect(adjustForBedtime('short', awake, 'Mia')).toEqual({
      storyLength: 'short',
      storyTone: 'calming',
      notice: BEDTIME_NOTICES.calmerAwake('Mia'),
    });
  });

  it('one night is a night, not a pattern; too exciting calms the very next story', () => {
    expect(adjustForBedtime('long', ['still_awake', 'asleep_at_end'], 'Mia')).toEqual({
      storyLength: 'long',
    });
    expect(adjustForBedtime('long', ['asleep_at_end', 'asleep_at_end'], 'Mia')).toEqual({
      storyLength: 'long',
    });
    expect(adjustForBedtime('long', [], 'Mia')).toEqual({ storyLength: 'long' });
    expect(adjustForBedtime('medium', ['too_exciting'], 'Mia')).toEqual({
      storyLength: 'medium',
      storyTone: 'calming',
      notice: BEDTIME_NOTICES.calmer('Mia'),
    });
    expect(adjustForBedtime('long', ['asleep_before_end', 'asleep_before_end'], 'Mia')).toEqual({
      storyLength: 'medium',
      notice: BEDTIME_NOTICES.shorterAsleep('Mia'),
    });
    expect(adjustForBedtime('short', ['asleep_before_end', 'asleep_before_end'], 'Mia')).toEqual({
      storyLength: 'short',
    });
  });
});

describe('bedtime feedback over HTTP', () => {
  let t: TestApp;
  let writer: FakeWriter;
  let app: App;
  let client: TestClient;
  let other: TestClient;
  let childId: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    writer = fakeWriter();
    app = appWith(t, { writer });
    client = await parent(app, t, 'bedtime@example.com', 'family');
    other = await parent(app, t, 'bedtime-other@example.com', 'family');
    childId = (await addChild(client, { name: 'Mia Rose', storyTone: 'adventurous' })).id;
    const [me] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'bedtime@example.com'));
    userId = me!.id;
  });
  afterAll(async () => t.close());

  async function olderStory(daysAgo: number, siblingIds?: string[]): Promise<string> {
    const [row] = await t.ctx.db
      .insert(stories)
      .values({
        userId,
        childId,
        ...(siblingIds ? { siblingIds } : {}),
        childName: 'Mia Rose',
        title: `Night ${daysAgo}`,
        content: 'Mia watched the moon rise over the quiet hills and smiled.',
        theme: 'bedtime',
        storyType: 'personalized_text',
        storyLength: 'long',
        wordCount: 11,
        readingTime: 1,
        seed: daysAgo,
        writer: 'local',
        createdAt: new Date(Date.now() - daysAgo * 86_400_000),
      })
      .returning({ id: stories.id });
    return row!.id;
  }

  it('records one answer per story, replaced by a new tap; another family and bad input are refused', async () => {
    const id = await olderStory(2);
    expect((await client.get<{ data: TBedtimeFeedback }>(`/api/stories/${id}/bedtime`)).body.data).toEqual({
      storyId: id,
      childId,
      outcome: null,
      learning: true,
      children: [{ childId, name: 'Mia', outcome: null, learning: true }],
    });
    expect((await client.put(`/api/stories/${id}/bedtime`, { outcome: 'too_exciting' })).status).toBe(200);
    const put = await client.put<{ data: TBedtimeFeedback }>(`/api/stories/${id}/bedtime`, {
      outcome: 'asleep_at_end',
    });
    expect(put.body.data.outcome).toBe('asleep_at_end');
    expect(await t.ctx.db.select().from(bedtimeFeedback).where(eq(bedtimeFeedback.storyId, id))).toHaveLength(
      1,
    );

    const bad = await client.put(`/api/stories/${id}/bedtime`, { outcome: 'snoring' });
    expect(bad.status).toBe(400);
    expect(
      (await client.put(`/api/stories/${id}/bedtime`, { outcome: 'still_awake', extra: 1 })).status,
    ).toBe(400);
    const theirs = await other.put<{ error: string }>(`/api/stories/${id}/bedtime`, {
      outcome: 'still_awake',
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe(STORY_MESSAGES.notFound);
    expect(
      (await client.get<{ data: TBedtimeFeedback }>(`/api/stories/${id}/bedtime`)).body.data.outcome,
    ).toBe('asleep_at_end');
  });

  it('a story for siblings takes one answer per child; a child not in the story is a 404', async () => {
    const leo = (await addChild(client, { name: 'Leo' })).id;
    const stranger = (await addChild(other, { name: 'Ada' })).id;
    const id = await olderStory(3, [leo]);
    const before = await client.get<{ data: TBedtimeFeedback }>(`/api/stories/${id}/bedtime`);
    expect(before.body.data.children.map((c) => c.name)).toEqual(['Mia', 'Leo']);
    const put = await client.put<{ data: TBedtimeFeedback }>(`/api/stories/${id}/bedtime`, {
      outcome: 'still_awake',
      childId: leo,
    });
    expect(put.status).toBe(200);
    expect(put.body.data.children).toEqual([
      { childId, name: 'Mia', outcome: null, learning: true },
      { childId: leo, name: 'Leo', outcome: 'still_awake', learning: true },
    ]);
    // Leo's own next story learns from it; Mia's answer stays unasked.
    const rows = await t.ctx.db.select().from(bedtimeFeedback).where(eq(bedtimeFeedback.storyId, id));
    expect(rows.map((r) => [r.childId, r.outcome])).toEqual([[leo, 'still_awake']]);
    const off = await client.put<{ data: TBedtimeFeedback }>(`/api/stories/${id}/bedtime/learning`, {
      enabled: false,
      childId: leo,
    });
    expect(off.body.data.children.map((c) => c.learning)).toEqual([true, false]);
    const notInStory = await client.put(`/api/stories/${id}/bedtime`, {
      outcome: 'still_awake',
      childId: stranger,
    });
    expect(notInStory.status).toBe(404);
    // A sibling's profile deleted: the story asks for the children it still has.
    expect((await client.delete(`/api/children/${leo}`)).status).toBe(200);
    const after = await client.get<{ data: TBedtimeFeedback }>(`/api/stories/${id}/bedtime`);
    expect(after.body.data.children.map((c) => c.name)).toEqual(['Mia']);
  });

  it('two nights still awake make tonight a step shorter and calmer, said in one line; off means as asked', async () => {
    await t.ctx.db.delete(bedtimeFeedback).where(eq(bedtimeFeedback.childId, childId));
    const [a, b] = [await olderStory(3), await olderStory(1)];
    await client.put(`/api/stories/${a}/bedtime`, { outcome: 'still_awake' });
    await client.put(`/api/stories/${b}/bedtime`, { outcome: 'still_awake' });

    const off = await client.put<{ data: TBedtimeFeedback }>(`/api/stories/${b}/bedtime/learning`, {
      enabled: false,
    });
    expect(off.body.data.learning).toBe(false);
    // The switch reads back, and is turned on again for tonight's story (the next test keeps it off).
    expect(
      (await client.get<{ data: TBedtimeFeedback }>(`/api/stories/${b}/bedtime`)).body.data.learning,
    ).toBe(false);
    await client.put(`/api/stories/${b}/bedtime/learning`, { enabled: true });

    const res = await client.post<{ data: TStory; notices?: string[] }>('/api/stories/generate', {
      childId,
      storyLength: 'long',
    });
    expect(res.status).toBe(201);
    expect(res.body.notices).toEqual([BEDTIME_NOTICES.shorterAwake('Mia')]);
    expect(res.body.data.storyLength).toBe('medium');
    const told = writer.calls.at(-1);
    expect(told?.storyLength).toBe('medium');
    expect(told?.storyTone).toBe('calming');
  });

  it('with learning off, the story is written as the parent asked', async () => {
    const second = await addChild(client, { name: 'Leo', storyTone: 'funny' });
    const [a, b] = [await olderStory(3), await olderStory(1)];
    await t.ctx.db.update(stories).set({ childId: second.id }).where(eq(stories.id, a));
    await t.ctx.db.update(stories).set({ childId: second.id }).where(eq(stories.id, b));
    await client.put(`/api/stories/${a}/bedtime`, { outcome: 'still_awake' });
    await client.put(`/api/stories/${b}/bedtime`, { outcome: 'still_awake' });
    await client.put(`/api/stories/${b}/bedtime/learning`, { enabled: false });
    const res = await client.post<{ data: TStory; notices?: string[] }>('/api/stories/generate', {
      childId: second.id,
      storyLength: 'medium',
    });
    expect(res.status).toBe(201);
    expect(res.body.notices ?? []).toEqual([]);
    // On, two nights awake would make it short (the fake writer's medium story passes the length check).
    expect(res.body.data.storyLength).toBe('medium');
    expect(writer.calls.at(-1)?.storyTone).toBe('funny');
  });

  it('goes with the child, and into the privacy export', async () => {
    const kid = await addChild(client, { name: 'Ada' });
    const id = await olderStory(1);
    await t.ctx.db.update(stories).set({ childId: kid.id }).where(eq(stories.id, id));
    await client.put(`/api/stories/${id}/bedtime`, { outcome: 'asleep_before_end' });
    const res = await app.request('/api/account/export', { headers: { cookie: client.cookie } });
    expect(res.status).toBe(200);
    const family = ZFamilyExport.parse(
      JSON.parse(
        readZip(Buffer.from(await res.arrayBuffer()))
          .get('family.json')!
          .toString('utf8'),
      ),
    );
    expect(family.children.find((c) => c.id === kid.id)).toMatchObject({
      bedtimeLearning: true,
      bedtime: [expect.objectContaining({ storyId: id, outcome: 'asleep_before_end' })],
    });
    expect((await client.delete(`/api/children/${kid.id}`)).status).toBe(200);
    expect(await t.ctx.db.select().from(bedtimeFeedback).where(eq(bedtimeFeedback.childId, kid.id))).toEqual(
      [],
    );
    const gone = await client.get<{ error: string }>(`/api/stories/${id}/bedtime`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe(CHILD_MESSAGES.notFound);
  });
});
