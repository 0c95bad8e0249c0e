import { CAST } from './cast/index.js';
import type { StoryLibrary } from './core/library.js';
import {
  familyActionsFor,
  matchFamily,
  matchInterest,
  matchLearning,
  matchTheme,
  matchTwist,
  SOLUTIONS,
  TWISTS,
} from './options/index.js';
import { characterFromText } from './options/character-text.js';
import { settingFromText } from './options/setting-text.js';
import { PLANS } from './plans/index.js';

/** The library the app's engine writes from: the hand-authored plans, cast and option catalogues. */
export const DEFAULT_LIBRARY: StoryLibrary = {
  plans: PLANS,
  cast: CAST,
  solutions: SOLUTIONS,
  matchInterest: (text) => matchInterest(text)?.content,
  matchCharacter: characterFromText,
  matchTwist: (text) => matchTwist(text)?.content,
  twists: Object.values(TWISTS),
  matchLearning: (text) => matchLearning(text)?.content,
  matchSetting: settingFromText,
  matchTheme: (text) => matchTheme(text)?.content,
  matchFamily: (text) =>
    matchFamily(text).map((p) => ({
      name: p.name,
      intro: p.intro,
      plural: p.plural,
      pronoun: p.pronoun,
      stayHome: p.stayHome,
      actions: familyActionsFor(p.id),
    })),
};
