import { describe, expect, it } from 'vitest';
import { panelTeller } from '../../../../../tests/support/panel-requests.js';
import { loadPack } from './pack/index.js';
import { readTwist } from './read/twist.js';

/**
 * Issue 24, blind panel 71: what fifteen new requests showed when read aloud.
 */
const pack = loadPack();

const { many } = panelTeller(
  {
    childName: 'Ruby',
    age: 8,
    readingLevel: 'intermediate',
    interests: ['gymnastics'],
    fears: [],
    theme: 'adventure',
    storyLength: 'medium',
    seed: 7110,
    pronouns: 'she/her',
  },
  pack,
);

describe('"the trampoline bounces you to the moon"', () => {
  it('is read with the parent\'s "you" as anyone', () => {
    expect(readTwist('the trampoline bounces you to the moon', pack)).toMatchObject({
      shape: 'can-do',
      verb: 'bounce everyone to the moon',
    });
  });

  it('is never "bouncing you", never carried to bed, and never moved about "round to the side" as if it walked', () => {
    for (const t of many({ randomTwist: 'the trampoline bounces you to the moon' }, 30)) {
      expect(t.story.content).not.toMatch(/\bbounc\w* you\b/);
      expect(t.story.content).not.toMatch(
        /trampoline[^.]*(?:held it close|never went anywhere without it|under (?:her|his|their) arm)/,
      );
      expect(t.story.content).not.toMatch(
        /bounced everyone to the moon (?:round|in as close|up to|over to|across)/,
      );
    }
  });
});

describe('"his dadi who tells him stories about India"', () => {
  it('tells them tonight, at bedtime, never only "as she always had"', () => {
    const { many: dev } = panelTeller(
      {
        childName: 'Dev',
        age: 6,
        readingLevel: 'intermediate',
        interests: ['cricket'],
        fears: [],
        theme: 'animals',
        storyLength: 'medium',
        seed: 7109,
        pronouns: 'he/him',
        familyFriends: 'his dadi who tells him stories about India',
      },
      pack,
    );
    let tonight = 0;
    for (const t of dev({}, 20)) {
      const habit = t.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'member.habit');
      if (habit === undefined) continue;
      expect(habit.text).toMatch(/told him stories about India/);
      expect(habit.text).not.toMatch(/as she always had, and Dev loved her for it/);
      tonight++;
    }
    expect(tonight).toBeGreaterThan(10);
  });
});
