/** Keys the web client keeps in localStorage (spec §4, §6). */
export const STORAGE_KEYS = {
  /** The admin bearer token; cleared on every logout. */
  adminToken: 'moonlit.adminToken',
  /** Set while the sign-up page waits to start checkout; cleared on error or when no user exists. */
  signupAttempted: 'moonlit.signupAttempted',
} as const;

export function clearAdminToken(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.adminToken);
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}
