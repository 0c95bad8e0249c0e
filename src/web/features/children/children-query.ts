import { queryOptions } from '@tanstack/react-query';
import type { TChild } from '../../../shared/children';
import { apiGet } from '../../lib/api';

export const CHILD_KEYS = { list: ['children'] as const };

/**
 * GET /api/children (spec §7): the family's child profiles, oldest first. Its own small module: the
 * first page's script fetches it ahead for the library (router.tsx) without the children's hooks.
 */
export function childrenQuery() {
  return queryOptions({
    queryKey: CHILD_KEYS.list,
    queryFn: async ({ signal }) => (await apiGet<{ data: TChild[] }>('/api/children', { signal })).data,
  });
}
