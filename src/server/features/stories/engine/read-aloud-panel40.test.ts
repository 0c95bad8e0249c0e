import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { readTwist } from './read/twist.js';
import type { ToldStory } from './tell/story.js';
import { tellAtLevels } from '../../../../../tests/support/story-levels.js';

/**
 * Issue 24, panel 40 (read while its blind panel scored it): "the owl has forgotten how to fly"
 * reported, "his big football match on, and the wobbly feeling" (Saturday taken as the date, "on"
 * left behind), and a big brother tucking in "in the way only a big sister can".
 */
const pack = loadPack();
const BASE: Partial<StoryWriterInput> = {
  childName: 'Hazel',
  pronouns: 'she/her',
  interests: ['foxes'],
  theme: 'magic',
};
const tellMany = (over: Partial<StoryWriterInput>, seeds = 9): ToldStory[] =>
  tellAtLevels(pack, BASE, over, seeds);

describe('something that has forgotten how to do its thing (forgot-how)', () => {
  it.each([
    ['the owl has forgotten how to fly', 'owl', 'fly'],
    ['the bird forgot how to sing', 'bird', 'sing'],
    ['the robot forgot how to dance', 'robot', 'dance'],
  ])('"%s"', (text, noun, verb) => {
    expect(readTwist(text, pack)).toMatchObject({ shape: 'forgot-how', x: { noun }, verb });
  });

  it('"the sun forgot how to shine" stays the forgot-shine condition', () => {
    expect(readTwist('the sun forgot how to shine', pack)).toMatchObject({ shape: 'unwell' });
  });

  it('the owl forgets, tries, is shown how, and flies again at bedtime; a favourite owl is that owl', () => {
    for (const t of tellMany({
      randomTwist: 'the owl has forgotten how to fly',
      favoriteCharacter: 'a wise old owl',
    })) {
      expect(t.story.notices.join(' ')).not.toMatch(/can.t be built/);
      const twist = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role.startsWith('twist.'));
      expect(twist.map((l) => l.role)).toEqual(
        expect.arrayContaining(['twist.premise', 'twist.solve', 'twist.echo']),
      );
      expect(twist.find((l) => l.role === 'twist.echo')?.text).toMatch(/fl(?:y|ying|ew)/);
      // One owl: never "noticed an owl" after the owl came to fetch her.
      expect(t.story.content).not.toMatch(/\b(?:noticed|spotted|found) an owl\b/);
    }
  });
});

describe('words panel 40 heard wrong', () => {
  it('"a big football match on Saturday" is "his big football match", never "match on,"', () => {
    for (const t of tellMany({
      childName: 'Omar',
      pronouns: 'he/him',
      theme: 'space',
      customPrompt: 'He has a big football match on Saturday.',
    })) {
      expect(t.story.content).not.toMatch(/match on[,.]/);
      expect(t.story.content).toMatch(/big football match/);
    }
  });

  it('a big brother is never told tucking in "the way only a big sister can"', () => {
    const text = tellMany({ familyFriends: 'her big brother Theo' }, 30)
      .map((t) => t.story.content)
      .join(' ');
    expect(text).not.toMatch(/only a big sister can/);
  });
});

describe('more of panel 40 (blind: coherence 4, language 5, personalisation 5)', () => {
  it('"worried about his grandma who is in hospital": Grandma is in hospital, never tucking him in', () => {
    const over = {
      childName: 'Idris',
      pronouns: 'he/him' as const,
      theme: 'adventure',
      familyFriends: 'his uncle Rhys',
      customPrompt: 'He is worried about his grandma who is in hospital.',
    };
    for (const t of tellMany(over)) {
      expect(t.brief.worry?.entry.id).toBe('hospital-member');
      expect(t.story.content).not.toMatch(/Grandma (?:tucked|straightened|kissed|read|sang)/);
    }
  });

  it('an interest the story names anyway (the sheep of the twist) is never said to be left out', () => {
    for (const t of tellMany({
      interests: ['tractors', 'sheep'],
      randomTwist: 'the sheep can bounce like balls',
      theme: 'animals',
      storyLength: 'short',
    })) {
      if (/\bsheep\b/i.test(t.story.content))
        expect(t.story.notices.join(' ')).not.toMatch(/"sheep" did not fit/);
    }
  });

  it('carrots that grow in the sky are never carried about like a teddy', () => {
    for (const t of tellMany({
      interests: ['rabbits', 'carrots'],
      randomTwist: 'the carrots grow in the sky',
    }))
      expect(t.paragraphs.flatMap((p) => p.roles)).not.toContain('twist.intro');
  });
});

describe('a favourite fairy who lost her wand', () => {
  it('"a tiny fairy called Bluebell" and "the fairy lost her wand": Bluebell lost it, no second fairy "lost its wand"', () => {
    for (const t of tellMany({
      interests: ['fairies', 'dancing'],
      favoriteCharacter: 'a tiny fairy called Bluebell',
      randomTwist: 'the fairy lost her wand',
      theme: 'fantasy',
    })) {
      expect(t.story.content).not.toMatch(/lost its wand/);
      const premise = t.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'twist.premise');
      expect(premise?.text, t.story.content).toMatch(/Bluebell/);
    }
  });
});
