import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ZRecentSubscriptionsQuery,
  ZRevenueChartQuery,
  ZUserListQuery,
  ZAdminDeleteUser,
  ZAdminSubscriptionChange,
} from '../../../src/shared/admin-data.js';
import {
  ZChangePlanRequest,
  ZCheckoutRequest,
  ZPortalLinkRequest,
  ZUpgradeRequest,
} from '../../../src/shared/billing.js';
import { ZChildInput, ZChildUpdate } from '../../../src/shared/children.js';
import {
  ZDailyGenerateRequest,
  ZDailyPlayRequest,
  ZDailyScheduleRequest,
} from '../../../src/shared/daily.js';
import { ZProfileUpdate } from '../../../src/shared/identity.js';
import { ZStoryGenerateRequest, ZStoryListQuery } from '../../../src/shared/stories.js';
import { ZStatusQuery as ZBillingStatusQuery } from '../../../src/server/features/billing/routes.js';
import { ZSendActivation } from '../../../src/server/features/identity/routes.js';
import { addChild, CHILD, parent } from '../../support/features/stories.js';
import { users } from '../../../src/server/platform/db/schema/identity.js';
import { signUpAdmin, type AdminClient } from '../../support/admin.js';
import { TestClient, type Reply } from '../../support/client.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { seedNarratedStory } from './seed.js';

/**
 * Issue 13, attacks: malformed, oversized and hostile input on every endpoint that reads one.
 * For each request schema, fast-check builds bodies the schema refuses (arbitrary JSON, a field
 * of the wrong type, huge strings, prototype keys, broken JSON text); each must get a 4xx with a
 * readable error, never a 500, and no table may gain or lose a row.
 */

let t: TestApp;
let member: TestClient;
let admin: AdminClient;
let anonymous: TestClient;
let childId: string;
let narratedId: string;
let targetUserId: string;
const NUM_RUNS = 40;
const NOBODY = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNUPS_PER_ADDRESS: '1000', AUDIO_WAIT_MS: '0' });
  member = await parent(t.app, t, 'hostile@example.com', 'family');
  childId = (await addChild(member)).id;
  const [me] = await t.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'hostile@example.com'));
  targetUserId = me!.id;
  narratedId = await seedNarratedStory(t.ctx, targetUserId, childId);
  admin = await signUpAdmin(t.app, t.ctx, 'hostile-admin@example.com');
  anonymous = new TestClient(t.app);
});
afterAll(async () => t.close());

