import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  ADMIN_DATA_MESSAGES,
  formatCents,
  USER_PLAN_FILTERS,
  USER_SORT_KEYS,
  type TAdminUserRow,
  type TUserFilters,
  type TUserPlanFilter,
  type TUserSortKey,
} from '../../../shared/admin-data';
import { EXPIRING_SOON_DAYS } from '../../../shared/constants';
import { ADMIN_MESSAGES } from '../../../shared/messages';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LoadingView } from '../../components/LoadingView';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { adminDataApi, downloadUsersCsv, type TUserPageAt } from './admin-data-api';
import { Figure } from './AdminFigure';
import { UserManageDialog } from './UserManageDialog';
import './admin-data.css';

const PLAN_LABELS: Record<TUserPlanFilter, string> = {
  all: 'All',
  none: 'None',
  free: 'Free',
  starter: 'Starter',
  premium: 'Premium',
  family: 'Family',
};
const SORT_LABELS: Record<TUserSortKey, string> = {
  createdAt: 'Join date',
  name: 'Name',
  email: 'E-mail',
  planType: 'Plan',
  totalSpending: 'Total spending',
  activeDays: 'Active days',
  inactiveDays: 'Inactive days',
  subscriptionCount: 'Subscriptions',
  lastActivity: 'Last activity',
  storiesGenerated: 'Stories generated',
  childrenCount: 'Children',
};

type TNotice = { tone: 'success' | 'error'; text: string } | null;

