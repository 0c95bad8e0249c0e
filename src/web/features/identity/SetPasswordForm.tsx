import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { resetPassword, signInWithEmail } from './api';
import { useRefreshMe } from './hooks';
import { hasErrors, validateNewPassword, type TFieldErrors } from './validation';

interface TSetPasswordFormProps {
  oobCode: string;
  /** The account e-mail from the link; used to sign in once the password is set. */
  email: string | null;
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/** Activation page, settingPassword state: new password + confirm, then sign in. */
export function SetPasswordForm({ oobCode, email, onSuccess, onError }: TSetPasswordFormProps) {
  const refreshMe = useRefreshMe();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<TFieldErrors<'password' | 'confirm'>>({});

  const setNew = useMutation({
    mutationFn: async (newPassword: string) => {
      await resetPassword(oobCode, newPassword);
      if (email) {
        try {
          await signInWithEmail({ email, password: newPassword });
        } catch {
          // The password is set; if signing in fails the dashboard asks for a normal login.
        }
      }
      await refreshMe();
    },
    onSuccess,
    onError,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    if (!hasErrors(found)) setNew.mutate(password);
  };

  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      {email && (
        <p className="muted">
          Choose a new password for <strong>{email}</strong>.
        </p>
      )}
      <TextField
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <TextField
        label="Confirm password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      <Button type="submit" block busy={setNew.isPending}>
        Set Password
      </Button>
    </form>
  );
}
