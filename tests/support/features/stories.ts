import { Hono } from 'hono';
import type { TChild } from '../../../src/shared/children.js';
import type { TPlanKey } from '../../../src/shared/plans.js';
import { firstLink, latestMail, TestClient } from '../client.js';
import { seedSubscription, seedWelcomeUsed } from '../subscriptions.js';
import type { TestApp } from '../test-app.js';
import type { App } from '../../../src/server/app.js';
import { createFeatures, type FeatureBase, type FeatureOptions } from '../../../src/server/context.js';
import type { AppEnv } from '../../../src/server/platform/http/env.js';
import { errorHandler, requestContext } from '../../../src/server/platform/http/middleware.js';
import type {
  StoryWriter,
  StoryWriterInput,
  WriteOptions,
  WrittenStory,
} from '../../../src/server/features/stories/writer/types.js';

/** Test-only helpers for the stories, credits and children suites (not imported by the app). */

/** The real app, with children, credits and stories rebuilt (by context.ts) around an injected writer and clock. */
export function appWith(t: TestApp, options: FeatureOptions): App {
  return appWithFeatures(t, options).app;
}

/** appWith, and the features it built (tests reach their services and jobs). */
export function appWithFeatures(t: TestApp, options: FeatureOptions, base: Partial<FeatureBase> = {}) {
  const features = createFeatures({ ...t.ctx, ...base }, options);
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(t.ctx.logger));
  app.onError(errorHandler(false));
  app.route('/', features.children.routes);
  app.route('/', features.credits.routes);
  app.route('/', features.stories.routes);
  app.route('/', t.app);
  return { app: app as App, features };
}

let parents = 0;

/**
 * A signed-up, verified parent with a live plan (none: no subscription at all). Each parent
 * signs up from its own address, so a suite may create more than the per-address sign-up limit.
 * By default the family has had its welcome story (the steady state every credit test is about:
 * each story spends the day's credit); `welcome: 'new'` is a family whose first story is to come.
 */
export async function parent(
  app: App,
  t: TestApp,
  email: string,
  plan: Exclude<TPlanKey, 'free'> | 'none',
  { welcome = 'used' }: { welcome?: 'used' | 'new' } = {},
): Promise<TestClient> {
  parents++;
  const client = new TestClient(app);
  const from = { 'x-forwarded-for': `10.9.${Math.floor(parents / 250)}.${(parents % 250) + 1}` };
  const res = await client.post(
    '/api/identity/sign-up/email',
    { name: 'Test Parent', email, password: 'secret123' },
    from,
  );
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const [mail] = await latestMail(client, email);
  if (!mail) throw new Error('no verification mail');
  const link = new URL(firstLink(mail.text));
  await client.get(link.pathname + link.search);
  if (plan !== 'none') await seedSubscription(t.ctx, email, plan);
  if (welcome === 'used') await seedWelcomeUsed(t.ctx, email);
  return client;
}

export const CHILD = {
  name: 'Mia Rose Example',
  age: 6,
  readingLevel: 'intermediate',
  storyTone: 'magical',
  interests: ['dragons', 'stars'],
  favoriteCharacter: 'a kind owl',
  fears: ['spiders'],
};

export async function addChild(client: TestClient, overrides: Record<string, unknown> = {}): Promise<TChild> {
  const res = await client.post<{ data: TChild }>('/api/children', { ...CHILD, ...overrides });
  if (res.status !== 201) throw new Error(`child not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

const SENTENCE = 'watched the soft silver moon rise slowly over the quiet sleepy hills and smiled.';

/** A safe story of about 360 words (medium), streamed sentence by sentence. */
function safeStory(input: StoryWriterInput, extra = ''): WrittenStory {
  const paragraphs: string[] = [];
  for (let p = 0; p < 5; p++) {
    const sentences = Array.from({ length: 5 }, () => `${input.childName} ${SENTENCE}`);
    paragraphs.push(sentences.join(' '));
  }
  if (extra) paragraphs[2] = `${paragraphs[2]} ${extra}`;
  const content = paragraphs.join('\n\n');
  const wordCount = content.split(/\s+/).length;
  return {
    title: `${input.childName} and the Moon`,
    content,
    wordCount,
    readingTime: Math.ceil(wordCount / 90),
  };
}

export interface FakeWriter extends StoryWriter {
  calls: StoryWriterInput[];
}

export interface FakeWriterOptions {
  /** How many first attempts contain an unsafe word (2 = the rewrite fails too). */
  unsafeAttempts?: number;
  throws?: boolean;
  /** Wait before answering (keeps a generation in flight for concurrency tests). */
  delayMs?: number;
  /** Wait this long between the streamed sentences (a writer as slow as an LLM). */
  pieceDelayMs?: number;
}

export function fakeWriter(options: FakeWriterOptions = {}): FakeWriter {
  const calls: StoryWriterInput[] = [];
  return {
    name: 'local',
    calls,
    async write(input: StoryWriterInput, writeOptions: WriteOptions = {}): Promise<WrittenStory> {
      calls.push(input);
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.throws) throw new Error('writer is down');
      const unsafe = calls.length <= (options.unsafeAttempts ?? 0);
      const story = safeStory(input, unsafe ? 'Then a zombie came.' : '');
      for (const piece of story.content.split(/(?<=\. )/)) {
        writeOptions.onText?.(piece);
        if (options.pieceDelayMs) await new Promise((resolve) => setTimeout(resolve, options.pieceDelayMs));
      }
      return story;
    },
  };
}

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

export function parseSse(body: unknown): SseEvent[] {
  if (typeof body !== 'string') throw new Error(`expected an event stream, got ${JSON.stringify(body)}`);
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event =
        lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}
