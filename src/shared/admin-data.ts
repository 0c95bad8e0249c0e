import { z } from 'zod';
import { RECENT_SUBSCRIPTIONS_DEFAULT, REVENUE_CHART_DEFAULT, USER_PAGE_SIZE } from './constants.js';
import { PLAN_KEYS } from './plans.js';

/**
 * The Admin Panel's Financials and Users tabs (spec §2, §3, §7): requests and responses.
 * Every amount of money is in cents (integers).
 */

/** Spec §3 Financial overview. */
export const ZFinancialOverview = z.object({
  dailyRevenue: z.number().int(),
  monthlyRevenue: z.number().int(),
  monthlyRecurringRevenue: z.number().int(),
  totalActiveSubscriptions: z.number().int(),
  planBreakdown: z.object({ starter: z.number().int(), premium: z.number().int(), family: z.number().int() }),
});
export type TFinancialOverview = z.infer<typeof ZFinancialOverview>;

export const REVENUE_PERIODS = ['7', '30', '90'] as const;
export const ZRevenueChartQuery = z.object({
  period: z.enum(REVENUE_PERIODS).default(String(REVENUE_CHART_DEFAULT) as '30'),
});

/** Spec §3 Revenue chart response. */
export const ZRevenueChart = z.object({
  totalRevenue: z.number().int(),
  totalSubscriptions: z.number().int(),
  chartData: z.array(z.object({ date: z.string(), formattedDate: z.string(), revenue: z.number().int() })),
});
export type TRevenueChart = z.infer<typeof ZRevenueChart>;

export const ZRecentSubscriptionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(RECENT_SUBSCRIPTIONS_DEFAULT),
});

