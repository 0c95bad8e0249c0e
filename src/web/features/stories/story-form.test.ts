import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STORY_THEMES } from '../../../shared/constants';
import { STORY_MESSAGES } from '../../../shared/messages';
import {
  FAMILY_OPTIONS,
  LEARNING_OPTIONS,
  SETTING_OPTIONS,
  TWIST_OPTIONS,
} from '../../../shared/story-options';
import { defaultStoryForm, LENGTH_OPTIONS, SUGGESTIONS, THEME_OPTIONS, toGenerateBody } from './story-form';
import { StoryForm } from './StoryForm';

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

  it('suggests the same settings, twists, family and learning choices as the admin generator', () => {
    expect(SUGGESTIONS.setting).toEqual(SETTING_OPTIONS.map((o) => o.label));
    expect(SUGGESTIONS.randomTwist).toEqual(TWIST_OPTIONS.map((o) => o.label));
    expect(SUGGESTIONS.familyFriends).toEqual(FAMILY_OPTIONS.map((o) => o.label));
    expect(SUGGESTIONS.learningGoals).toEqual(LEARNING_OPTIONS.map((o) => o.label));
  });

  it('offers them as a datalist on each free-text field, with a hint that free text is welcome', () => {
    const html = renderToStaticMarkup(
      createElement(StoryForm, {
        kids: [],
        initialChildId: '',
        state: { phase: 'idle' },
        onSubmit: () => undefined,
        onDismissProblem: () => undefined,
      }),
    );
    const lists = [...html.matchAll(/<datalist id="([^"]+)">(.*?)<\/datalist>/g)];
    expect(lists).toHaveLength(4);
    const expected = [SETTING_OPTIONS, TWIST_OPTIONS, FAMILY_OPTIONS, LEARNING_OPTIONS];
    lists.forEach(([, listId, body], i) => {
      // Each text input points at its own list, and the list holds every label.
      expect(html).toContain(`list="${listId ?? ''}"`);
      const values = [...(body ?? '').matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
      expect(values).toEqual(expected[i]?.map((o) => o.label.replace(/'/g, '&#x27;')));
    });
    expect(html.split(STORY_MESSAGES.optionSuggestionsHint).length - 1).toBe(4);
  });
});
