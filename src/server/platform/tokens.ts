import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer capabilities (admin tokens, share links): 32 random bytes, base64url, shown once; only
 * their SHA-256 is stored, so a database read does not hand out working tokens.
 */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
