/** The signup-attempted flag of spec §4, kept in localStorage across the sign-up round trip. */
import { STORAGE_KEYS } from '../../lib/storage-keys';

export function setSignupAttempted(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.signupAttempted, String(Date.now()));
  } catch {
    // Storage can be unavailable (private mode); the flag is only a hint.
  }
}

export function hasSignupAttempted(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.signupAttempted) !== null;
  } catch {
    return false;
  }
}

export function clearSignupAttempted(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.signupAttempted);
  } catch {
    // Nothing to clear.
  }
}
