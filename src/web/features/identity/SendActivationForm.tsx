import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ACTIVATION_MESSAGES } from '../../../shared/messages';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { sendActivationEmail } from './api';
import { validateResetEmail } from './validation';

/** Activation page, needsActivation state: e-mail field and "Send Activation Email". */
export function SendActivationForm({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const send = useMutation({ mutationFn: sendActivationEmail });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateResetEmail(email);
    setFieldError(errors.email);
    if (!errors.email) send.mutate(email.trim());
  };

  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      <p className="muted">
        Enter the e-mail you subscribed with and we will send you a link to activate your account.
      </p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError}
      />
      {send.isSuccess && <Alert tone="success">{ACTIVATION_MESSAGES.resendSuccess}</Alert>}
      {send.isError && <Alert tone="error">{ACTIVATION_MESSAGES.sendFailed}</Alert>}
      <Button type="submit" block busy={send.isPending}>
        Send Activation Email
      </Button>
    </form>
  );
}
