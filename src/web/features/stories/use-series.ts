import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  SERIES_PATH,
  type TSeries,
  type TSeriesCreateBody,
  type TSeriesDetail,
} from '../../../shared/series';
import { apiGet, apiSend } from '../../lib/api';

export const SERIES_KEYS = { all: ['series'] as const };

/** GET /api/series: the family's series, newest first, each with its chapters in order. */
export function seriesQuery() {
  return queryOptions({
    queryKey: SERIES_KEYS.all,
    queryFn: async ({ signal }) => (await apiGet<{ data: TSeriesDetail[] }>(SERIES_PATH, { signal })).data,
  });
}

export function useSeriesList(enabled = true) {
  return useQuery({ ...seriesQuery(), enabled });
}

/** POST /api/series, and a way to refresh the shelves once a chapter is written. */
export function useSeriesActions() {
  const queryClient = useQueryClient();
  const start = useCallback(
    async (body: TSeriesCreateBody) => (await apiSend<{ data: TSeries }>('POST', SERIES_PATH, body)).data,
    [],
  );
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: SERIES_KEYS.all }),
    [queryClient],
  );
  return { start, refresh };
}
