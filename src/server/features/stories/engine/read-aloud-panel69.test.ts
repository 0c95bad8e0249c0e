import { describe, expect, it } from 'vitest';
import { panelTeller } from '../../../../../tests/support/panel-requests.js';
import { loadPack } from './pack/index.js';
import { readTwist } from './read/twist.js';

/**
 * Issue 24, blind panel 69: what fifteen new requests showed when read aloud.
 */
const pack = loadPack();

const { many } = panelTeller(
  {
    childName: 'Saoirse',
    age: 9,
    readingLevel: 'advanced',
    interests: ['history'],
    fears: [],
    theme: 'fairy tale',
    storyLength: 'long',
    seed: 6900,
    pronouns: 'she/her',
  },
  pack,
);

describe('twists that were refused', () => {
  it('"the castle ghost is afraid of the dark": a ghost is a creature, never a person to refuse', () => {
    expect(readTwist('the castle ghost is afraid of the dark', pack)).toMatchObject({
      shape: 'afraid',
      x: { noun: 'castle ghost' },
      y: 'the dark',
    });
    expect(readTwist('the little ghost can fly', pack)).toMatchObject({ shape: 'can-do', verb: 'fly' });
    // A person is still not a twist's thing ("the teacher is afraid of the dark").
    expect(readTwist('the teacher is afraid of the dark', pack)).toBeUndefined();
  });

  it('the ghost afraid of the dark is met and comes back at bedtime, and the parent is told nothing was left out', () => {
    for (const t of many({ randomTwist: 'the castle ghost is afraid of the dark' }, 20)) {
      expect(t.story.notices).toEqual([]);
      const roles = t.paragraphs.flatMap((p) => p.roles);
      expect(roles, t.plan.id).toContain('twist.premise');
      expect(t.story.content).toMatch(/ghost/);
    }
  });

  it.each([
    ["the lion can't roar, only squeak", 'squeak instead of roaring'],
    ["the dog can't bark, it can only meow", 'meow instead of barking'],
    ['the owl cannot hoot but only whistles', 'whistle instead of hooting'],
  ])('"%s" is what it does instead: %s', (text, verb) => {
    expect(readTwist(text, pack)).toMatchObject({ shape: 'can-do', verb });
  });

  it('"the rabbit pulls the magician out of the hat" keeps what it pulls, and from where', () => {
    expect(readTwist('the rabbit pulls the magician out of the hat', pack)).toMatchObject({
      shape: 'can-do',
      verb: 'pull the magician out of the hat',
    });
  });

  it('a thing that cannot do something, and nothing instead, is still left out and said', () => {
    expect(readTwist("the robot can't dance", pack)).toBeUndefined();
    expect(readTwist('the bubbles never pop', pack)).toBeUndefined();
  });

  it('"the lion can\'t roar, only squeak" squeaks in the story, never roars as its premise', () => {
    for (const t of many(
      { randomTwist: "the lion can't roar, only squeak", theme: 'animals', interests: ['drums'] },
      20,
    )) {
      expect(t.story.notices).toEqual([]);
      expect(t.story.content).toMatch(/squeak/);
    }
  });
});

describe("a family member's work", () => {
  it('"his uncle Dev who is a palaeontologist" talks about his fossil collection at home', () => {
    const { many: arlo } = panelTeller(
      {
        childName: 'Arlo',
        age: 8,
        readingLevel: 'intermediate',
        interests: ['dinosaurs'],
        fears: [],
        theme: 'adventure',
        storyLength: 'medium',
        seed: 6911,
        pronouns: 'he/him',
      },
      pack,
    );
    const told = arlo({ familyFriends: 'his uncle Dev who is a palaeontologist' }, 20);
    const fossils = told.filter((t) => /Uncle Dev[^.]*fossil collection/.test(t.story.content));
    expect(fossils.length).toBeGreaterThan(told.length / 2);
  });
});

describe('a twist in the thick of it', () => {
  it('"the cookies disappear every night": never spotted first and then missing', () => {
    for (const t of many({ randomTwist: 'the cookies disappear every night', theme: 'mystery' }, 20)) {
      const premise =
        t.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'twist.premise')?.text ?? '';
      expect(premise).not.toMatch(
        /\b(?:spotted|noticed|saw|came upon|caught sight of) (?:some|a few) cookies\b/i,
      );
    }
  });

  it('"the spiders knit jumpers": what they do is never shown off "with a flourish" beside the child as decoration', () => {
    for (const t of many({ randomTwist: 'the spiders knit jumpers', theme: 'nature' }, 20)) {
      const roles = t.paragraphs.flatMap((p) => p.roles);
      expect(roles, t.plan.id).toContain('twist.premise');
      expect(roles, t.plan.id).not.toContain('twist.middle');
      expect(t.story.content).not.toMatch(/after so much knitting/);
    }
  });
});
