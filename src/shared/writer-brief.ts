import type { TReadingLevel, TStoryLength } from './constants.js';

/**
 * What any story writer is asked for, with no child profile behind it: the parent's story form
 * and the admin's daily-story generator both fill it. Only a first name and an age leave the
 * family; free-text fields (customPrompt especially) are hints, never instructions.
 */
export interface WriterBrief {
  childName: string;
  age: number;
  readingLevel: TReadingLevel;
  interests: string[];
  favoriteCharacter?: string;
  /** funny | adventurous | calming | educational | magical (admin daily stories may pass other words) */
  storyTone?: string;
  fears: string[];
  /** One of STORY_THEMES for parents; the admin daily generator may pass any theme word. */
  theme: string;
  setting?: string;
  randomTwist?: string;
  familyFriends?: string;
  learningGoals?: string;
  customPrompt?: string;
  storyLength: TStoryLength;
}
