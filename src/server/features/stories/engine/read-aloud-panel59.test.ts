import { describe, expect, it } from 'vitest';
import { loadPack } from './pack/index.js';
import { readTwist } from './read/twist.js';
import { makeTitle } from './tell/title.js';
import { Rng } from './prng.js';
import { tellAtLevels } from '../../../../../tests/support/story-levels.js';

/**
 * Issue 24, blind panel 59 (15 new requests read in full, after panel 58's fixes): "the night was
 * stuck in a tunnel"; "the dragon's fire went out" left out; a lighthouse counted back to life
 * while Uncle Fergus, who fixes clocks, was never thought of; "we just came back from visiting
 * family in Egypt" left out; "a soft spring evening" for a child who loves autumn leaves; "Rowan
 * and the Mouse-Proof Lid" with no mouse in it; "tiptoed out out of the door".
 */
const pack = loadPack();
const base = { childName: 'Cormac', pronouns: 'he/him' as const, interests: ['maps'], theme: 'adventure' };

describe('the twist, as the parent said it', () => {
  it('"the last train of the night is stuck in a tunnel" is the train, never the night', () => {
    expect(readTwist('the last train of the night is stuck in a tunnel', pack)).toMatchObject({
      condition: 'stuck',
      x: { the: 'the last train' },
    });
    for (const t of tellAtLevels(pack, base, {
      randomTwist: 'the last train of the night is stuck in a tunnel',
    })) {
      expect(t.story.content, t.story.content).toMatch(/the last train (?:was|is) stuck in a tunnel/i);
      expect(t.story.content, t.story.content).not.toMatch(/\bthe night was stuck|\ba last train\b/i);
    }
  });

  it('"the dragon\'s fire went out": the dragon gets its flame back, never "shone until morning"', () => {
    expect(readTwist("the dragon's fire went out", pack)).toMatchObject({
      condition: 'lost-fire',
      x: { the: 'the dragon' },
    });
    for (const t of tellAtLevels(
      pack,
      { ...base, theme: 'fantasy' },
      { randomTwist: "the dragon's fire went out" },
    )) {
      const text = t.story.content;
      expect(t.story.notices, text).toEqual([]);
      expect(text, text).toMatch(/had lost (?:its|his|her|their) fire/i);
      expect(text, text).toMatch(/flame/);
      expect(text, text).not.toMatch(/dragon shone|lit up the sky/);
    }
  });

  it("Uncle Fergus who fixes clocks is thought of at the music box that won't play, and it is mended by looking", () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Saoirse', pronouns: 'she/her', interests: ['harps'], theme: 'magic' },
      { randomTwist: "the music box won't play", familyFriends: 'her uncle Fergus who fixes clocks' },
      12,
    );
    for (const t of stories) {
      const text = t.story.content;
      // His way is told just before the cure (a beginner's paragraph may break between them).
      const lines = t.paragraphs.flatMap((p) => p.lines);
      const cure = lines.findIndex((l) => l.role === 'twist.solve');
      expect(cure, text).toBeGreaterThan(0);
      expect(lines[cure - 1]?.role, text).toBe('member.habit_fix');
      expect(text).toMatch(/Fergus/);
      // Never counted back to life.
      expect(text, text).not.toMatch(/counted softly|waiting to be reminded/);
    }
  });
});

describe('a door that will not open', () => {
  it("is opened where it is met, before the plot's own trouble (never the tortoise inside first)", () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Arjun', pronouns: 'he/him', interests: ['cricket'], theme: 'space' },
      { randomTwist: "the space station door won't open" },
      12,
    );
    for (const t of stories) {
      const at = (role: string) => t.paragraphs.findIndex((p) => p.roles.includes(role));
      expect(at('twist.solve'), t.story.content).toBeGreaterThan(-1);
      expect(at('twist.solve'), t.story.content).toBeLessThanOrEqual(at('plan.problem'));
    }
  });
});

describe('what the parent wrote about the child', () => {
  it('"we just came back from visiting family in Egypt" is remembered, not left out', () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Omar', pronouns: 'he/him', interests: ['camels'], theme: 'space' },
      { customPrompt: 'we just came back from visiting family in Egypt' },
    );
    for (const t of stories) {
      expect(t.story.notices, t.story.content).toEqual([]);
      expect(t.story.content).toMatch(/\bEgypt\b/);
      expect(t.story.content).not.toMatch(/visiting family in Egypt/);
    }
  });

  it('a child who loves autumn leaves has an autumn evening, never a spring one', () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Rowan', pronouns: 'they/them', interests: ['foxes', 'autumn leaves'], theme: 'animals' },
      {},
      12,
    );
    for (const t of stories) {
      expect(t.brief.season?.id).toBe('autumn');
      expect(t.story.content, t.story.content).not.toMatch(
        /\bspring (?:evening|night)|\bsummer (?:evening|night)/i,
      );
    }
  });
});

describe('a learning goal that names someone at home', () => {
  it('"being patient with a little sister" is practised with Edie, at home, never with the companion', () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Beatrix', pronouns: 'she/her', interests: ['owls'], theme: 'nature' },
      { learningGoals: 'being patient with a little sister', familyFriends: 'little sister Edie' },
      9,
    );
    for (const t of stories) {
      expect(t.brief.learning?.member?.name).toBe('Edie');
      const scene = t.paragraphs.find((p) => p.roles.includes('learning.scene'));
      expect(scene?.kind, t.story.content).toBe('opening');
      const line = scene?.lines.find((l) => l.role === 'learning.scene')?.text ?? '';
      // The member is said by a token the story resolves to "Edie" or "Beatrix's little sister Edie".
      // eslint-disable-next-line no-control-regex -- the member tokens are control characters
      expect(line, t.story.content).toMatch(/\u0001[mM]0\u0002|Edie/);
      expect(line).not.toMatch(new RegExp(t.cast.companion?.name ?? '^$'));
    }
  });
});

describe('how it reads aloud', () => {
  it("a title never promises what the story does not tell (no mouse in 'the Mouse-Proof Lid')", () => {
    const [t] = tellAtLevels(
      pack,
      { childName: 'Rowan', pronouns: 'they/them', interests: ['gardening'] },
      {},
      1,
    );
    const plan = pack.plans.find((p) => p.id === 'home-vegetable-patch-seed-tin');
    if (t === undefined || plan === undefined) throw new Error('no story');
    const told = 'Rowan found a puzzle tin of bean seeds in the vegetable patch, and the lid would not open.';
    const titles = Array.from({ length: 20 }, (_, i) =>
      makeTitle(plan, t.cast, t.brief, [], new Rng(i + 1), told),
    );
    for (const title of titles) expect(title).not.toMatch(/Mouse|Planting/);
  });

  it('"tiptoed out out of the door" is never said', () => {
    const stories = tellAtLevels(
      pack,
      { ...base, childName: 'Priyanka', pronouns: 'she/her' as never },
      {},
      60,
    );
    for (const t of stories) expect(t.story.content).not.toMatch(/\bout out\b/);
  });
});
