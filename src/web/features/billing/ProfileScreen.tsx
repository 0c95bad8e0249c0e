import { useState } from 'react';
import { BILLING_UI_MESSAGES } from '../../../shared/messages';
import { Alert } from '../../components/Alert';
import { Tabs, tabId, tabPanelId, type TTabItem } from '../../components/Tabs';
import type { TUser } from '../../lib/user';
import { AccountTab } from './AccountTab';
import { SubscriptionTab } from './SubscriptionTab';

type TProfileTab = 'subscription' | 'account';

const TAB_ITEMS: readonly TTabItem<TProfileTab>[] = [
  { key: 'subscription', label: 'Subscription' },
  { key: 'account', label: 'Account Settings' },
];
const TABS_ID = 'profile';

/** Spec §2 Profile & Settings (/profile, also /subscription): Subscription and Account Settings tabs. */
export function ProfileScreen({ user }: { user: TUser | null }) {
  const [tab, setTab] = useState<TProfileTab>('subscription');
  return (
    <section className="stack profile" aria-labelledby="profile-title">
      <h1 id="profile-title" className="screen-title">
        Profile &amp; Settings
      </h1>
      {user?.email && <p className="muted profile__account">Signed in as {user.email}</p>}
      <Tabs label="Profile sections" items={TAB_ITEMS} selected={tab} onSelect={setTab} idPrefix={TABS_ID} />
      <div
        className={`stack profile__panel profile__panel--${tab}`}
        role="tabpanel"
        id={tabPanelId(TABS_ID, tab)}
        aria-labelledby={tabId(TABS_ID, tab)}
      >
        {!user ? (
          <Alert tone="info">
            {tab === 'subscription'
              ? BILLING_UI_MESSAGES.loginForSubscription
              : BILLING_UI_MESSAGES.loginForAccount}
          </Alert>
        ) : tab === 'subscription' ? (
          <SubscriptionTab />
        ) : (
          <AccountTab user={user} />
        )}
      </div>
    </section>
  );
}
