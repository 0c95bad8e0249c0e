import type { CastEntity, PlotPlan } from '../plans/types.js';
import type {
  CharacterTypeContent,
  FamilyActions,
  FamilyMemberContent,
  InterestContent,
  LearningContent,
  SettingContent,
  SolutionCatalogue,
  ThemeContent,
  TwistContent,
} from '../options/types.js';

/**
 * Everything the engine writes from, passed in as one value so the engine core never imports
 * the content files: the app uses the real plans, cast and catalogues (../library.ts), tests
 * may pass a small library of their own. Fears are concepts from ../../fears.ts.
 */
export interface StoryLibrary {
  plans: readonly PlotPlan[];
  cast: readonly CastEntity[];
  interests: Readonly<Record<string, InterestContent>>;
  solutions: SolutionCatalogue;
  characterTypes: Readonly<Record<string, CharacterTypeContent>>;
  twists: Readonly<Record<string, TwistContent>>;
  familyMembers: Readonly<Record<string, FamilyMemberContent>>;
  familyActions: FamilyActions;
  learning: Readonly<Record<string, LearningContent>>;
  settings: Readonly<Record<string, SettingContent>>;
  themes: Readonly<Record<string, ThemeContent>>;
}

/** The first catalogue entry whose pattern matches the text (catalogue order decides ties). */
export function matchEntry<T extends { match: RegExp }>(
  catalogue: Readonly<Record<string, T>>,
  text: string,
): { id: string; content: T } | undefined {
  if (text.trim() === '') return undefined;
  for (const [id, content] of Object.entries(catalogue)) {
    content.match.lastIndex = 0;
    if (content.match.test(text)) return { id, content };
  }
  return undefined;
}
