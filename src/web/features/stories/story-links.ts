import { CREATE_STORY_QUERY, PATHS } from '../../lib/paths';

/** Query naming the child the story form should start with (`/library?create=1&child=<id>`). */
export const STORY_CHILD_QUERY = 'child';

/** The Library with the story form opening for one child. */
export function storyFormPath(childId?: string): string {
  const params = new URLSearchParams({ [CREATE_STORY_QUERY]: '1' });
  if (childId) params.set(STORY_CHILD_QUERY, childId);
  return `${PATHS.library}?${params.toString()}`;
}
