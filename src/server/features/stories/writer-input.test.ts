import { describe, expect, it } from 'vitest';
import { writerInput } from './service.js';

const row = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: 'u1',
  name: 'Sam Rivera',
  age: 6,
  readingLevel: 'intermediate',
  storyTone: 'calming',
  interests: ['painting'],
  favoriteCharacter: null,
  fears: [],
  pronouns: 'they/them' as const,
  createdAt: new Date(),
  updatedAt: new Date(),
};

describe('what the writer is told about the child', () => {
  it('carries the pronouns when the parent set them, and only the first name', () => {
    const input = writerInput(row, { childId: row.id, theme: 'space', storyLength: 'short' } as never, 1);
    expect(input.pronouns).toBe('they/them');
    expect(input.childName).toBe('Sam');
  });

  it('leaves pronouns out when none were set', () => {
    const input = writerInput(
      { ...row, pronouns: null },
      { childId: row.id, theme: 'space', storyLength: 'short' } as never,
      1,
    );
    expect(input.pronouns).toBeUndefined();
  });
});
