import { describe, expect, it } from 'vitest';
import { STORY_NOTICES } from '../../../../shared/messages.js';
import type { StoryWriterInput } from '../writer/types.js';
import { grammarFindings } from './grammar/lint.js';
import { loadPack } from './pack/index.js';
import { readTwist } from './read/twist.js';
import { tell, type ToldStory } from './tell/story.js';

/**
 * Issue 24 (panels 33, 34): two kinds of twist children love came back "can't be built around the
 * twist yet": what something wears ("the fish wear hats") and a way through to somewhere else
 * ("the wardrobe leads to a secret forest"). Now the first is seen, cheers the child on and is
 * wondered about at bedtime; the second is the night's way there and back.
 */
const pack = loadPack();
const LEVELS = [
  { readingLevel: 'beginner', age: 4 },
  { readingLevel: 'intermediate', age: 7 },
  { readingLevel: 'advanced', age: 10 },
] as const;

function tellMany(randomTwist: string, over: Partial<StoryWriterInput> = {}): ToldStory[] {
  const out: ToldStory[] = [];
  for (let seed = 1; seed <= 12; seed++)
    out.push(
      tell(
        {
          childName: 'Juno',
          pronouns: 'she/her',
          interests: ['kites'],
          fears: [],
          theme: 'adventure',
          storyLength: 'medium',
          seed,
          randomTwist,
          ...LEVELS[seed % 3],
          ...over,
        } as StoryWriterInput,
        pack,
      ),
    );
  return out;
}

const roles = (t: ToldStory) => t.paragraphs.flatMap((p) => p.roles);

describe('what something wears', () => {
  it.each([
    ['the fish wear hats', 'the fish', 'hats', true],
    ['the cat wears boots', 'the cat', 'boots', false],
    ['the moon is wearing a crown', 'the moon', 'a crown', false],
  ])('"%s" is read as %s wearing %s', (text, x, y, plural) => {
    const twist = readTwist(text, pack);
    expect(twist?.shape).toBe('wears');
    expect(twist?.x?.the).toBe(x);
    expect(twist?.y).toBe(y);
    expect(twist?.x?.plural).toBe(plural);
  });
  it('"the shoes wear out" is no twist of wearing', () => {
    expect(readTwist('the shoes wear out', pack)?.shape).not.toBe('wears');
  });
  it('is seen, lends heart in the middle and is wondered about at bedtime, in good grammar', () => {
    for (const t of tellMany('the fish wear hats', { theme: 'ocean' })) {
      expect(t.story.notices).toEqual([]);
      expect(roles(t)).toEqual(expect.arrayContaining(['twist.premise', 'twist.echo']));
      expect(t.story.content).toMatch(/\bhats\b/u);
      // Many fish: "the fish were wearing hats", never "the fish was".
      expect(t.story.content).not.toMatch(/the fish was\b/iu);
      expect(grammarFindings(t.story.content)).toEqual([]);
    }
  });
});

describe('a way through to somewhere else', () => {
  it('"the wardrobe leads to a secret forest" is a way through to the place the parent named', () => {
    const twist = readTwist('the wardrobe leads to a secret forest', pack);
    expect(twist?.shape).toBe('leads-to');
    expect(twist?.x?.the).toBe('the wardrobe');
    expect(twist?.y).toBe('a secret forest');
  });
  it('"the old oak tree has a door to fairyland" goes through the door in the tree', () => {
    const twist = readTwist('the old oak tree has a door to fairyland', pack);
    expect(twist).toMatchObject({
      shape: 'leads-to',
      x: { the: 'the door in the old oak tree' },
      y: 'fairyland',
    });
    for (const t of tellMany('the old oak tree has a door to fairyland', { theme: 'magic' }))
      if (t.story.notices.length === 0) expect(t.story.content).toMatch(/the door in the old oak tree/iu);
  });
  it('is the way there and the way back, on a night that goes there on foot', () => {
    for (const t of tellMany('the wardrobe leads to a secret forest', { theme: 'nature' })) {
      expect(t.story.notices).toEqual([]);
      expect(t.plan.journey).toBeDefined();
      // No second way there: through the wardrobe, never a rocket or a boat as well.
      expect(t.plan.cast.vehicle).toBeUndefined();
      const journey = t.paragraphs.flatMap((p) => p.lines).map((l) => l.role);
      expect(journey).toEqual(
        expect.arrayContaining(['twist.premise', 'twist.middle', 'twist.back', 'twist.echo']),
      );
      expect(journey).not.toContain('plan.home');
      expect(t.story.content).toMatch(/a secret forest/u);
      expect(t.paragraphs.flatMap((p) => p.lines).find((l) => l.role === 'twist.back')?.text).toMatch(
        /back (?:lay )?through the wardrobe/iu,
      );
      expect(t.world.id).toBe('land');
    }
  });
  it('is left out, and the parent told, when no plot tonight can go there on foot', () => {
    const told = tellMany('the wardrobe leads to the moon', { theme: 'space' });
    for (const t of told) {
      if (t.plan.cast.vehicle === undefined && t.plan.journey !== undefined) continue;
      expect(t.story.notices).toContain(STORY_NOTICES.twistNotUsed('the wardrobe leads to the moon'));
      expect(t.story.content).not.toMatch(/wardrobe/u);
    }
  });
});
