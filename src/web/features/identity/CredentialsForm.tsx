import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { PATHS } from '../../lib/paths';
import { signInWithEmail, signUpWithEmail } from './api';
import { signInErrorMessage, signUpErrorMessage } from './error-messages';
import { useRefreshMe, useReloadMe } from './hooks';
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
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const reloadMe = useReloadMe();
  const [errors, setErrors] = useState<TFieldErrors<TField>>({});
  const inputs = useRef<Partial<Record<TField, HTMLInputElement | null>>>({});

  const submit = useMutation({
    mutationFn: async (input: TCredentialsValues) => {
      if (mode === 'signup') {
        await signUpWithEmail({
          name: input.name.trim(),
          email: input.email.trim(),
          password: input.password,
        });
        // Sign-up leads to the catalogue pricing page (spec §2), a page for signed-in users only:
        // auth reads as loading (not "signed out") until the new session is known, so the chooser
        // never takes the new parent for a visitor and sends them to /pricing.
        const reloading = reloadMe();
        await navigate(PATHS.pricingExtension);
        await reloading;
        return;
      }
      await signInWithEmail({ email: input.email.trim(), password: input.password });
      await refreshMe();
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
