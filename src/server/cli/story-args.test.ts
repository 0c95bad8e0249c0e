import { describe, expect, it } from 'vitest';
import { parseLlmEnv, parseStoryArgs } from './story-args.js';

const ok = (argv: string[]) => {
  const r = parseStoryArgs(argv, () => 42);
  if (!r.ok || !('command' in r)) throw new Error(`expected a command, got ${JSON.stringify(r)}`);
  return r.command;
};
const fail = (argv: string[]) => {
  const r = parseStoryArgs(argv, () => 42);
  if (r.ok) throw new Error('expected an error');
  return r.message;
};

describe('parseStoryArgs', () => {
  it('maps every option onto the writer input', () => {
    const c = ok([
      '--name',
      'Mia',
      '--age',
      '7',
      '--reading-level',
      'advanced',
      '--interests',
      'trains, stars ,',
      '--character',
      'a kind fox',
      '--tone',
      'magical',
      '--fears',
      'the dark,dogs',
      '--theme',
      'ocean',
      '--setting',
      'a lighthouse',
      '--twist',
      'the moon sings',
      '--family',
      'my sister Lily',
      '--learning',
      'sharing',
      '--notes',
      'loves boats',
      '--length',
      'long',
      '--seed',
      '123',
      '--pronouns',
      'she/her',
      '--nights',
      '30',
      '--json',
    ]);
    expect(c).toEqual({
      json: true,
      nights: 30,
      input: {
        childName: 'Mia',
        age: 7,
        readingLevel: 'advanced',
        interests: ['trains', 'stars'],
        favoriteCharacter: 'a kind fox',
        storyTone: 'magical',
        fears: ['the dark', 'dogs'],
        theme: 'ocean',
        setting: 'a lighthouse',
        randomTwist: 'the moon sings',
        familyFriends: 'my sister Lily',
        learningGoals: 'sharing',
        customPrompt: 'loves boats',
        storyLength: 'long',
        pronouns: 'she/her',
        seed: 123,
      },
    });
  });

  it('fills defaults: theme, length, reading level from the age, a random seed', () => {
    const c = ok(['--name', 'Mia', '--age', '5']);
    expect(c.json).toBe(false);
    expect(c.input).toMatchObject({
      theme: 'adventure',
      storyLength: 'medium',
      readingLevel: 'beginner',
      seed: 42,
    });
    expect(c.input.interests).toEqual([]);
    expect(c.input.customPrompt).toBeUndefined();
    expect(ok(['--name', 'Sam', '--age', '10']).input.readingLevel).toBe('advanced');
  });

  it('names the option in every error', () => {
    expect(fail(['--age', '5'])).toMatch(/--name is required/);
    expect(fail(['--name', 'Mia'])).toMatch(/--age is required/);
    expect(fail(['--name', 'Mia', '--age', 'five'])).toMatch(/--age must be a whole number/);
    expect(fail(['--name', 'Mia', '--age', '13'])).toMatch(/--age must be between 0 and 12/);
    expect(fail(['--name', 'Mia', '--age', '5', '--length', 'huge'])).toMatch(
      /--length must be one of: short, medium, long/,
    );
    expect(fail(['--name', 'Mia', '--age', '5', '--theme', 'pirates'])).toMatch(/--theme must be one of/);
    expect(fail(['--name', 'Mia', '--age', '5', '--reading-level', 'expert'])).toMatch(
      /--reading-level must be one of/,
    );
    expect(fail(['--name', 'Mia', '--age', '5', '--tone', 'grim'])).toMatch(/--tone must be one of/);
    expect(fail(['--name', 'Mia', '--age', '5', '--seed', '-1'])).toMatch(/--seed/);
    expect(fail(['--name', 'Mia', '--age', '5', '--colour', 'red'])).toMatch(/--colour/);
    expect(fail(['--name', 'Mia', '--age', '5', '--nights', '0'])).toMatch(
      /--nights must be between 1 and 60/,
    );
    expect(fail(['--name', 'Mia', '--age', '5', '--nights', 'many'])).toMatch(
      /--nights must be a whole number/,
    );
    expect(fail(['--name', 'Mia', '--age', '5', '--pronouns', 'xe'])).toMatch(/--pronouns must be one of/);
    expect(fail(['--name', 'Mia', '--age', '5', 'extra'])).toMatch(/extra/);
  });

  it('answers --help', () => {
    expect(parseStoryArgs(['--help'])).toEqual({ ok: true, help: true });
  });
});

describe('parseLlmEnv', () => {
  it('reads only the LLM settings with the same defaults as the app config', () => {
    expect(parseLlmEnv({ AUTH_SECRET: 'x', LLM_BASE_URL: '' })).toEqual({
      ok: true,
      env: {
        LLM_BASE_URL: undefined,
        LLM_API_KEY: undefined,
        LLM_MODEL: 'gpt-4o-mini',
        LLM_TIMEOUT_MS: 60000,
      },
    });
    expect(
      parseLlmEnv({
        LLM_BASE_URL: 'http://localhost:11434/v1',
        LLM_MODEL: 'llama3.2',
        LLM_TIMEOUT_MS: '5000',
      }),
    ).toMatchObject({
      ok: true,
      env: { LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.2', LLM_TIMEOUT_MS: 5000 },
    });
  });
  it('names a bad variable', () => {
    const r = parseLlmEnv({ LLM_BASE_URL: 'localhost:11434', LLM_TIMEOUT_MS: 'soon' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toMatch(/LLM_BASE_URL/);
      expect(r.message).toMatch(/LLM_TIMEOUT_MS/);
    }
  });
});
