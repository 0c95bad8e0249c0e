import { Hono } from 'hono';
import {
  ZAdminDeleteUser,
  ZAdminSubscriptionChange,
  ZAuditQuery,
  ZRecentSubscriptionsQuery,
  ZRevenueChartQuery,
  ZUserFilters,
  ZUserListQuery,
  type TAuditEntry,
  type TUserList,
} from '../../../shared/admin-data.js';
import { auditActor } from '../../platform/audit.js';
import type { Guards } from '../../platform/http/guards.js';
import type { AppEnv } from '../../platform/http/env.js';
import { readJson } from '../../platform/http/middleware.js';
import type { Audit } from './audit.js';
import { exportFileName, userCsvStream } from './export.js';
import type { Financials } from './financials.js';
import type { UserManagement } from './management.js';
import { encodeUserCursor, userPage } from './user-paging.js';
import { cursorOf, type UserQueries } from './user-queries.js';
import { toUserRow } from './user-rows.js';

interface RouteDeps {
  guards: Guards;
  clock: () => Date;
  financials: Financials;
  queries: UserQueries;
  management: UserManagement;
  audit: Audit;
}

/** Spec §7 admin users and financials calls. Every one behind requireUser → requireAdmin. */
export function adminRoutes({ guards, clock, financials, queries, management, audit }: RouteDeps) {
  const app = new Hono<AppEnv>();
  const admin = [guards.requireUser, guards.requireAdmin] as const;

  app.get('/api/admin/financials/overview', ...admin, async (c) =>
    c.json({ overview: await financials.overview() }),
  );

  app.get('/api/admin/financials/revenue-chart', ...admin, async (c) => {
    const { period } = ZRevenueChartQuery.parse(c.req.query());
    return c.json(await financials.revenueChart(Number(period)));
  });

  app.get('/api/admin/financials/recent-subscriptions', ...admin, async (c) => {
    const { limit } = ZRecentSubscriptionsQuery.parse(c.req.query());
    return c.json({ subscriptions: await financials.recentSubscriptions(limit) });
  });

  /** Who did what, when: every admin action, newest first. */
  app.get('/api/admin/audit', ...admin, async (c) => {
    const { limit } = ZAuditQuery.parse(c.req.query());
    const entries: TAuditEntry[] = (await audit.recent(limit)).map((e) => ({
      id: e.id,
      adminEmail: e.adminEmail,
      action: e.action,
      targetId: e.targetId,
      details: e.details,
      createdAt: e.createdAt.toISOString(),
    }));
    return c.json({ entries });
  });

  app.get('/api/admin/users/stats', ...admin, async (c) => c.json({ stats: await queries.stats(clock()) }));

  app.get('/api/admin/users/export/csv', ...admin, async (c) => {
    const filters = ZUserFilters.parse(c.req.query());
    const user = auditActor(c.get('user'));
    await audit.record(user, { action: 'users.export', details: { ...filters } });
    const now = clock();
    const log = c.get('log');
    const body = userCsvStream(queries, filters, clock, (rows) => log.info({ rows }, 'users exported'));
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(now)}"`,
    });
  });

  app.get('/api/admin/users', ...admin, async (c) => {
    const query = ZUserListQuery.parse(c.req.query());
    const { rows, total } = await userPage(queries, query);
    const now = clock();
    const totalPages = Math.max(1, Math.ceil(total / query.limit));
    const hasNext = query.page < totalPages;
    const hasPrev = query.page > 1;
    const [first, last] = [rows.at(0), rows.at(-1)];
    const body: TUserList = {
      users: rows.map((r) => toUserRow(r, now)),
      pagination: {
        total,
        totalPages,
        hasNext,
        hasPrev,
        page: query.page,
        limit: query.limit,
        nextCursor: hasNext && last ? encodeUserCursor(query, cursorOf(last)) : null,
        prevCursor: hasPrev && first ? encodeUserCursor(query, cursorOf(first)) : null,
      },
    };
    return c.json(body);
  });

  app.get('/api/admin/users/:id', ...admin, async (c) =>
    c.json({ user: await management.detail(auditActor(c.get('user')), c.req.param('id')) }),
  );

  app.put('/api/admin/users/:id/subscription', ...admin, async (c) => {
    const change = ZAdminSubscriptionChange.parse(await readJson(c));
    return c.json({
      user: await management.changeSubscription(auditActor(c.get('user')), c.req.param('id'), change),
    });
  });

  app.delete('/api/admin/users/:id', ...admin, async (c) => {
    const request = ZAdminDeleteUser.parse(await readJson(c));
    return c.json(await management.deleteUser(auditActor(c.get('user')), c.req.param('id'), request));
  });

  return app;
}
