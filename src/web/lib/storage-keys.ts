/** Keys the web client keeps in the browser's storage (spec §4, §6). */
export const STORAGE_KEYS = {
  /** The admin bearer token (sessionStorage: this tab only); cleared on every logout. */
  adminToken: 'moonlit.adminToken',
  /** Set while the sign-up page waits to start checkout; cleared on error or when no user exists. */
  signupAttempted: 'moonlit.signupAttempted',
  /** The appearance chosen in Account Settings ('light' or 'dark'); absent means follow the system. */
  theme: 'moonlit.theme',
  /** The account whose stories this browser holds for offline use (lib/offline/store.ts); cleared at sign-out. */
  offlineOwner: 'moonlit.offlineOwner',
} as const;

/** Forgets the admin token wherever a version of the app may have kept it. */
export function clearAdminToken(): void {
  for (const storage of [() => sessionStorage, () => localStorage]) {
    try {
      storage().removeItem(STORAGE_KEYS.adminToken);
    } catch {
      // Storage can be unavailable (private mode); nothing to clear then.
    }
  }
}
