import { describe, expect, it } from 'vitest';
import { loadPack } from './pack/index.js';
import { readTwist } from './read/twist.js';
import { tellAtLevels } from '../../../../../tests/support/story-levels.js';

/**
 * Issue 24, blind panel 60 (15 new requests read in full, after panel 59's fixes): "The rainbow's
 * could colour got stuck together!"; "a snowman was shivering, as proud as could be"; "Before bed,
 * Grandad Ted kept bees".
 */
const pack = loadPack();

describe('panel 60', () => {
  it('"the rainbow\'s colours got stuck together" is the colours, stuck, and put right', () => {
    expect(readTwist("the rainbow's colours got stuck together", pack)).toMatchObject({
      shape: 'unwell',
      condition: 'stuck',
      x: { the: "the rainbow's colours", plural: true },
    });
    const stories = tellAtLevels(
      pack,
      { childName: 'Esme', pronouns: 'she/her', interests: ['unicorns'], theme: 'magic' },
      { randomTwist: "the rainbow's colours got stuck together" },
    );
    for (const t of stories) {
      const text = t.story.content;
      expect(text, text).toMatch(/the rainbow's colours had stuck together/i);
      expect(text, text).not.toMatch(/could colou?r|colou?red got/i);
      expect(text, text).toMatch(/came free/);
    }
  });

  it('"the snowman is shivering" is a snowman who is cold, and warmed, never "as proud as could be"', () => {
    expect(readTwist('the snowman is shivering', pack)).toMatchObject({ shape: 'unwell', condition: 'cold' });
    const stories = tellAtLevels(
      pack,
      { childName: 'Matilda', pronouns: 'she/her', interests: ['sheep'], theme: 'nature' },
      { randomTwist: 'the snowman is shivering' },
    );
    for (const t of stories) {
      expect(t.story.content, t.story.content).toMatch(/the snowman was shivering/i);
      expect(t.story.content, t.story.content).not.toMatch(/as proud as could be|had to laugh/);
    }
  });

  it('a habit that is a way of life is never told as what they did that evening', () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Aurelia', pronouns: 'she/her', interests: ['bees'], theme: 'nature' },
      { familyFriends: 'her grandad Ted who keeps bees' },
      12,
    );
    const told = stories.filter((t) => /kept bees/.test(t.story.content));
    expect(told.length).toBeGreaterThan(3);
    for (const t of told)
      expect(t.story.content, t.story.content).not.toMatch(
        /(?:Before bed|That evening|After supper), Grandad Ted kept bees|kept bees (?:that evening|before bed|after supper)/,
      );
  });

  it('the tone the parent chose is heard: a funny story has a real joke', () => {
    const base = { childName: 'Esme', pronouns: 'she/her' as const, interests: ['unicorns'], theme: 'magic' };
    const joked = (storyTone?: string) =>
      tellAtLevels(pack, base, storyTone === undefined ? {} : { storyTone }, 18).filter((t) =>
        t.paragraphs.some((p) => p.roles.includes('joke')),
      ).length;
    expect(joked('funny')).toBe(18);
    expect(joked()).toBe(0);
  });
});