/** Row counts of every table but the rate-limit counters (which count refused requests too). */
async function rowCounts(): Promise<Record<string, number>> {
  const { rows: tables } = await t.ctx.database.sql.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'auth_attempt'
      ORDER BY table_name`,
  );
  const union = tables
    .map((r) => `SELECT '${r.name}' AS name, count(*)::int AS n FROM "${r.name}"`)
    .join(' UNION ALL ');
  const { rows } = await t.ctx.database.sql.query<{ name: string; n: number }>(union);
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

/** Values of the wrong kind for any field, and strings an attacker would try. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '../../etc/passwd',
    '%2e%2e%2f',
    '<script>alert(1)</script>',
    "'; DROP TABLE story; --",
    '\u202e',
    '',
  ),
  // Oversized: past every field limit, some past the 256 KB body limit (413).
  fc.integer({ min: 2_000, max: 300_000 }).map((n) => 'ж'.repeat(n)),
);

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** A raw JSON text: the base body with one own prototype key in front (JSON.stringify would drop it). */
function withKey(base: Record<string, unknown>, key: string, value: unknown): string {
  const rest = JSON.stringify(base).slice(1);
  return `{${JSON.stringify(key)}:${JSON.stringify(value)}${rest === '}' ? '}' : `,${rest}`}`;
}

/** Bodies the schema must refuse, as JSON text (so prototype keys and broken JSON survive). */
function hostileBodies(schema: z.ZodType, base: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(base);
  const candidates = fc.oneof(
    // Anything at all in place of the body.
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    // One field of the wrong kind (or a field the schema does not know).
    fc
      .tuple(fc.constantFrom(...keys, 'unknownField', 'role', 'userId'), hostileValue)
      .map(([k, v]) => JSON.stringify({ ...base, [k]: v })),
    // A prototype key, with one field broken too.
    fc
      .tuple(
        fc.constantFrom(...PROTO_KEYS),
        fc.jsonValue({ maxDepth: 2 }),
        fc.constantFrom(...keys),
        hostileValue,
      )
      .map(([p, pv, k, v]) => withKey({ ...base, [k]: v }, p, pv)),
    // Broken JSON text.
    fc.string({ maxLength: 30 }).map((s) => `{"${keys[0] ?? 'x'}": ${s}`),
  );
  return candidates.filter((text) => {
    try {
      return !schema.safeParse(JSON.parse(text)).success;
    } catch {
      return true; // not JSON at all: must be refused too
    }
  });
}

interface BodyEndpoint {
  name: string;
  client: () => TestClient;
  method: 'POST' | 'PUT' | 'DELETE';
  path: () => string;
  schema: z.ZodType;
  /** A body the schema accepts; the attacks start from it. */
  base: () => Record<string, unknown>;
}

const BODY_ENDPOINTS: BodyEndpoint[] = [
  {
    name: 'add a child',
    client: () => member,
    method: 'POST',
    path: () => '/api/children',
    schema: ZChildInput,
    base: () => ({ ...CHILD }),
  },
  {
    name: 'edit a child',
    client: () => member,
    method: 'PUT',
    path: () => `/api/children/${childId}`,
    schema: ZChildUpdate,
    base: () => ({ name: 'Mia', age: 5, interests: ['stars'] }),
  },
  {
    name: 'generate a story',
    client: () => member,
    method: 'POST',
    path: () => '/api/stories/generate',
    schema: ZStoryGenerateRequest,
    base: () => ({ childId, theme: 'space', storyLength: 'short', customPrompt: 'a kind whale' }),
  },
  {
    name: 'edit the profile',
    client: () => member,
    method: 'PUT',
    path: () => '/api/auth/profile',
    schema: ZProfileUpdate,
    base: () => ({ displayName: 'Jo', timeZone: 'Europe/Paris' }),
  },
  {
    name: 'send the activation mail',
    client: () => anonymous,
    method: 'POST',
    path: () => '/api/public/subscriptions/send-activation',
    schema: ZSendActivation,
    base: () => ({ email: 'someone@example.com' }),
  },
  {
    name: 'check out',
    client: () => member,
    method: 'POST',
    path: () => '/api/subscriptions/checkout',
    schema: ZCheckoutRequest,
    base: () => ({ priceId: 'price_sandbox_starter_monthly' }),
  },
  {
    name: 'upgrade',
    client: () => member,
    method: 'POST',
    path: () => '/api/subscriptions/upgrade',
    schema: ZUpgradeRequest,
    base: () => ({ priceId: 'price_sandbox_starter_monthly' }),
  },
  {
    name: 'change plan',
    client: () => member,
    method: 'POST',
    path: () => '/api/subscriptions/change-plan',
    schema: ZChangePlanRequest,
    base: () => ({ newPriceId: 'price_sandbox_starter_monthly' }),
  },
  {
    name: 'open the billing portal',
    client: () => member,
    method: 'POST',
    path: () => '/api/subscriptions/create-portal-link',
    schema: ZPortalLinkRequest,
    base: () => ({ returnUrl: 'http://localhost:3000/profile' }),
  },
  {
    name: 'report a daily play',
    client: () => anonymous,
    method: 'POST',
    path: () => '/api/stories/daily/public/play',
    schema: ZDailyPlayRequest,
    base: () => ({ storyId: NOBODY, viewId: NOBODY }),
  },
  {
    name: 'generate a daily story',
    client: () => admin,
    method: 'POST',
    path: () => '/api/admin/daily-story/generate',
    schema: ZDailyGenerateRequest,
    base: () => ({ theme: 'space', age: 5, includeAudio: false }),
  },
  {
    name: 'schedule a daily story',
    client: () => admin,
    method: 'PUT',
    path: () => `/api/admin/daily-story/${NOBODY}/schedule`,
    schema: ZDailyScheduleRequest,
    base: () => ({ publishDate: '2099-01-01' }),
  },
  {
    name: 'change a subscription (admin)',
    client: () => admin,
    method: 'PUT',
    path: () => `/api/admin/users/${targetUserId}/subscription`,
    schema: ZAdminSubscriptionChange,
    base: () => ({ action: 'changePlan', planKey: 'premium' }),
  },
  {
    name: 'delete a user (admin)',
    client: () => admin,
    method: 'DELETE',
    path: () => `/api/admin/users/${targetUserId}`,
    schema: ZAdminDeleteUser,
    base: () => ({ reason: 'asked to', confirmation: 'hostile@example.com' }),
  },
];

/** better-auth's endpoints: their own validation; a field of the wrong type must be refused. */
const ZIdentityShape = (fields: Record<string, z.ZodType>) => z.object(fields);
const IDENTITY_ENDPOINTS: BodyEndpoint[] = [
  {
    name: 'sign up',
    client: () => new TestClient(t.app),
    method: 'POST',
    path: () => '/api/identity/sign-up/email',
    schema: ZIdentityShape({ name: z.string(), email: z.string(), password: z.string() }),
    base: () => ({ name: 'Jo', email: 'new-parent@example.com', password: 'secret123' }),
  },
  {
    name: 'sign in',
    client: () => new TestClient(t.app),
    method: 'POST',
    path: () => '/api/identity/sign-in/email',
    schema: ZIdentityShape({ email: z.string(), password: z.string() }),
    base: () => ({ email: 'hostile@example.com', password: 'secret123' }),
  },
  {
    name: 'reset the password',
    client: () => new TestClient(t.app),
    method: 'POST',
    path: () => '/api/identity/reset-password',
    schema: ZIdentityShape({ newPassword: z.string(), token: z.string() }),
    base: () => ({ newPassword: 'secret1234', token: 'not-a-token' }),
  },
];

function send(client: TestClient, method: string, path: string, text: string): Promise<Reply> {
  return client.request(method, path, text, { 'content-type': 'application/json' });
}

/** A refusal the client can show: a 4xx with an error text (ours: `error`; better-auth's: `message`). */
function expectClearRefusal(res: Reply, what: string) {
  expect(res.status, what).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  const body = res.body as { error?: unknown; message?: unknown };
  const text = body.error ?? body.message;
  expect(
    typeof text === 'string' && text.trim().length > 0,
    `${what}: ${JSON.stringify(res.body).slice(0, 200)}`,
  ).toBe(true);
}

describe('hostile request bodies', () => {
  it.each([...BODY_ENDPOINTS, ...IDENTITY_ENDPOINTS].map((e) => [e.name, e] as const))(
    '%s: refused with a clear 4xx, nothing written',
    async (_name, endpoint) => {
      expect(endpoint.schema.safeParse(endpoint.base()).success, 'the base body is valid').toBe(true);
      const before = await rowCounts();
      await fc.assert(
        fc.asyncProperty(hostileBodies(endpoint.schema, endpoint.base()), async (text) => {
          const res = await send(endpoint.client(), endpoint.method, endpoint.path(), text);
          expectClearRefusal(res, `${endpoint.method} ${endpoint.path()} ${text.slice(0, 120)}`);
        }),
        { numRuns: NUM_RUNS },
      );
      expect(await rowCounts()).toEqual(before);
      // No prototype was polluted by any of it.
      expect(Object.keys(Object.prototype)).toEqual([]);
      expect(({} as Record<string, unknown>).role).toBeUndefined();
    },
  );
});

interface QueryEndpoint {
  name: string;
  client: () => TestClient;
  path: string;
  schema: z.ZodType;
}

const QUERY_ENDPOINTS: QueryEndpoint[] = [
  { name: 'the library page', client: () => member, path: '/api/stories', schema: ZStoryListQuery },
  {
    name: 'the subscription status',
    client: () => member,
    path: '/api/subscriptions/status',
    schema: ZBillingStatusQuery,
  },
  { name: 'the user list (admin)', client: () => admin, path: '/api/admin/users', schema: ZUserListQuery },
  {
    name: 'the revenue chart (admin)',
    client: () => admin,
    path: '/api/admin/financials/revenue-chart',
    schema: ZRevenueChartQuery,
  },
  {
    name: 'recent subscriptions (admin)',
    client: () => admin,
    path: '/api/admin/financials/recent-subscriptions',
    schema: ZRecentSubscriptionsQuery,
  },
];

const queryValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    '',
    '-1',
    '0',
    '1e309',
    'NaN',
    '../../etc/passwd',
    '__proto__',
    "1' OR '1'='1",
    'with',
    'asc',
  ),
  fc.integer({ min: 300, max: 5_000 }).map((n) => 'x'.repeat(n)),
);

describe('hostile query strings', () => {
  it.each(QUERY_ENDPOINTS.map((e) => [e.name, e] as const))(
    '%s: what the schema refuses is a clear 4xx; never a 500',
    async (_name, endpoint) => {
      const keys = Object.keys((endpoint.schema as z.ZodObject).shape);
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor'), queryValue, { maxKeys: 3 }),
          async (query) => {
            const search = new URLSearchParams(Object.entries(query)).toString();
            const res = await endpoint.client().get(`${endpoint.path}?${search}`);
            expect(res.status, search).toBeLessThan(500);
            // What the schema takes may still be refused further in (a cursor that points nowhere),
            // always readably; what it refuses never gets through.
            if (
              res.status >= 400 ||
              !endpoint.schema.safeParse(Object.fromEntries(new URLSearchParams(search))).success
            )
              expectClearRefusal(res, `${endpoint.path}?${search}`);
          },
        ),
        { numRuns: NUM_RUNS },
      );
    },
  );
});

describe('prototype keys at sign-up', () => {
  it('cannot make an admin or a verified account, whether as fields or under __proto__', async () => {
    const client = new TestClient(t.app);
    const smuggled = { role: 'admin', emailVerified: true };
    const text = withKey(
      { name: 'Sly', email: 'proto@example.com', password: 'secret123', ...smuggled },
      '__proto__',
      smuggled,
    );
    const res = await send(client, 'POST', '/api/identity/sign-up/email', text);
    expect(res.status).toBeLessThan(500);
    const [row] = await t.ctx.db
      .select({ role: users.role, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, 'proto@example.com'));
    if (row) expect(row).toEqual({ role: 'user', emailVerified: false });
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});

describe('path traversal on audio URLs', () => {
  const ATTEMPTS = [
    '/api/stories/../../../../etc/passwd',
    '/api/stories/%2e%2e/%2e%2e/etc/passwd/audio',
    '/api/stories/..%2f..%2f..%2fetc%2fpasswd/audio',
    '/api/stories/%2e%2e%2f%2e%2e%2fetc%2fpasswd/audio',
    '/api/stories/..%5c..%5cwindows/audio',
    '/api/stories//etc/passwd/audio',
    '/api/stories/%2fetc%2fpasswd/audio',
    `/api/stories/${NOBODY}/audio/..%2f..%2f..%2fpackage.json`,
    '/api/stories/daily/audio?storyId=../../etc/passwd',
    '/api/stories/daily/audio?storyId=%2Fetc%2Fpasswd',
    '/api/admin/daily-story/..%2f..%2fetc%2fpasswd/audio',
    `/api/admin/daily-story/${NOBODY}/audio/../../../../etc/passwd`,
  ];

  it.each(ATTEMPTS)('%s is a 4xx for the owner and the admin, and never a file', async (path) => {
    for (const client of [member, admin]) {
      const res = await client.get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get('content-type') ?? '', path).not.toContain('audio');
      expect(String(typeof res.body === 'string' ? res.body : JSON.stringify(res.body))).not.toMatch(
        /root:|"name":\s*"moonlit/,
      );
    }
  });

  it("still plays the owner's own narration (the same route, a real id)", async () => {
    const res = await member.get(`/api/stories/${narratedId}/audio`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
  });
});

describe('ids that look like uuids but are not', () => {
  // 36 characters of the uuid alphabet (the attacker's `ffffffff-…-` and all dashes) once reached
  // a uuid column and answered 500.
  const NOT_UUIDS = ['-'.repeat(36), `ffffffff-${'-'.repeat(27)}`, 'ffffffffffffffffffffffffffffffffffff'];
  const ROUTES = (id: string): ['GET' | 'DELETE' | 'POST' | 'PUT', string][] => [
    ['GET', `/api/stories/${id}`],
    ['DELETE', `/api/stories/${id}`],
    ['GET', `/api/stories/${id}/audio`],
    ['POST', `/api/stories/generate-audio/${id}`],
    ['GET', `/api/stories/${id}/bedtime`],
    ['PUT', `/api/stories/${id}/bedtime`],
  ];

  it.each(NOT_UUIDS)('%s is a 4xx on every story route, never a 500', async (id) => {
    for (const [method, path] of ROUTES(id)) {
      const res = await member.request(
        method,
        path,
        method === 'PUT' ? { outcome: 'still_awake' } : undefined,
      );
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
  });
});