/** GET /api/admin/audit: the newest entries of the admin audit log (not in the spec; ours). */
export const ZAuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZAuditEntry = z.object({
  id: z.string(),
  adminEmail: z.string(),
  action: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** Spec §3 Recent subscription. */
export const ZRecentSubscription = z.object({
  id: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  planType: z.string(),
  planName: z.string(),
  price: z.number().int(),
  formattedDate: z.string(),
  formattedTime: z.string(),
});
export type TRecentSubscription = z.infer<typeof ZRecentSubscription>;

/** Spec §3 User stats. conversionRate and averageActiveDays have one decimal. */
export const ZUserStats = z.object({
  totalUsers: z.number().int(),
  activeSubscriptions: z.number().int(),
  conversionRate: z.number(),
  newUsersLast7Days: z.number().int(),
  totalRevenue: z.number().int(),
  averageActiveDays: z.number(),
});
export type TUserStats = z.infer<typeof ZUserStats>;

/** Spec §2 plan filter; starter is ours too (decision 014), so no paying user is unreachable. */
export const USER_PLAN_FILTERS = ['all', 'none', 'free', 'starter', 'premium', 'family'] as const;
export type TUserPlanFilter = (typeof USER_PLAN_FILTERS)[number];

/** Spec §2 sort keys, all eleven. */
export const USER_SORT_KEYS = [
  'createdAt',
  'name',
  'email',
  'planType',
  'totalSpending',
  'activeDays',
  'inactiveDays',
  'subscriptionCount',
  'lastActivity',
  'storiesGenerated',
  'childrenCount',
] as const;
export type TUserSortKey = (typeof USER_SORT_KEYS)[number];

const ZSearch = z.string().trim().max(200).default('');

/** The list and the export take the same filters. */
export const ZUserFilters = z.object({
  search: ZSearch,
  planType: z.enum(USER_PLAN_FILTERS).default('all'),
  sortBy: z.enum(USER_SORT_KEYS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});
export type TUserFilters = z.infer<typeof ZUserFilters>;

/**
 * `page` alone reads by offset (any page can be opened by number). With `after` (the last page's
 * `nextCursor`) or `before` (its `prevCursor`) the next or previous page is an index range read,
 * so the 2,000th page costs what the first does; `page` then only numbers it.
 */
export const ZUserListQuery = ZUserFilters.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(USER_PAGE_SIZE),
  after: z.string().min(1).max(400).optional(),
  before: z.string().min(1).max(400).optional(),
}).refine((q) => !(q.after && q.before), { message: 'Use after or before, not both', path: ['before'] });
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

/** Spec §3 User row (admin). */
export const ZAdminUserRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subscription: z.object({
    planType: z.string(),
    planName: z.string(),
    /** Per month, in cents: an annual price is shown as price / 12. */
    price: z.number().int(),
    expiryDate: z.string().nullable(),
    expiryFormatted: z.string(),
    daysUntilExpiry: z.number().int().nullable(),
  }),
  totalSpending: z.number().int(),
  totalSpendingFormatted: z.string(),
  activeDays: z.number().int(),
  inactiveDays: z.number().int(),
  subscriptionCount: z.number().int(),
  lastActivity: z.string(),
  activity: z.object({ storiesGenerated: z.number().int(), childrenCount: z.number().int() }),
  joinDate: z.string(),
  joinDateFormatted: z.string(),
  joinDaysAgo: z.number().int(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

/** Spec §3 Pagination. */
export const ZPagination = z.object({
  total: z.number().int(),
  totalPages: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Opaque keyset cursors for the next and previous page (lists that can grow very long). */
  nextCursor: z.string().nullable().optional(),
  prevCursor: z.string().nullable().optional(),
});
export type TPagination = z.infer<typeof ZPagination>;

export const ZUserList = z.object({ users: z.array(ZAdminUserRow), pagination: ZPagination });
export type TUserList = z.infer<typeof ZUserList>;

export const ZAdminUserDetail = ZAdminUserRow.extend({
  role: z.string(),
  emailVerified: z.boolean(),
  planKey: z.enum(PLAN_KEYS),
  subscriptionStatus: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  payments: z.array(z.object({ invoiceId: z.string(), amount: z.number().int(), paidAt: z.string() })),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ADMIN_PAID_PLAN_KEYS = [
  'starter',
  'starter_annual',
  'premium',
  'premium_annual',
  'family',
  'family_annual',
] as const;

/**
 * PUT /admin/users/{id}/subscription: move the live subscription to another paid plan, or cancel
 * it (at the period's end, or now). The provider does it; the same sync as the webhooks mirrors it.
 */
export const ZAdminSubscriptionChange = z.discriminatedUnion('action', [
  z.object({ action: z.literal('changePlan'), planKey: z.enum(ADMIN_PAID_PLAN_KEYS) }),
  z.object({ action: z.literal('cancelAtPeriodEnd') }),
  z.object({ action: z.literal('cancelNow') }),
  z.object({ action: z.literal('resync') }),
]);
export type TAdminSubscriptionChange = z.infer<typeof ZAdminSubscriptionChange>;

/** DELETE /admin/users/{id}: confirmation is the account's e-mail, typed by the admin. */
export const ZAdminDeleteUser = z.object({
  reason: z.string().trim().min(3).max(500),
  confirmation: z.string().trim().min(1).max(320),
});
export type TAdminDeleteUser = z.infer<typeof ZAdminDeleteUser>;

/** Our own words on the Financials and Users tabs (the spec's are in messages.ts ADMIN_MESSAGES). */
export const ADMIN_DATA_MESSAGES = {
  confirmationMismatch: "The confirmation does not match this account's e-mail address.",
  cannotDeleteSelf: 'You cannot delete your own account from the Admin Panel.',
  cannotDeleteAdmin:
    'An admin account cannot be deleted from the Admin Panel. Remove its admin role first: npm run admin -- revoke <email>.',
  noLiveSubscription: 'This user has no active subscription to change.',
  samePlan: 'The user is already on this plan.',
  userDeleted: 'The account was deleted.',
  subscriptionUpdated: 'The subscription was updated.',
  noExpiry: 'No expiry',
  expired: 'Expired',
  expiringSoon: 'expiring soon',
  retry: 'Retry',
  noRevenueYet: 'No subscriptions yet.',
  noUsers: 'No users match these filters.',
} as const;

/** Cents as dollars: 123456 → "$1,234.56". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Refusals of the safety net since `since` (the first day one was counted; all servers, kept
 * across restarts), by category (the local layer's
 * categories, "fears", "unsafe-words", "judge" for the LLM judge's no, "judge-unavailable" when it
 * failed or timed out, "form" for length and title), and how many stories the local engine wrote
 * after an LLM's drafts were refused. The admin's health report shows them.
 */
export interface SafetyFigures {
  since: string;
  refusedDrafts: number;
  byCategory: Record<string, number>;
  localFallbacks: number;
}
