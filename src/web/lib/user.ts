/** The User client view of spec §3 (GET /api/auth/me), shared with the server's schema. */
export type { TClientUser as TUser } from '../../shared/identity';
