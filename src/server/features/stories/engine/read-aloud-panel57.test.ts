import { describe, expect, it } from 'vitest';
import { loadPack } from './pack/index.js';
import { tellAtLevels } from '../../../../../tests/support/story-levels.js';

/**
 * Issue 24, blind panel 57 (15 new requests read in full, after panel 56's fixes): "a magpie
 * hurried past with the moon" at a fish school under the sea.
 */
const pack = loadPack();

describe('who took it, when the parent said "someone"', () => {
  it('is one who lives where the night is: an octopus under the sea, never a magpie', () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Hana', pronouns: 'she/her', interests: ['cats'], theme: 'ocean' },
      { randomTwist: 'someone has stolen the moon' },
      18,
    );
    const sea = stories.filter((t) => t.world.id === 'sea');
    expect(sea.length).toBeGreaterThan(9);
    for (const t of sea) {
      expect(t.story.content, t.story.content).not.toMatch(/\bmagpie\b/);
      expect(t.story.content, t.story.content).toMatch(/\boctopus\b/);
    }
  });

  it("is never one the child's fears rule out", () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Hana', pronouns: 'she/her', interests: ['cats'], theme: 'adventure' },
      { randomTwist: 'somebody took the cookies', fears: ['mice'] },
      18,
    );
    for (const t of stories) {
      expect(t.story.content, t.story.content).not.toMatch(/\bmouse\b|\bmice\b/i);
      expect(t.brief.twist?.shape).toBe('took');
    }
  });

  it('the moon given back goes back into the sky; "it gave it back" is never said', () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Hana', pronouns: 'she/her', interests: ['cats'], theme: 'adventure' },
      { randomTwist: 'someone has stolen the moon' },
      18,
    );
    for (const t of stories) {
      const text = t.story.content;
      expect(text, text).not.toMatch(/\bit gave it back\b/);
      const back = text.match(/[^.!?]*\bgave (?:the moon|it) back[^.!?]*[.!?]/)?.[0];
      if (back !== undefined) expect(back, text).toMatch(/back into the sky/);
    }
    expect(stories.some((t) => /back into the sky/.test(t.story.content))).toBe(true);
  });
});
