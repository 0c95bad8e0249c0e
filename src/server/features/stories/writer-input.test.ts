import { describe, expect, it } from 'vitest';
import { writerInput } from './writer-input.js';
import { buildStoryRequest } from './writer/llm-prompt.js';

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

  it('withholds the surname from an AI service even where the parent typed it into free text', () => {
    const input = writerInput(
      { ...row, interests: ['painting with Sam Rivera'], favoriteCharacter: "Grandpa Rivera's dog" },
      {
        childId: row.id,
        theme: 'space',
        storyLength: 'short',
        customPrompt: 'Sam Rivera loves rockets',
        familyFriends: 'cousin Ana Rivera',
      } as never,
      1,
    );
    expect(JSON.stringify(input)).not.toContain('Rivera');
    expect(input.interests).toEqual(['painting with Sam']);
    expect(input.favoriteCharacter).toBe("Grandpa 's dog");
    const sent = JSON.stringify(buildStoryRequest(input));
    expect(sent).not.toContain('Rivera');
    expect(sent).toContain('Sam loves rockets');
  });
});
