import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { grammarFindings } from './grammar/lint.js';
import { loadPack } from './pack/index.js';
import { readBrief } from './read/brief.js';
import { readTwist } from './read/twist.js';
import type { ToldStory } from './tell/story.js';
import { atLevel, tellAtLevels } from '../../../../../tests/support/story-levels.js';

/**
 * Issue 24, panel 39 (read before a blind panel): "the aliens love spaghetti" reported, "how a
 * compass works" left to the morning, a poorly grandad told as an evening at home with him, and a
 * favourite unicorn Sprinkles beside a second, toy unicorn that was "afraid of heights".
 */
const pack = loadPack();
const BASE: Partial<StoryWriterInput> = {
  childName: 'Felix',
  pronouns: 'he/him',
  interests: ['cooking'],
  theme: 'space',
};
const input = (over: Partial<StoryWriterInput>, i = 0): StoryWriterInput => atLevel(BASE, over, i);
const tellMany = (over: Partial<StoryWriterInput>, seeds = 9): ToldStory[] =>
  tellAtLevels(pack, BASE, over, seeds);
const roles = (t: ToldStory) => t.paragraphs.flatMap((p) => p.lines.map((l) => l.role));

describe('what a thing loves (the loves shape)', () => {
  it.each([
    ['the aliens love spaghetti', 'aliens', 'spaghetti'],
    ['the dragon loves pancakes', 'dragon', 'pancakes'],
    ['the moon loves a good joke', 'moon', 'a good joke'],
    ['the unicorn is crazy about carrots', 'unicorn', 'carrots'],
  ])('"%s"', (text, noun, y) => {
    expect(readTwist(text, pack)).toMatchObject({ shape: 'loves', x: { noun }, y });
  });

  it.each(['the cat loves to dance', 'grandma loves knitting'])('"%s" is not a thing loved', (text) => {
    expect(readTwist(text, pack)?.shape).not.toBe('loves');
  });

  it('the aliens who love spaghetti are met, bring it up, help and are dreamed of', () => {
    for (const t of tellMany({ randomTwist: 'the aliens love spaghetti' })) {
      expect(t.story.notices.join(' ')).not.toMatch(/can.t be built/);
      expect(roles(t)).toEqual(expect.arrayContaining(['twist.premise', 'twist.echo']));
      expect(t.story.content).toMatch(/spaghetti/);
      // Many aliens: never "there was some aliens", never one voice saying "I" for all of them.
      expect(t.story.content).not.toMatch(/there was some aliens|said the aliens/);
      expect(grammarFindings(t.story.content)).toEqual([]);
    }
  });
});

describe('notes and goals panel 39 heard dropped', () => {
  it('"how a compass works" is a scene: the needle is a magnet, the Earth a bigger one', () => {
    for (const t of tellMany({ learningGoals: 'how a compass works', theme: 'adventure' })) {
      expect(t.story.notices.join(' ')).not.toMatch(/how a compass works/);
      expect(t.story.content).toMatch(/magnet/i);
    }
  });

  it('"her grandad has been poorly and she misses him": the worry about him, never a note left out', () => {
    const over = {
      familyFriends: 'Grandpa Alf who lives by the sea',
      customPrompt: 'Her grandad has been poorly and she misses him.',
      pronouns: 'she/her' as const,
      theme: 'nature',
    };
    // Poorly, not in hospital: its own entry since panel 84, which wanted a hospital said when it is.
    expect(readBrief(input(over), pack).worry?.entry.id).toBe('poorly-member');
    for (const t of tellMany(over)) {
      expect(t.story.notices.join(' ')).not.toMatch(/grandad has been poorly/);
      expect(roles(t).some((r) => r.startsWith('worry.'))).toBe(true);
    }
  });
});

describe('a favourite character the twist is about, when the child loves the same kind', () => {
  it('"a clumsy unicorn called Sprinkles" and "the unicorn is afraid of heights": Sprinkles is afraid, no toy unicorn is', () => {
    const over = {
      interests: ['ballet', 'unicorns'],
      favoriteCharacter: 'a clumsy unicorn called Sprinkles',
      randomTwist: 'the unicorn is afraid of heights',
      theme: 'fantasy',
      pronouns: 'she/her' as const,
    };
    for (const t of tellMany(over)) {
      expect(roles(t)).not.toContain('twist.intro');
      const premise = t.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'twist.premise');
      expect(premise?.text, t.story.content).toMatch(/Sprinkles/);
    }
  });
});

describe('more of panel 39', () => {
  it('"He found it hard to share his toys today" is the worry told, never a note left out', () => {
    const over = { customPrompt: 'He found it hard to share his toys today.', theme: 'friendship' };
    expect(readBrief(input(over), pack).worry?.entry.id).toBe('sharing-hard');
    for (const t of tellMany(over)) {
      expect(t.story.notices.join(' ')).not.toMatch(/hard to share/);
      expect(roles(t)).toContain('worry.closing');
    }
  });

  it('"the giraffe has a sore throat" is croaky, never sneezing', () => {
    for (const t of tellMany({ randomTwist: 'the giraffe has a sore throat', theme: 'animals' })) {
      const twist = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role.startsWith('twist.'));
      expect(twist.map((l) => l.text).join(' ')).not.toMatch(/achoo|sneez/i);
    }
  });

  it('"the bubbles float up to the stars" are never carried about like a teddy', () => {
    const over = {
      randomTwist: 'the bubbles float up to the stars',
      interests: ['bubbles'],
      theme: 'bedtime',
    };
    for (const t of tellMany(over)) {
      expect(roles(t)).not.toContain('twist.intro');
      expect(t.story.content).not.toMatch(/all day long/);
    }
  });
});
