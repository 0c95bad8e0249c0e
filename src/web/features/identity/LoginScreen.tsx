import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '../../../shared/messages';
import { Alert } from '../../components/Alert';
import { MoonIcon } from '../../components/icons';
import { Tabs, tabId, tabPanelId, type TTabItem } from '../../components/Tabs';
import { usePublicConfig } from '../../lib/public-config';
import { CredentialsForm } from './CredentialsForm';
import { FrontDoor } from './FrontDoor';
import { MarketingBlurb } from './MarketingBlurb';
import { ResetRequestForm } from './ResetRequestForm';
import type { TCredentialsMode, TCredentialsValues } from './validation';

const TAB_ITEMS: readonly TTabItem<TCredentialsMode>[] = [
  { key: 'login', label: 'Login' },
  { key: 'signup', label: 'Sign Up' },
];
const TABS_ID = 'auth';

/** Spec §2 login / sign-up screen. `message` explains why login is asked for (e.g. the admin panel). */
export function LoginScreen({ message }: { message?: string }) {
  const { appName } = usePublicConfig();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<TCredentialsMode>('login');
  const [resetting, setResetting] = useState(false);
  const [values, setValues] = useState<TCredentialsValues>({ name: '', email: '', password: '' });
  const googleFailed = searchParams.has('error');

  return (
    <div className="auth-screen">
      <header className="auth-hero">
        <p className="brand brand--large">
          <MoonIcon className="brand__moon" />
          <span className="brand__name">{appName}</span>
        </p>
        <h1 className="auth-hero__title">Bedtime stories where your child is the hero</h1>
        <p className="auth-hero__lead muted">
          Gentle, personalised tales for winding down, written in moments and read aloud when you want.
        </p>
      </header>

      <main className="auth-card card">
        {message && <Alert tone="info">{message}</Alert>}
        {googleFailed && <Alert tone="error">{AUTH_MESSAGES.googleFailed}</Alert>}
        {resetting ? (
          <ResetRequestForm
            initialEmail={values.email}
            onBack={(email) => {
              setValues({ ...values, email });
              setResetting(false);
            }}
          />
        ) : (
          <>
            <h2 className="card__title">{mode === 'login' ? 'Welcome back' : 'Create your account'}</h2>
            <Tabs label="Account" items={TAB_ITEMS} selected={mode} onSelect={setMode} idPrefix={TABS_ID} />
            <div role="tabpanel" id={tabPanelId(TABS_ID, mode)} aria-labelledby={tabId(TABS_ID, mode)}>
              <CredentialsForm
                key={mode}
                mode={mode}
                values={values}
                onChange={setValues}
                onForgotPassword={() => setResetting(true)}
              />
            </div>
          </>
        )}
      </main>

      <section className="auth-blurb" aria-labelledby="auth-blurb-title">
        <h2 id="auth-blurb-title" className="auth-blurb__title">
          Everything for a peaceful bedtime
        </h2>
        <MarketingBlurb />
      </section>

      <FrontDoor />
    </div>
  );
}
