import { describe, expect, it } from 'vitest';
import { loadPack } from './pack/index.js';
import { tellAtLevels } from '../../../../../tests/support/story-levels.js';

/**
 * Issue 24, blind panel 56 (15 new requests read in full): a rabbit crunching hay "in the hutch"
 * whose parent wrote that she sleeps in a basket by the door; "Just then, Saoirse spotted some
 * seaweed. Saoirse heard something unusual, and when she looked, the seaweed was singing".
 */
const pack = loadPack();
const sentences = (text: string) => text.split(/(?<=[.!?]["”]?)\s+/);

describe('a pet sleeps where the parent said', () => {
  it('a rabbit that sleeps in a basket by the door is never in a hutch', () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Anouk', pronouns: 'she/her', interests: ['otters'], theme: 'nature' },
      { customPrompt: 'Our rabbit Clementine sleeps in a basket by the door' },
      36,
    );
    let basket = 0;
    for (const t of stories) {
      expect(t.story.content, t.story.content).not.toMatch(/\bhutch\b/i);
      if (/Clementine[^.]*basket by the door/.test(t.story.content)) basket += 1;
    }
    expect(basket).toBeGreaterThan(30);
  });
});

describe('a twist thing is met once', () => {
  it('"the seaweed can sing": never spotted, then looked at again', () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Saoirse', pronouns: 'she/her', interests: ['dolphins'], theme: 'ocean' },
      { randomTwist: 'the seaweed can sing' },
      60,
    );
    let sung = 0;
    for (const t of stories) {
      const all = sentences(t.story.content);
      all.forEach((s, i) => {
        if (!/\bseaweed\b/.test(s)) return;
        sung += 1;
        const next = all[i + 1] ?? '';
        if (/\b(?:spotted|noticed|saw|found)\b[^.!?]*\bseaweed\b/.test(s))
          expect(next, `${s} ${next}`).not.toMatch(/\blooked\b[^.!?]*\bthe seaweed\b/);
      });
    }
    expect(sung).toBeGreaterThan(0);
  });
});

describe('"someone has stolen ..." is told, with a gentle taker', () => {
  const cases = [
    ['someone has stolen all the stars', 'magpie', 'stars'],
    ['somebody took the cookies', 'mouse', 'cookies'],
    ['someone has taken my kite', 'squirrel', 'kite'],
  ] as const;
  for (const [twist, taker, thing] of cases)
    it(`"${twist}": the ${taker} took it and gives it back`, () => {
      const stories = tellAtLevels(
        pack,
        { childName: 'Clara', pronouns: 'she/her', interests: ['owls'] },
        { randomTwist: twist },
        18,
      );
      for (const t of stories) {
        const text = t.story.content;
        expect(t.story.notices.join(' '), text).not.toMatch(/left out/);
        // The pack's taker for the thing, or the one who lives where the night is (an octopus at sea).
        const who = t.world.id === 'sea' ? 'octopus' : t.world.id === 'space' ? 'space mouse' : taker;
        expect(text.match(new RegExp(`\\b${who}\\b`, 'g'))?.length ?? 0, text).toBeGreaterThanOrEqual(2);
        expect(text, text).toMatch(new RegExp(`\\b${thing}\\b`));
        // The stars and the cookies are "them", never "it".
        if (thing.endsWith('s'))
          expect(text, text).not.toMatch(/\b(?:taken it|gave it back|ask for it back)\b/);
      }
    });
});

describe("the child's own thing is never met", () => {
  it('a robot-loving child\'s robot, afraid of magnets, is not "met" after being carried', () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Elias', pronouns: 'he/him', interests: ['robots'], theme: 'space' },
      { randomTwist: 'the robot is scared of magnets' },
      36,
    );
    let afraid = 0;
    for (const t of stories) {
      const text = t.story.content;
      if (/magnets/.test(text)) afraid += 1;
      expect(text, text).not.toMatch(/\b(?:met|noticed|came upon|found|saw) (?:the|a) robot\b/);
    }
    expect(afraid).toBe(36);
  });
});

