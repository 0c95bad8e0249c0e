import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TPlan } from '../../../shared/billing';
import { SUBSCRIPTION_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages';
import type { TPlanKey } from '../../../shared/plans';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PageFrame } from '../../components/PageFrame';
import { useOnPageRestore } from '../../lib/page-restore';
import { useMe } from '../identity/hooks';
import { portalErrorMessage } from './errors';
import { usePlans, usePortalRedirect, useSubscriptionStatus } from './hooks';
import type { TPlanCardAction, TPlanViewer } from './plan-actions';
import { orderPlans } from './plan-order';
import { PlansGrid, PlansLoadState } from './PlansGrid';
import { signupUrl } from './signup-url';

/** Spec §2 /pricing-extension: the signed-in pricing page built from the catalogue, with Logout. */
export function PricingExtensionPage({ onLogout }: { onLogout: () => void }) {
  const navigate = useNavigate();
  const me = useMe();
  const signedIn = Boolean(me.data);
  const plans = usePlans('catalogue');
  const status = useSubscriptionStatus(signedIn);
  const portal = usePortalRedirect();
  const [pendingKey, setPendingKey] = useState<TPlanKey | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Back from the billing portal: the page returns as it was left, every plan button disabled.
  useOnPageRestore(() => {
    portal.reset();
    setPendingKey(null);
  });

  // Without a readable status the page still sells: the server decides the trial at checkout.
  const viewer: TPlanViewer = status.data ? { kind: 'member', status: status.data } : { kind: 'visitor' };
  const trialAllowed = !status.data?.hasEverSubscribedOrTrialed;

  const onAction = (key: TPlanKey, plan: TPlan, action: TPlanCardAction) => {
    setError(null);
    setPendingKey(key);
    if (action.kind === 'portal') {
      portal.mutate(undefined, {
        onError: (failure) => {
          setError(portalErrorMessage(failure));
          setPendingKey(null);
        },
      });
      return;
    }
    if (!plan.priceId) {
      setError(VALIDATION_MESSAGES.invalidPlan);
      setPendingKey(null);
      return;
    }
    const trialDays = key === 'starter' && trialAllowed ? plan.trialDays : 0;
    void navigate(signupUrl({ priceId: plan.priceId, product: key, trialDays }));
  };

  return (
    <PageFrame
      title="Choose your plan"
      wide
      actions={
        <Button variant="ghost" onClick={onLogout}>
          Logout
        </Button>
      }
    >
      <p className="lead muted pricing-intro">
        {me.data ? `Welcome, ${me.data.displayName || me.data.email}! ` : ''}
        Your account is ready. Choose the plan that suits your family, and tonight’s story can begin.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <PlansLoadState
        isPending={plans.isPending}
        error={plans.isError ? SUBSCRIPTION_MESSAGES.couldNotLoadPlans : null}
        retrying={plans.isFetching}
        onRetry={() => void plans.refetch()}
      />
      {plans.data && (
        <PlansGrid
          entries={orderPlans(plans.data)}
          viewer={viewer}
          processing={pendingKey !== null}
          pendingKey={pendingKey}
          onAction={onAction}
        />
      )}
      <p className="pricing-footnote muted">
        Subscriptions renew automatically and can be cancelled anytime. The free trial converts to a paid plan
        unless cancelled before it ends.
      </p>
    </PageFrame>
  );
}
