import type { AttemptCounter } from '../../../../platform/http/attempts.js';

/** Wrong promotion codes per customer (one per user) and per address, per attempt window. */
export const PROMOTION_FAILURES_PER_CUSTOMER = 10;
export const PROMOTION_FAILURES_PER_ADDRESS = 50;

/**
 * Promotion codes are guessable secrets, so wrong ones are counted like failed sign-ins: in the
 * database (the limit holds across servers), over RATE_LIMIT_WINDOW_SECONDS, per user and per address.
 */
export function promotionLimit(counter: AttemptCounter, address: string, customerId: string) {
  const customerKey = `promo:${customerId}`;
  const addressKey = `promo-ip:${address}`;
  return {
    async blocked(): Promise<boolean> {
      return (
        (await counter.count(customerKey)) >= PROMOTION_FAILURES_PER_CUSTOMER ||
        (await counter.count(addressKey)) >= PROMOTION_FAILURES_PER_ADDRESS
      );
    },
    async failed() {
      await counter.hit(customerKey);
      await counter.hit(addressKey);
    },
  };
}
