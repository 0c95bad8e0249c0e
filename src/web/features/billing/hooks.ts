import { useMutation, useQuery } from '@tanstack/react-query';
import { PATHS } from '../../lib/paths';
import {
  createCheckout,
  createPortalLink,
  fetchCataloguePlans,
  fetchCurrentSubscription,
  fetchPublicPlans,
  fetchSubscriptionStatus,
  redirectTo,
} from './api';

export const BILLING_KEYS = {
  plans: (source: TPlansSource) => ['billing', 'plans', source] as const,
  status: ['billing', 'status'] as const,
  current: ['billing', 'current'] as const,
};

/** 'public' for /pricing and the sign-up page, 'catalogue' for the signed-in pages. */
export type TPlansSource = 'public' | 'catalogue';

export function usePlans(source: TPlansSource) {
  return useQuery({
    queryKey: BILLING_KEYS.plans(source),
    queryFn: ({ signal }) => (source === 'public' ? fetchPublicPlans(signal) : fetchCataloguePlans(signal)),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user's subscription status (first form); `enabled` false while signed out. */
export function useSubscriptionStatus(enabled = true) {
  return useQuery({
    queryKey: BILLING_KEYS.status,
    queryFn: ({ signal }) => fetchSubscriptionStatus(null, signal),
    enabled,
    // Coming back from the billing portal must show what changed there.
    staleTime: 0,
  });
}

/** The second form of the status: the entitled plan and its usage limits. */
export function useCurrentSubscription(enabled = true) {
  return useQuery({
    queryKey: BILLING_KEYS.current,
    queryFn: ({ signal }) => fetchCurrentSubscription(signal),
    enabled,
    staleTime: 0,
  });
}

/** Creates a checkout session and leaves for it; stays pending-looking (`isSuccess`) while the browser goes. */
export function useCheckoutRedirect(onLeaving?: () => void) {
  return useMutation({
    mutationFn: (priceId: string) => createCheckout(priceId),
    onSuccess: ({ url }) => {
      onLeaving?.();
      redirectTo(url);
    },
  });
}

/** Opens the billing portal; it returns to the Profile tab (spec §2: /subscription). */
export function usePortalRedirect() {
  return useMutation({
    // A path: the server resolves it against its own public URL, so only our pages can be the way back.
    mutationFn: () => createPortalLink(PATHS.subscription),
    onSuccess: ({ url }) => redirectTo(url),
  });
}