describe('what the parent said a pet is like is shown', () => {
  const cases = [
    ['her cat Mango is very greedy', 'Mango', /\b(?:supper|crumbs?|bowl|hungry|greedy|eaten)\b/],
    ['our cheeky puppy Max', 'Max', /\b(?:cheeky|rascal|sock|slippers?|pinched|innocent|corner of)\b/i],
    ['our dog Pickle is very clumsy', 'Pickle', /\b(?:tripped|bumped|missed|whoops|oops)\b/i],
  ] as const;
  for (const [note, name, shown] of cases)
    it(`"${note}"`, () => {
      const stories = tellAtLevels(
        pack,
        { childName: 'Priya', pronouns: 'she/her', interests: ['baking'] },
        { customPrompt: note },
        18,
      );
      for (const t of stories) {
        const text = t.story.content;
        // Shown in what the pet does, at home and again later (on the way or at bedtime).
        const ofPet = sentences(text).filter((s, i, all) => s.includes(name) || all[i - 1]?.includes(name));
        expect(ofPet.filter((s) => shown.test(s)).length, text).toBeGreaterThanOrEqual(2);
      }
    });
});

describe('what a grandparent taught, said without "to"', () => {
  it('"his grandpa Walter who taught him chess" is remembered as playing chess', () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Tobias', pronouns: 'he/him', interests: ['chess'], theme: 'fantasy' },
      { familyFriends: 'his grandpa Walter who taught him chess' },
      18,
    );
    const taught = stories.filter((t) => /Walter[^.]*taught him to play chess/.test(t.story.content));
    expect(taught.length).toBeGreaterThanOrEqual(12);
  });
  it('"Nana, who taught her knitting" is knitting', () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Mia', pronouns: 'she/her', interests: ['knitting'] },
      { familyFriends: 'Nana, who taught her knitting' },
      18,
    );
    const taught = stories.filter((t) => /Nana[^.]*taught her to knit\b/.test(t.story.content));
    expect(taught.length).toBeGreaterThanOrEqual(12);
  });
});

describe("a member's job is part of them", () => {
  for (const [family, said] of [
    ['Uncle Pete the farmer', /Uncle Pete[^.]*\bhis farm\b/],
    ['Auntie Rosa, a baker', /Auntie Rosa[^.]*\bher bakery\b/],
  ] as const)
    it(`"${family}"`, () => {
      const stories = tellAtLevels(
        pack,
        { childName: 'Jonah', pronouns: 'he/him', interests: ['tractors'], theme: 'animals' },
        { familyFriends: family },
        18,
      );
      for (const t of stories) expect(t.story.notices.join(' '), family).not.toMatch(/couldn't tell who/);
      expect(stories.filter((t) => said.test(t.story.content)).length).toBeGreaterThanOrEqual(9);
    });
});

describe('"the X come alive": they wake and move, not only talk', () => {
  it('"the chess pieces come alive at night"', () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Tobias', pronouns: 'he/him', interests: ['chess'], theme: 'fantasy' },
      { randomTwist: 'the chess pieces come alive at night' },
      18,
    );
    for (const t of stories) {
      const text = t.story.content;
      expect(text, text).toMatch(
        /chess pieces[^.!?]*\b(?:stretched|hopped|climbed|wiggled|twitched|shiver|came alive|come alive|stirred)\b/,
      );
      expect(text, text).toMatch(/chess pieces[^.!?]*\b(?:still|back into place)\b/);
      // "the chess pieces ... it belonged": never one piece's "it" for all of them.
      expect(text, text).not.toMatch(/chess pieces[^.!?]*\b(?:where it belonged|it always did)\b/);
    }
  });
});

describe('what a twist creature fears turns up, small and kind', () => {
  // Every world (the lion's twist takes an adventure to the savanna, where lions are: panel 76).
  const anywhere = ['land', 'home', 'dream', 'sea', 'sky', 'space', 'savanna', 'jungle', 'desert', 'arctic'];
  for (const [twist, met, worlds] of [
    [
      'the robot is scared of magnets',
      /\bmagnet\b[^.!?]*\b(?:stuck|clicked)\b|\bclick\b[^.!?]*\bmagnet/,
      anywhere,
    ],
    [
      'the dragon is afraid of puppies',
      /\bpupp(?:y|ies)\b[^.!?]*\b(?:sniff|paw|wag)/,
      ['land', 'home', 'dream'],
    ],
    ['the lion is scared of loud noises', /\bboom/i, anywhere],
  ] as const)
    it(`"${twist}"`, () => {
      const stories = tellAtLevels(
        pack,
        { childName: 'Elias', pronouns: 'he/him', interests: ['kites'], theme: 'adventure' },
        { randomTwist: twist },
        27,
      ).filter((t) => (worlds as readonly string[]).includes(t.world.id));
      expect(stories.length).toBeGreaterThan(4);
      const faced = stories.filter((t) => met.test(t.story.content));
      expect(faced.length / stories.length).toBeGreaterThanOrEqual(0.6);
    });
});
