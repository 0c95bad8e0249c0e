import { describe, expect, it } from 'vitest';
import { ZDailyGenerateRequest } from '../../../../shared/daily';
import { GENERATOR_DEFAULTS, generatorPayload, previewLines } from './generator-form';

describe('the daily generator form', () => {
  it('starts at the spec defaults (age 5, Charlie, bedtime, medium) and sends a valid payload', () => {
    const parsed = ZDailyGenerateRequest.parse(generatorPayload(GENERATOR_DEFAULTS, false));
    expect(parsed).toMatchObject({
      age: 5,
      mainCharacterName: 'Charlie',
      theme: 'bedtime',
      storyLength: 'medium',
      readingLevel: 'grade-level',
      interests: 'magical-adventures',
      favoriteCharacter: 'friendly-animals',
      storyTone: 'gentle-magical',
      includeAudio: false,
      isDraftStory: true,
      status: 'draft',
    });
    expect(parsed.setting).toBeUndefined();
    expect(ZDailyGenerateRequest.parse(generatorPayload(GENERATOR_DEFAULTS, true)).includeAudio).toBe(true);
  });

  it('previews the choices in words, adding the optional ones only when chosen', () => {
    expect(previewLines(GENERATOR_DEFAULTS)).toEqual([
      'Bedtime story starring Charlie, age 5',
      'Medium (300-500 words, 4-6 min), grade level',
      'Tone: gentle and magical',
      'Loves magical adventures; favourite characters: friendly animals',
    ]);
    const lines = previewLines({
      ...GENERATOR_DEFAULTS,
      mainCharacterName: ' ',
      setting: 'castle',
      fears: 'dogs',
    });
    expect(lines[0]).toBe('Bedtime story starring Charlie, age 5');
    expect(lines).toContain('Setting: A castle');
    expect(lines).toContain('Avoids: dogs');
  });
});
