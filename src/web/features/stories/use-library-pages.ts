import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TStoryPage, TStorySummary } from '../../../shared/stories';
import { apiGet } from '../../lib/api';
import { STORY_KEYS } from './hooks';
import type { TLibraryFilters } from './library-view';

/** The query string of GET /api/stories for these filters (the server filters, in SQL). */
export function libraryQuery(filters: TLibraryFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filters.childId) params.set('childId', filters.childId);
  if (filters.theme) params.set('theme', filters.theme);
  if (filters.audio !== 'all') params.set('audio', filters.audio === 'audio' ? 'with' : 'without');
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface TLibraryPages {
  /** Every story loaded so far, newest first (summaries: the reader fetches the full text). */
  stories: TStorySummary[];
  /** The family's themes (for the chips), whatever the filters. */
  themes: string[];
  hasMore: boolean;
  loadingMore: boolean;
  /** Another filter's stories, shown while this filter's first page loads. */
  stale: boolean;
  loadMore: () => void;
}

const NO_STORIES: TStorySummary[] = [];
const NO_THEMES: string[] = [];

/** The library's pages for these filters: one cache entry, whoever asks (the Library, the landing). */
export function libraryPages(filters: TLibraryFilters) {
  return infiniteQueryOptions({
    queryKey: STORY_KEYS.pages(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiGet<TStoryPage>(`/api/stories${libraryQuery(filters, pageParam)}`, { signal }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * The library a page at a time (issue 14): one query per filter choice, each following the
 * server's nextCursor as the parent scrolls.
 */
export function useLibraryPages(filters: TLibraryFilters) {
  const query = useInfiniteQuery({
    ...libraryPages(filters),
    // While another filter's first page loads, the chips and list stay as they were.
    placeholderData: keepPreviousData,
  });
  const { data, hasNextPage, isFetchingNextPage, isFetching, isPlaceholderData, fetchNextPage } = query;
  // Another filter's pages stand in while the new first page loads: never page on from them (their
  // cursor belongs to the other filter), and never while a fetch is running (it would be cancelled).
  const canLoadMore = hasNextPage && !isPlaceholderData;
  // Apart from the flags: a refetch starting or ending must not hand the list a new array (the
  // rows are memoized on it, and fifty rows re-rendered is a long task on a phone).
  const stories = useMemo(() => data?.pages.flatMap((p) => p.data) ?? NO_STORIES, [data]);
  const themes = useMemo(() => data?.pages[0]?.themes ?? NO_THEMES, [data]);
  const pages: TLibraryPages = useMemo(
    () => ({
      stories,
      themes,
      hasMore: canLoadMore,
      loadingMore: isFetchingNextPage,
      stale: isPlaceholderData,
      loadMore: () => {
        if (canLoadMore && !isFetching) void fetchNextPage();
      },
    }),
    [stories, themes, canLoadMore, isFetchingNextPage, isPlaceholderData, isFetching, fetchNextPage],
  );
  return { query, pages };
}
