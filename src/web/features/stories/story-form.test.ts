import { describe, expect, it } from 'vitest';
import { STORY_THEMES } from '../../../shared/constants';
import { defaultStoryForm, LENGTH_OPTIONS, THEME_OPTIONS, toGenerateBody } from './story-form';

describe('story form', () => {
  it('defaults to adventure, medium, no child', () => {
    expect(defaultStoryForm()).toMatchObject({ childId: '', theme: 'adventure', storyLength: 'medium' });
  });

  it('offers the nine themes and the three lengths with their minutes', () => {
    expect(THEME_OPTIONS.map((o) => o.value)).toEqual([...STORY_THEMES]);
    expect(THEME_OPTIONS).toHaveLength(9);
    expect(LENGTH_OPTIONS.map((o) => `${o.label} (${o.minutes})`)).toEqual([
      'Short (2-3 min)',
      'Medium (4-6 min)',
      'Long (7-10 min)',
    ]);
  });

  it('sends a text story request without empty options', () => {
    expect(toGenerateBody({ ...defaultStoryForm('c1'), setting: '  ', customPrompt: '' })).toEqual({
      childId: 'c1',
      storyType: 'personalized_text',
      theme: 'adventure',
      storyLength: 'medium',
    });
  });

  it('trims the options and sends the notes as customPrompt', () => {
    const body = toGenerateBody({
      ...defaultStoryForm('c1'),
      theme: 'space',
      storyLength: 'short',
      setting: '  a   cosy treehouse ',
      learningGoals: 'sharing',
      customPrompt: ' Mention her red wellies. ',
    });
    expect(body).toEqual({
      childId: 'c1',
      storyType: 'personalized_text',
      theme: 'space',
      storyLength: 'short',
      setting: 'a cosy treehouse',
      learningGoals: 'sharing',
      customPrompt: 'Mention her red wellies.',
    });
  });

  it('keeps the bounds of the shared schema', async () => {
    const shared = await import('../../../shared/stories');
    const local = await import('./story-form');
    expect([local.STORY_OPTION_MAX, local.CUSTOM_PROMPT_MAX]).toEqual([
      shared.STORY_OPTION_MAX,
      shared.CUSTOM_PROMPT_MAX,
    ]);
  });
});
