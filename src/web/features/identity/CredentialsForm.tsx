import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { PATHS } from '../../lib/paths';
import { SIGNUP_MESSAGES } from '../../../shared/messages';
import { signInWithEmail, signUpAndSignIn } from './api';
import { signInErrorMessage, signUpErrorMessage } from './error-messages';
import { useRefreshMe } from './hooks';
import { GoogleButton } from './GoogleButton';
import {
  hasErrors,
  validateCredentials,
  type TCredentialsMode,
  type TCredentialsValues,
  type TFieldErrors,
} from './validation';

interface TCredentialsFormProps {
  mode: TCredentialsMode;
  values: TCredentialsValues;
  onChange: (values: TCredentialsValues) => void;
  onForgotPassword: () => void;
}

type TField = keyof TCredentialsValues;

/** The Login and Sign Up tab panels: same fields (name only on sign-up), Enter submits. */
export function CredentialsForm({ mode, values, onChange, onForgotPassword }: TCredentialsFormProps) {
  const refreshMe = useRefreshMe();
  const [errors, setErrors] = useState<TFieldErrors<TField>>({});
  const inputs = useRef<Partial<Record<TField, HTMLInputElement | null>>>({});

  const submit = useMutation({
    mutationFn: async (input: TCredentialsValues): Promise<'signedIn' | 'checkEmail'> => {
      if (mode === 'signup') {
        const signedIn = await signUpAndSignIn({
          name: input.name.trim(),
          email: input.email.trim(),
          password: input.password,
        });
        // A taken address: its owner was mailed; the page says only that a message was sent.
        if (!signedIn) return 'checkEmail';
        // Sign-up leads to the catalogue pricing page (spec §2), a page for signed-in users only,
        // with a full page load that reads the new session first. An in-app hand-over raced: the
        // new session could reach /login (which sends a signed-in user to '/') before the
        // navigation to /pricing-extension, or /pricing-extension could see the old "signed out".
        window.location.assign(PATHS.pricingExtension);
        return 'signedIn';
      }
      await signInWithEmail({ email: input.email.trim(), password: input.password });
      await refreshMe();
      return 'signedIn';
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCredentials(mode, values);
    setErrors(found);
    if (hasErrors(found)) {
      const first = (['name', 'email', 'password'] as const).find((field) => found[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    submit.mutate(values);
  };

  const set = (field: TField) => (event: { target: { value: string } }) => {
    onChange({ ...values, [field]: event.target.value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const serverError = submit.isError
    ? mode === 'signup'
      ? signUpErrorMessage(submit.error)
      : signInErrorMessage(submit.error)
    : null;

  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      {mode === 'signup' && (
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          ref={(el) => {
            inputs.current.name = el;
          }}
        />
      )}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        ref={(el) => {
          inputs.current.email = el;
        }}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        ref={(el) => {
          inputs.current.password = el;
        }}
      />
      {serverError && <Alert tone="error">{serverError}</Alert>}
      {mode === 'signup' && submit.data === 'checkEmail' && submit.variables && (
        <Alert tone="info">{SIGNUP_MESSAGES.checkEmail(submit.variables.email.trim())}</Alert>
      )}
      <Button type="submit" block busy={submit.isPending}>
        {mode === 'signup' ? 'Create Account' : 'Sign In'}
      </Button>
      {mode === 'login' && (
        <Button variant="link" className="forgot-link" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
      )}
      <GoogleButton />
    </form>
  );
}
