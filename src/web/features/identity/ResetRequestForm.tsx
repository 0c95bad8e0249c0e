import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '../../../shared/messages';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { requestPasswordReset } from './api';
import { validateResetEmail } from './validation';

interface TResetRequestFormProps {
  initialEmail: string;
  onBack: (email: string) => void;
}

/** "Forgot your password?" mode: asks for the e-mail and sends the reset link. */
export function ResetRequestForm({ initialEmail, onBack }: TResetRequestFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const reset = useMutation({ mutationFn: requestPasswordReset });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateResetEmail(email);
    setFieldError(errors.email);
    if (errors.email) return;
    reset.mutate(email.trim());
  };

  return (
    <form className="stack" noValidate onSubmit={onSubmit} aria-labelledby="reset-heading">
      <h2 id="reset-heading" className="card__title">
        Reset your password
      </h2>
      <p className="muted">Enter your account e-mail and we will send you a link to choose a new password.</p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError}
      />
      {reset.isSuccess && <Alert tone="success">{AUTH_MESSAGES.resetSent}</Alert>}
      {reset.isError && <Alert tone="error">{AUTH_MESSAGES.resetFailed}</Alert>}
      <Button type="submit" block busy={reset.isPending}>
        Send Reset Email
      </Button>
      <Button variant="link" onClick={() => onBack(email)}>
        Back to login
      </Button>
    </form>
  );
}
