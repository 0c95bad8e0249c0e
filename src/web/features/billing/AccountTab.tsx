import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_EXPORT_PATH } from '../../../shared/account-export';
import { ACCOUNT_MENU_MESSAGES } from '../../../shared/design-messages';
import { ACCOUNT_EXPORT_MESSAGES, AUTH_MESSAGES, BILLING_UI_MESSAGES } from '../../../shared/messages';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ThemeSetting } from '../../components/ThemeSetting';
import { capitalise, formatDate } from '../../lib/format';
import { privacySentences, usePublicConfig } from '../../lib/public-config';
import type { TUser } from '../../lib/user';
import { requestPasswordReset } from '../identity/api';
import { useSignOut } from '../identity/hooks';
import { DeleteAccountSection } from './DeleteAccount';
import { SharedLinks } from '../shares/SharedLinks';

class NoEmailError extends Error {}

/**
 * Profile & Settings, Account Settings tab (spec §2): details, appearance, password reset, the
 * privacy export, support, sign-out, and last the danger zone (deleting the account, issue 28).
 */
export function AccountTab({ user }: { user: TUser }) {
  const config = usePublicConfig();
  const { supportMailto } = config;
  // The spec's logout (forget the admin token, back to /), the same as the header menu's.
  const signOut = useSignOut();
  const reset = useMutation({
    mutationFn: async () => {
      if (!user.email) throw new NoEmailError();
      await requestPasswordReset(user.email);
    },
  });
  const resetError =
    reset.error instanceof NoEmailError ? AUTH_MESSAGES.resetNoEmail : AUTH_MESSAGES.resetFailed;

  return (
    <>
      <Card aria-labelledby="account-details-title">
        <h2 id="account-details-title" className="card__title">
          Account details
        </h2>
        <dl className="details">
          <dt>Email</dt>
          <dd>{user.email || BILLING_UI_MESSAGES.notSet}</dd>
          <dt>Display name</dt>
          <dd>{user.displayName?.trim() || BILLING_UI_MESSAGES.notSet}</dd>
          <dt>Account created</dt>
          <dd>{formatDate(user.createdAt, BILLING_UI_MESSAGES.unknown)}</dd>
          <dt>Plan type</dt>
          <dd>{capitalise(user.planType || 'free')}</dd>
        </dl>
      </Card>
      <ThemeSetting />
      <Card className="stack" aria-labelledby="password-title">
        <h2 id="password-title" className="card__title">
          Password
        </h2>
        <p className="muted">We will e-mail you a link to choose a new password.</p>
        {reset.isSuccess && <Alert tone="success">{AUTH_MESSAGES.resetSentTo(user.email)}</Alert>}
        {reset.isError && <Alert tone="error">{resetError}</Alert>}
        <Button variant="secondary" block busy={reset.isPending} onClick={() => reset.mutate()}>
          Reset Password
        </Button>
      </Card>
      <Card className="stack" aria-labelledby="export-title">
        <h2 id="export-title" className="card__title">
          {ACCOUNT_EXPORT_MESSAGES.title}
        </h2>
        <p className="muted">{ACCOUNT_EXPORT_MESSAGES.explain}</p>
        {privacySentences(config).map((sentence) => (
          <p key={sentence} className="muted">
            {sentence}
          </p>
        ))}
        <Button
          variant="secondary"
          block
          onClick={() => {
            // The server answers with an attachment: the browser saves the ZIP and stays on this page.
            window.location.href = ACCOUNT_EXPORT_PATH;
          }}
        >
          {ACCOUNT_EXPORT_MESSAGES.download}
        </Button>
      </Card>
      <SharedLinks />
      <Card className="stack" aria-labelledby="support-title">
        <h2 id="support-title" className="card__title">
          Help &amp; support
        </h2>
        <p className="muted">Questions about your stories or your subscription? We are happy to help.</p>
        <Button
          variant="secondary"
          block
          disabled={!supportMailto}
          onClick={() => {
            window.location.href = supportMailto;
          }}
        >
          Contact Support
        </Button>
      </Card>
      <Card className="stack" aria-labelledby="sign-out-title">
        <h2 id="sign-out-title" className="card__title">
          {ACCOUNT_MENU_MESSAGES.signOutTitle}
        </h2>
        <p className="muted">{ACCOUNT_MENU_MESSAGES.signOutHint}</p>
        <Button variant="secondary" block onClick={() => void signOut()}>
          {ACCOUNT_MENU_MESSAGES.logout}
        </Button>
      </Card>
      {user.email && <DeleteAccountSection email={user.email} />}
    </>
  );
}
