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
import { adminFetch, adminGet, adminSend } from './admin-api';

/**
 * The Financials and Users tabs' calls (spec §7), all with the admin bearer token (admin-api.ts,
 * decision 013): the session cookie alone is refused on /api/admin.
 */

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  return search.toString();
};

/** Next and Previous carry the cursor of the page they leave: an index range read on the server. */
export interface TUserPageAt {
  page: number;
  after?: string;
  before?: string;
}

export const adminDataApi = {
  overview: () => adminGet<{ overview: TFinancialOverview }>('/api/admin/financials/overview'),
  revenueChart: (period: number) =>
    adminGet<TRevenueChart>(`/api/admin/financials/revenue-chart?period=${period}`),
  recentSubscriptions: (limit: number) =>
    adminGet<{ subscriptions: TRecentSubscription[] }>(
      `/api/admin/financials/recent-subscriptions?limit=${limit}`,
    ),
  userStats: () => adminGet<{ stats: TUserStats }>('/api/admin/users/stats'),
  /** `at` is a page number and, when moving one page on, the cursor the last page gave for it. */
  users: (filters: TUserFilters, at: TUserPageAt) =>
    adminGet<TUserList>(`/api/admin/users?${query({ ...filters, ...at })}`),
  user: (id: string) => adminGet<{ user: TAdminUserDetail }>(`/api/admin/users/${encodeURIComponent(id)}`),
  changeSubscription: (id: string, change: TAdminSubscriptionChange) =>
    adminSend<{ user: TAdminUserDetail }>(
      'PUT',
      `/api/admin/users/${encodeURIComponent(id)}/subscription`,
      change,
    ),
  deleteUser: (id: string, body: TAdminDeleteUser) =>
    adminSend<{ deleted: true }>('DELETE', `/api/admin/users/${encodeURIComponent(id)}`, body),
};

/** Downloads the filtered list as the server names it (users_export_YYYY-MM-DD.csv). */
export async function downloadUsersCsv(filters: TUserFilters): Promise<void> {
  let response: Response;
  try {
    response = await adminFetch(`/api/admin/users/export/csv?${query({ ...filters })}`);
  } catch {
    throw new Error(ADMIN_MESSAGES.exportDownloadFailed);
  }
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
