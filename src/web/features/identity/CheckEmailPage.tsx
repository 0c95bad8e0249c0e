import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ACTIVATION_MESSAGES } from '../../../shared/messages';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PageFrame } from '../../components/PageFrame';
import { PATHS } from '../../lib/paths';
import type { TUser } from '../../lib/user';
import { sendVerificationEmail, verifyAccount } from './api';
import { useSetMe } from './hooks';

class NoUserError extends Error {}

interface TCheckEmailPageProps {
  user: TUser | null;
  onLogout: () => void;
}

/** Spec §2 verification-pending page: the user stays here until the e-mail is verified (spec §4). */
export function CheckEmailPage({ user, onLogout }: TCheckEmailPageProps) {
  const navigate = useNavigate();
  const setMe = useSetMe();

  const check = useMutation({
    mutationFn: verifyAccount,
    onSuccess: async (fresh) => {
      setMe(fresh);
      // Verified: on to the welcome page (spec §4).
      if (fresh.isAccountActive) await navigate(PATHS.subscriptionSuccess);
    },
  });

  const resend = useMutation({
    mutationFn: async () => {
      if (!user) throw new NoUserError();
      await sendVerificationEmail(user.email);
    },
  });

  const checkMessage = check.isError
    ? ACTIVATION_MESSAGES.checkFailed
    : check.data && !check.data.isAccountActive
      ? ACTIVATION_MESSAGES.notActivated
      : null;
  const resendError =
    resend.error instanceof NoUserError ? ACTIVATION_MESSAGES.noUser : ACTIVATION_MESSAGES.resendFailed;

  return (
    <PageFrame title="Check your e-mail">
      <div className="card stack">
        <p className="lead">We sent an activation link to</p>
        <p className="email-chip">{user ? user.email : 'your e-mail address'}</p>
        <p className="muted">
          Open the e-mail and click the link to activate your account. Then come back here and tell us you are
          done. If it has not arrived after a few minutes, look in your spam folder or send it again.
        </p>
        {checkMessage && <Alert tone="error">{checkMessage}</Alert>}
        {resend.isSuccess && <Alert tone="success">{ACTIVATION_MESSAGES.resendSuccess}</Alert>}
        {resend.isError && <Alert tone="error">{resendError}</Alert>}
        {/* One message at a time: each button clears what the other one said. */}
        <Button
          block
          busy={check.isPending}
          onClick={() => {
            resend.reset();
            check.mutate();
          }}
        >
          I've Activated My Account
        </Button>
        <Button
          variant="secondary"
          block
          busy={resend.isPending}
          onClick={() => {
            check.reset();
            resend.mutate();
          }}
        >
          Resend Activation Email
        </Button>
        <Button variant="ghost" block onClick={onLogout}>
          Logout
        </Button>
      </div>
    </PageFrame>
  );
}
