import type { Db } from '../../platform/db/client.js';
import type { Guards } from '../../platform/http/guards.js';
import { childrenRoutes } from './routes.js';
import { createChildrenService } from './service.js';

export interface ChildrenDeps {
  db: Db;
  guards: Guards;
  /** Hears every change to a user's children (the read cache forgets that user). */
  onWrite: (userId: string) => void;
  /**
   * Runs a child's deletion (`remove`) and cleans up what other features keep for that child
   * (recorded voices' files, issue 29); absent: `remove` alone.
   */
  removeWith?: (userId: string, childId: string, remove: () => Promise<void>) => Promise<void>;
}

/** The children feature: child profiles (service) and their routes. */
export function createChildren(deps: ChildrenDeps) {
  const service = createChildrenService(deps.db, deps.onWrite, deps.removeWith);
  return { service, routes: childrenRoutes(service, deps.guards) };
}

export type Children = ReturnType<typeof createChildren>;
