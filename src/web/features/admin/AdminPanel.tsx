import { useState } from 'react';
import { Button } from '../../components/Button';
import { PageFrame } from '../../components/PageFrame';
import { Tabs, tabId, tabPanelId, type TTabItem } from '../../components/Tabs';

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
        <p className="muted">This section is being built.</p>
      </div>
    </PageFrame>
  );
}
