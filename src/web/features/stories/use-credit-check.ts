import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TCreditKind } from '../../../shared/credits';
import { CREDIT_KEYS, fetchCreditStatus } from '../credits/hooks';
import { creditShortfall, type TCreditShortfall } from './generation-rules';

/**
 * Before generating (or opening the form): is a credit of this kind left (for this child on
 * Family, or for any child when none is chosen)? When the count
 * cannot be read, the server decides (it refuses with a credit error).
 */
export function useCreditCheck(): (
  childId: string | null,
  kind: TCreditKind,
) => Promise<TCreditShortfall | null> {
  const queryClient = useQueryClient();
  return useCallback(
    async (childId, kind) => {
      const read = (id: string | null) =>
        queryClient.fetchQuery({
          queryKey: CREDIT_KEYS.status(id),
          queryFn: ({ signal }) => fetchCreditStatus(id, signal),
          staleTime: 5_000,
        });
      try {
        const account = await read(null);
        // No child chosen yet (Family with several): the account's sum over its children.
        return creditShortfall(account.perChild && childId ? await read(childId) : account, kind);
      } catch {
        return null;
      }
    },
    [queryClient],
  );
}
