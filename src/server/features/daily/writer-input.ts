import { WRITER_LEVEL_OF, type TDailyGenerateRequest } from '../../../shared/daily.js';
import {
  CHARACTER_TYPE_OPTIONS,
  FAMILY_OPTIONS,
  GENERATOR_TONE_OPTIONS,
  INTEREST_OPTIONS,
  LEARNING_OPTIONS,
  MAIN_THEME_OPTIONS,
  optionLabel,
  SETTING_OPTIONS,
  TWIST_OPTIONS,
  type TStoryOption,
} from '../../../shared/story-options.js';
import type { DailyWriterInput } from './abilities.js';

const labelOf = (list: readonly TStoryOption[], id: string | undefined) =>
  id === undefined ? undefined : optionLabel(list, id);

/**
 * The generator's payload as the story writer reads it: option ids become their labels (what
 * both the local engine and an LLM understand), the reading level becomes the writer's, "things
 * to avoid" become fears, special features and custom direction become the notes.
 */
export function dailyWriterInput(request: TDailyGenerateRequest): DailyWriterInput {
  const notes = [request.customPrompt, request.uniqueElements].filter(Boolean).join('. ');
  return {
    childName: request.mainCharacterName,
    age: request.age,
    readingLevel: WRITER_LEVEL_OF[request.readingLevel],
    interests: [optionLabel(INTEREST_OPTIONS, request.interests)],
    favoriteCharacter: optionLabel(CHARACTER_TYPE_OPTIONS, request.favoriteCharacter),
    storyTone: optionLabel(GENERATOR_TONE_OPTIONS, request.storyTone).toLowerCase(),
    fears: (request.fears ?? '')
      .split(/[,;\n]/)
      .map((f) => f.trim())
      .filter(Boolean),
    theme: optionLabel(MAIN_THEME_OPTIONS, request.theme),
    setting: labelOf(SETTING_OPTIONS, request.setting),
    randomTwist: labelOf(TWIST_OPTIONS, request.randomTwist),
    familyFriends: labelOf(FAMILY_OPTIONS, request.familyFriends),
    learningGoals: labelOf(LEARNING_OPTIONS, request.learningGoals),
    customPrompt: notes || undefined,
    storyLength: request.storyLength,
  };
}
