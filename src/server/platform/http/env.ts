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
  /** The browser session the request came with (absent when the caller used an admin token). */
  sessionId?: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    user: SessionUser;
    /** Set by requireActiveSubscription / requireRank: handlers read it instead of asking again. */
    entitlements: Access;
  };
}
