import { accountExportRoutes, type AccountExportDeps } from './routes.js';

/**
 * The privacy export: everything the product holds about one family (family.json) and the family's
 * narrations, as one ZIP from Account settings. Reads the tables it exports (filtered by the user
 * id) and the audio through the narration store it is handed, so a bucket works like the disk.
 */
export function createAccountExport(deps: AccountExportDeps) {
  return { routes: accountExportRoutes(deps) };
}

export type AccountExport = ReturnType<typeof createAccountExport>;
