import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStory } from '../../src/shared/stories.js';
import type { App } from '../../src/server/app.js';
import { children, stories } from '../../src/server/platform/db/schema/stories.js';
import { createLocalWriter } from '../../src/server/features/stories/engine/index.js';
import { appWith } from '../support/features/stories.js';
import {
  buildStoryRequest,
  REQUEST_CLOSE,
  REQUEST_OPEN,
} from '../../src/server/features/stories/writer/llm-prompt.js';
import { parentWithPlan } from '../support/features/narration-parents.js';
import { TestClient } from '../support/client.js';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai.js';
import { startFakeOpenAISpeech, type FakeTts } from '../support/fake-tts.js';
import { SIGNED_IN_COOKIE } from '../../src/shared/front-door.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Part 5 of issue 13: what each outside service receives (README "What outside services
// receive"), checked on the wire against local fakes of the LLM and the voice service; and the
// server's own log, captured at trace level across the same paths, never holds a child's name,
// the parent's notes or the child's fears.
const LLM_KEY = 'sk-privacy-llm-key-0001';
const TTS_KEY = 'sk-privacy-tts-key-0002';
const EMAIL = 'privacy-parent@example.com';

// Distinctive values: any of them in a request or a log line can only have come from us.
const FIRST = 'Quillonia';
const SURNAME = 'Featherstonehaugh';
const FEAR = 'snorkelbats';
/** What a parent might type that no story needs (issue 25): each must not reach the LLM. */
const PRIVATE = {
  address: '14 Larkspur Road, Bristol',
  postcode: 'BS7 9QT',
  school: 'Oakmere Primary School',
  klass: 'class 2B',
  diagnosis: 'ADHD',
  prison: 'prison',
};
const NOTES = [
  `${FIRST} ${SURNAME} adores her rabbit Pemberwick; write to ${EMAIL} or call +44 7700 900123.`,
  `We live at ${PRIVATE.address}, ${PRIVATE.postcode}.`,
  `She is starting at a new school, ${PRIVATE.school}, in ${PRIVATE.klass} next week.`,
  `She was diagnosed with ${PRIVATE.diagnosis} last spring and takes medication.`,
  `Her dad is in ${PRIVATE.prison} and she misses him.`,
].join(' ');
const LOCAL_FIRST = 'Brambleworth';
const LOCAL_FEAR = 'whirlygigs';

/** What the LLM may be told: a chat request whose only data is the story request's fields. */
const LLM_BODY_KEYS = ['model', 'messages', 'stream'];
const STORY_REQUEST_KEYS = Object.keys(
  buildStoryRequest({
    childName: 'A',
    age: 5,
    readingLevel: 'beginner',
    interests: ['x'],
    favoriteCharacter: 'x',
    storyTone: 'x',
    fears: ['x'],
    theme: 'x',
    setting: 'x',
    randomTwist: 'x',
    familyFriends: 'x',
    learningGoals: 'x',
    customPrompt: 'x',
    storyLength: 'short',
    pronouns: 'she/her',
    seed: 1,
  }),
).concat(
  // What the engine read from those same inputs (pets, family, twist...) and the model must honour.
  'mustInclude',
);
/** What the voice service may be told: the text to say and how to say it. */
const TTS_BODY_KEYS = ['model', 'voice', 'input', 'response_format', 'instructions'];

let llm: FakeOpenAI;
let tts: FakeTts;
let t: TestApp;
let localApp: App;
let parent: { client: TestClient; userId: string };
let childId = '';
let localChildId = '';
let story: TStory;
let localStory: TStory;
const logLines: string[] = [];

