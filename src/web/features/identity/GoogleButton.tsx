import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '../../../shared/messages';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { GoogleIcon } from '../../components/icons';
import { usePublicConfig } from '../../lib/public-config';
import { startGoogleSignIn } from './api';

/** "Continue with Google"; renders nothing when the server has no Google sign-in configured. */
export function GoogleButton({ failureMessage = AUTH_MESSAGES.googleFailed }: { failureMessage?: string }) {
  const { googleEnabled } = usePublicConfig();
  const google = useMutation({ mutationFn: startGoogleSignIn });
  if (!googleEnabled) return null;
  return (
    <div className="google-sign-in">
      <p className="divider" aria-hidden="true">
        <span>or</span>
      </p>
      <Button
        variant="google"
        block
        icon={<GoogleIcon />}
        busy={google.isPending}
        onClick={() => google.mutate()}
      >
        Continue with Google
      </Button>
      {google.isError && <Alert tone="error">{failureMessage}</Alert>}
    </div>
  );
}
