import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStory } from '../../../shared/stories';
import { apiGet, apiSend } from '../../lib/api';
import { removeKept } from '../../lib/offline/keep';

export const STORY_KEYS = {
  root: ['stories'] as const,
  all: ['stories', 'all'] as const,
  /** The library's pages for one choice of filters (use-library-pages.ts). */
  pages: (filters: object) => ['stories', 'pages', filters] as const,
  one: (id: string) => ['stories', 'one', id] as const,
};

/** GET /api/stories/all: the family's library, newest first. */
export function useStories(enabled = true) {
  return useQuery({
    queryKey: STORY_KEYS.all,
    queryFn: async ({ signal }) => (await apiGet<{ data: TStory[] }>('/api/stories/all', { signal })).data,
    enabled,
  });
}

/** GET /api/stories/:id; the reader falls back to the list when this fails. */
export function useStory(id: string) {
  return useQuery({
    queryKey: STORY_KEYS.one(id),
    queryFn: async ({ signal }) =>
      (await apiGet<{ data: TStory }>(`/api/stories/${encodeURIComponent(id)}`, { signal })).data,
  });
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend<{ success: boolean }>('DELETE', `/api/stories/${encodeURIComponent(id)}`),
    onSuccess: (_result, id) => {
      // A deleted story does not stay on the device either.
      void removeKept(id).catch(() => undefined);
      queryClient.setQueryData<TStory[]>(STORY_KEYS.all, (list) => list?.filter((s) => s.id !== id));
      queryClient.removeQueries({ queryKey: STORY_KEYS.one(id) });
      return queryClient.invalidateQueries({ queryKey: STORY_KEYS.root });
    },
  });
}
