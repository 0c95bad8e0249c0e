/**
 * What each parent option becomes in a story (types in ./types.ts, ids and labels in
 * src/shared/story-options.ts): catalogues keyed by option id, and matchers from free text.
 */
export { CHARACTER_TYPES } from './characters.js';
export {
  FAMILY_ACTIONS,
  FAMILY_ACTIONS_BY_ROLE,
  FAMILY_ROLES,
  familyActionsFor,
  familyRole,
  type FamilyRole,
} from './family-actions.js';
export { FAMILY_MEMBERS } from './family.js';
export { INTERESTS } from './interests.js';
export { LEARNING } from './learning.js';
export {
  matchCharacterType,
  matchFamily,
  matchInterest,
  matchInterests,
  matchLearning,
  matchOption,
  matchSetting,
  matchTheme,
  matchTwist,
  type FamilyPerson,
  type Matched,
  type MatchedCharacter,
} from './match.js';
export { SETTINGS } from './settings.js';
export { SOLUTIONS } from './solutions.js';
export { THEMES } from './themes.js';
export { TWISTS } from './twists.js';
export * from './types.js';
