import { useInfiniteQuery } from '@tanstack/react-query';
import { NO_FILTERS } from './library-view';
import { libraryPages } from './use-library-pages';

/**
 * Whether the family has stories of its own, for the app root's landing (route-chooser.ts): the
 * Library's own first page, so a family sent there finds it loaded. A refusal (no subscription:
 * the library is for subscribers) or a failure counts as none: the Daily tab says what to do.
 */
export function useOwnStories(enabled: boolean): 'unknown' | 'none' | 'some' {
  const query = useInfiniteQuery({ ...libraryPages(NO_FILTERS), enabled });
  if (!enabled || query.isError) return 'none';
  if (query.isPending) return 'unknown';
  return (query.data.pages[0]?.data.length ?? 0) > 0 ? 'some' : 'none';
}
