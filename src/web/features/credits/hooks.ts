import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { TCreditStatus } from '../../../shared/credits';
import { apiGet } from '../../lib/api';

export const CREDIT_KEYS = {
  root: ['credits'] as const,
  /** Family counts are per child; without a child the sum over the children. */
  status: (childId: string | null) => ['credits', childId ?? 'all'] as const,
};

export function creditStatusPath(childId: string | null): string {
  return childId
    ? `/api/stories/credits/status?childId=${encodeURIComponent(childId)}`
    : '/api/stories/credits/status';
}

export function fetchCreditStatus(childId: string | null, signal?: AbortSignal): Promise<TCreditStatus> {
  return apiGet<TCreditStatus>(creditStatusPath(childId), { signal });
}

/** GET /api/stories/credits/status (spec §3 Credit status), as one query's options. */
export function creditStatusQuery(childId: string | null = null) {
  return queryOptions({
    queryKey: CREDIT_KEYS.status(childId),
    queryFn: ({ signal }) => fetchCreditStatus(childId, signal),
    staleTime: 10_000,
  });
}

/** GET /api/stories/credits/status (spec §3 Credit status). */
export function useCreditStatus(childId: string | null = null) {
  return useQuery(creditStatusQuery(childId));
}

/** Marks every credit count stale (after a story, a failed story, a new or deleted child). */
export function useRefreshCredits(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: CREDIT_KEYS.root }), [queryClient]);
}

/** The current time, ticking every `intervalMs` (the reset countdown). */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
