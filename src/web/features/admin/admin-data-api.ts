import type {
  TAdminDeleteUser,
  TAdminSubscriptionChange,
  TAdminUserDetail,
  TFinancialOverview,
  TRecentSubscription,
  TRevenueChart,
  TUserFilters,
  TUserList,
  TUserStats,
} from '../../../shared/admin-data';
import { ADMIN_MESSAGES } from '../../../shared/messages';
import { apiGet, apiSend } from '../../lib/api';

/**
 * The Financials and Users tabs' calls (spec §7). They ride the session like every call today;
 * when the admin bearer client exists, these functions are the one place to switch to it.
 */

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  return search.toString();
};

export const adminDataApi = {
  overview: () => apiGet<{ overview: TFinancialOverview }>('/api/admin/financials/overview'),
  revenueChart: (period: number) =>
    apiGet<TRevenueChart>(`/api/admin/financials/revenue-chart?period=${period}`),
  recentSubscriptions: (limit: number) =>
    apiGet<{ subscriptions: TRecentSubscription[] }>(
      `/api/admin/financials/recent-subscriptions?limit=${limit}`,
    ),
  userStats: () => apiGet<{ stats: TUserStats }>('/api/admin/users/stats'),
  users: (filters: TUserFilters, page: number) =>
    apiGet<TUserList>(`/api/admin/users?${query({ ...filters, page })}`),
  user: (id: string) => apiGet<{ user: TAdminUserDetail }>(`/api/admin/users/${encodeURIComponent(id)}`),
  changeSubscription: (id: string, change: TAdminSubscriptionChange) =>
    apiSend<{ user: TAdminUserDetail }>(
      'PUT',
      `/api/admin/users/${encodeURIComponent(id)}/subscription`,
      change,
    ),
  deleteUser: (id: string, body: TAdminDeleteUser) =>
    apiSend<{ deleted: true }>('DELETE', `/api/admin/users/${encodeURIComponent(id)}`, body),
};

/** Downloads the filtered list as the server names it (users_export_YYYY-MM-DD.csv). */
export async function downloadUsersCsv(filters: TUserFilters): Promise<void> {
  const response = await fetch(`/api/admin/users/export/csv?${query({ ...filters })}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(ADMIN_MESSAGES.exportDownloadFailed);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'users_export.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
