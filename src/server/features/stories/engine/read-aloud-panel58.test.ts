import { describe, expect, it } from 'vitest';
import { loadPack } from './pack/index.js';
import { readTwist } from './read/twist.js';
import { tellAtLevels } from '../../../../../tests/support/story-levels.js';

/**
 * Issue 24, blind panel 58 (15 new requests read in full): "the castle's drawbridge is stuck" and
 * "all the clocks in town stopped at midnight" were left out; "It was the lost way home! Found!";
 * "The tortoise won a race sweetly"; Grandad Bill "fixed radios" beside a silent bell and his
 * skill was never used; "a sleek little seal pup named Sleek"; "Far across the quiet sea, lived".
 */
const pack = loadPack();
const base = { childName: 'Tobias', pronouns: 'he/him' as const, interests: ['knights'], theme: 'adventure' };
const twisted = (randomTwist: string, seeds = 9) => tellAtLevels(pack, base, { randomTwist }, seeds);

describe("a thing that is stuck, stopped, shut or broken is the twist, in the parent's words", () => {
  it.each([
    ["the castle's drawbridge is stuck", 'stuck', /the castle's drawbridge (?:was|is) stuck/i, /came free/],
    ['the train is stuck in the snow', 'stuck', /the train (?:was|is) stuck in the snow/i, /came free/],
    ["the door won't open", 'shut', /the door would not open/i, /swung open|open at once|Open!/],
    [
      'the music box is broken',
      'broken',
      /the music box (?:was|is) broken/i,
      /whole again|mended|as good as new/,
    ],
  ])('"%s"', (said, condition, premise, cure) => {
    expect(readTwist(said, pack)).toMatchObject({ shape: 'unwell', condition });
    for (const t of twisted(said)) {
      const text = t.story.content;
      expect(t.story.notices.join(' '), text).not.toMatch(/twist/);
      expect(text, text).toMatch(premise);
      expect(text, text).toMatch(cure);
      // A trouble, not a feeling: never "poor thing" or "needed a friend" of a drawbridge.
      expect(text, text).not.toMatch(/poor thing|needed a friend/i);
    }
  });

  it('"all the clocks in town stopped at midnight": seen from home, going again by bedtime', () => {
    expect(readTwist('all the clocks in town stopped at midnight', pack)).toMatchObject({
      condition: 'stopped',
      had: 'had stopped',
    });
    for (const t of twisted('all the clocks in town stopped at midnight')) {
      const text = t.story.content;
      expect(t.story.notices, text).toEqual([]);
      // Told at bedtime, before midnight: "had stopped" without "at midnight".
      expect(text, text).toMatch(/the clocks had stopped/i);
      expect(text, text).not.toMatch(/stopped at midnight/);
      expect(text, text).toMatch(/started (?:up )?again|going again/);
      // The town's clocks are seen from home, never found on Jupiter or under the sea.
      const opening = t.paragraphs.find((p) => p.lines.some((l) => l.role === 'twist.premise'));
      expect(['opening', 'far_off'], text).toContain(opening?.kind);
    }
  });

  it('"the penguin has lost its way home": shown the way home, never "the lost way home" found', () => {
    for (const said of [
      'a penguin has lost its way home',
      "the owl can't find its way home",
      'the little star lost its way',
    ]) {
      expect(readTwist(said, pack)).toMatchObject({ shape: 'unwell', condition: 'lost-way' });
      for (const t of twisted(said)) {
        const text = t.story.content;
        expect(text, text).not.toMatch(/lost way|its way home back|way home! Found/i);
        expect(text, text).toMatch(/(?:was )?home (?:now|at last)|there was home|all the way home|: home\b/);
      }
    }
  });
});

describe('what the parent typed, told as it reads aloud', () => {
  it('a verb with its object is never done "sweetly" ("the tortoise won a race sweetly")', () => {
    for (const t of twisted('the tortoise wins a race', 18)) {
      const text = t.story.content;
      expect(text, text).not.toMatch(
        /\b(?:won|winning|win|wins) a race,? (?:happily|merrily|proudly|sweetly|softly|gently|very softly|steadily|patiently|slowly|quietly|sleepily|very gently|gracefully|carefully)\b/,
      );
    }
  });

  it("a member's habit lends the fix its way: Grandad Bill who fixes radios, at a silent bell", () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Jasper', pronouns: 'he/him', interests: ['lego'], theme: 'space' },
      { familyFriends: 'grandad Bill who fixes radios' },
      30,
    );
    const fitting = stories.filter((t) => ['broken', 'quiet', 'stuck', 'dim'].includes(t.plan.kind));
    expect(fitting.length).toBeGreaterThan(4);
    for (const t of fitting) {
      const roles = t.paragraphs.flatMap((p) => p.roles);
      expect(roles, t.story.content).toContain('member.habit_fix');
      expect(t.story.content).toMatch(/Look first|look first|long, patient look|look long enough/);
    }
    // Never at a trouble it does not suit: a shivering fox is not mended.
    for (const t of stories.filter((s) => !fitting.includes(s)))
      expect(t.paragraphs.flatMap((p) => p.roles)).not.toContain('member.habit_fix');
  });

  it('Aunt Marguerite who knits scarves: her scarf round the one who is cold', () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Odessa', pronouns: 'she/her', interests: ['hedgehogs'], theme: 'nature', age: 8 },
      { familyFriends: 'her aunt Marguerite who knits scarves', age: 8 },
      40,
    );
    const cold = stories.filter((t) => t.plan.kind === 'cold');
    expect(cold.length).toBeGreaterThan(0);
    for (const t of cold) {
      expect(t.paragraphs.flatMap((p) => p.roles)).toContain('member.habit_fix');
      expect(t.story.content, t.story.content).toMatch(
        /scarf[^.]*(?:had made|had knitted)|(?:had knitted|had made) it/,
      );
    }
  });

  it('a robot afraid of the rain, on a night in space: the rain comes to the window at home', () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Jasper', pronouns: 'he/him', interests: ['robots'], theme: 'space' },
      { randomTwist: 'a robot who is afraid of the rain' },
      12,
    );
    const faced = stories.filter((t) => t.paragraphs.some((p) => p.roles.includes('twist.faced')));
    expect(faced.length).toBeGreaterThan(3);
    for (const t of faced) {
      const home = t.paragraphs.find((p) => p.roles.includes('twist.faced'));
      expect(home?.kind, t.story.content).toBe('home');
      expect(home?.text).toMatch(/rain (?:began|pattered)|pit, pat/i);
    }
  });

  it('"a fairy who can\'t fly yet" tries, and tries again, and can by the end; "can\'t fly" never does', () => {
    const told = (favoriteCharacter: string) =>
      tellAtLevels(
        pack,
        { childName: 'Isla', pronouns: 'she/her', interests: ['flowers'], theme: 'magic' },
        { favoriteCharacter },
        9,
      );
    for (const t of told("a fairy who can't fly yet")) {
      expect(t.brief.character?.trait?.id).toBe('cannot-yet');
      expect(t.story.content, t.story.content).not.toMatch(/still could not fly/);
      expect(t.story.content, t.story.content).toMatch(/could fly|managed to fly/);
    }
    for (const t of told("a fairy who can't fly")) {
      expect(t.brief.character?.trait?.id).toBe('cannot');
      expect(t.story.content, t.story.content).not.toMatch(/could fly|managed to fly/);
    }
  });

  it('"the trees whisper secrets" by a shivering frog: they whisper where the warmest spot is', () => {
    const stories = tellAtLevels(
      pack,
      { childName: 'Odessa', pronouns: 'she/her', interests: ['hedgehogs'], theme: 'nature' },
      { randomTwist: 'the trees can whisper secrets' },
      40,
    );
    const cold = stories.filter((t) => t.plan.kind === 'cold');
    expect(cold.length).toBeGreaterThan(0);
    for (const t of cold) expect(t.story.content, t.story.content).toMatch(/warmest spot|wind never reached/);
  });

  it('a companion is never named what its description says ("a sleek little seal pup named Sleek")', () => {
    const stories = tellAtLevels(pack, { ...base, theme: 'ocean' }, {}, 60);
    const named = stories.filter(
      (t) => t.cast.companion?.name !== undefined && t.cast.companion.names.length > 0,
    );
    expect(named.length).toBeGreaterThan(20);
    for (const t of named) {
      const { name = '', a } = t.cast.companion ?? { a: '' };
      const described = a.toLowerCase().replace(`named ${name.toLowerCase()}`, '');
      expect(described, name).not.toMatch(new RegExp(`\\b${name.toLowerCase()}\\b`));
    }
  });

  it('"Far across the quiet sea, there lived", never "sea, lived"', () => {
    // The world's far-off phrase ends in a comma: "{far_off} lived" read "sea, lived".
    const teasers = Object.values(pack.shapes.far_off).flatMap((t) =>
      Array.isArray(t) ? t : Object.values(t).flat(),
    );
    expect(teasers.length).toBeGreaterThan(5);
    for (const line of teasers) expect(line).not.toMatch(/\{far_off\} (?:lived|sat|stood|lay|was|were)\b/);
  });
});
