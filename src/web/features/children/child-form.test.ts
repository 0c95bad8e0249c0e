import { describe, expect, it } from 'vitest';
import { CHILD_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages';
import {
  childToForm,
  EMPTY_CHILD_FORM,
  parseAge,
  parseList,
  serverFieldErrors,
  validateChildForm,
} from './child-form';

const valid = {
  ...EMPTY_CHILD_FORM,
  name: '  Mia  ',
  age: '5',
  readingLevel: 'beginner' as const,
  storyTone: 'magical' as const,
  interests: 'dinosaurs, space,, Space ,painting',
};

describe('parseList', () => {
  it('splits on commas, trims, drops blanks and repeats', () => {
    expect(parseList('dinosaurs, space,, Space ,painting')).toEqual(['dinosaurs', 'space', 'painting']);
    expect(parseList('  ')).toEqual([]);
    expect(parseList('the  dark;thunder\nbees')).toEqual(['the dark', 'thunder', 'bees']);
  });
});

describe('parseAge', () => {
  it.each([
    ['0', 0],
    ['12', 12],
    [' 7 ', 7],
    ['', null],
    ['13', null],
    ['-1', null],
    ['2.5', null],
    ['five', null],
  ])('%j -> %j', (text, age) => {
    expect(parseAge(text)).toBe(age);
  });
});

describe('validateChildForm', () => {
  it('turns valid values into the API body', () => {
    expect(validateChildForm(valid)).toEqual({
      ok: true,
      input: {
        name: 'Mia',
        age: 5,
        readingLevel: 'beginner',
        storyTone: 'magical',
        interests: ['dinosaurs', 'space', 'painting'],
        favoriteCharacter: null,
        fears: [],
        pronouns: null,
      },
    });
  });

  it('names every missing required field with the shared messages', () => {
    expect(validateChildForm(EMPTY_CHILD_FORM)).toEqual({
      ok: false,
      errors: {
        name: VALIDATION_MESSAGES.nameRequired,
        age: VALIDATION_MESSAGES.ageRange,
        readingLevel: CHILD_MESSAGES.readingLevelRequired,
        storyTone: CHILD_MESSAGES.storyToneRequired,
      },
    });
  });

  it('refuses too many or too long list items', () => {
    const many = Array.from({ length: 11 }, (_, i) => `thing${i}`).join(',');
    const result = validateChildForm({ ...valid, fears: many, interests: 'x'.repeat(41) });
    expect(result).toEqual({
      ok: false,
      errors: {
        fears: CHILD_MESSAGES.listTooLong('fears', 10),
        interests: CHILD_MESSAGES.itemTooLong('interests', 40),
      },
    });
  });

  it('round-trips a saved child', () => {
    const form = childToForm({
      id: '1',
      name: 'Leo',
      age: 8,
      readingLevel: 'advanced',
      storyTone: 'funny',
      interests: ['robots', 'football'],
      favoriteCharacter: 'a brave fox',
      fears: ['thunder'],
      pronouns: 'he/him',
      createdAt: '',
      updatedAt: '',
    });
    expect(form.interests).toBe('robots, football');
    expect(form.pronouns).toBe('he/him');
    const result = validateChildForm(form);
    expect(result.ok && result.input.favoriteCharacter).toBe('a brave fox');
    expect(result.ok && result.input.pronouns).toBe('he/him');
  });

  it('sends no pronouns when none is chosen', () => {
    const result = validateChildForm({
      ...EMPTY_CHILD_FORM,
      name: 'Ava',
      age: '4',
      readingLevel: 'beginner',
      storyTone: 'calming',
    });
    expect(result.ok && result.input.pronouns).toBeNull();
  });
});

describe('serverFieldErrors', () => {
  it('keeps only fields the form shows', () => {
    expect(serverFieldErrors({ age: 'Too old', _: 'x', other: 'y' })).toEqual({ age: 'Too old' });
    expect(serverFieldErrors(null)).toEqual({});
  });
});

describe('bounds', () => {
  it('match the shared schema', async () => {
    const shared = await import('../../../shared/children');
    const local = await import('./child-form');
    expect([
      local.CHILD_NAME_MAX,
      local.CHILD_LIST_MAX_ITEMS,
      local.CHILD_LIST_ITEM_MAX,
      local.FAVORITE_CHARACTER_MAX,
    ]).toEqual([
      shared.CHILD_NAME_MAX,
      shared.CHILD_LIST_MAX_ITEMS,
      shared.CHILD_LIST_ITEM_MAX,
      shared.FAVORITE_CHARACTER_MAX,
    ]);
  });
});
