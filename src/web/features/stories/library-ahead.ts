import type { QueryClient } from '@tanstack/react-query';
import { childrenQuery } from '../children/children-query';
import { creditStatusQuery } from '../credits/hooks';
import { seriesQuery } from './use-series';

/**
 * What the library's first screen shows besides its stories: the children (its filters and empty
 * state wait for them), the credits bar and the series shelf above the featured story. Fetched
 * while the session is read, beside the first page of stories (router.tsx): otherwise they were
 * asked a round trip after the library's code had loaded, and the credits and shelf arriving
 * after the list moved the featured story down.
 */
export function prefetchLibraryScreen(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(childrenQuery());
  void queryClient.prefetchQuery(creditStatusQuery(null));
  void queryClient.prefetchQuery(seriesQuery());
}
