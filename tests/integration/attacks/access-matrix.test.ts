import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChild, CHILD, parent } from '../../support/features/stories.js';
import { children, stories } from '../../../src/server/platform/db/schema/stories.js';
import { users } from '../../../src/server/platform/db/schema/identity.js';
import { uuidParam } from '../../../src/server/platform/http/input.js';
import { signUpAdmin, type AdminClient } from '../../support/admin.js';
import { signUp as signUpAndSignIn, TestClient, type Reply } from '../../support/client.js';
import { startStripeTestApp } from '../../support/stripe-test-app.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { seedNarratedStory, seedStory } from './seed.js';

/**
 * Issue 13, attacks: who may call what. Every route the app mounts has a row here (a new route
 * without one fails the first test); every row is called as each kind of caller and the answer
 * compared with what its rule says: 401 for nobody, 403 EMAIL_NOT_VERIFIED before verification,
 * 403 upgradeRequired without a plan, 403 FORBIDDEN (or 401 ADMIN_TOKEN_REQUIRED without the
 * token) on admin routes, 404 for another family's rows.
 */

const PERSONAS = [
  'anonymous',
  'unverified',
  'free',
  'starter',
  'premium',
  // Before the Family: its writes and deletes must find the Family's rows still there.
  'otherFamily',
  'family',
  'adminWithoutToken',
  'admin',
] as const;
type Persona = (typeof PERSONAS)[number];

/** What one caller owns: ids its requests use (zero uuids for callers who cannot own rows). */
interface Fixture {
  userId: string;
  childId: string;
  storyId: string;
  narratedId: string;
  /** A share link of storyId (issue 30). */
  shareId: string;
}

type Rule =
  /** Anyone. */
  | 'public'
  /** requireUser. */
  | 'signedIn'
  /** requireUser → requireVerified. */
  | 'verified'
  /** requireUser → requireVerified → requireActiveSubscription. */
  | 'member'
  /** The daily story: no session is the same as no plan (spec §6: upgradeRequired). */
  | 'dailyReader'
  /** POST /api/admin/session: a verified admin's cookie, no token yet. */
  | 'adminSession'
  /** requireAdmin: the admin bearer token. */
  | 'admin';

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

interface Row {
  rule: Rule;
  /** The status a caller the rule lets through gets (per persona where it differs). */
  ok: number | ((p: Persona) => number);
  /** Reaches one family's own rows: another family gets 404 and nothing changes. */
  owned?: boolean;
  call: (f: Fixture, who: Persona) => Call;
}

/** A story id route parameter as the app mounts it (platform/http/input.ts). */
const STORY_ID = uuidParam('id');

const get = (path: string): Call => ({ method: 'GET', path });
const post = (path: string, body?: unknown): Call => ({ method: 'POST', path, body });
const put = (path: string, body?: unknown): Call => ({ method: 'PUT', path, body });
const del = (path: string, body?: unknown): Call => ({ method: 'DELETE', path, body });
const NOBODY = '00000000-0000-4000-8000-000000000000';
/** An invitation's token as its public routes are mounted (narration/invitation-routes.ts). */
const TOKEN_PARAM = ':token{[A-Za-z0-9_-]{1,64}}';
const PRICE_STARTER = 'price_sandbox_starter_monthly';
/** What another family writes into the Family's rows: must never be found afterwards. */
const INTRUDER: Partial<Record<Persona, string>> = { otherFamily: 'an intruder' };

/** Answers for a paying caller that differ by plan (credits and caps are the plan's business). */
const byPlan =
  (answers: Partial<Record<Persona, number>>, otherwise: number) =>
  (p: Persona): number =>
    answers[p] ?? otherwise;
/** The callers with a (seeded) subscription. */
const subscribers = (status: number): Partial<Record<Persona, number>> => ({
  starter: status,
  premium: status,
  otherFamily: status,
  family: status,
});

/**
 * Keyed by `${method} ${path}` exactly as Hono lists the route. Order matters: rows that delete
 * come last. Middleware registrations (method ALL) are in MIDDLEWARE below.
 */
