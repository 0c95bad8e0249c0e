import type { Db } from '../../platform/db/client.js';
import type { Guards } from '../../platform/http/guards.js';
import type { Audit } from './audit.js';
import { createFinancials } from './financials.js';
import { createUserManagement, type ManagementAbilities } from './management.js';
import { adminRoutes } from './routes.js';
import { createUserQueries } from './user-queries.js';

export interface AdminDeps {
  db: Db;
  /** The CSV export's batches: a handle with the long allowance (Database.longDb); default `db`. */
  exportDb?: Db;
  guards: Guards;
  /** Tests pin the clock; default: the wall clock. */
  now?: () => Date;
  abilities: ManagementAbilities;
  /** The audit log, shared with the other features that give admins actions (context.ts). */
  audit: Audit;
}

/** The Admin Panel's Financials and Users tabs: figures, user management, export and audit. */
export function createAdmin(deps: AdminDeps) {
  const clock = deps.now ?? (() => new Date());
  const { audit } = deps;
  const financials = createFinancials(deps.db, clock);
  const queries = createUserQueries(deps.db);
  const management = createUserManagement({
    db: deps.db,
    clock,
    queries,
    audit,
    abilities: deps.abilities,
  });
  // The export reads every matching user in batches, each allowed more than a request's statement.
  const exportQueries = deps.exportDb ? createUserQueries(deps.exportDb) : queries;
  const routes = adminRoutes({
    guards: deps.guards,
    clock,
    financials,
    queries: { ...queries, batchAfter: exportQueries.batchAfter },
    management,
    audit,
  });
  return { audit, financials, queries, management, routes };
}

export type Admin = ReturnType<typeof createAdmin>;
export { createAudit } from './audit.js';
