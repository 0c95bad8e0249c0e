import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { readBrief } from './read/brief.js';
import { readTwist } from './read/twist.js';
import { tell, type ToldStory } from './tell/story.js';
import { atLevel, tellAtLevels } from '../../../../../tests/support/story-levels.js';

/**
 * Issue 24, panel 38 (blind: coherence 5, language 6, personalisation 5): a walrus lighthouse
 * keeper and stars that hum reported as twists the engine could not use, a best friend Lola read
 * as a grandma who buttoned the child's coat, her moving away never told, a rabbit called Clover
 * made a school friend too, "how volcanoes form" left to the morning, and plural things told as one.
 */
const pack = loadPack();
const BASE: Partial<StoryWriterInput> = { childName: 'Priya', pronouns: 'she/her', interests: ['chess'] };
const input = (over: Partial<StoryWriterInput>, i = 0): StoryWriterInput => atLevel(BASE, over, i);
const tellMany = (over: Partial<StoryWriterInput>, seeds = 9): ToldStory[] =>
  tellAtLevels(pack, BASE, over, seeds);
const reported = (t: ToldStory) => /can.t be built/.test(t.story.notices.join(' '));

describe('twists panel 38 heard reported', () => {
  it.each([
    ['the lighthouse keeper is a walrus', 'lighthouse keeper', 'walrus'],
    ['the teacher is a penguin', 'teacher', 'penguin'],
    ['the postman is an owl', 'postman', 'owl'],
  ])('"%s": a job done by a creature (played-by)', (text, noun, y) => {
    expect(readTwist(text, pack)).toMatchObject({ shape: 'played-by', x: { noun }, y });
  });

  it.each(['grandma is a superhero', 'everyone is a fish', 'my brother is a dog'])(
    '"%s" is no job played by a creature',
    (text) => {
      expect(readTwist(text, pack)?.shape).not.toBe('played-by');
    },
  );

  it('the walrus lighthouse keeper is met, helps and is thought of at bedtime', () => {
    for (const t of tellMany({ randomTwist: 'the lighthouse keeper is a walrus', theme: 'ocean' })) {
      expect(reported(t)).toBe(false);
      const roles = t.paragraphs.flatMap((p) => p.lines.map((l) => l.role));
      expect(roles).toContain('twist.premise');
      expect(t.story.content).toMatch(/walrus/);
      expect(t.story.content).toMatch(/lighthouse keeper/);
    }
  });

  it.each(['the stars hum a lullaby', 'the trees hum'])('"%s" is what they do (can-do)', (text) => {
    expect(readTwist(text, pack)).toMatchObject({ shape: 'can-do', verb: expect.stringMatching(/^hum/) });
  });

  it('"the troll is secretly very kind" is the kind-after-all shape', () => {
    expect(readTwist('the troll is secretly very kind', pack)).toMatchObject({ shape: 'kind-after-all' });
  });
});

describe('family and notes panel 38 heard wrong', () => {
  it('"her best friend Lola" is a friend called Lola, never a grandma', () => {
    const brief = readBrief(input({ familyFriends: 'her best friend Lola' }), pack);
    expect(brief.family).toEqual([expect.objectContaining({ relation: 'best-friend', name: 'Lola' })]);
    for (const t of tellMany({ familyFriends: 'her best friend Lola' }))
      expect(t.story.content).not.toMatch(/said Lola, (?:buttoning|straightening|tucking)/);
  });

  it('a best friend moving away is the worry, told and returned to at bedtime', () => {
    const over = {
      familyFriends: 'her best friend Lola',
      customPrompt: 'Lola is moving to another town next month and Priya is sad about it.',
    };
    expect(readBrief(input(over), pack).worry?.entry.id).toBe('friend-moving');
    for (const t of tellMany(over)) {
      const roles = t.paragraphs.flatMap((p) => p.lines.map((l) => l.role));
      expect(roles.some((r) => r.startsWith('worry.'))).toBe(true);
      expect(t.story.content).toMatch(/Lola/);
    }
  });

  it('a grandma moving away is still the far-away grandparent', () => {
    const brief = readBrief(input({ customPrompt: 'Her grandma just moved away.' }), pack);
    expect(brief.worry?.entry.id).toBe('grandparent-far');
  });

  it('"Her rabbit Clover is her best friend": Clover is the rabbit, never a friend too', () => {
    const over = { customPrompt: 'Her rabbit Clover is her best friend.' };
    expect(readBrief(input(over), pack).family.map((m) => m.name)).not.toContain('Clover');
    for (const t of tellMany(over)) expect(t.story.content).not.toMatch(/(?:best )?friend Clover/);
  });

  it('"how volcanoes form" is a scene, never left to the morning', () => {
    for (const t of tellMany({ learningGoals: 'how volcanoes form', interests: ['volcanoes'] })) {
      expect(t.story.notices.join(' ')).not.toMatch(/how volcanoes form/);
      expect(t.story.content).toMatch(/magma|melts|runny rock|hot rock/i);
    }
  });

  it('the chess pieces on the pillow are told as many ("were ... kept them close")', () => {
    for (const t of tellMany({ randomTwist: 'the chess pieces come alive at night' }, 12)) {
      const intro = t.paragraphs.flatMap((p) => p.lines.filter((l) => l.role === 'twist.intro'));
      for (const { text } of intro) {
        expect(text).not.toMatch(/chess pieces,? was\b|was (?:\w+'s )?chess pieces/);
        expect(text).not.toMatch(/\b(?:kept|took|brought|hugged|patted) it\b/);
      }
    }
  });
});

describe('coherence and safety panel 38 heard', () => {
  it('"the oven is a portal to a cake kingdom": no child steps into the oven; the parent is told why', () => {
    for (const t of tellMany({ randomTwist: 'the oven is a portal to a cake kingdom', theme: 'magic' })) {
      expect(t.story.content).not.toMatch(/\boven\b/i);
      expect(t.story.notices.join(' ')).toMatch(/doesn.t send a child through the oven/);
    }
    // A wardrobe is a way through, as before.
    const wardrobe = readBrief(input({ randomTwist: 'the wardrobe is a portal to a cake kingdom' }), pack);
    expect(wardrobe.twist?.shape).toBe('leads-to');
  });

  it('a twist lends no "clue" to a trouble with nothing to find (a chick too cold)', () => {
    let checked = 0;
    for (let i = 0; i < 40; i++) {
      const t = tell(
        input({ randomTwist: 'the pigs can fly', theme: 'animals', interests: ['trucks'] }, i),
        pack,
      );
      if (!['cold', 'dim', 'faded', 'quiet', 'sleepless', 'sad'].includes(t.plan.kind)) continue;
      const solve = t.paragraphs.flatMap((p) => p.lines).filter((l) => l.role === 'twist.solve');
      checked += solve.length;
      for (const { text } of solve) expect(text).not.toMatch(/\bclue\b|where to look/i);
    }
    expect(checked).toBeGreaterThan(3);
  });
});
