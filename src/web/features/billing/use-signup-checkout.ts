import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { AUTH_MESSAGES, SIGNUP_MESSAGES, SUBSCRIPTION_MESSAGES } from '../../../shared/messages';
import type { TSignupQuery } from '../../app/route-chooser';
import { signUpAndSignIn } from '../identity/api';
import { useOnPageRestore } from '../../lib/page-restore';
import { signUpErrorMessage } from '../identity/error-messages';
import { useAuthState, useRefreshMe } from '../identity/hooks';
import { createCheckout, redirectTo } from './api';
import { checkoutErrorMessage } from './errors';
import { startGoogleSignup } from './google-signup';
import { clearSignupAttempted, setSignupAttempted } from './signup-flag';
import type { TSignupValues } from './signup-form';
import { signupErrorUrl, signupUrl } from './signup-url';

/** Sign-up did not open a session: the address may have had an account already. */
class CheckEmail extends Error {
  constructor(readonly email: string) {
    super('check e-mail');
  }
}

/** What the sign-up page shows: the form, or one of the three loading messages of spec §2. */
export type TSignupView = 'form' | 'signingUp' | 'creatingCheckout' | 'redirecting';

/**
 * Spec §4 sign-up and checkout: (2) create the account, (3) once signed in and holding a priceId
 * create the checkout automatically, (4) go to its URL or show the error with the form again.
 * A return from a cancelled checkout (or with an error) never starts checkout by itself.
 */
export function useSignupCheckout(query: TSignupQuery) {
  const { auth, user } = useAuthState();
  const refreshMe = useRefreshMe();
  const autoStarted = useRef(false);
  // Back from checkout: the page would return frozen on 'Almost Ready'. It shows the form
  // ('Continue to Checkout') instead, and never leaves for checkout again by itself.
  const [cameBack, setCameBack] = useState(false);
  const { priceId } = query;

  const checkout = useMutation({
    mutationFn: (id: string) => createCheckout(id),
    onSuccess: ({ url }) => {
      clearSignupAttempted();
      redirectTo(url);
    },
    onError: () => clearSignupAttempted(),
  });

  const signUp = useMutation({
    mutationFn: async (values: TSignupValues) => {
      setSignupAttempted();
      const signedIn = await signUpAndSignIn({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      // A taken address (its owner was mailed): said the same way whichever it was (issue 28).
      if (!signedIn) throw new CheckEmail(values.email.trim());
      await refreshMe();
    },
    onError: (error, values) => {
      clearSignupAttempted();
      // Spec §4: sign-up errors reload the page with an error query parameter.
      const message =
        error instanceof CheckEmail ? SIGNUP_MESSAGES.checkEmail(error.email) : signUpErrorMessage(error);
      window.location.replace(signupErrorUrl(query, values.email, message));
    },
  });

  const google = useMutation({
    mutationFn: () => {
      setSignupAttempted();
      const here = signupUrl({ ...query, error: null, checkoutCanceled: false });
      return startGoogleSignup(here, signupUrl({ ...query, error: AUTH_MESSAGES.googleSignupFailed }));
    },
    onError: () => clearSignupAttempted(),
  });

  const signedIn = auth.status === 'signedIn';
  const justSignedUp = signUp.isPending || signUp.isSuccess;
  const wantsAutoCheckout =
    !cameBack && signedIn && Boolean(priceId) && (justSignedUp || (!query.checkoutCanceled && !query.error));
  const { mutate: startCheckout } = checkout;

  useOnPageRestore(() => {
    setCameBack(true);
    checkout.reset();
    signUp.reset();
    google.reset();
  });

  useEffect(() => {
    if (!wantsAutoCheckout || !priceId || autoStarted.current) return;
    autoStarted.current = true;
    startCheckout(priceId);
  }, [wantsAutoCheckout, priceId, startCheckout]);

  // The flag is cleared when no user exists (spec §4).
  useEffect(() => {
    if (auth.status === 'signedOut' && !signUp.isPending) clearSignupAttempted();
  }, [auth.status, signUp.isPending]);

  let view: TSignupView = 'form';
  if (checkout.isSuccess) view = 'redirecting';
  else if (checkout.isPending || (wantsAutoCheckout && checkout.isIdle)) view = 'creatingCheckout';
  else if (signUp.isPending || (signUp.isSuccess && checkout.isIdle && signedIn)) view = 'signingUp';

  return {
    view,
    user,
    signedIn,
    signUp: (values: TSignupValues) => signUp.mutate(values),
    retryCheckout: () => {
      if (priceId) checkout.mutate(priceId);
    },
    googleSignUp: () => google.mutate(),
    googlePending: google.isPending,
    googleError: google.isError ? AUTH_MESSAGES.googleSignupFailed : null,
    checkoutError: checkout.isError
      ? checkoutErrorMessage(checkout.error)
      : signUp.isSuccess && auth.status === 'signedOut'
        ? SUBSCRIPTION_MESSAGES.loginToSubscribe
        : null,
  };
}