const MATRIX: Record<string, Row> = {
  // System
  'GET /api/health': { rule: 'public', ok: 200, call: () => get('/api/health') },
  'GET /api/config': { rule: 'public', ok: 200, call: () => get('/api/config') },
  'GET /api/admin/health': { rule: 'admin', ok: 200, call: () => get('/api/admin/health') },
  'GET /api/dev/mailbox': { rule: 'public', ok: 200, call: () => get('/api/dev/mailbox?to=x@example.com') },
  'GET /dev/mailbox': { rule: 'public', ok: 200, call: () => get('/dev/mailbox?to=x@example.com') },

  // Identity (better-auth answers everything under /api/identity; a read that signs nothing in or out)
  'GET /api/identity/*': { rule: 'public', ok: 200, call: () => get('/api/identity/get-session') },
  'POST /api/identity/*': {
    rule: 'public',
    ok: 200,
    // A different address per caller: the per-address mail limit is rate-limits.test's business.
    call: (_f, who) => post('/api/identity/request-password-reset', { email: `${who}-reset@example.com` }),
  },
  'GET /api/auth/me': { rule: 'signedIn', ok: 200, call: () => get('/api/auth/me') },
  // The family's own data (issue 13 privacy export): any signed-in account may take its own.
  'GET /api/account/export': { rule: 'signedIn', ok: 200, call: () => get('/api/account/export') },
  // Deleting one's own account: a signed-in caller with a confirmation that is not their e-mail
  // is refused (400) and nothing is deleted; the deletion itself is account-deletion.test's.
  'DELETE /api/account': {
    rule: 'signedIn',
    ok: 400,
    call: () => del('/api/account', { confirmation: 'not-my-address@example.com' }),
  },
  'POST /api/auth/verify': { rule: 'signedIn', ok: 200, call: () => post('/api/auth/verify') },
  'GET /api/auth/profile': { rule: 'signedIn', ok: 200, call: () => get('/api/auth/profile') },
  'PUT /api/auth/profile': {
    rule: 'signedIn',
    ok: 200,
    call: () => put('/api/auth/profile', { displayName: 'Renamed Parent' }),
  },
  'POST /api/public/subscriptions/send-activation': {
    rule: 'public',
    ok: 200,
    call: (_f, who) =>
      post('/api/public/subscriptions/send-activation', { email: `${who}-activation@example.com` }),
  },

  // Admin token
  'POST /api/admin/session': { rule: 'adminSession', ok: 201, call: () => post('/api/admin/session') },

  // Daily story, reader side
  'GET /api/stories/daily/public': {
    rule: 'dailyReader',
    ok: 404,
    call: () => get('/api/stories/daily/public'),
  },
  'GET /api/stories/daily/audio': {
    rule: 'dailyReader',
    ok: 404,
    call: () => get('/api/stories/daily/audio'),
  },
  'POST /api/stories/daily/public/play': {
    // Only the reader whose view it names counts a play (issue 28): a session is needed.
    rule: 'signedIn',
    ok: 200,
    call: () => post('/api/stories/daily/public/play', { storyId: NOBODY, viewId: NOBODY }),
  },

  // Children
  'GET /api/children': { rule: 'member', ok: 200, call: () => get('/api/children') },
  'POST /api/children': {
    rule: 'member',
    // One child profile on Starter and Premium (and for an admin, who holds no plan): they have
    // it already (403 LIMIT_REACHED); Family holds three.
    ok: byPlan({ starter: 403, premium: 403, admin: 403 }, 201),
    call: () => post('/api/children', { ...CHILD, name: 'Second Child' }),
  },
  'PUT /api/children/:id': {
    rule: 'member',
    ok: 200,
    owned: true,
    call: (f, who) =>
      put(`/api/children/${f.childId}`, { favoriteCharacter: INTRUDER[who] ?? 'a brave snail' }),
  },

  // Credits and stories
  'GET /api/stories/credits/status': {
    rule: 'verified',
    ok: 200,
    call: () => get('/api/stories/credits/status'),
  },
  'GET /api/stories': { rule: 'member', ok: 200, call: () => get('/api/stories') },
  'GET /api/stories/all': { rule: 'member', ok: 200, call: () => get('/api/stories/all') },
  'GET /api/stories/child/:id': {
    rule: 'member',
    ok: 200,
    owned: true,
    call: (f) => get(`/api/stories/child/${f.childId}`),
  },
  'POST /api/stories/generate': {
    rule: 'member',
    // An admin passes every plan check (rank 5) but holds no plan, so no story credits of its own.
    ok: byPlan({ admin: 403 }, 201),
    owned: true,
    call: (f) => post('/api/stories/generate', { childId: f.childId, storyLength: 'short' }),
  },
  [`GET /api/stories/${STORY_ID}`]: {
    rule: 'member',
    ok: 200,
    owned: true,
    call: (f) => get(`/api/stories/${f.storyId}`),
  },
  [`POST /api/stories/generate-audio/${STORY_ID}`]: {
    rule: 'member',
    // Starter (and an admin, without a plan) has no audio credit; the others queue the
    // narration (no worker here: 202).
    ok: byPlan({ starter: 403, admin: 403 }, 202),
    owned: true,
    call: (f) => post(`/api/stories/generate-audio/${f.storyId}`),
  },
  [`GET /api/stories/${STORY_ID}/audio/status`]: {
    rule: 'member',
    ok: 200,
    owned: true,
    call: (f) => get(`/api/stories/${f.narratedId}/audio/status`),
  },
  [`GET /api/stories/${STORY_ID}/audio`]: {
    // Listening to one's own narration needs no live plan (free: it has none to hear, 404).
    rule: 'verified',
    ok: byPlan({ free: 404 }, 200),
    owned: true,
    call: (f) => get(`/api/stories/${f.narratedId}/audio`),
  },

  // Share this story (issue 30): the parent's own stories, with or without a live plan (free owns
  // none); the link's page and audio are public, the token in the path is the credential.
  [`POST /api/stories/${STORY_ID}/shares`]: {
    rule: 'verified',
    ok: byPlan({ free: 404 }, 201),
    owned: true,
    call: (f) => post(`/api/stories/${f.storyId}/shares`, { expiresInDays: 1 }),
  },
  'GET /api/shares': { rule: 'verified', ok: 200, call: () => get('/api/shares') },
  'GET /s/:token': { rule: 'public', ok: 404, call: () => get(`/s/${'A'.repeat(43)}`) },
  'GET /s/:token/audio': { rule: 'public', ok: 404, call: () => get(`/s/${'A'.repeat(43)}/audio`) },

  // Family voices (issue 29): recording the family's own story (another family's: 404, nothing
  // made); a recording that is not the caller's (here: none) is a 404 to everyone. A take is a
  // WAV body: the JSON these calls send is refused as the wrong media type once the guards pass.
  [`POST /api/stories/${STORY_ID}/recordings`]: {
    rule: 'member',
    ok: 201,
    owned: true,
    call: (f) => post(`/api/stories/${f.storyId}/recordings`, { name: 'Grandma' }),
  },
  [`GET /api/stories/${STORY_ID}/recordings`]: {
    rule: 'verified',
    ok: byPlan({ free: 404 }, 200),
    owned: true,
    call: (f) => get(`/api/stories/${f.storyId}/recordings`),
  },
  [`PUT /api/recording-takes/${uuidParam('id')}/:sentence{[0-9]+}`]: {
    rule: 'member',
    ok: 415,
    call: () => put(`/api/recording-takes/${NOBODY}/0`, {}),
  },
  [`POST /api/recordings/${uuidParam('id')}/finish`]: {
    rule: 'member',
    ok: 404,
    call: () => post(`/api/recordings/${NOBODY}/finish`),
  },
  [`DELETE /api/recordings/${uuidParam('id')}`]: {
    rule: 'verified',
    ok: 404,
    call: () => del(`/api/recordings/${NOBODY}`),
  },
  [`GET /api/recordings/${uuidParam('id')}/audio`]: {
    rule: 'verified',
    ok: 404,
    call: () => get(`/api/recordings/${NOBODY}/audio`),
  },

  // Inviting a relative to record (issue 29 part 4): the family's own story (another family's:
  // 404, nothing made); an invitation or recording that is not the caller's (here: none) is a 404
  // to everyone. The relative's routes are public: the token is the credential, and an unknown
  // one is a 404 (a take's JSON body is refused as the wrong media type first).
  [`POST /api/stories/${STORY_ID}/invitations`]: {
    rule: 'member',
    ok: 201,
    owned: true,
    call: (f) => post(`/api/stories/${f.storyId}/invitations`, { name: 'Grandma' }),
  },
  [`GET /api/stories/${STORY_ID}/invitations`]: {
    rule: 'verified',
    ok: byPlan({ free: 404 }, 200),
    owned: true,
    call: (f) => get(`/api/stories/${f.storyId}/invitations`),
  },
  [`DELETE /api/invitations/${uuidParam('id')}`]: {
    rule: 'verified',
    ok: 404,
    call: () => del(`/api/invitations/${NOBODY}`),
  },
  [`POST /api/recordings/${uuidParam('id')}/approve`]: {
    rule: 'verified',
    ok: 404,
    call: () => post(`/api/recordings/${NOBODY}/approve`),
  },
  [`GET /api/invitations/by-token/${TOKEN_PARAM}`]: {
    rule: 'public',
    ok: 404,
    call: () => get(`/api/invitations/by-token/${'A'.repeat(43)}`),
  },
  [`POST /api/invitations/by-token/${TOKEN_PARAM}/recording`]: {
    rule: 'public',
    ok: 404,
    call: () => post(`/api/invitations/by-token/${'A'.repeat(43)}/recording`),
  },
  [`POST /api/invitations/by-token/${TOKEN_PARAM}/recording/finish`]: {
    rule: 'public',
    ok: 404,
    call: () => post(`/api/invitations/by-token/${'A'.repeat(43)}/recording/finish`),
  },
  [`PUT /api/recording-takes/by-token/${TOKEN_PARAM}/:sentence{[0-9]+}`]: {
    rule: 'public',
    ok: 415,
    call: () => put(`/api/recording-takes/by-token/${'A'.repeat(43)}/0`, {}),
  },

  // The generation brief (issue 27): following a story being written; a brief that is not the
  // caller's (here: none) is a 404 to everyone.
  [`GET /api/stories/briefs/${uuidParam('id')}`]: {
    rule: 'member',
    ok: 404,
    call: () => get(`/api/stories/briefs/${NOBODY}`),
  },
  [`GET /api/stories/briefs/${uuidParam('id')}/events`]: {
    rule: 'member',
    ok: 404,
    call: () => get(`/api/stories/briefs/${NOBODY}/events`),
  },

  // Printed books (issue 30): making one reads the library (a plan); another family's story is a
  // 404 with nothing queued. A book that is not the caller's (here: none) is a 404 to everyone.
  'POST /api/books': {
    rule: 'member',
    ok: 202,
    owned: true,
    call: (f) => post('/api/books', { storyIds: [f.storyId], pageSize: 'A5' }),
  },
  [`GET /api/books/${uuidParam('id')}`]: {
    rule: 'verified',
    ok: 404,
    call: () => get(`/api/books/${NOBODY}`),
  },
  [`GET /api/books/${uuidParam('file').slice(0, -1)}\\.pdf}`]: {
    rule: 'verified',
    ok: 404,
    call: () => get(`/api/books/${NOBODY}.pdf`),
  },

  // Series (issue 27): starting one names the family's own children (another family's: 404,
  // nothing written); a series that is not the caller's (here: none) is a 404 to everyone. Its
  // chapters are written by POST /api/stories/generate with seriesId (attacked there).
  'POST /api/series': {
    rule: 'member',
    ok: 201,
    owned: true,
    call: (f) => post('/api/series', { childIds: [f.childId], chapters: 3 }),
  },
  'GET /api/series': { rule: 'member', ok: 200, call: () => get('/api/series') },
  [`GET /api/series/${uuidParam('id')}`]: {
    rule: 'member',
    ok: 404,
    call: () => get(`/api/series/${NOBODY}`),
  },

  // Subscriptions
  'GET /api/subscriptions/plans': { rule: 'public', ok: 200, call: () => get('/api/subscriptions/plans') },
  'GET /api/sample-story': { rule: 'public', ok: 200, call: () => get('/api/sample-story') },
  'GET /api/sample-story/audio': { rule: 'public', ok: 200, call: () => get('/api/sample-story/audio') },
  'GET /api/public/subscriptions/plans': {
    rule: 'public',
    ok: 200,
    call: () => get('/api/public/subscriptions/plans'),
  },
  'GET /api/subscriptions/status': {
    rule: 'signedIn',
    ok: 200,
    call: () => get('/api/subscriptions/status'),
  },
  'GET /api/subscriptions/current': {
    rule: 'signedIn',
    ok: 200,
    call: () => get('/api/subscriptions/current'),
  },
  'POST /api/subscriptions/checkout': {
    rule: 'signedIn',
    // A subscriber changes plan instead of checking out again (409).
    ok: byPlan(subscribers(409), 200),
    call: () => post('/api/subscriptions/checkout', { priceId: PRICE_STARTER }),
  },
  'POST /api/subscriptions/upgrade': {
    rule: 'signedIn',
    ok: byPlan({ starter: 409 }, 200),
    call: () => post('/api/subscriptions/upgrade', { priceId: PRICE_STARTER }),
  },
  'POST /api/subscriptions/change-plan': {
    rule: 'signedIn',
    call: () => post('/api/subscriptions/change-plan', { newPriceId: PRICE_STARTER }),
    // Nothing to change without a subscription (409); Starter is on it already (409).
    ok: byPlan({ ...subscribers(200), starter: 409 }, 409),
  },
  'POST /api/subscriptions/create-portal-link': {
    rule: 'signedIn',
    call: () => post('/api/subscriptions/create-portal-link', {}),
    // Seeded subscriptions have no customer at the payment provider (404).
    ok: byPlan(subscribers(404), 200),
  },
  'POST /api/subscriptions/cancel': {
    rule: 'signedIn',
    ok: byPlan(subscribers(200), 409),
    call: () => post('/api/subscriptions/cancel'),
  },

  // The sandbox payment pages: the session id in the URL is the credential (as Stripe's are).
  'GET /sandbox/checkout/:sessionId': {
    rule: 'public',
    ok: 404,
    call: () => get('/sandbox/checkout/cs_none'),
  },
  'POST /sandbox/checkout/:sessionId': {
    rule: 'public',
    ok: 404,
    call: () => post('/sandbox/checkout/cs_none', {}),
  },
  'GET /sandbox/portal/:portalSessionId': {
    rule: 'public',
    ok: 404,
    call: () => get('/sandbox/portal/ps_none'),
  },
  'POST /sandbox/portal/:portalSessionId/:action{cancel-now|cancel|resume|switch}': {
    rule: 'public',
    ok: 404,
    call: () => post('/sandbox/portal/ps_none/cancel', {}),
  },

  // Admin
  'POST /api/admin/billing/resync/:userId': {
    rule: 'admin',
    ok: 200,
    call: (f) => post(`/api/admin/billing/resync/${f.userId}`),
  },
  'GET /api/admin/daily-story/estimates': {
    rule: 'admin',
    ok: 200,
    call: () => get('/api/admin/daily-story/estimates'),
  },
  'GET /api/admin/daily-story/settings': {
    rule: 'admin',
    ok: 200,
    call: () => get('/api/admin/daily-story/settings'),
  },
  'PUT /api/admin/daily-story/settings': {
    rule: 'admin',
    ok: 200,
    call: () => put('/api/admin/daily-story/settings', { autoPublish: true }),
  },
  'POST /api/admin/daily-story/generate': {
    rule: 'admin',
    ok: 202,
    call: () => post('/api/admin/daily-story/generate', {}),
  },
  'POST /api/admin/daily-story/:id{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}/generate-audio':
    { rule: 'admin', ok: 404, call: () => post(`/api/admin/daily-story/${NOBODY}/generate-audio`) },
  'GET /api/admin/daily-story/jobs/:id{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}':
    { rule: 'admin', ok: 404, call: () => get(`/api/admin/daily-story/jobs/${NOBODY}`) },
  'PUT /api/admin/daily-story/:id{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}/schedule':
    {
      rule: 'admin',
      ok: 404,
      call: () => put(`/api/admin/daily-story/${NOBODY}/schedule`, { publishDate: '2099-01-01' }),
    },
  'GET /api/admin/daily-stories': { rule: 'admin', ok: 200, call: () => get('/api/admin/daily-stories') },
  'GET /api/admin/daily-story': { rule: 'admin', ok: 200, call: () => get('/api/admin/daily-story') },
  'GET /api/admin/daily-story/stats': {
    rule: 'admin',
    ok: 200,
    call: () => get('/api/admin/daily-story/stats'),
  },
  'GET /api/admin/daily-story/:id{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}/audio':
    { rule: 'admin', ok: 404, call: () => get(`/api/admin/daily-story/${NOBODY}/audio`) },
  'GET /api/admin/financials/overview': {
    rule: 'admin',
    ok: 200,
    call: () => get('/api/admin/financials/overview'),
  },
  'GET /api/admin/financials/revenue-chart': {
    rule: 'admin',
    ok: 200,
    call: () => get('/api/admin/financials/revenue-chart?period=7'),
  },
  'GET /api/admin/financials/recent-subscriptions': {
    rule: 'admin',
    ok: 200,
    call: () => get('/api/admin/financials/recent-subscriptions?limit=5'),
  },
  'GET /api/admin/users/stats': { rule: 'admin', ok: 200, call: () => get('/api/admin/users/stats') },
  'GET /api/admin/audit': { rule: 'admin', ok: 200, call: () => get('/api/admin/audit?limit=5') },
  'GET /api/admin/users/export/csv': {
    rule: 'admin',
    ok: 200,
    call: () => get('/api/admin/users/export/csv'),
  },
  'GET /api/admin/users': { rule: 'admin', ok: 200, call: () => get('/api/admin/users?limit=5') },
  'GET /api/admin/users/:id': { rule: 'admin', ok: 200, call: (f) => get(`/api/admin/users/${f.userId}`) },
  'PUT /api/admin/users/:id/subscription': {
    rule: 'admin',
    ok: 200,
    call: (f) => put(`/api/admin/users/${f.userId}/subscription`, { action: 'resync' }),
  },

  // Rows that delete: last.
  'DELETE /api/admin/daily-story/date/:date': {
    rule: 'admin',
    ok: 404,
    call: () => del('/api/admin/daily-story/date/2099-01-01'),
  },
  'DELETE /api/admin/daily-story/id/:id{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}':
    { rule: 'admin', ok: 404, call: () => del(`/api/admin/daily-story/id/${NOBODY}`) },
  'DELETE /api/admin/users/:id': {
    rule: 'admin',
    ok: 200,
    call: () => del(`/api/admin/users/${doomed.id}`, { reason: 'matrix test', confirmation: doomed.email }),
  },
  // Bedtime feedback: the parent's own stories, with or without a live plan (free owns none).
  [`GET /api/stories/${STORY_ID}/bedtime`]: {
    rule: 'verified',
    ok: byPlan({ free: 404 }, 200),
    owned: true,
    call: (f) => get(`/api/stories/${f.storyId}/bedtime`),
  },
  [`PUT /api/stories/${STORY_ID}/bedtime`]: {
    rule: 'verified',
    ok: byPlan({ free: 404 }, 200),
    owned: true,
    call: (f) => put(`/api/stories/${f.storyId}/bedtime`, { outcome: 'asleep_at_end' }),
  },
  [`PUT /api/stories/${STORY_ID}/bedtime/learning`]: {
    rule: 'verified',
    ok: byPlan({ free: 404 }, 200),
    owned: true,
    call: (f) => put(`/api/stories/${f.storyId}/bedtime/learning`, { enabled: true }),
  },
  [`DELETE /api/shares/${STORY_ID}`]: {
    // Turning a link off; another family's link is a 404 and stays on.
    rule: 'verified',
    ok: byPlan({ free: 404 }, 204),
    owned: true,
    call: (f) => del(`/api/shares/${f.shareId}`),
  },
  [`DELETE /api/stories/${STORY_ID}`]: {
    // Deleting needs no plan (a lapsed parent may still remove stories); free owns none (404).
    rule: 'verified',
    ok: byPlan({ free: 404 }, 200),
    owned: true,
    call: (f) => del(`/api/stories/${f.storyId}`),
  },
  'DELETE /api/children/:id': {
    rule: 'verified',
    ok: byPlan({ free: 404 }, 200),
    owned: true,
    call: (f) => del(`/api/children/${f.childId}`),
  },
  'DELETE /api/admin/session': {
    // Revokes the bearer token it is shown; without one there is nothing to sign out (401).
    rule: 'public',
    ok: byPlan({ admin: 204 }, 401),
    call: () => del('/api/admin/session'),
  },
};

