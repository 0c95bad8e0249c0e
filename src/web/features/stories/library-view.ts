/** The Library's pure logic: ordering, filter chips, filtering, the featured excerpt, paragraphs. */
import { FEATURED_EXCERPT_CHARS } from '../../../shared/constants';
import type { TStory } from '../../../shared/stories';

export const AUDIO_FILTERS = [
  { key: 'all', label: 'All Stories' },
  { key: 'audio', label: 'With Audio' },
  { key: 'text', label: 'Text Only' },
] as const;
export type TAudioFilter = (typeof AUDIO_FILTERS)[number]['key'];

export interface TLibraryFilters {
  /** null: All Kids. */
  childId: string | null;
  /** null: All Themes. */
  theme: string | null;
  audio: TAudioFilter;
}

export const NO_FILTERS: TLibraryFilters = { childId: null, theme: null, audio: 'all' };

export function hasAudio(story: Pick<TStory, 'audio'>): boolean {
  const audio = story.audio;
  return Boolean(audio && (audio.audioUrl || audio.audioBase64));
}

function time(value: string): number {
  const t = Date.parse(value);
  return Number.isNaN(t) ? 0 : t;
}

/** Newest first; the same instant keeps the order the server gave. */
export function sortNewestFirst<T extends Pick<TStory, 'createdAt'>>(stories: readonly T[]): T[] {
  return stories
    .map((story, index) => ({ story, index }))
    .sort((a, b) => time(b.story.createdAt) - time(a.story.createdAt) || a.index - b.index)
    .map(({ story }) => story);
}

/** The theme chips: the distinct themes of the stories, sorted. */
export function themeOptions(stories: readonly Pick<TStory, 'theme'>[]): string[] {
  return [...new Set(stories.map((s) => s.theme).filter((t) => t !== ''))].sort((a, b) => a.localeCompare(b));
}

export function filterStories<T extends Pick<TStory, 'childId' | 'theme' | 'audio'>>(
  stories: readonly T[],
  filters: TLibraryFilters,
): T[] {
  return stories.filter(
    (s) =>
      (filters.childId === null || s.childId === filters.childId) &&
      (filters.theme === null || s.theme === filters.theme) &&
      (filters.audio === 'all' || (filters.audio === 'audio') === hasAudio(s)),
  );
}

/** A filter that points at something gone (a deleted child, a theme no story has) falls back to all. */
export function reconcileFilters(
  filters: TLibraryFilters,
  childIds: readonly string[],
  themes: readonly string[],
): TLibraryFilters {
  const childId = filters.childId !== null && childIds.includes(filters.childId) ? filters.childId : null;
  const theme = filters.theme !== null && themes.includes(filters.theme) ? filters.theme : null;
  if (childId === filters.childId && theme === filters.theme) return filters;
  return { ...filters, childId, theme };
}

/**
 * The featured story's excerpt: the first FEATURED_EXCERPT_CHARS characters, with '…' when cut.
 * The library sends the content's first characters only, so an excerpt that fills them is cut
 * (a story is hundreds of words). A cut ends on a whole word: "waved at each…", not "each o".
 */
export function excerpt(content: string, max: number = FEATURED_EXCERPT_CHARS): string {
  const chars = Array.from(content);
  const text = chars.slice(0, max).join('').replace(/\s+/g, ' ').trim();
  if (chars.length < max) return text;
  const lastSpace = text.lastIndexOf(' ');
  const whole = lastSpace > max * 0.6 ? text.slice(0, lastSpace) : text;
  return `${whole.replace(/[\s,;:]+$/, '')}…`;
}

/** The reader's paragraphs: content split on newlines, blank lines skipped. */
export function paragraphs(content: string): string[] {
  return content
    .split(/\r\n|\r|\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
