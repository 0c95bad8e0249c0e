import type { TDateLike } from './format';

/** The User client view of spec §3, as `GET /api/auth/me` answers it. Shared by every feature. */
export interface TUser {
  uid: string;
  email: string;
  displayName: string | null;
  emailVerified: boolean;
  photoURL: string | null;
  planType: string;
  createdAt: TDateLike;
  updatedAt: TDateLike;
  preferences: Record<string, unknown> | null;
  role: string | null;
  /** emailVerified || isGoogleUser. */
  isAccountActive: boolean;
  isGoogleUser: boolean;
  needsActivation: boolean;
}