const words = (s: string) => s.replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  [llm, tts] = await Promise.all([startFakeOpenAI(), startFakeOpenAISpeech(TTS_KEY)]);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestApp(
    {
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: LLM_KEY,
      TTS_PROVIDER: 'openai',
      OPENAI_API_KEY: TTS_KEY,
      TTS_BASE_URL: tts.baseUrl,
      AUDIO_WAIT_MS: '110000',
    },
    { workers: true, narrationRetry: { limit: 1, delaySeconds: 1 }, logger: pino({ level: 'trace' }, sink) },
  );
  localApp = appWith(t, { writer: createLocalWriter() });
  parent = await parentWithPlan(t, EMAIL, 'family');

  const child = (name: string, fear: string) => ({
    name,
    age: 7,
    readingLevel: 'beginner',
    storyTone: 'calming',
    interests: ['kites', `tea with ${name}`],
    favoriteCharacter: `${name}'s owl`,
    fears: [fear],
  });
  // An error path first: a child the server refuses (age out of range), carrying every value.
  const refused = await parent.client.post('/api/children', {
    ...child(`${FIRST} ${SURNAME}`, FEAR),
    age: 99,
  });
  expect(refused.status).toBe(400);
  const created = await parent.client.post<{ data: { id: string } }>(
    '/api/children',
    child(`${FIRST} ${SURNAME}`, FEAR),
  );
  expect(created.status).toBe(201);
  childId = created.body.data.id;
  const local = await parent.client.post<{ data: { id: string } }>(
    '/api/children',
    child(LOCAL_FIRST, LOCAL_FEAR),
  );
  localChildId = local.body.data.id;

  const request = { childId, storyLength: 'short', customPrompt: NOTES, familyFriends: `Grandma ${SURNAME}` };
  // LLM error paths: the service refuses the request; then a draft that names the fear, twice.
  llm.reply({ failTimes: 1, failStatus: 400 });
  expect((await parent.client.post('/api/stories/generate', request)).status).toBeGreaterThanOrEqual(400);
  const scary = `Title: ${FIRST} and the ${FEAR}\n\n${FIRST} met the ${FEAR} by the river. `.padEnd(
    1800,
    'Calm. ',
  );
  // Three refused drafts: the local engine writes the story (the parent never sees a refusal).
  llm.reply({ texts: [scary, scary, scary] });
  const written = await parent.client.post<{ data: TStory }>('/api/stories/generate', request);
  expect(written.status).toBe(201);
  expect(written.body.data.content).not.toContain(FEAR);

  // The voice service fails once (a retried narration job), then narrates.
  llm.reply({});
  // A short text keeps the (real) narration quick: the voice service is told whatever the story says.
  await t.ctx.db
    .update(stories)
    .set({ content: `${FIRST} flew a red kite.\nThe owl smiled. ${FIRST} slept.` })
    .where(eq(stories.id, written.body.data.id));
  tts.failNext(1, 500);
  const narrated = await parent.client.post<{ data: TStory }>(
    `/api/stories/generate-audio/${written.body.data.id}`,
  );
  expect(narrated.status).toBe(200);
  story = narrated.body.data;

  // The local engine writes for the other child (nothing leaves the server).
  const before = llm.requests.length;
  const localClient = new TestClient(localApp);
  localClient.cookie = parent.client.cookie;
  const made = await localClient.post<{ data: TStory }>('/api/stories/generate', {
    childId: localChildId,
    storyLength: 'short',
    customPrompt: `Notes about ${LOCAL_FIRST}`,
  });
  expect(made.status).toBe(201);
  localStory = made.body.data;
  expect(llm.requests.length).toBe(before);
}, 180_000);

afterAll(async () => {
  await t.close();
  await Promise.all([llm.close(), tts.close()]);
});

