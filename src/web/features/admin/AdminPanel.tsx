import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { DAILY_UI } from '../../../shared/daily-ui';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LoadingView } from '../../components/LoadingView';
import { PageFrame } from '../../components/PageFrame';
import { Tabs, tabId, tabPanelId, type TTabItem } from '../../components/Tabs';
import { isApiError } from '../../lib/api';
import '../../styles/admin.css';
import { adminToken, revokeAdminToken } from './admin-api';
import { DailyStoryTab } from './daily-story/DailyStoryTab';

const FinancialsTab = lazy(() => import('./FinancialsTab'));
const UsersTab = lazy(() => import('./UsersTab'));

type TAdminTab = 'daily' | 'financials' | 'users';
const TABS: readonly TTabItem<TAdminTab>[] = [
  { key: 'daily', label: 'Daily Story' },
  { key: 'financials', label: 'Financials' },
  { key: 'users', label: 'Users' },
];

/**
 * Admin Panel (spec §2), lazy-loaded so admin code stays out of the first page. It first trades
 * the session for an admin token: a non-admin is told so here (the server answers 403 anyway).
 */
export default function AdminPanel({ onLogout }: { onLogout: () => void }) {
  const [tab, setTab] = useState<TAdminTab>('daily');
  const access = useQuery({ queryKey: ['admin', 'token'], queryFn: () => adminToken(), retry: false });
  const logout = async () => {
    await revokeAdminToken();
    onLogout();
  };

  return (
    <PageFrame
      title="Admin Panel"
      wide
      actions={
        <Button variant="ghost" onClick={() => void logout()}>
          Logout
        </Button>
      }
    >
      {access.isPending && <LoadingView inline />}
      {access.isError && (
        <Alert tone="error">
          {isApiError(access.error) && access.error.status === 403
            ? DAILY_UI.adminOnly
            : DAILY_UI.adminLoadFailed}
        </Alert>
      )}
      {access.isSuccess && (
        <>
          <Tabs label="Admin sections" items={TABS} selected={tab} onSelect={setTab} idPrefix="admin" />
          <div role="tabpanel" id={tabPanelId('admin', tab)} aria-labelledby={tabId('admin', tab)}>
            {tab === 'daily' ? (
              <DailyStoryTab />
            ) : (
              // The data tabs load on first open; their calls carry the token fetched above.
              <div className="card">
                <Suspense fallback={<LoadingView inline />}>
                  {tab === 'financials' ? <FinancialsTab /> : <UsersTab />}
                </Suspense>
              </div>
            )}
          </div>
        </>
      )}
    </PageFrame>
  );
}
