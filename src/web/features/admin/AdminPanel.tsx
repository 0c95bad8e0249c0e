import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/Button';
import { LoadingView } from '../../components/LoadingView';
import { PageFrame } from '../../components/PageFrame';
import { Tabs, tabId, tabPanelId, type TTabItem } from '../../components/Tabs';

const FinancialsTab = lazy(() => import('./FinancialsTab'));
const UsersTab = lazy(() => import('./UsersTab'));

type TAdminTab = 'daily' | 'financials' | 'users';
const TABS: readonly TTabItem<TAdminTab>[] = [
  { key: 'daily', label: 'Daily Story' },
  { key: 'financials', label: 'Financials' },
  { key: 'users', label: 'Users' },
];

/** Admin Panel (placeholder, lazy-loaded so admin code stays out of the first page). */
export default function AdminPanel({ onLogout }: { onLogout: () => void }) {
  const [tab, setTab] = useState<TAdminTab>('daily');
  return (
    <PageFrame
      title="Admin Panel"
      wide
      actions={
        <Button variant="ghost" onClick={onLogout}>
          Logout
        </Button>
      }
    >
      <Tabs label="Admin sections" items={TABS} selected={tab} onSelect={setTab} idPrefix="admin" />
      <div
        className="card"
        role="tabpanel"
        id={tabPanelId('admin', tab)}
        aria-labelledby={tabId('admin', tab)}
      >
        <Suspense fallback={<LoadingView inline />}>
          {tab === 'financials' ? (
            <FinancialsTab />
          ) : tab === 'users' ? (
            <UsersTab />
          ) : (
            <p className="muted">This section is being built.</p>
          )}
        </Suspense>
      </div>
    </PageFrame>
  );
}
