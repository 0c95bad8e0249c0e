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
  solutions: SolutionCatalogue;
  /** From a parent's free text to the catalogue entry it means (undefined: none). */
  matchInterest(text: string): InterestContent | undefined;
  /** A favourite character type, with the companion's own name when the parent typed one. */
  matchCharacter(text: string): { content: CharacterTypeContent; name?: string } | undefined;
  matchTwist(text: string): TwistContent | undefined;
  /**
   * The whole twist catalogue: when the parent's twist cannot happen in the story's world (no
   * whale in space), the closest twist that can is told instead, so the choice always shows.
   */
  twists?: readonly TwistContent[];
  matchLearning(text: string): LearningContent | undefined;
  matchSetting(text: string): SettingContent | undefined;
  matchTheme(text: string): ThemeContent | undefined;
  /** The family members and friends named in the text, each with what they can do. */
  matchFamily(text: string): FamilyMember[];
}

export interface FamilyMember {
  /** What the story calls them once introduced ("Sam", "Grandma", "{nameS} little brother"). */
  name: string;
  /** The first mention, which says who they are to the child ("{nameS} little brother Sam"). */
  intro: string;
  /** More than one person ("Mom and Dad"): a plural verb. */
  plural: boolean;
  pronoun: FamilyMemberContent['pronoun'];
  /** Members who cannot come along (a baby) act at home only. */
  stayHome: boolean;
  actions: FamilyActions;
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
