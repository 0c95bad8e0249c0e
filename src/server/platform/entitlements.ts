import type { TPlanKey, TPlanType } from '../../shared/plans.js';

/**
 * What a user's subscription allows, as other features need it (children caps, credits, the
 * daily story). The billing feature implements it; platform guards and features only read it.
 */
export interface Access {
  planKey: TPlanKey;
  planType: TPlanType;
  /** active | trialing | inactive | canceled | past_due | … (provider words) */
  status: string;
  /** active or trialing */
  active: boolean;
  /** Spec §6 rank: free 0, trial 1, starter 2, premium 3, family 4, admin 5. */
  rank: number;
}

export interface Entitlements {
  forUser(userId: string, role?: string): Promise<Access>;
}

export const FREE_ACCESS: Access = {
  planKey: 'free',
  planType: 'free',
  status: 'inactive',
  active: false,
  rank: 0,
};

/** Until billing is wired every user is on the free plan. */
export const freeEntitlements: Entitlements = { forUser: async () => FREE_ACCESS };
