import { describe, expect, it } from 'vitest';
import type { StoryWriterInput, WrittenStory } from '../writer/types.js';
import { checkStory } from './check.js';
import { TermMatcher } from './match.js';

const input: StoryWriterInput = {
  childName: 'Mia',
  age: 5,
  readingLevel: 'beginner',
  interests: ['trains'],
  fears: ['spiders', 'the dark', 'loud noises'],
  theme: 'space',
  storyLength: 'short',
  seed: 1,
};

/** A calm story of exactly `words` words (a sentence of five words, repeated). */
function storyOf(words: number, extra = ''): WrittenStory {
  const sentence = 'Mia looked at the moon.';
  const parts: string[] = [];
  let n = 0;
  while (n + 5 <= words) {
    parts.push(sentence);
    n += 5;
  }
  while (n < words) {
    parts.push('Sleep.');
    n += 1;
  }
  const content = `${parts.join(' ')}${extra === '' ? '' : `\n\n${extra}`}`;
  return { title: 'Mia and the Moon', content, wordCount: words, readingTime: 3 };
}

/** Replace the last few plain words with the phrase under test, keeping the length in range. */
function withPhrase(phrase: string): WrittenStory {
  return storyOf(240, `Then ${phrase} appeared.`);
}

describe('checkStory', () => {
  it('passes a calm story of the right length', () => {
    expect(checkStory(storyOf(250), input)).toEqual({ ok: true });
  });

  it('flags a story that is too short or too long for the chosen length', () => {
    const short = checkStory(storyOf(199), input);
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.problems.join(' ')).toMatch(/199 words/);
    expect(checkStory(storyOf(301), input).ok).toBe(false);
    expect(checkStory(storyOf(200), input).ok).toBe(true);
    expect(checkStory(storyOf(300), input).ok).toBe(true);
    expect(checkStory(storyOf(450), { ...input, storyLength: 'medium' }).ok).toBe(true);
    expect(checkStory(storyOf(450), { ...input, storyLength: 'long' }).ok).toBe(false);
  });

  it('counts the words itself instead of trusting the writer', () => {
    const lying = { ...storyOf(120), wordCount: 250 };
    expect(checkStory(lying, input).ok).toBe(false);
  });

  it('flags an empty title', () => {
    const result = checkStory({ ...storyOf(250), title: '   ' }, input);
    expect(result).toEqual({ ok: false, problems: ['The title is empty.'], categories: ['form'] });
  });

  it.each([
    ['a spider', 'spider'],
    ['three SPIDERS', 'spiders'],
    ["the spider's web", 'spider'],
    ['the dark', 'dark'],
    ['a dark cave', 'dark'],
    ['some loud noises', 'loud'],
    // By concept, not by word: the forms that carry a fear are caught too.
    ['the darkest blue', 'darkest'],
    ['long shadows', 'shadows'],
    ['a booming bang', 'bang'],
  ])('flags the fear in "%s"', (phrase, found) => {
    const result = checkStory(withPhrase(phrase), input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join(' ')).toContain(found);
  });

  it('flags a fear in the title', () => {
    expect(checkStory({ ...storyOf(250), title: 'Mia and the Spider' }, input).ok).toBe(false);
  });

  it.each(['a glass of beer', 'damn', 'self-harm', 'self harm', 'a murderer'])(
    'flags words no story may hold wherever they are: "%s"',
    (phrase) => {
      const result = checkStory(withPhrase(phrase), input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problems.join(' ')).toMatch(/unsafe words/);
    },
  );

  it.each([
    'a knife',
    'a gun',
    'they killed it',
    'blood everywhere',
    'the dead king',
    'a nightmare',
    'somebody passed away',
  ])('flags what frightens by meaning: "%s"', (phrase) => {
    const result = checkStory(withPhrase(phrase), input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.categories.length).toBeGreaterThan(0);
  });

  it.each([
    'a new skill',
    'the class',
    'the grass',
    'an assistant',
    'a brave heroine',
    'a hello',
    'a seashell',
    'a shooting star',
    'a pillow fight',
    'a fruit punch',
    'a studied skillet',
    'passed. Away',
    'a killdeer bird',
    'a spiderweb-free sky',
    'a deep breath',
  ])('does not flag the innocent "%s"', (phrase) => {
    // "spiderweb" is a different word from the fear "spiders".
    expect(checkStory(withPhrase(phrase), input)).toEqual({ ok: true });
  });

  it('reports every problem at once', () => {
    const result = checkStory(
      { title: '', content: 'A spider with a knife.', wordCount: 5, readingTime: 1 },
      input,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toHaveLength(4);
  });

  it('reports an unknown length instead of throwing', () => {
    const odd = { ...input, storyLength: 'epic' as unknown as StoryWriterInput['storyLength'] };
    expect(checkStory(storyOf(250), odd)).toEqual({
      ok: false,
      problems: ['Unknown story length "epic".'],
      categories: ['form'],
    });
  });

  it('ignores fears that are only function words', () => {
    expect(checkStory(storyOf(250), { ...input, fears: ['the', 'a', ''] })).toEqual({ ok: true });
  });
});

describe('TermMatcher', () => {
  it('matches whole words and simple plurals only', () => {
    const m = new TermMatcher(['kill', 'puppy', 'wolf', 'box', 'ass']);
    expect(m.find('He kills, a puppy, two puppies, wolves and boxes.')).toEqual([
      'kills',
      'puppy',
      'puppies',
      'wolves',
      'boxes',
    ]);
    expect(m.test('skill skillful killdeer class grass assistant passage')).toBe(false);
  });

  it('matches phrases across spaces and hyphens but not across sentences', () => {
    const m = new TermMatcher(['self harm', 'passed away']);
    expect(m.test('no self-harm')).toBe(true);
    expect(m.test('self   harm')).toBe(true);
    expect(m.test('they passed. Away they went')).toBe(false);
  });
});
