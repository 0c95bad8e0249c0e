import type { Access } from '../entitlements.js';
import type { Logger } from '../logger.js';

/** What the auth guard knows about the caller; features read it from c.var.user. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image: string | null;
  role: string;
  timeZone: string;
  createdAt: Date;
  updatedAt: Date;
  preferences: Record<string, unknown>;
  /** Has a Google account linked (Google accounts count as verified). */
  isGoogleUser: boolean;
  /** The browser session the request came with (absent when the caller used an admin token). */
  sessionId?: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    user: SessionUser;
    /** Read with the session by requireUser (same statement): handlers never ask again. */
    entitlements: Access;
  };
}