/** app.use() registrations: guards and parsers, not routes of their own. */
const MIDDLEWARE = [
  'ALL /*',
  'ALL /api/*',
  'ALL /api/identity/*',
  'ALL /api/children',
  'ALL /api/children/*',
  // The signed-in hint cookie follows every page load (app.ts, identity/signed-in-hint.ts).
  'GET /*',
  // The body guards, registered for the methods that carry a body (app.ts).
  ...['POST', 'PUT', 'PATCH', 'DELETE'].flatMap((m) => [`${m} /*`, `${m} /api/*`]),
  // The cross-site check of the sandbox's own forms (app.ts).
  ...['POST', 'PUT', 'PATCH', 'DELETE'].map((m) => `${m} /sandbox/*`),
];

/** Mounted only with Stripe configured (checked against a Stripe app below): the answer unsigned. */
const STRIPE_ONLY: Record<string, number> = { 'POST /api/webhooks/stripe': 400 };

interface Expected {
  status: number;
  code?: string;
  upgradeRequired?: true;
}

function expected(row: Row, persona: Persona): Expected {
  const ok = (): Expected => ({ status: typeof row.ok === 'number' ? row.ok : row.ok(persona) });
  const unauthenticated: Expected = { status: 401, code: 'UNAUTHENTICATED' };
  const unverified: Expected = { status: 403, code: 'EMAIL_NOT_VERIFIED' };
  const noPlan: Expected = { status: 403, code: 'SUBSCRIPTION_REQUIRED', upgradeRequired: true };
  const forbidden: Expected = { status: 403, code: 'FORBIDDEN' };
  const isAdmin = persona === 'admin' || persona === 'adminWithoutToken';
  switch (row.rule) {
    case 'public':
      return ok();
    case 'admin':
    case 'adminSession':
      if (persona === 'anonymous') return unauthenticated;
      if (persona === 'unverified') return unverified;
      if (!isAdmin) return forbidden;
      if (row.rule === 'admin' && persona === 'adminWithoutToken')
        return { status: 401, code: 'ADMIN_TOKEN_REQUIRED' };
      return ok();
    case 'dailyReader':
      if (persona === 'anonymous' || persona === 'free') return noPlan;
      if (persona === 'unverified') return unverified;
      return ok();
    default:
      if (persona === 'anonymous') return unauthenticated;
      if (row.rule === 'signedIn') return ok();
      if (persona === 'unverified') return unverified;
      if (row.rule === 'member' && persona === 'free') return noPlan;
      if (row.owned && persona === 'otherFamily') return { status: 404, code: 'NOT_FOUND' };
      return ok();
  }
}

