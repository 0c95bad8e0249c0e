import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TPlan } from '../../../shared/billing';
import { VALIDATION_MESSAGES } from '../../../shared/messages';
import type { TPlanKey } from '../../../shared/plans';
import { Alert } from '../../components/Alert';
import { PageFrame } from '../../components/PageFrame';
import { TextField } from '../../components/TextField';
import { PATHS } from '../../lib/paths';
import { useOnPageRestore } from '../../lib/page-restore';
import { useMe } from '../identity/hooks';
import { plansErrorMessage, portalErrorMessage } from './errors';
import { usePlans, usePortalRedirect, useSubscriptionStatus } from './hooks';
import { scrollBehavior } from '../../lib/motion';
import type { TPlanCardAction, TPlanViewer } from './plan-actions';
import { orderPlans } from './plan-order';
import { PlansGrid, PlansLoadState } from './PlansGrid';
import { emailError } from './signup-form';
import { signupUrl } from './signup-url';

/** Spec §2 /pricing: a visitor enters an e-mail, picks a plan and continues to /signup. */
export function PricingPage() {
  const navigate = useNavigate();
  const me = useMe();
  const plans = usePlans('public');
  // A signed-in visitor sees their own plan and offers (no trial twice, no second subscription).
  const status = useSubscriptionStatus(Boolean(me.data));
  const viewer: TPlanViewer = status.data ? { kind: 'member', status: status.data } : { kind: 'visitor' };
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pendingKey, setPendingKey] = useState<TPlanKey | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  // A signed-in visitor starts with their own address.
  const email = typedEmail ?? me.data?.email ?? '';

  const portal = usePortalRedirect();
  // Back from the billing portal: the page returns as it was left, every plan button disabled.
  useOnPageRestore(() => {
    portal.reset();
    setPendingKey(null);
  });

  const choose = (key: TPlanKey, plan: TPlan, action: TPlanCardAction) => {
    setFormError(null);
    if (action.kind === 'portal') {
      setPendingKey(key);
      portal.mutate(undefined, {
        onError: (failure) => {
          setFormError(portalErrorMessage(failure));
          setPendingKey(null);
        },
      });
      return;
    }
    const problem = emailError(email);
    setFieldError(problem);
    if (problem) {
      emailInput.current?.focus();
      emailInput.current?.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
      return;
    }
    if (!plan.priceId) {
      setFormError(VALIDATION_MESSAGES.invalidPlan);
      return;
    }
    setPendingKey(key);
    void navigate(signupUrl({ priceId: plan.priceId, email: email.trim(), product: key }));
  };

  return (
    <PageFrame
      title="Choose your plan"
      wide
      actions={
        me.data ? undefined : (
          <Link className="btn btn--ghost" to={PATHS.login}>
            <span>Sign in</span>
          </Link>
        )
      }
    >
      <p className="lead muted pricing-intro">
        Personalised bedtime stories where your child is the hero. Pick the plan that suits your family — you
        can cancel anytime.
      </p>
      <form
        className="card stack pricing-email"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => event.preventDefault()}
      >
        <TextField
          ref={emailInput}
          label="Your email address"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          hint="We will create your account with this address."
          value={email}
          onChange={(event) => {
            setTypedEmail(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          error={fieldError}
        />
      </form>
      {formError && <Alert tone="error">{formError}</Alert>}
      <PlansLoadState
        isPending={plans.isPending}
        error={plans.isError ? plansErrorMessage(plans.error) : null}
        retrying={plans.isFetching}
        onRetry={() => void plans.refetch()}
      />
      {plans.data && (
        <PlansGrid
          label="Plans"
          entries={orderPlans(plans.data)}
          viewer={viewer}
          processing={pendingKey !== null}
          pendingKey={pendingKey}
          onAction={choose}
        />
      )}
      <p className="pricing-footnote muted">
        Prices in US dollars. Subscriptions renew automatically and can be cancelled anytime.{' '}
        {me.data ? (
          <Link to={PATHS.home}>Back to the app</Link>
        ) : (
          <>
            Already have an account? <Link to={PATHS.login}>Sign in</Link>
          </>
        )}
      </p>
    </PageFrame>
  );
}
