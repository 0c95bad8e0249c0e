import { describe, expect, it } from 'vitest';
import { panelTeller } from '../../../../../tests/support/panel-requests.js';
import { loadPack } from './pack/index.js';
import { readBrief } from './read/brief.js';
import { askedAloud } from './tell/learning.js';

/**
 * Issue 24, blind panel 70: what fifteen new requests showed when read aloud.
 */
const pack = loadPack();

const { request, many } = panelTeller(
  {
    childName: 'Omar',
    age: 9,
    readingLevel: 'intermediate',
    interests: ['football'],
    fears: [],
    theme: 'mystery',
    storyLength: 'medium',
    seed: 7000,
    pronouns: 'he/him',
  },
  pack,
);

const roleLines = (t: ReturnType<typeof many>[number], role: string) =>
  t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role === role);

describe('a story that stays in the bedroom', () => {
  it('nobody holds the back door open for the child when the plot goes nowhere: a send-off is a hug', () => {
    // (Into a dream, a good-night kiss is the send-off: it stays.)
    const drawer = {
      ...pack,
      plans: pack.plans.filter((p) => p.journey === undefined && !p.worlds.includes('dream')),
    };
    expect(drawer.plans.length).toBeGreaterThan(3);
    const { many: zara } = panelTeller(
      {
        childName: 'Zara',
        age: 3,
        readingLevel: 'beginner',
        interests: ['teddy bears'],
        fears: [],
        theme: 'bedtime',
        storyLength: 'short',
        seed: 7006,
        pronouns: 'she/her',
        familyFriends: 'Mummy and Daddy',
      },
      drawer,
    );
    let told = 0;
    for (const t of zara({}, 40)) {
      // A send-off there is a hug or a word, never out through a door.
      for (const l of roleLines(t, 'member.send_off'))
        expect(l.text, t.plan.id).not.toMatch(
          /\b(?:door|gate|coat|shoes|outside|off you go|have a lovely time)\b/i,
        );
      expect(t.story.content).not.toMatch(/held the (?:back |front )?door open/);
      if (t.story.content.includes('Mummy and Daddy')) told++;
    }
    expect(told).toBeGreaterThan(30);
  });
});

describe('a lost game', () => {
  it.each([
    'his team lost the final and he is disappointed',
    'she lost the race today',
    'she is gutted about the match',
    'he came last in the swimming gala',
  ])('"%s" is a worry of its own', (customPrompt) => {
    const brief = readBrief(request({ customPrompt }, 0), pack);
    expect(brief.worry?.entry.id).toBe('disappointed');
    expect(brief.notices).toEqual([]);
  });

  it('is not a party missed, nor a lost tooth', () => {
    expect(
      readBrief(request({ customPrompt: "he is disappointed he can't go to the party" }, 0), pack).worry
        ?.entry.id,
    ).not.toBe('disappointed');
    expect(
      readBrief(request({ customPrompt: 'she lost her first tooth today' }, 0), pack).worry?.entry.id,
    ).not.toBe('disappointed');
  });

  it('the flat feeling is met out there and eased, and at bedtime it is smaller', () => {
    let felt = 0;
    const told = many({ customPrompt: 'his team lost the final and he is disappointed' }, 30);
    for (const t of told) {
      expect(t.story.notices).toEqual([]);
      expect(roleLines(t, 'worry.closing').length, t.plan.id).toBe(1);
      if (roleLines(t, 'worry.felt').length > 0) felt++;
    }
    expect(felt).toBeGreaterThan(told.length / 2);
  });
});

describe('a learning goal the parent wrote as a question', () => {
  it.each([
    ["why penguins can't fly", "why can't penguins fly"],
    ['why the sea is salty', 'why is the sea salty'],
    ['how birds can fly', 'how can birds fly'],
    ['how bees make honey', 'how bees make honey'],
    ['how many legs a spider has', 'how many legs a spider has'],
  ])('"%s" is asked aloud as "%s"', (goal, asked) => {
    expect(askedAloud(goal)).toBe(asked);
  });

  it('"why penguins can\'t fly" is asked aloud, never "Here\'s a puzzle: why penguins can\'t fly?"', () => {
    for (const t of many(
      { learningGoals: "why penguins can't fly", theme: 'animals', interests: ['penguins'] },
      20,
    ))
      expect(t.story.content).not.toMatch(/: why penguins can't fly\?/);
  });
});

describe('an old pet said after its name', () => {
  it('"our cat is called Pickles and she is very old" is an old cat, she', () => {
    const brief = readBrief(
      request({ customPrompt: 'our cat is called Pickles and she is very old' }, 0),
      pack,
    );
    expect(brief.pets[0]).toMatchObject({ name: 'Pickles', pronoun: 'she', nature: ['old'] });
  });
});

describe("the twist's thing, as the parent said it", () => {
  it('"the ladybird has lost her spots" is she, never "had its spots back"; "her teddy can fly" is the child\'s teddy, it', () => {
    let her = 0;
    for (const t of many(
      { randomTwist: 'the ladybird has lost her spots', theme: 'nature', interests: ['ladybirds'] },
      20,
    )) {
      expect(t.story.content).not.toMatch(/\bits spots\b/);
      if (/\bher spots\b/.test(t.story.content)) her++;
    }
    expect(her).toBeGreaterThan(10);
    for (const t of many({ randomTwist: 'her teddy can fly', childName: 'Hattie', pronouns: 'she/her' }, 10))
      expect(t.story.content).not.toMatch(/teddy[^.]*\b(?:she|her) (?:flew|was flying)\b/i);
  });
});

describe("a story at grandma's farm", () => {
  it('has Grandma in it when the parent named no grandma, and never a second one when they did', () => {
    const alone = readBrief(request({ setting: "grandma's farm" }, 0), pack);
    expect(alone.family.map((m) => m.name)).toEqual(['Grandma']);
    const named = readBrief(
      request({ setting: "at my nana's house", familyFriends: 'his nana Joan and Dad' }, 0),
      pack,
    );
    expect(named.family.map((m) => m.name)).toEqual(['Nana Joan', 'Dad']);
    expect(readBrief(request({ setting: 'the farm' }, 0), pack).family).toEqual([]);
    let grandma = 0;
    const told = many({ setting: "grandma's farm", theme: 'animals', interests: ['tractors'] }, 20);
    for (const t of told) if ((t.story.content.match(/\bGrandma\b/g) ?? []).length >= 3) grandma++;
    expect(grandma).toBeGreaterThan(told.length / 2);
  });
});

describe('a pet named as people are', () => {
  it.each([
    ['our dog Bonnie sleeps on his bed', 'she'],
    ['our cat Oscar', 'he'],
    ['our dog Biscuit', 'they'],
    ['our dog Max, he is a good boy', 'he'],
  ])('"%s" is %s', (customPrompt, pronoun) => {
    expect(readBrief(request({ customPrompt }, 0), pack).pets[0]?.pronoun).toBe(pronoun);
  });
});