/** Spec §2 Users tab: stats, filters, the table, pagination, CSV export and user management. */
export default function UsersTab() {
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<TUserFilters>({ search: '', planType: 'all', sortBy: 'createdAt' });
  const [at, setAt] = useState<TUserPageAt>({ page: 1 });
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<TNotice>(null);
  const [exporting, setExporting] = useState(false);

  // Typing settles for a moment before it searches; any filter change starts again at page 1.
  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters((f) => (f.search === typed.trim() ? f : { ...f, search: typed.trim() }));
      setAt({ page: 1 });
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const change = (next: Partial<TUserFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setAt({ page: 1 });
  };

  const stats = useQuery({ queryKey: ['admin', 'users', 'stats'], queryFn: adminDataApi.userStats });
  const list = useQuery({
    queryKey: ['admin', 'users', 'list', filters, at],
    queryFn: () => adminDataApi.users(filters, at),
    placeholderData: keepPreviousData,
  });

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadUsersCsv(filters);
      setNotice({ tone: 'success', text: ADMIN_MESSAGES.exportSuccess });
    } catch {
      setNotice({ tone: 'error', text: ADMIN_MESSAGES.exportFailed });
    } finally {
      setExporting(false);
    }
  }

  const refresh = () => void client.invalidateQueries({ queryKey: ['admin'] });
  const s = stats.data?.stats;
  const pagination = list.data?.pagination;

  return (
    <div className="admin-data">
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {s && (
        <div className="admin-cards">
          <Figure label="Total users" value={String(s.totalUsers)} />
          <Figure label="Active subscriptions" value={String(s.activeSubscriptions)} />
          <Figure label="Conversion rate" value={`${s.conversionRate}%`} />
          <Figure label="New users (7 days)" value={String(s.newUsersLast7Days)} />
          <Figure label="Total revenue" value={formatCents(s.totalRevenue)} />
          <Figure label="Average active days" value={String(s.averageActiveDays)} />
        </div>
      )}

      <div className="admin-filters">
        <TextField
          label="Search by name or e-mail"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <SelectField
          label="Plan type"
          value={filters.planType}
          onChange={(e) => change({ planType: e.target.value as TUserPlanFilter })}
        >
          {USER_PLAN_FILTERS.map((p) => (
            <option key={p} value={p}>
              {PLAN_LABELS[p]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sort by"
          value={filters.sortBy}
          onChange={(e) => change({ sortBy: e.target.value as TUserSortKey })}
        >
          {USER_SORT_KEYS.map((k) => (
            <option key={k} value={k}>
              {SORT_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" onClick={() => void exportCsv()} busy={exporting}>
          Export to CSV
        </Button>
      </div>

      {list.isError ? (
        <Alert tone="error">{ADMIN_MESSAGES.loadUsersFailed(list.error.message || 'Unknown error')}</Alert>
      ) : !list.data ? (
        <LoadingView inline label="Loading users…" />
      ) : list.data.users.length === 0 ? (
        <p className="muted">{ADMIN_DATA_MESSAGES.noUsers}</p>
      ) : (
        <UsersTable users={list.data.users} onManage={setOpen} />
      )}

      {pagination && (
        <nav className="admin-pagination" aria-label="Pagination">
          <Button
            variant="secondary"
            disabled={!pagination.hasPrev}
            onClick={() => setAt({ page: pagination.page - 1, before: pagination.prevCursor ?? undefined })}
          >
            Previous
          </Button>
          <span aria-live="polite">
            Page {pagination.page} of {pagination.totalPages}
          </span>
          <Button
            variant="secondary"
            disabled={!pagination.hasNext}
            onClick={() => setAt({ page: pagination.page + 1, after: pagination.nextCursor ?? undefined })}
          >
            Next
          </Button>
          <span className="muted">
            {pagination.total} {pagination.total === 1 ? 'user' : 'users'}
          </span>
        </nav>
      )}

      {open && (
        <UserManageDialog
          userId={open}
          onClose={() => setOpen(null)}
          onChanged={refresh}
          onDeleted={() => {
            setOpen(null);
            setNotice({ tone: 'success', text: ADMIN_DATA_MESSAGES.userDeleted });
            refresh();
          }}
        />
      )}
    </div>
  );
}

function Expiry({ row }: { row: TAdminUserRow }) {
  const days = row.subscription.daysUntilExpiry;
  const soon = days !== null && days > 0 && days < EXPIRING_SOON_DAYS;
  return (
    <>
      {row.subscription.expiryFormatted}
      {soon && <span className="badge badge--warning"> {ADMIN_DATA_MESSAGES.expiringSoon}</span>}
    </>
  );
}

function UsersTable({ users, onManage }: { users: TAdminUserRow[]; onManage: (id: string) => void }) {
  return (
    // A scrolling region: focusable, so a keyboard can scroll it sideways.
    <div className="admin-table-wrap" role="region" aria-label="Users" tabIndex={0}>
      <table className="admin-table" aria-label="Users">
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Plan</th>
            <th scope="col">Expiry</th>
            <th scope="col">Spending</th>
            <th scope="col">Active days</th>
            <th scope="col">Inactive days</th>
            <th scope="col">Stories</th>
            <th scope="col">Subscriptions</th>
            <th scope="col">Children</th>
            <th scope="col">Joined</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id}>
              <td>
                <strong>{u.name}</strong>
                <br />
                <span className="muted">{u.email}</span>
              </td>
              <td>
                {u.subscription.planName}
                <br />
                <span className="muted">{formatCents(u.subscription.price)}/month</span>
              </td>
              <td>
                <Expiry row={u} />
              </td>
              <td>{u.totalSpendingFormatted}</td>
              <td>{u.activeDays}</td>
              <td>{u.inactiveDays}</td>
              <td>{u.activity.storiesGenerated}</td>
              <td>{u.subscriptionCount}</td>
              <td>{u.activity.childrenCount}</td>
              <td>
                {u.joinDateFormatted}
                <br />
                <span className="muted">
                  {u.joinDaysAgo} {u.joinDaysAgo === 1 ? 'day' : 'days'} ago
                </span>
              </td>
              <td>
                <Button variant="secondary" aria-label={`Manage ${u.email}`} onClick={() => onManage(u.id)}>
                  Manage
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
