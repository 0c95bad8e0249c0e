import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TChild, TChildInput } from '../../../shared/children';
import { apiSend } from '../../lib/api';
import { CREDIT_KEYS } from '../credits/hooks';
import { STORY_KEYS } from '../stories/hooks';
import { CHILD_KEYS, childrenQuery } from './children-query';

export { CHILD_KEYS };

/** GET /api/children (spec §7): the family's child profiles, oldest first. */
export function useChildren({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...childrenQuery(), enabled });
}

/** Create, update and delete; each refreshes the list (and credits, which are per child on Family). */
export function useChildMutations() {
  const queryClient = useQueryClient();
  const refresh = async (alsoStories: boolean) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CHILD_KEYS.list }),
      queryClient.invalidateQueries({ queryKey: CREDIT_KEYS.root }),
      alsoStories ? queryClient.invalidateQueries({ queryKey: STORY_KEYS.root }) : Promise.resolve(),
    ]);
  };

  const create = useMutation({
    mutationFn: async (input: TChildInput) =>
      (await apiSend<{ data: TChild }>('POST', '/api/children', input)).data,
    onSuccess: () => refresh(false),
  });
  const update = useMutation({
    mutationFn: async ({ id, input }: { id: string; input: TChildInput }) =>
      (await apiSend<{ data: TChild }>('PUT', `/api/children/${encodeURIComponent(id)}`, input)).data,
    onSuccess: () => refresh(true),
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiSend<{ success: boolean }>('DELETE', `/api/children/${encodeURIComponent(id)}`),
    onSuccess: () => refresh(true),
  });
  return { create, update, remove };
}
