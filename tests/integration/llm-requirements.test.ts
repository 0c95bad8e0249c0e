import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TGeneratedAnswer } from '../../src/shared/stories.js';
import { parentWithPlan } from '../support/features/narration-parents.js';
import { addChild } from '../support/features/stories.js';
import { calmStory, startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Issue 24, part 9: an LLM gets the same inputs the local engine reads (pets, twist, interests,
// family, learning goal, theme) as requirements, its story is checked against them, and a story
// that misses them is written again once.
let llm: FakeOpenAI;
let t: TestApp;
beforeAll(async () => {
  llm = await startFakeOpenAI();
  // The judge is on by default; these tests count the writer's own requests.
  t = await createTestApp({
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: 'sk-requirements',
    LOG_LEVEL: 'silent',
    LLM_JUDGE: 'false',
  });
});
afterAll(async () => {
  await t.close();
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
  llm.reply({});
});

const REQUEST = {
  theme: 'space',
  storyLength: 'medium',
  customPrompt: 'our cat is called Pepper',
  randomTwist: 'the bed can fly',
  familyFriends: 'Grandma Rosa',
  learningGoals: 'days of the week',
};

/** A calm story that holds everything asked for (the fake's default holds none of it). */
function storyWithEverything(name: string): string {
  const extra = [
    `${name} and Pepper the cat climbed onto the bed, and the bed could fly, up past the moon and the stars of space.`,
    `Grandma Rosa had told ${name} to be brave, so ${name} drummed a soft beat on a drum, and the little star shone again.`,
    `They named the days of the week: Monday, Tuesday, Wednesday, Thursday, Friday, Saturday and Sunday.`,
    `Back home, the bed that could fly landed softly, and Pepper curled up to sleep.`,
  ].join(' ');
  const [title, ...rest] = calmStory(330, name).split('\n\n');
  return [title, ...rest, extra].join('\n\n');
}

async function parentAndChild(n: number, name: string) {
  const { client } = await parentWithPlan(t, `llm-requirements-${n}@example.com`, 'starter');
  const child = await addChild(client, { name, interests: ['drums'] });
  return { client, childId: child.id };
}

const userMessage = (i: number) =>
  llm.requests[i]?.body.messages?.find((m) => m.role === 'user')?.content ?? '';

describe('the LLM writer gets what the parent typed as requirements', () => {
  it('states the pet, twist, family, interest, learning goal and world, and keeps a story that holds them', async () => {
    const { client, childId } = await parentAndChild(1, 'Wren');
    llm.reply({ text: storyWithEverything('Wren') });
    const res = await client.post<TGeneratedAnswer>('/api/stories/generate', { childId, ...REQUEST });
    expect(res.status).toBe(201);
    expect(llm.requests).toHaveLength(1);
    const sent = userMessage(0);
    expect(sent).toContain('"mustInclude"');
    expect(sent).toContain('Pepper the cat');
    expect(sent).toContain('the bed can fly');
    expect(sent).toContain('Grandma Rosa');
    expect(sent).toContain('"interestThatSolvesTheProblem": "drums"');
    expect(sent).toContain('days of the week');
    expect(sent).toContain('far out in space');
    expect(res.body.data.content).toContain('Pepper');
  });

  it('a story that misses them is written again once, with what it missed', async () => {
    const { client, childId } = await parentAndChild(2, 'Juno');
    llm.reply({ texts: [calmStory(400, 'Juno'), storyWithEverything('Juno')] });
    const res = await client.post<TGeneratedAnswer>('/api/stories/generate', { childId, ...REQUEST });
    expect(res.status).toBe(201);
    expect(llm.requests).toHaveLength(2);
    const retry = llm.requests[1]?.body.messages ?? [];
    const feedback = retry.at(-1)?.content ?? '';
    expect(feedback).toMatch(/Pepper must be named at least twice/);
    expect(feedback).toMatch(/the bed can fly/);
    expect(res.body.data.content).toContain('Pepper the cat');
  });

  it('only once: a second miss is kept when it is safe (the parent gets a story, not an error)', async () => {
    const { client, childId } = await parentAndChild(3, 'Tobias');
    llm.reply({ texts: [calmStory(400, 'Tobias'), calmStory(400, 'Tobias')] });
    const res = await client.post<TGeneratedAnswer>('/api/stories/generate', { childId, ...REQUEST });
    expect(res.status).toBe(201);
    expect(llm.requests).toHaveLength(2);
  });
});
