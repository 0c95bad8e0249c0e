import { accountDeletionRoutes, type AccountDeletionDeps } from './routes.js';

/**
 * Self-service account deletion from Account Settings (issue 28 part 7): the owner confirms with
 * the account's e-mail, and the same removal as the Admin Panel's runs, with a receipt mailed.
 */
export function createAccountDeletion(deps: AccountDeletionDeps) {
  return { routes: accountDeletionRoutes(deps) };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
