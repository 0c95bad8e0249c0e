import { describe, expect, it } from 'vitest';
import type { StoryWriterInput } from '../writer/types.js';
import { loadPack } from './pack/index.js';
import { readBrief } from './read/brief.js';
import { tell, type ToldStory } from './tell/story.js';
import { Rng } from './prng.js';
import { STORY_LENGTH_KEYS, STORY_THEMES } from '../../../../shared/constants.js';
import { atLevel, tellAtLevels } from '../../../../../tests/support/story-levels.js';

/**
 * Issue 24, panel 42 (15 new requests read aloud at f81a4927): Teta waved Yara off from the
 * window and then walked out with her; a rocket made of lego was sniffed; "She calls her blanket
 * Boo" was left out; a rag doll asked a question beside the rag doll who had already come.
 */
const pack = loadPack();
const BASE: Partial<StoryWriterInput> = {
  childName: 'Yara',
  pronouns: 'she/her',
  interests: ['butterflies'],
};
const roles = (t: ToldStory) => t.paragraphs.flatMap((p) => p.lines.map((l) => l.role));

describe('the grown-up who walks out with a young child', () => {
  it('does not also wave the child off from home', () => {
    const told = tellAtLevels(
      pack,
      BASE,
      { familyFriends: 'her teta', theme: 'nature', storyLength: 'long' },
      60,
    );
    const walked = told.filter((t) => roles(t).includes('member.along'));
    expect(walked.length).toBeGreaterThan(10);
    for (const t of walked) expect(roles(t)).not.toContain('member.send_off');
    // With two grown-ups, one waves and the other walks along.
    const two = tellAtLevels(pack, BASE, { familyFriends: 'Mum and her teta', theme: 'nature' }, 30);
    expect(two.some((t) => roles(t).includes('member.along'))).toBe(true);
  });
});

describe('what a made-of thing is made of', () => {
  it('nobody sniffs or tastes a rocket made of lego; lemonade rain may be tasted', () => {
    const lego = { interests: ['rockets'], theme: 'space', randomTwist: 'the rocket is made of lego' };
    for (const t of tellAtLevels(pack, BASE, lego, 24))
      for (const l of t.paragraphs.flatMap((p) => p.lines).filter((x) => x.role.startsWith('twist.')))
        expect(l.text).not.toMatch(/\b(?:sniff|smell|tast|lick|nibbl)\w*/i);
    const lemonade = { theme: 'nature', randomTwist: 'the rain is made of lemonade' };
    const tasted = tellAtLevels(pack, BASE, lemonade, 24).filter((t) =>
      /\b(?:sniff|tast)\w*/i.test(t.story.content),
    );
    expect(tasted.length).toBeGreaterThan(0);
  });
});

describe('a learning goal beside an animal interest', () => {
  it('a child who loves crabs, with a seal pup for a friend, still hears why the sea is salty', () => {
    const jonah = {
      interests: ['crabs', 'rock pools'],
      theme: 'ocean',
      storyLength: 'long',
      learningGoals: 'why the sea is salty',
    } as const;
    for (const t of tellAtLevels(pack, BASE, { ...jonah, interests: [...jonah.interests] }, 30))
      expect(roles(t)).toContain('learning.scene');
  });

  it('over many requests, every goal is a scene or the parent is told why not', () => {
    const goals = pack.learning.map((l) => l.match[0] ?? '').filter((g) => g !== '' && !/own/.test(g));
    const interests = pack.interests.map((i) => i.match[0] ?? '');
    for (let s = 0; s < 150; s++) {
      const rng = new Rng(s * 13 + 5);
      const age = 3 + rng.int(8);
      const goal = rng.pick(goals);
      const t = tell(
        {
          childName: 'Ada',
          age,
          readingLevel: age <= 5 ? 'beginner' : rng.pick(['beginner', 'intermediate', 'advanced'] as const),
          interests: [rng.pick(interests)],
          fears: [],
          theme: rng.pick(STORY_THEMES),
          storyLength: rng.pick(STORY_LENGTH_KEYS),
          learningGoals: goal,
          seed: s + 1,
        },
        pack,
      );
      if (t.brief.learning === undefined) continue;
      const told = roles(t).includes('learning.scene');
      expect(told || t.story.notices.some((n) => n.includes(goal)), `${goal} / ${t.plan.id}`).toBe(true);
    }
  });
});

describe('a fear of loud noises', () => {
  it('keeps out a volcano that erupts, even with popcorn, and says so', () => {
    const kai = {
      interests: ['volcanoes'],
      randomTwist: 'the volcano erupts with popcorn',
      fears: ['loud noises'],
    };
    for (const t of tellAtLevels(pack, BASE, kai, 12)) {
      expect(t.story.content).not.toMatch(/\berupt|\bexplo(?:de|sion)/i);
      expect(t.story.notices.join(' ')).toContain('the volcano erupts with popcorn');
    }
  });
});

describe('a comfort blanket with a name', () => {
  it('"She calls her blanket Boo" is her blanket, held at home and pulled up at bedtime', () => {
    const brief = readBrief(atLevel(BASE, { customPrompt: 'She calls her blanket Boo.' }, 0), pack);
    expect(brief.pets).toMatchObject([{ species: { id: 'comforter' }, name: 'Boo', pronoun: 'it' }]);
    for (const t of tellAtLevels(pack, BASE, {
      customPrompt: 'She calls her blanket Boo.',
      theme: 'bedtime',
    })) {
      expect(t.story.notices).toEqual([]);
      expect(t.story.content.match(/\bBoo\b/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      // A blanket never does what a creature does.
      expect(t.story.content).not.toMatch(/Boo (?:wagged|purred|barked|hopped|sniffed|ran|slept)/);
    }
  });

  it('"her pink blanket" with no name is bedding, not a comforter', () => {
    const brief = readBrief(atLevel(BASE, { customPrompt: 'The cat sleeps on her pink blanket.' }, 0), pack);
    expect(brief.pets.map((p) => p.species.id)).not.toContain('comforter');
  });
});
