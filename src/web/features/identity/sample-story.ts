/** The front door's sample story: a public call, and how much of it shows before "Read the whole story". */
import { useQuery } from '@tanstack/react-query';
import { SAMPLE_STORY_PATH, type TSampleStory } from '../../../shared/front-door';
import { apiGet } from '../../lib/api';

/** Paragraphs as the reader shows them (spec §2 story reader): split on newlines, blank lines skipped. */
export function storyParagraphs(content: string): string[] {
  return content
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Collapsed: the first paragraph only. Open: all of them. */
export function visibleParagraphs(paragraphs: readonly string[], open: boolean): readonly string[] {
  return open ? paragraphs : paragraphs.slice(0, 1);
}

/** Public, cacheable, the same for every visitor: fetched once per page load at most. */
export function useSampleStory() {
  return useQuery({
    queryKey: ['front-door', 'sample-story'],
    queryFn: ({ signal }) => apiGet<TSampleStory>(SAMPLE_STORY_PATH, { signal }),
    staleTime: Infinity,
    retry: 1,
  });
}
