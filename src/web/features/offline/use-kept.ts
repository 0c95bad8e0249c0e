import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStory } from '../../../shared/stories';
import { keepStory, listKept, removeKept } from '../../lib/offline/keep';

export const KEPT_KEY = ['offline', 'kept'] as const;

/** The stories kept for offline on this device (IndexedDB), newest first. */
export function useKeptStories() {
  return useQuery({
    queryKey: KEPT_KEY,
    queryFn: listKept,
    // Local reads: no network, no retry, never stale behind the parent's own changes.
    networkMode: 'always',
    retry: false,
    staleTime: Infinity,
  });
}

export function useKeepStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (story: TStory) => keepStory(story),
    // Refused at once offline rather than paused and sent later (there is nothing to fetch).
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEPT_KEY }),
  });
}

export function useRemoveKept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeKept(id),
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEPT_KEY }),
  });
}
