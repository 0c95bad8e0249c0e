import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStory } from '../../../shared/stories.js';
import type { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { creditReservations } from '../../platform/db/schema/credits.js';
import { users } from '../../platform/db/schema/identity.js';
import { addChild, appWithFeatures, fakeWriter, parent } from '../../../../tests/support/features/stories.js';

let t: TestApp;
let nowMs = Date.parse('2025-04-01T09:00:00Z');
let built: ReturnType<typeof appWithFeatures>;
beforeAll(async () => {
  t = await createTestApp();
  built = appWithFeatures(t, { writer: fakeWriter(), now: () => new Date(nowMs) });
});
afterAll(async () => t.close());

const MIN = 60_000;
const textLeft = async (client: TestClient) =>
  (await client.get<{ text: { remaining: number } }>('/api/stories/credits/status')).body.text.remaining;
const sweep = () => built.features.credits.jobs.releaseStale.handler({});

async function starter(email: string, welcome: 'used' | 'new' = 'used') {
  const client = await parent(built.app, t, email, 'starter', { welcome });
  const child = await addChild(client);
  const [user] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const access = await t.ctx.entitlements.forUser(user!.id);
  /** What a request does before the writer runs; a process that dies here never settles it. */
  const reserve = () =>
    built.features.credits.service.spend({
      userId: user!.id,
      access,
      kind: 'text',
      childId: child.id,
      timeZone: 'UTC',
    });
  return { client, child, userId: user!.id, reserve };
}

const reservationsOf = (userId: string) =>
  t.ctx.db.select().from(creditReservations).where(eq(creditReservations.userId, userId));

describe('credit reservations', () => {
  it('a reservation left by a crash is given back by the sweeper, and only once it is stale', async () => {
    nowMs = Date.parse('2025-04-01T09:00:00Z');
    const { client, userId, reserve } = await starter('crash@example.com');
    const held = await reserve();
    expect(held).not.toBeNull();
    expect(await textLeft(client)).toBe(0);
    expect(await reserve()).toBeNull(); // the cap counts reserved credits

    nowMs += 5 * MIN; // still within a slow writer's time: kept
    await sweep();
    expect(await textLeft(client)).toBe(0);

    nowMs += 6 * MIN;
    await sweep();
    expect(await textLeft(client)).toBe(1);
    expect(await reservationsOf(userId)).toMatchObject([{ id: held!.id, state: 'released' }]);
    await sweep(); // a rerun gives nothing back twice
    expect(await textLeft(client)).toBe(1);
  });

  it('the credit the sweeper gave back can be spent again on a story', async () => {
    nowMs = Date.parse('2025-04-02T09:00:00Z');
    const { client, child, reserve } = await starter('crash-then-story@example.com');
    await reserve();
    nowMs += 11 * MIN;
    await sweep();
    const res = await client.post<{ data: TStory }>('/api/stories/generate', { childId: child.id });
    expect(res.status).toBe(201);
    expect(await textLeft(client)).toBe(0);
  });

  it('a settled reservation is never given back', async () => {
    nowMs = Date.parse('2025-04-03T09:00:00Z');
    const { client, child, userId } = await starter('settled@example.com');
    const res = await client.post<{ data: TStory }>('/api/stories/generate', { childId: child.id });
    expect(res.status).toBe(201);
    expect(await reservationsOf(userId)).toMatchObject([{ state: 'settled', storyId: res.body.data.id }]);
    nowMs += 60 * MIN;
    await sweep();
    expect(await textLeft(client)).toBe(0);
    expect(await reservationsOf(userId)).toMatchObject([{ state: 'settled' }]);
  });

  it('a failed generation releases its reservation at once', async () => {
    nowMs = Date.parse('2025-04-04T09:00:00Z');
    const failing = appWithFeatures(t, { writer: fakeWriter({ throws: true }), now: () => new Date(nowMs) });
    const client = await parent(failing.app, t, 'fails@example.com', 'starter');
    const child = await addChild(client);
    expect((await client.post('/api/stories/generate', { childId: child.id })).status).toBe(502);
    expect(await textLeft(client)).toBe(1);
    const [user] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'fails@example.com'));
    expect(await reservationsOf(user!.id)).toMatchObject([{ state: 'released' }]);
  });

  it('a release racing the sweeper gives the credit back once; a late settle counts it again', async () => {
    nowMs = Date.parse('2025-04-05T09:00:00Z');
    const { client, child, userId, reserve } = await starter('race-sweeper@example.com');
    const held = (await reserve())!;
    nowMs += 11 * MIN;
    await Promise.all([sweep(), built.features.credits.service.release(held), sweep()]);
    expect(await textLeft(client)).toBe(1);

    // The writer finished after all (slower than the sweeper's limit): the story is paid for.
    const again = (await reserve())!;
    nowMs += 11 * MIN;
    await sweep();
    expect(await textLeft(client)).toBe(1);
    await built.features.stories.repository.insert(
      {
        userId,
        childId: child.id,
        childName: child.name,
        title: 'Late',
        content: 'A story that took its time.',
        theme: 'adventure',
        storyType: 'personalized_text',
        storyLength: 'short',
        wordCount: 6,
        readingTime: 1,
        seed: 1,
        writer: 'local',
      },
      (tx, storyId) => built.features.credits.service.settle(tx, again, storyId),
    );
    expect(await textLeft(client)).toBe(0);
    expect(await reservationsOf(userId)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: again.id, state: 'settled' })]),
    );
  });

  it("a refused welcome story while a paid one was written: the gift pays for that one, and the day's credit comes back", async () => {
    // Two tabs at once for a new family: one holds the gift, the other the day's credit; the
    // paid one is written first and the gift's is refused. The family keeps both.
    nowMs = Date.parse('2025-04-06T09:00:00Z');
    const { client, child, userId, reserve } = await starter('welcome-race@example.com', 'new');
    const gift = (await reserve())!;
    const paid = (await reserve())!;
    expect([gift.welcome, paid.welcome]).toEqual([true, false]);
    expect(await textLeft(client)).toBe(0);
    const story = await built.features.stories.repository.insert(
      {
        userId,
        childId: child.id,
        childName: child.name,
        title: 'First',
        content: 'The story that won the race.',
        theme: 'adventure',
        storyType: 'personalized_text',
        storyLength: 'short',
        wordCount: 5,
        readingTime: 1,
        seed: 1,
        writer: 'local',
      },
      (tx, storyId) => built.features.credits.service.settle(tx, paid, storyId),
    );
    await built.features.credits.service.release(gift);
    expect(await textLeft(client)).toBe(1);
    const welcome = (
      await client.get<{ welcome: { available: boolean; storyId: string | null } }>(
        '/api/stories/credits/status',
      )
    ).body.welcome;
    expect(welcome).toEqual({ available: false, storyId: story.id });
  });

  it('a failed welcome story with no story written gives the gift back for the next first story', async () => {
    nowMs = Date.parse('2025-04-07T09:00:00Z');
    const { client, reserve } = await starter('welcome-failed@example.com', 'new');
    const gift = (await reserve())!;
    expect(gift.welcome).toBe(true);
    await built.features.credits.service.release(gift);
    expect(await textLeft(client)).toBe(1);
    expect((await reserve())?.welcome).toBe(true);
  });
});
