import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calmStory, startFakeOpenAI, type FakeOpenAI } from '../../../../../tests/support/fake-openai.js';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app.js';
import type { TStory } from '../../../../shared/stories.js';
import { checkStory, LLM_LENGTH_TOLERANCE } from '../safety/check.js';
import { addChild, appWith, appWithFeatures, parent } from '../../../../../tests/support/features/stories.js';
import { createLlmWriter } from './llm.js';
import { moderationWanted } from './moderation.js';
import type { StoryWriterInput, WrittenStory } from './types.js';

const input = (over: Partial<StoryWriterInput> = {}): StoryWriterInput => ({
  childName: 'Mia',
  age: 5,
  readingLevel: 'beginner',
  interests: ['painting'],
  fears: ['the dark', 'dogs'],
  theme: 'space',
  storyLength: 'short',
  seed: 1,
  ...over,
});

let fake: FakeOpenAI;
const writer = (judge = false) =>
  createLlmWriter({ baseUrl: fake.baseUrl, model: 'test-model', timeoutMs: 5000, retryBaseMs: 5, judge });

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.reply({});
});

const SCARY_DRAFT = calmStory(250).replace('The moon rose softly', 'A wolf with sharp teeth chased Mia');

describe('a retry tells the LLM what failed', () => {
  it('sends the refused draft and the problems, then the length to aim for', async () => {
    await writer().write(input(), {
      feedback: { draft: SCARY_DRAFT, problems: ['The story has scary content: chasing someone'] },
    });
    const messages = fake.requests[0]?.body.messages ?? [];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[2]?.content).toContain('sharp teeth chased');
    expect(messages[3]?.content).toContain('scary content: chasing someone');
    expect(messages[3]?.content).toContain('between 200 and 300 words');
  });

  it('a first write carries no feedback turns', async () => {
    await writer().write(input());
    expect(fake.requests[0]?.body.messages?.map((m) => m.role)).toEqual(['system', 'user']);
  });
});

describe('the prompt gives the story shape and uses every option', () => {
  it('names the shape, the twist, the learning scene, family names, the character and pronouns', async () => {
    await writer().write(
      input({
        favoriteCharacter: 'Elsa',
        familyFriends: 'Grandpa Joe',
        randomTwist: 'the moon gets the hiccups',
        learningGoals: 'counting to ten',
        pronouns: 'she/her',
      }),
    );
    const [system, user] = fake.requests[0]?.body.messages ?? [];
    expect(system?.content).toContain('one small problem');
    expect(system?.content).toContain('Introduce every person');
    expect(system?.content).toContain('refers back to it');
    expect(system?.content).toContain('counting to ten counts from one to ten');
    expect(system?.content).toContain('Grandpa Joe');
    expect(system?.content).toContain('Elsa');
    expect(user?.content).toContain('"pronouns": "she/her"');
    expect(user?.content).toContain('"favoriteCharacter": "Elsa"');
  });
});

describe('the optional judge', () => {
  const story: WrittenStory = {
    title: 'Mia and the Paint Star',
    content: calmStory(250),
    wordCount: 250,
    readingTime: 2,
  };

  it('is absent unless configured', () => {
    expect(writer(false).review).toBeUndefined();
    expect(writer(true).review).toBeTypeOf('function');
  });

  it('passes a story the model says is fine, with the checklist and fears in its prompt', async () => {
    fake.reply({ text: '{"ok": true}' });
    expect(await writer(true).review?.(story, input())).toEqual([]);
    const system = fake.requests[0]?.body.messages?.[0]?.content ?? '';
    expect(system).toContain('calm and sleepy');
    expect(system).toContain('the dark, dogs');
    expect(system).toContain('between 200 and 300 words');
  });

  it('returns the reasons of a refusal, and treats no verdict as a refusal', async () => {
    fake.reply({ verdicts: ['Sure! {"ok": false, "problems": ["The ending is not calm."]}'] });
    expect(await writer(true).review?.(story, input())).toEqual(['The ending is not calm.']);
    fake.reply({ verdicts: ['I think it is lovely.'] });
    expect(await writer(true).review?.(story, input())).toEqual(['The reviewer gave no verdict.']);
  });
});

describe('the moderation endpoint beside the judge', () => {
  const story: WrittenStory = { title: 'Mia', content: calmStory(250), wordCount: 250, readingTime: 2 };
  const moderated = () =>
    createLlmWriter({
      baseUrl: fake.baseUrl,
      model: 'test-model',
      timeoutMs: 5000,
      retryBaseMs: 5,
      judge: true,
      moderation: true,
    });

  it('is asked with the whole story; a flag refuses it even when the judge says yes', async () => {
    fake.reply({ moderations: [['violence', 'harassment']] });
    expect(await moderated().review?.(story, input())).toEqual([
      'The moderation service flagged this draft (harassment, violence).',
    ]);
    const call = fake.requests.find((r) => r.path.endsWith('/moderations'));
    expect(JSON.parse(call?.raw ?? '{}')).toMatchObject({ model: 'omni-moderation-latest' });
    expect(call?.raw).toContain('The moon rose softly');
    fake.requests.length = 0;
    expect(await moderated().review?.(story, input())).toEqual([]);
    expect(fake.requests.map((r) => r.path.split('/').pop()).sort()).toEqual(['completions', 'moderations']);
  });

  it('a moderation call that fails refuses the draft (it throws, as a failed judge does)', async () => {
    fake.reply({ moderations: ['fail'] });
    await expect(moderated().review?.(story, input())).rejects.toThrow();
  });

  it('is asked only of OpenAI unless set: auto, true, false', () => {
    expect(moderationWanted('auto', 'https://api.openai.com/v1')).toBe(true);
    expect(moderationWanted('auto', 'http://127.0.0.1:11434/v1')).toBe(false);
    expect(moderationWanted('true', 'http://127.0.0.1:11434/v1')).toBe(true);
    expect(moderationWanted('false', 'https://api.openai.com/v1')).toBe(false);
    expect(moderationWanted(undefined, 'not a url')).toBe(false);
  });
});

