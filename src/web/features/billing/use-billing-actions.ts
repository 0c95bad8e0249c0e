import { useState } from 'react';
import type { TPlan } from '../../../shared/billing';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import type { TPlanKey } from '../../../shared/plans';
import { useOnPageRestore } from '../../lib/page-restore';
import { checkoutErrorMessage, portalErrorMessage } from './errors';
import { useCheckoutRedirect, usePortalRedirect } from './hooks';
import type { TPlanCardAction } from './plan-actions';

/** Where a billing action started: a plan card, or the Manage Subscription button. */
export type TActionSource = TPlanKey | 'manage';

export interface TActionError {
  at: TActionSource;
  message: string;
}

/**
 * The signed-in billing actions of the Profile tab and the plans page: buy a plan (checkout) or
 * open the billing portal. While one runs (or the browser is leaving) everything is disabled.
 */
export function useBillingActions() {
  const checkout = useCheckoutRedirect();
  const portal = usePortalRedirect();
  const [pending, setPending] = useState<TActionSource | null>(null);
  const [error, setError] = useState<TActionError | null>(null);
  const processing = checkout.isPending || checkout.isSuccess || portal.isPending || portal.isSuccess;
  // Back from checkout or the portal: the buttons are live again.
  useOnPageRestore(() => {
    checkout.reset();
    portal.reset();
    setPending(null);
  });

  const openPortal = (at: TActionSource) => {
    setError(null);
    setPending(at);
    portal.mutate(undefined, {
      onError: (failure) => setError({ at, message: portalErrorMessage(failure) }),
    });
  };

  const subscribe = (key: TPlanKey, plan: TPlan) => {
    setError(null);
    if (!plan.priceId) {
      setError({ at: key, message: SUBSCRIPTION_MESSAGES.missingPriceId(plan.name) });
      return;
    }
    setPending(key);
    checkout.mutate(plan.priceId, {
      onError: (failure) =>
        setError({
          at: key,
          message: checkoutErrorMessage(failure, SUBSCRIPTION_MESSAGES.startSubscriptionFailed),
        }),
    });
  };

  return {
    processing,
    pending: processing ? pending : null,
    error,
    openPortal,
    onPlanAction: (key: TPlanKey, plan: TPlan, action: TPlanCardAction) =>
      action.kind === 'portal' ? openPortal(key) : subscribe(key, plan),
  };
}

export type TBillingActions = ReturnType<typeof useBillingActions>;