let t: TestApp;
const clients = {} as Record<Persona, TestClient>;
const fixtures = {} as Record<Persona, Fixture>;
let doomed: { id: string; email: string };

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function family(email: string, plan: 'none' | 'starter' | 'premium' | 'family'): Promise<TestClient> {
  return parent(t.app, t, email, plan);
}

/** A child, a text story and a narrated story (audio file on disk) of the caller's own. */
async function ownRows(client: TestClient, email: string): Promise<Fixture> {
  const userId = await userIdOf(email);
  const child = await addChild(client, { name: `Kid ${email.split('@')[0]}` });
  const storyId = await seedStory(t.ctx, userId, child.id);
  const narratedId = await seedNarratedStory(t.ctx, userId, child.id);
  const shared = await client.post<{ data: { id: string } }>(`/api/stories/${storyId}/shares`, {});
  if (shared.status !== 201) throw new Error(`share not created: ${shared.status}`);
  return { userId, childId: child.id, storyId, narratedId, shareId: shared.body.data.id };
}

beforeAll(async () => {
  // No worker: a queued narration stays queued, and the audio request answers at once (202).
  t = await createTestApp({ RATE_LIMIT_SIGNUPS_PER_ADDRESS: '1000', AUDIO_WAIT_MS: '0' });
  const none: Fixture = {
    userId: 'nobody',
    childId: NOBODY,
    storyId: NOBODY,
    narratedId: NOBODY,
    shareId: NOBODY,
  };
  clients.anonymous = new TestClient(t.app);
  fixtures.anonymous = none;

  clients.unverified = new TestClient(t.app);
  const signUp = await signUpAndSignIn(clients.unverified, {
    name: 'Not Yet',
    email: 'unverified@example.com',
    password: 'secret123',
  });
  expect(signUp.status).toBe(200);
  fixtures.unverified = { ...none, userId: await userIdOf('unverified@example.com') };

  clients.free = await family('free@example.com', 'none');
  fixtures.free = { ...none, userId: await userIdOf('free@example.com') };

  for (const plan of ['starter', 'premium', 'family'] as const) {
    clients[plan] = await family(`${plan}@example.com`, plan);
    fixtures[plan] = await ownRows(clients[plan], `${plan}@example.com`);
  }
  clients.otherFamily = await family('other-family@example.com', 'family');
  fixtures.otherFamily = await ownRows(clients.otherFamily, 'other-family@example.com');

  const admin: AdminClient = await signUpAdmin(t.app, t.ctx, 'admin@example.com');
  clients.admin = admin;
  fixtures.admin = await ownRows(admin, 'admin@example.com');
  const cookieOnly = new TestClient(t.app);
  cookieOnly.cookie = admin.cookie;
  clients.adminWithoutToken = cookieOnly;
  fixtures.adminWithoutToken = fixtures.admin;

  await family('doomed@example.com', 'none');
  doomed = { id: await userIdOf('doomed@example.com'), email: 'doomed@example.com' };
});
afterAll(async () => t.close());

