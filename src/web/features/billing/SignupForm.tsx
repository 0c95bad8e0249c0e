import { useRef, useState, type FormEvent } from 'react';
import { BILLING_UI_MESSAGES } from '../../../shared/messages';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { GoogleIcon } from '../../components/icons';
import { TextField } from '../../components/TextField';
import { usePublicConfig } from '../../lib/public-config';
import { hasErrors, type TFieldErrors } from '../identity/validation';
import { SIGNUP_FIELDS, validateSignup, type TSignupField, type TSignupValues } from './signup-form';

interface TSignupFormProps {
  initialEmail: string;
  onSubmit: (values: TSignupValues) => void;
  onGoogle: () => void;
  googlePending: boolean;
  googleError: string | null;
}

const FIELD_PROPS: Record<TSignupField, { label: string; type: string; autoComplete: string }> = {
  name: { label: 'Full name', type: 'text', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  password: { label: 'Password', type: 'password', autoComplete: 'new-password' },
  confirm: { label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
};

/** Spec §2 sign-up page form: full name, e-mail, password, confirm; and Continue with Google. */
export function SignupForm({
  initialEmail,
  onSubmit,
  onGoogle,
  googlePending,
  googleError,
}: TSignupFormProps) {
  const { googleEnabled } = usePublicConfig();
  const [values, setValues] = useState<TSignupValues>({
    name: '',
    email: initialEmail,
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<TFieldErrors<TSignupField>>({});
  const inputs = useRef<Partial<Record<TSignupField, HTMLInputElement | null>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    if (hasErrors(found)) {
      const first = SIGNUP_FIELDS.find((field) => found[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <form className="stack" noValidate onSubmit={submit} aria-label="Create your account">
      {SIGNUP_FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          {...FIELD_PROPS[field]}
          inputMode={field === 'email' ? 'email' : undefined}
          hint={field === 'password' ? 'At least 6 characters.' : undefined}
          value={values[field]}
          onChange={(event) => {
            setValues({ ...values, [field]: event.target.value });
            if (errors[field]) setErrors({ ...errors, [field]: undefined });
          }}
          error={errors[field]}
          ref={(el) => {
            inputs.current[field] = el;
          }}
        />
      ))}
      <Button type="submit" block>
        {BILLING_UI_MESSAGES.createAndSubscribe}
      </Button>
      {googleEnabled && (
        <>
          <p className="divider" aria-hidden="true">
            <span>or</span>
          </p>
          <Button variant="google" block icon={<GoogleIcon />} busy={googlePending} onClick={onGoogle}>
            Continue with Google
          </Button>
          {googleError && <Alert tone="error">{googleError}</Alert>}
        </>
      )}
    </form>
  );
}
