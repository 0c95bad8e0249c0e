import {
  DAILY_GENERATOR_DEFAULTS,
  DAILY_LENGTH_OPTIONS,
  DAILY_READING_LEVEL_OPTIONS,
  type TDailyGenerateInput,
} from '../../../../shared/daily';
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
} from '../../../../shared/story-options';

/** The generator's fields as the form holds them (selects and text as strings). */
export interface TGeneratorForm {
  age: string;
  readingLevel: string;
  interests: string;
  favoriteCharacter: string;
  storyTone: string;
  fears: string;
  theme: string;
  storyLength: string;
  mainCharacterName: string;
  setting: string;
  randomTwist: string;
  familyFriends: string;
  learningGoals: string;
  uniqueElements: string;
  customPrompt: string;
}

/** Spec §9: age 5, Charlie, bedtime, medium; the §3 payload's other defaults. */
export const GENERATOR_DEFAULTS: TGeneratorForm = {
  age: String(DAILY_GENERATOR_DEFAULTS.age),
  readingLevel: DAILY_GENERATOR_DEFAULTS.readingLevel,
  interests: DAILY_GENERATOR_DEFAULTS.interests,
  favoriteCharacter: DAILY_GENERATOR_DEFAULTS.favoriteCharacter,
  storyTone: DAILY_GENERATOR_DEFAULTS.storyTone,
  fears: '',
  theme: DAILY_GENERATOR_DEFAULTS.theme,
  storyLength: DAILY_GENERATOR_DEFAULTS.storyLength,
  mainCharacterName: DAILY_GENERATOR_DEFAULTS.mainCharacterName,
  setting: '',
  randomTwist: '',
  familyFriends: '',
  learningGoals: '',
  uniqueElements: '',
  customPrompt: '',
};

/** The POST body (spec §3 payload); the server checks every field again. */
export function generatorPayload(form: TGeneratorForm, includeAudio: boolean): TDailyGenerateInput {
  return {
    age: Number(form.age),
    readingLevel: form.readingLevel as TDailyGenerateInput['readingLevel'],
    interests: form.interests as TDailyGenerateInput['interests'],
    favoriteCharacter: form.favoriteCharacter as TDailyGenerateInput['favoriteCharacter'],
    storyTone: form.storyTone as TDailyGenerateInput['storyTone'],
    fears: form.fears,
    theme: form.theme as TDailyGenerateInput['theme'],
    storyLength: form.storyLength as TDailyGenerateInput['storyLength'],
    mainCharacterName: form.mainCharacterName,
    setting: form.setting as TDailyGenerateInput['setting'],
    randomTwist: form.randomTwist as TDailyGenerateInput['randomTwist'],
    familyFriends: form.familyFriends as TDailyGenerateInput['familyFriends'],
    learningGoals: form.learningGoals as TDailyGenerateInput['learningGoals'],
    uniqueElements: form.uniqueElements,
    customPrompt: form.customPrompt,
    includeAudio,
    isDraftStory: true,
    status: 'draft',
  };
}

/** The live preview: one line per chosen thing, in words. */
export function previewLines(form: TGeneratorForm): string[] {
  const name = form.mainCharacterName.trim() || DAILY_GENERATOR_DEFAULTS.mainCharacterName;
  const lines = [
    `${optionLabel(MAIN_THEME_OPTIONS, form.theme)} story starring ${name}, age ${form.age}`,
    `${optionLabel(DAILY_LENGTH_OPTIONS, form.storyLength)}, ${optionLabel(DAILY_READING_LEVEL_OPTIONS, form.readingLevel).toLowerCase()}`,
    `Tone: ${optionLabel(GENERATOR_TONE_OPTIONS, form.storyTone).toLowerCase()}`,
    `Loves ${optionLabel(INTEREST_OPTIONS, form.interests).toLowerCase()}; favourite characters: ${optionLabel(CHARACTER_TYPE_OPTIONS, form.favoriteCharacter).toLowerCase()}`,
  ];
  if (form.setting) lines.push(`Setting: ${optionLabel(SETTING_OPTIONS, form.setting)}`);
  if (form.randomTwist) lines.push(`Twist: ${optionLabel(TWIST_OPTIONS, form.randomTwist)}`);
  if (form.familyFriends) lines.push(`With: ${optionLabel(FAMILY_OPTIONS, form.familyFriends)}`);
  if (form.learningGoals) lines.push(`Learning focus: ${optionLabel(LEARNING_OPTIONS, form.learningGoals)}`);
  if (form.fears.trim()) lines.push(`Avoids: ${form.fears.trim()}`);
  if (form.uniqueElements.trim()) lines.push(`Special features: ${form.uniqueElements.trim()}`);
  if (form.customPrompt.trim()) lines.push(`Direction: ${form.customPrompt.trim()}`);
  return lines;
}