describe('the LLM writer gets 10% slack on length, the local engine none', () => {
  const story = (words: number): WrittenStory => ({
    title: 'T',
    content: Array.from({ length: words }, () => 'moon').join(' '),
    wordCount: words,
    readingTime: 2,
  });
  it.each([
    [180, true],
    [179, false],
    [330, true],
    [331, false],
  ])('%i words for a short story with slack: %s', (words, ok) => {
    expect(checkStory(story(words), input(), { lengthTolerance: LLM_LENGTH_TOLERANCE }).ok).toBe(ok);
  });
  it('without slack 190 words is too short', () => {
    expect(checkStory(story(190), input()).ok).toBe(false);
  });
});

describe('through the app: a refused draft is retried with feedback, then the judge decides', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('saves the second, fixed story after a scary first draft', async () => {
    fake.reply({ texts: [SCARY_DRAFT, calmStory(250)] });
    const app = appWith(t, { writer: writer() });
    const client = await parent(app, t, 'retry-feedback@example.com', 'premium');
    const child = await addChild(client);
    const res = await client.post<{ data: TStory }>('/api/stories/generate', {
      childId: child.id,
      storyLength: 'short',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.content).not.toContain('chased');
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]?.body.messages ?? [];
    expect(retry[3]?.content).toMatch(/scary content \(\w[\w-]*\): "A wolf with sharp teeth chased Mia/);
  });

  it('a judge refusal counts as a failed attempt and its reasons go back to the model', async () => {
    fake.reply({
      texts: [calmStory(250), calmStory(250)],
      verdicts: ['{"ok": false, "problems": ["Too sad in the middle."]}', '{"ok": true}'],
    });
    const app = appWith(t, { writer: writer(true) });
    const client = await parent(app, t, 'judge@example.com', 'premium');
    const child = await addChild(client);
    const res = await client.post<{ data: TStory }>('/api/stories/generate', {
      childId: child.id,
      storyLength: 'short',
    });
    expect(res.status).toBe(201);
    expect(fake.requests).toHaveLength(4);
    expect(fake.requests[2]?.body.messages?.[3]?.content).toContain('Too sad in the middle.');
  });

  it('a judge that fails refuses the draft; after three refusals the local engine writes the story', async () => {
    fake.reply({ texts: [calmStory(250), calmStory(250), calmStory(250)], verdicts: ['no idea', 'maybe'] });
    const judging = writer(true);
    // The third judge call fails outright (the service is down): a refusal, not a pass.
    let calls = 0;
    const flaky = {
      ...judging,
      review: async (...args: Parameters<NonNullable<typeof judging.review>>) => {
        calls++;
        if (calls === 3) throw new Error('judge timed out');
        return (await judging.review?.(...args)) ?? [];
      },
    };
    const { app, features } = appWithFeatures(t, { writer: flaky });
    const before = await features.stories.safety.figures();
    const client = await parent(app, t, 'judge-down@example.com', 'premium');
    const child = await addChild(client);
    const res = await client.post<{ data: TStory; notices?: string[] }>('/api/stories/generate', {
      childId: child.id,
      storyLength: 'short',
    });
    expect(res.status).toBe(201);
    expect(calls).toBe(3);
    // Not the model's calm story (its sentences repeat "The moon rose softly"): the engine's.
    expect(res.body.data.content).not.toContain('The moon rose softly');
    // Counted in the database (kept across restarts): these three drafts and one stand-in more.
    const after = await features.stories.safety.figures();
    const more = (key: string) => (after.byCategory[key] ?? 0) - (before.byCategory[key] ?? 0);
    expect([more('judge'), more('judge-unavailable')]).toEqual([2, 1]);
    expect(after.refusedDrafts - before.refusedDrafts).toBe(3);
    expect(after.localFallbacks - before.localFallbacks).toBe(1);
  });

  it('a moderation flag is counted under its own category in the health figures', async () => {
    fake.reply({ texts: [calmStory(250), calmStory(250)], moderations: [['violence']] });
    const moderating = createLlmWriter({
      baseUrl: fake.baseUrl,
      model: 'test-model',
      timeoutMs: 5000,
      retryBaseMs: 5,
      judge: true,
      moderation: true,
    });
    const { app, features } = appWithFeatures(t, { writer: moderating });
    const before = (await features.stories.safety.figures()).byCategory.moderation ?? 0;
    const client = await parent(app, t, 'moderated@example.com', 'premium');
    const child = await addChild(client);
    const res = await client.post<{ data: TStory }>('/api/stories/generate', {
      childId: child.id,
      storyLength: 'short',
    });
    expect(res.status).toBe(201);
    expect((await features.stories.safety.figures()).byCategory.moderation).toBe(before + 1);
    const retry = fake.requests.filter((r) => r.path.endsWith('/chat/completions'))[2];
    expect(retry?.body.messages?.[3]?.content).toContain('moderation service flagged');
  });
});
