import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { READING_WORDS_PER_MINUTE, STORY_LENGTHS } from '../../../../shared/constants.js';
import { checkStory } from '../safety/check.js';
import { countWords } from '../safety/readability.js';
import type { StoryWriterInput } from '../writer/types.js';
import { writeLocalStory } from './index.js';
import { mentionsFear, requestArb, SLEEPY } from './test-fixtures.js';

describe('writeLocalStory (properties over random requests)', () => {
  it('always lands inside the length range, safely, with the child as the hero', () => {
    fc.assert(
      fc.property(requestArb, (input) => {
        const story = writeLocalStory(input);
        const range = STORY_LENGTHS[input.storyLength];
        const n = countWords(story.content);
        expect(n).toBeGreaterThanOrEqual(range.minWords);
        expect(n).toBeLessThanOrEqual(range.maxWords);
        expect(story.wordCount).toBe(n);
        expect(story.readingTime).toBe(Math.max(1, Math.ceil(n / READING_WORDS_PER_MINUTE)));
        expect(story.content).toContain(input.childName);
        expect(story.title.trim()).not.toBe('');
        expect(mentionsFear(`${story.title} ${story.content}`, input.fears)).toBe(false);
        expect(checkStory(story, input)).toEqual({ ok: true });
      }),
      { numRuns: 400 },
    );
  });

  it('weaves in an interest or the favourite character (both when both are given)', () => {
    fc.assert(
      fc.property(requestArb, (input) => {
        const text = writeLocalStory(input).content.toLowerCase();
        // Anything that names a fear is (rightly) left out, so only safe ones are expected.
        const interests = input.interests.filter((i) => !mentionsFear(i, input.fears));
        const character =
          input.favoriteCharacter !== undefined && !mentionsFear(input.favoriteCharacter, input.fears)
            ? input.favoriteCharacter
            : undefined;
        if (interests.length > 0) expect(interests.some((i) => text.includes(i.toLowerCase()))).toBe(true);
        if (character !== undefined) expect(text).toContain(character.toLowerCase());
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic for a seed', () => {
    fc.assert(
      fc.property(requestArb, (input) => {
        expect(writeLocalStory({ ...input })).toEqual(writeLocalStory({ ...input }));
      }),
      { numRuns: 100 },
    );
  });

  it('is plain paragraphs ending with a calm, sleepy bedtime paragraph', () => {
    fc.assert(
      fc.property(requestArb, (input) => {
        const { content } = writeLocalStory(input);
        const paragraphs = content.split('\n\n');
        expect(paragraphs.length).toBeGreaterThanOrEqual(6);
        for (const p of paragraphs) {
          expect(p.trim()).toBe(p);
          expect(p).not.toBe('');
          expect(p).not.toMatch(/\n|[#*_`<>[\]{}]/);
          expect(p).toMatch(/[.!?]["”]?$/);
        }
        const last = paragraphs[paragraphs.length - 1] as string;
        const lastSentence = last.split(/(?<=[.!?]["”]?) /).pop() as string;
        expect(lastSentence).toMatch(SLEEPY);
      }),
      { numRuns: 300 },
    );
  });

  it('uses every field: setting, twist, family and friends', () => {
    const input: StoryWriterInput = {
      childName: 'Mia',
      age: 6,
      readingLevel: 'intermediate',
      interests: ['trains'],
      favoriteCharacter: 'a friendly dragon',
      storyTone: 'funny',
      fears: [],
      theme: 'space',
      setting: 'a castle in the clouds',
      randomTwist: 'the moon started to giggle',
      familyFriends: 'Grandma and my dog Pepper',
      learningGoals: 'sharing',
      customPrompt: 'She adores kites.',
      storyLength: 'medium',
      seed: 7,
    };
    const { content } = writeLocalStory(input);
    expect(content).toContain('a castle in the clouds');
    expect(content.toLowerCase()).toContain('the moon started to giggle');
    expect(content).toContain("Grandma and Mia's dog Pepper");
    expect(content).toContain('trains');
    expect(content).toContain('dragon');
    expect(content).toMatch(/\bkite\b/);
  });

  it('avoids a theme the child fears and drops fields that mention a fear', () => {
    const input: StoryWriterInput = {
      childName: 'Leo',
      age: 4,
      readingLevel: 'beginner',
      interests: ['spiders', 'boats'],
      favoriteCharacter: 'Spider-Man',
      fears: ['spiders', 'the ocean', 'water'],
      theme: 'ocean',
      setting: 'a spider cave',
      storyLength: 'long',
      seed: 3,
    };
    for (let seed = 0; seed < 50; seed++) {
      const story = writeLocalStory({ ...input, seed });
      expect(checkStory(story, input)).toEqual({ ok: true });
      expect(story.content).toContain('boats');
      expect(story.content.toLowerCase()).not.toMatch(/spider|ocean|water|\bsea\b/);
    }
  });

  it('copes with odd free text: markup, control characters, empty and huge fields', () => {
    const input: StoryWriterInput = {
      childName: '  <script>al\u0000ice</script> ',
      age: 99,
      readingLevel: 'advanced',
      interests: ['', '   ', 'x'.repeat(500), '<img src=x onerror=alert(1)>'],
      favoriteCharacter: '\u202eevil\u202c **bold** [link](http://x)',
      fears: [],
      theme: '',
      setting: '{Name} [a|b] <i>',
      randomTwist: 'a'.repeat(2000),
      familyFriends: '\n\n\n',
      learningGoals: '# heading',
      customPrompt: 'x'.repeat(10_000),
      storyLength: 'short',
      seed: -5,
    };
    const story = writeLocalStory(input);
    expect(checkStory(story, input)).toEqual({ ok: true });
    // eslint-disable-next-line no-control-regex -- asserting control characters are gone
    expect(`${story.title}${story.content}`).not.toMatch(/[<>{}[\]*#\u0000-\u0008\u202e]/);
  });

  it("accepts the admin generator's looser words for level, tone and theme", () => {
    const input: StoryWriterInput = {
      childName: 'Charlie',
      age: 5,
      readingLevel: 'grade-level' as unknown as StoryWriterInput['readingLevel'],
      interests: ['magical adventures'],
      favoriteCharacter: 'friendly animals',
      storyTone: 'gentle and magical',
      fears: [],
      theme: 'bedtime',
      storyLength: 'medium',
      seed: 1,
    };
    const story = writeLocalStory(input);
    expect(checkStory(story, input)).toEqual({ ok: true });
    expect(story.content).toContain('magical adventures');
  });
});
