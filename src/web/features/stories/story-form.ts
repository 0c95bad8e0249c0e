/** The story generation form (spec §5): values, defaults, and the POST /api/stories/generate body. */
import {
  DEFAULT_STORY_LENGTH,
  DEFAULT_THEME,
  STORY_LENGTHS,
  STORY_THEMES,
  type TStoryLength,
  type TStoryTheme,
} from '../../../shared/constants';
import {
  FAMILY_OPTIONS,
  LEARNING_OPTIONS,
  SETTING_OPTIONS,
  TWIST_OPTIONS,
} from '../../../shared/story-options';
import { SERIES_DEFAULT_CHAPTERS, type TSeriesCreateBody } from '../../../shared/series';
import { capitalise } from '../../lib/format';

export interface TStoryFormValues {
  childId: string;
  /** Family: brothers and sisters in the same story (the first child's credit pays). */
  siblingIds: string[];
  theme: TStoryTheme;
  storyLength: TStoryLength;
  setting: string;
  randomTwist: string;
  familyFriends: string;
  learningGoals: string;
  customPrompt: string;
  /** Make it a series (issue 27): this story is chapter 1 of `chapters`. */
  series: boolean;
  chapters: number;
}

/** The request body (spec §3 Story generation request); empty options are left out. */
export interface TStoryGenerateBody {
  childId: string;
  /** Siblings in one story: every child, the paying one (childId) first. */
  childIds?: string[];
  storyType: 'personalized_text';
  theme: TStoryTheme;
  storyLength: TStoryLength;
  setting?: string;
  randomTwist?: string;
  familyFriends?: string;
  learningGoals?: string;
  customPrompt?: string;
  /** A series' next chapter: the series' children and options are used, not these. */
  seriesId?: string;
}

// Same bounds as src/shared/stories.ts (not imported: that module brings zod into the page).
export const STORY_OPTION_MAX = 100;
export const CUSTOM_PROMPT_MAX = 500;

export function defaultStoryForm(childId = ''): TStoryFormValues {
  return {
    childId,
    siblingIds: [],
    theme: DEFAULT_THEME,
    storyLength: DEFAULT_STORY_LENGTH,
    setting: '',
    randomTwist: '',
    familyFriends: '',
    learningGoals: '',
    customPrompt: '',
    series: false,
    chapters: SERIES_DEFAULT_CHAPTERS,
  };
}

export const THEME_OPTIONS = STORY_THEMES.map((theme) => ({ value: theme, label: capitalise(theme) }));

/** 'Short (2-3 min)', 'Medium (4-6 min)', 'Long (7-10 min)'. */
export const LENGTH_OPTIONS = (Object.keys(STORY_LENGTHS) as TStoryLength[]).map((key) => ({
  value: key,
  label: capitalise(key),
  minutes: `${STORY_LENGTHS[key].minutes} min`,
}));

/**
 * Suggestions offered under the optional fields (an HTML datalist: the parent may pick one or
 * type anything else). The same lists as the admin's generator, so every suggestion is one the
 * story engine knows how to write.
 */
export const SUGGESTIONS = {
  setting: SETTING_OPTIONS.map((o) => o.label),
  randomTwist: TWIST_OPTIONS.map((o) => o.label),
  familyFriends: FAMILY_OPTIONS.map((o) => o.label),
  learningGoals: LEARNING_OPTIONS.map((o) => o.label),
} as const satisfies Record<'setting' | 'randomTwist' | 'familyFriends' | 'learningGoals', readonly string[]>;

function option(text: string, max: number): string | undefined {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed === '' ? undefined : trimmed.slice(0, max);
}

export function toGenerateBody(values: TStoryFormValues): TStoryGenerateBody {
  const siblings = values.siblingIds.filter((id) => id !== values.childId);
  const body: TStoryGenerateBody = {
    childId: values.childId,
    ...(siblings.length > 0 ? { childIds: [values.childId, ...siblings] } : {}),
    storyType: 'personalized_text',
    theme: values.theme,
    storyLength: values.storyLength,
  };
  const optional = {
    setting: option(values.setting, STORY_OPTION_MAX),
    randomTwist: option(values.randomTwist, STORY_OPTION_MAX),
    familyFriends: option(values.familyFriends, STORY_OPTION_MAX),
    learningGoals: option(values.learningGoals, STORY_OPTION_MAX),
    customPrompt: values.customPrompt.trim().slice(0, CUSTOM_PROMPT_MAX) || undefined,
  };
  for (const [key, value] of Object.entries(optional) as [keyof typeof optional, string | undefined][]) {
    if (value !== undefined) body[key] = value;
  }
  return body;
}

/** POST /api/series: the children and the story options of the form, for `chapters` chapters. */
export function toSeriesBody(values: TStoryFormValues): TSeriesCreateBody {
  const { childId, childIds, ...options } = toGenerateBody(values);
  return { childIds: childIds ?? [childId], chapters: values.chapters, ...options };
}