async function send(client: TestClient, c: Call): Promise<Reply> {
  return client.request(c.method, c.path, c.body);
}

describe('access matrix', () => {
  it('has a row for every route the app mounts, and no row for a route that is gone', () => {
    const mounted = new Set(t.app.routes.map((r) => `${r.method} ${r.path}`));
    for (const m of MIDDLEWARE) mounted.delete(m);
    expect(
      [...mounted].filter((k) => !(k in MATRIX)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((k) => !mounted.has(k)),
      'rows without a route',
    ).toEqual([]);
  });

  it('answers every route as its rule says, for every kind of caller', async () => {
    const wrong: string[] = [];
    for (const [key, row] of Object.entries(MATRIX)) {
      for (const persona of PERSONAS) {
        if (persona === 'adminWithoutToken' && row.rule !== 'admin') continue;
        // Another family reaches for the Family's rows; everyone else for their own.
        const fixture = row.owned && persona === 'otherFamily' ? fixtures.family : fixtures[persona];
        const call = row.call(fixture, persona);
        const res = await send(clients[persona], call);
        const want = expected(row, persona);
        const body = typeof res.body === 'object' && res.body ? res.body : {};
        const got = {
          status: res.status,
          ...(want.code ? { code: body.code } : {}),
          ...(want.upgradeRequired ? { upgradeRequired: body.upgradeRequired } : {}),
        };
        if (JSON.stringify(got) !== JSON.stringify(want))
          wrong.push(
            `${key} as ${persona}: want ${JSON.stringify(want)}, got ${JSON.stringify(res.body).slice(0, 160)} (${res.status})`,
          );
      }
    }
    expect(wrong).toEqual([]);
    // Every route for every kind of caller: hundreds of requests, 13 s alone here, 30 s under load.
  }, 120_000);

  it('covers the routes only Stripe mounts: the webhook, whose one credential is the signature', async () => {
    const stripe = await startStripeTestApp();
    try {
      const keys = new Set(stripe.t.app.routes.map((r) => `${r.method} ${r.path}`));
      const unlisted = [...keys].filter(
        (k) => !(k in MATRIX) && !MIDDLEWARE.includes(k) && !(k in STRIPE_ONLY),
      );
      expect(unlisted, 'Stripe-only routes without a row').toEqual([]);
      // Unsigned: refused whoever sends it, a signed-in member included (cookies count for nothing).
      const member = await parent(stripe.t.app, stripe.t, 'stripe-member@example.com', 'premium');
      for (const client of [new TestClient(stripe.t.app), member]) {
        const res = await client.post('/api/webhooks/stripe', { id: 'evt_forged', type: 'invoice.paid' });
        expect(res.status).toBe(STRIPE_ONLY['POST /api/webhooks/stripe']);
      }
    } finally {
      await stripe.close();
    }
  });

  it("left the Family's rows as they were when another family wrote to them", async () => {
    const intruded = await t.ctx.db
      .select({ id: children.id })
      .from(children)
      .where(eq(children.favoriteCharacter, 'an intruder'));
    expect(intruded).toEqual([]);
    // The other family generated nothing with the Family's child: only its two seeded stories.
    const [{ n } = { n: -1 }] = await t.ctx.db
      .select({ n: count() })
      .from(stories)
      .where(eq(stories.userId, fixtures.otherFamily.userId));
    expect(n).toBe(2);
    // The Family's own delete found its story (200 in the matrix) after the other family's 404.
    const [gone] = await t.ctx.db.select().from(stories).where(eq(stories.id, fixtures.family.storyId));
    expect(gone).toBeUndefined();
  });
});