describe('what outside services receive', () => {
  it('the LLM gets a chat request whose only data is a first name, an age band and the story inputs', async () => {
    const [row] = await t.ctx.db.select({ id: children.id }).from(children).where(eq(children.id, childId));
    expect(row).toBeDefined();
    const forbidden = [SURNAME, EMAIL, parent.userId, childId, 'Test Parent', '7700 900123', TTS_KEY];
    // The session's cookies; the signed-in hint ("1") is a readable marker, not a secret.
    const cookieValues = parent.client.cookie
      .split('; ')
      .filter((kv) => kv.split('=')[0] !== SIGNED_IN_COOKIE)
      .map((kv) => decodeURIComponent(kv.split('=')[1] ?? ''));
    expect(llm.requests.length).toBeGreaterThanOrEqual(4);
    let parentRequests = 0;
    for (const req of llm.requests) {
      expect(Object.keys(req.body).sort()).toEqual([...LLM_BODY_KEYS].sort());
      for (const value of [...forbidden, ...cookieValues]) expect(req.raw).not.toContain(value);
      expect(req.headers.cookie).toBeUndefined();
      expect(req.headers.authorization).toBe(`Bearer ${LLM_KEY}`);
      const user = req.body.messages?.find((m) => m.role === 'user')?.content ?? '';
      // The judge is told the story, the age band and the fears only (no request block).
      if (!user.includes(REQUEST_OPEN)) continue;
      const block = user.slice(user.indexOf(REQUEST_OPEN) + REQUEST_OPEN.length, user.indexOf(REQUEST_CLOSE));
      const fields = JSON.parse(block) as Record<string, unknown>;
      for (const key of Object.keys(fields)) expect(STORY_REQUEST_KEYS).toContain(key);
      // The automatic daily story (issue 26) is for every child: a made-up hero, no family's words.
      if (fields.childFirstName !== FIRST) {
        expect(fields).not.toHaveProperty('parentNotes');
        expect(fields).not.toHaveProperty('familyAndFriends');
        continue;
      }
      parentRequests++;
      expect(fields).toMatchObject({ childFirstName: FIRST, ageBand: '7-8 years', fearsToAvoid: [FEAR] });
      expect(fields).not.toHaveProperty('age');
      expect(String(fields.parentNotes)).toContain('Pemberwick');
      // Reduced to what a story can use: the new school stays, its name and the rest go.
      expect(String(fields.parentNotes)).toMatch(/starting at a new school/);
      expect(String(fields.parentNotes)).toMatch(/misses dad/);
      for (const detail of [...Object.values(PRIVATE), 'Larkspur', 'Oakmere', 'medication', 'diagnosed'])
        expect(req.raw.toLowerCase()).not.toContain(detail.toLowerCase());
    }
    expect(parentRequests).toBeGreaterThanOrEqual(3);
  });

  it('the voice service gets the story text and voice settings, nothing else', () => {
    const said = tts.requests.filter((r) => r.body.input !== undefined);
    expect(said.length).toBeGreaterThanOrEqual(2); // the failed attempt and its retry
    const text = words(`${story.title}. ${story.content}`);
    for (const req of said) {
      for (const key of Object.keys(req.body)) expect(TTS_BODY_KEYS).toContain(key);
      expect(text).toContain(words(String(req.body.input)));
      expect(String(req.body.instructions ?? '')).not.toContain(FIRST);
      expect(req.headers.cookie).toBeUndefined();
      expect(req.headers.authorization).toBe(`Bearer ${TTS_KEY}`);
      const raw = JSON.stringify(req.body);
      for (const value of [SURNAME, EMAIL, parent.userId, childId, story.id, FEAR, 'Pemberwick']) {
        expect(raw).not.toContain(value);
      }
    }
  });

  it('the local engine sends nothing anywhere', () => {
    expect(localStory.content).toContain(LOCAL_FIRST);
    for (const req of [
      ...llm.requests.map((r) => r.raw),
      ...tts.requests.map((r) => JSON.stringify(r.body)),
    ]) {
      expect(req).not.toContain(LOCAL_FIRST);
    }
  });
});

describe("the server's log", () => {
  it('was written on every path above (requests, the refused draft, failed calls, the retried narration)', () => {
    const all = logLines.join('');
    expect(all).toContain('"msg":"request"');
    expect(all).toContain('story refused by the safety check');
    expect(all).toContain('story generation failed');
    expect(all).toContain('narration attempt failed');
  });

  it("never holds a child's name, the parent's notes or a child's fears", () => {
    const all = logLines.join('').toLowerCase();
    for (const value of [FIRST, SURNAME, FEAR, 'Pemberwick', LOCAL_FIRST, LOCAL_FEAR, 'Notes about']) {
      expect(all, value).not.toContain(value.toLowerCase());
    }
  });
});
