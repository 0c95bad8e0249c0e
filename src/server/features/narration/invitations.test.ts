import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFamilyExport } from '../../../shared/account-export.js';
import {
  byTokenPath,
  INVITATION_MESSAGES,
  INVITATIONS_PER_DAY,
  RECORDED_MAIL_MESSAGES,
  tokenTakePath,
  UNAPPROVED_RECORDING_DAYS,
  type TCreatedInvitation,
  type TInvitation,
  type TInvitationView,
} from '../../../shared/invitations.js';
import { RECORDING_MESSAGES, RECORDINGS_PER_STORY } from '../../../shared/recordings.js';
import type { TStory, TStoryPage } from '../../../shared/stories.js';
import { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app.js';
import { readZip } from '../../../../tests/support/unzip.js';
import { seedStory } from '../../../../tests/integration/attacks/seed.js';
import { addChild, parent } from '../../../../tests/support/features/stories.js';
import {
  adminAudit,
  mail,
  recordedNarrations,
  recordedTakes,
  recordingInvitations,
  stories,
  users,
} from '../../platform/db/schema/index.js';
import { hashToken } from '../../platform/tokens.js';
import {
  RECORDED_CONTENT,
  RECORDED_SENTENCES,
  toneTake,
} from '../../../../tests/support/features/recorded-takes.js';

const CONTENT = RECORDED_CONTENT;
const SENTENCES = RECORDED_SENTENCES;
const DAY_MS = 86_400_000;

/** A take: a second of a quiet tone between two half seconds of near-silence, at 24 kHz. */
const take = (voice = 1) => toneTake(voice, { rate: 24000 });

describe('inviting a relative to record a story', () => {
  let t: TestApp;
  let client: TestClient;
  let other: TestClient;
  let visitor: TestClient;
  let userId: string;
  let childId: string;
  let storyId: string;
  /** The injected clock's lead over the real one. */
  let ahead = 0;

  const idOf = async (email: string) =>
    (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  async function story(owner = userId, child = childId): Promise<string> {
    const id = await seedStory(t.ctx, owner, child);
    await t.ctx.db
      .update(stories)
      .set({ content: CONTENT, childName: 'Mia Rose Smith' })
      .where(eq(stories.id, id));
    t.ctx.readCache.invalidateUser(owner);
    return id;
  }

  const invite = (id: string, body: Record<string, unknown> = { name: 'Grandma' }, as = client) =>
    as.post<{ data: TCreatedInvitation; error?: string }>(`/api/stories/${id}/invitations`, body);
  const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
  const list = async (id: string) =>
    (await client.get<{ data: TInvitation[] }>(`/api/stories/${id}/invitations`)).body.data;

  function putTake(token: string, sentence: number, body: Uint8Array) {
    return t.app.request(tokenTakePath(token, sentence), {
      method: 'PUT',
      headers: { origin: TEST_ORIGIN, 'content-type': 'audio/wav' },
      body: body.slice().buffer as ArrayBuffer,
    });
  }

  /** The relative opens the link, records every sentence and saves. */
  async function recordThrough(token: string) {
    const started = await visitor.post<{ data: { id: string } }>(`${byTokenPath(token)}/recording`);
    expect(started.status).toBe(200);
    for (let i = 0; i < SENTENCES.length; i++) expect((await putTake(token, i, take())).status).toBe(200);
    const done = await visitor.post<{ data: { id: string; status: string } }>(
      `${byTokenPath(token)}/recording/finish`,
    );
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('ready');
    return done.body.data.id;
  }

  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_SIGNUPS_PER_ADDRESS: '1000' },
      { now: () => new Date(Date.now() + ahead) },
    );
    client = await parent(t.app, t, 'invites@example.com', 'starter');
    other = await parent(t.app, t, 'invites-other@example.com', 'premium');
    visitor = new TestClient(t.app);
    userId = await idOf('invites@example.com');
    childId = (await addChild(client, { name: 'Mia Rose Smith' })).id;
    storyId = await story();
  });
  afterAll(async () => t.close());

  it('creates a link (token stored hashed, audited), lists it, and its page shows only the story and the first name', async () => {
    const made = await invite(storyId);
    expect(made.status).toBe(201);
    const { id, url } = made.body.data;
    expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/record/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(url);
    const [row] = await t.ctx.db.select().from(recordingInvitations).where(eq(recordingInvitations.id, id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(14 * DAY_MS);
    const audit = await t.ctx.db.select().from(adminAudit).where(eq(adminAudit.action, 'invitation.create'));
    expect(audit.some((a) => a.targetId === storyId)).toBe(true);

    expect(await list(storyId)).toEqual([
      expect.objectContaining({ id, name: 'Grandma', status: 'waiting', recordingId: null }),
    ]);

    const page = await visitor.get<{ data: TInvitationView }>(byTokenPath(token));
    expect(page.status).toBe(200);
    expect(Object.keys(page.body.data).sort()).toEqual([
      'childName',
      'expiresAt',
      'name',
      'sentences',
      'title',
    ]);
    expect(page.body.data).toMatchObject({ childName: 'Mia', name: 'Grandma', sentences: SENTENCES });
    const text = JSON.stringify(page.body);
    for (const secret of [userId, storyId, childId, 'invites@example.com', 'Rose', 'Smith', id])
      expect(text).not.toContain(secret);
  });

  it('lets the relative record without an account; the voice waits for approval, then plays for the child', async () => {
    const id = await story();
    const { url, id: invitationId } = (await invite(id)).body.data;
    const token = tokenOf(url);
    const recordingId = await recordThrough(token);
    const view = await visitor.get<{ data: TInvitationView }>(byTokenPath(token));
    expect(view.body.data.recording).toEqual({ id: recordingId, taken: [], status: 'ready' });

    // Not yet the child's: not among the story's voices, nor the library's names.
    const before = await client.get<{ data: TStory }>(`/api/stories/${id}`);
    expect(before.body.data.voices).toBeUndefined();
    const library = await client.get<TStoryPage>('/api/stories');
    expect(library.body.data.find((s) => s.id === id)?.voiceNames).toBeUndefined();
    expect(await list(id)).toEqual([
      expect.objectContaining({ id: invitationId, status: 'recorded', recordingId }),
    ]);
    // The parent listens first; another family can neither listen nor approve.
    expect((await client.get(`/api/recordings/${recordingId}/audio`)).status).toBe(200);
    expect((await other.post(`/api/recordings/${recordingId}/approve`)).status).toBe(404);
    expect((await other.get(`/api/recordings/${recordingId}/audio`)).status).toBe(404);
    // The parent's own routes do not change a relative's recording.
    expect((await client.post(`/api/recordings/${recordingId}/finish`)).status).toBe(404);

    expect((await client.post(`/api/recordings/${recordingId}/approve`)).status).toBe(200);
    const after = await client.get<{ data: TStory }>(`/api/stories/${id}`);
    expect(after.body.data.voices?.map((v) => v.name)).toEqual(['Grandma']);
    expect(after.body.data.voices?.[0]?.audio.timings?.map((s) => s.text)).toEqual(SENTENCES);
    expect((await list(id))[0]?.status).toBe('approved');
    const audit = await t.ctx.db.select().from(adminAudit).where(eq(adminAudit.action, 'recording.approve'));
    expect(audit.map((a) => a.targetId)).toContain(id);
  });

  it('answers the same 404 for unknown, revoked and expired links; revoking deletes an unfinished recording', async () => {
    const id = await story();
    const revoked = (await invite(id)).body.data;
    const revokedToken = tokenOf(revoked.url);
    await visitor.post(`${byTokenPath(revokedToken)}/recording`);
    expect((await putTake(revokedToken, 0, take())).status).toBe(200);
    // Another family cannot revoke it.
    expect((await other.delete(`/api/invitations/${revoked.id}`)).status).toBe(404);
    expect((await client.delete(`/api/invitations/${revoked.id}`)).status).toBe(204);
    const unfinished = await t.ctx.db
      .select()
      .from(recordedNarrations)
      .where(eq(recordedNarrations.invitationId, revoked.id));
    expect(unfinished).toEqual([]);
    expect((await list(id))[0]?.status).toBe('revoked');
    const audit = await t.ctx.db.select().from(adminAudit).where(eq(adminAudit.action, 'invitation.revoke'));
    expect(audit.some((a) => a.targetId === id)).toBe(true);

    const expiring = tokenOf((await invite(id)).body.data.url);
    expect((await visitor.get(byTokenPath(expiring))).status).toBe(200);
    ahead = 14 * DAY_MS + 1000;
    const answers = await Promise.all(
      [revokedToken, expiring, 'A'.repeat(43), 'short'].map((tk) => visitor.get(byTokenPath(tk))),
    );
    const expiredList = await list(id);
    ahead = 0;
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ error: INVITATION_MESSAGES.gone });
    expect(expiredList.map((i) => i.status)).toEqual(['revoked', 'expired']);
    // A revoked link records nothing either.
    expect((await visitor.post(`${byTokenPath(revokedToken)}/recording`)).status).toBe(404);
    expect((await putTake(revokedToken, 0, take())).status).toBe(404);
  });

  it("answers 404 for another family's story and invitations, and checks the input", async () => {
    expect((await invite(storyId, { name: 'Grandpa' }, other)).status).toBe(404);
    expect((await other.get(`/api/stories/${storyId}/invitations`)).status).toBe(404);
    expect((await invite(storyId, { name: ' ' })).status).toBe(400);
    const bad = await invite(storyId, { name: 'Grandpa', email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(INVITATION_MESSAGES.emailInvalid);
  });

  it('mails the link through the outbox when an address is given', async () => {
    const made = await invite(storyId, { name: 'Grandpa', email: 'grandpa@example.com' });
    expect(made.status).toBe(201);
    const rows = await t.ctx.db.select().from(mail);
    const sent = rows.find((m) => m.to.includes('grandpa@example.com'));
    expect(sent?.message.text).toContain('has asked you to record a bedtime story for “Mia”');
    expect(sent?.message.subject).not.toContain('Mia');
    expect(sent?.message.text).toContain(made.body.data.url);
    expect(sent?.message.text).not.toContain('Smith');
  });

  it('holds a story to RECORDINGS_PER_STORY voices when the relative starts', async () => {
    const id = await story();
    for (let i = 0; i < RECORDINGS_PER_STORY; i++)
      expect((await client.post(`/api/stories/${id}/recordings`, { name: `V${i}` })).status).toBe(201);
    const token = tokenOf((await invite(id)).body.data.url);
    const refused = await visitor.post<{ error: string }>(`${byTokenPath(token)}/recording`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(RECORDING_MESSAGES.tooManyVoices);
  });

  it('lists invitations in the export and deletes them with the story', async () => {
    const id = await story();
    const { id: invitationId } = (await invite(id)).body.data;
    const res = await t.app.request('/api/account/export', { headers: { cookie: client.cookie } });
    const zip = readZip(new Uint8Array(await res.arrayBuffer()));
    const family = ZFamilyExport.parse(JSON.parse(zip.get('family.json')!.toString('utf8')));
    expect(family.recordingInvitations.map((i) => i.id)).toContain(invitationId);
    expect(zip.get('family.json')!.toString('utf8')).not.toMatch(/tokenHash|token_hash/);

    expect((await client.delete(`/api/stories/${id}`)).status).toBeLessThan(300);
    const left = await t.ctx.db
      .select()
      .from(recordingInvitations)
      .where(and(eq(recordingInvitations.id, invitationId)));
    expect(left).toEqual([]);
  });

  it(`refuses the ${INVITATIONS_PER_DAY + 1}th invitation of a day with 429`, async () => {
    const family = await parent(t.app, t, 'invites-many@example.com', 'starter');
    const own = await story(
      await idOf('invites-many@example.com'),
      (await addChild(family, { name: 'Leo' })).id,
    );
    for (let i = 0; i < INVITATIONS_PER_DAY; i++)
      expect((await invite(own, { name: `R${i}` }, family)).status).toBe(201);
    const refused = await invite(own, { name: 'One too many' }, family);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(INVITATION_MESSAGES.tooMany);
  });

  /** The relative records every sentence but does not save yet. */
  async function takeAll(token: string) {
    expect((await visitor.post(`${byTokenPath(token)}/recording`)).status).toBe(200);
    for (let i = 0; i < SENTENCES.length; i++) expect((await putTake(token, i, take())).status).toBe(200);
  }
  const recordingOf = async (id: string) =>
    (await t.ctx.db.select().from(recordedNarrations).where(eq(recordedNarrations.id, id)))[0];

  it('mails the parent once when a relative has saved, with a link to the story in the reader', async () => {
    const id = await story();
    const [{ title }] = (await t.ctx.db
      .select({ title: stories.title })
      .from(stories)
      .where(eq(stories.id, id))) as [{ title: string }];
    const token = tokenOf((await invite(id)).body.data.url);
    const storyUrl = `${TEST_ORIGIN}/read/${id}`;
    const mailsAboutIt = async () =>
      (await t.ctx.db.select().from(mail)).filter(
        (m) => m.to.includes('invites@example.com') && m.message.text.includes(storyUrl),
      );
    await takeAll(token);
    expect(await mailsAboutIt()).toEqual([]);
    // Two saves at once, then a third: one voice saved, one mail.
    const finish = () => visitor.post<{ data: { status: string } }>(`${byTokenPath(token)}/recording/finish`);
    const both = await Promise.all([finish(), finish()]);
    expect(both.map((r) => [r.status, r.body.data.status])).toEqual([
      [200, 'ready'],
      [200, 'ready'],
    ]);
    expect((await finish()).status).toBe(200);
    const sent = await mailsAboutIt();
    expect(sent).toHaveLength(1);
    const { text, html, subject } = sent[0]!.message;
    expect(text).toContain(`Grandma has recorded “${title}”`);
    expect(text).toContain(RECORDED_MAIL_MESSAGES.listen('Mia'));
    expect(html).toContain(`href="${storyUrl}"`);
    expect(text).not.toContain('Smith');
    expect(subject).toBe(RECORDED_MAIL_MESSAGES.subject);
  });

  it('shows a revoked link whose voice was saved as revoked, the voice still there to approve', async () => {
    const id = await story();
    const { url, id: invitationId } = (await invite(id)).body.data;
    const recordingId = await recordThrough(tokenOf(url));
    expect((await client.delete(`/api/invitations/${invitationId}`)).status).toBe(204);
    const saved = await recordingOf(recordingId);
    const [row] = await list(id);
    expect(row).toMatchObject({
      status: 'revokedRecorded',
      recordingId,
      audioUrl: `/api/recordings/${recordingId}/audio`,
      removesAt: new Date(saved!.updatedAt.getTime() + UNAPPROVED_RECORDING_DAYS * DAY_MS).toISOString(),
    });
    expect((await client.get(`/api/recordings/${recordingId}/audio`)).status).toBe(200);
    expect((await client.post(`/api/recordings/${recordingId}/approve`)).status).toBe(200);
    expect(await list(id)).toEqual([expect.objectContaining({ status: 'approved', removesAt: null })]);
  });

  // Last: the clean-up takes every family's unapproved voices that are old enough, this file's too.
  it(`deletes a relative's voice left unapproved for ${UNAPPROVED_RECORDING_DAYS} days, row and file`, async () => {
    const sweep = () => t.ctx.invitations.jobs.removeUnapproved.handler({});
    const id = await story();
    const waiting = await recordThrough(tokenOf((await invite(id)).body.data.url));
    const approved = await recordThrough(tokenOf((await invite(id)).body.data.url));
    expect((await client.post(`/api/recordings/${approved}/approve`)).status).toBe(200);
    const unfinishedToken = tokenOf((await invite(id)).body.data.url);
    await takeAll(unfinishedToken);
    const unfinished = (await recordingOf(
      (
        await t.ctx.db
          .select({ id: recordingInvitations.recordingId })
          .from(recordingInvitations)
          .where(eq(recordingInvitations.tokenHash, hashToken(unfinishedToken)))
      )[0]!.id!,
    ))!;
    const own = await client.post<{ data: { id: string } }>(`/api/stories/${id}/recordings`, { name: 'Dad' });
    expect(own.status).toBe(201);
    const { fileKey, updatedAt } = (await recordingOf(waiting))!;
    const store = t.ctx.recordings.store;
    expect(await store.size(`${fileKey}.mp3`)).toBeGreaterThan(0);
    const removesAt = new Date(updatedAt.getTime() + UNAPPROVED_RECORDING_DAYS * DAY_MS);
    expect((await list(id)).find((i) => i.recordingId === waiting)?.removesAt).toBe(removesAt.toISOString());

    // An hour before: nothing goes.
    ahead = UNAPPROVED_RECORDING_DAYS * DAY_MS - 3_600_000;
    await sweep();
    for (const kept of [waiting, approved, unfinished.id, own.body.data.id])
      expect(await recordingOf(kept)).toBeDefined();

    ahead = UNAPPROVED_RECORDING_DAYS * DAY_MS + 60_000;
    await sweep();
    await sweep(); // again: harmless
    ahead = 0;
    expect(await recordingOf(waiting)).toBeUndefined();
    expect(await store.size(`${fileKey}.mp3`)).toBeNull();
    // The unfinished one (its link long ended) goes with its takes.
    expect(await recordingOf(unfinished.id)).toBeUndefined();
    const takes = await t.ctx.db
      .select()
      .from(recordedTakes)
      .where(eq(recordedTakes.narrationId, unfinished.id));
    expect(takes).toEqual([]);
    // Approved voices and the parent's own stay.
    expect((await recordingOf(approved))?.status).toBe('ready');
    expect(await recordingOf(own.body.data.id)).toBeDefined();
    const voices = (await client.get<{ data: TStory }>(`/api/stories/${id}`)).body.data.voices;
    expect(voices?.map((v) => v.name)).toEqual(['Grandma']);
  });
});
