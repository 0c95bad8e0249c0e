import { randomBytes } from 'node:crypto';

/** Stripe-like ids (cus_sb_…, sub_sb_…) so logs read the same whichever provider runs. */
export const sandboxId = (prefix: string) => `${prefix}_sb_${randomBytes(12).toString('hex')}`;
