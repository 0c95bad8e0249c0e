/**
 * The payment provider as billing sees it: two real implementations (the local sandbox and
 * Stripe), chosen by configuration. Everything here is the provider's truth; our tables only
 * mirror it through syncCustomer.
 */

export type TInterval = 'month' | 'year';

/** The injectable clock: tests move time, jobs and the sandbox read it. */
export type Clock = () => Date;

/** An active recurring price and the hints that tie it to one of our plan keys. */
export interface ProviderPrice {
  id: string;
  productId: string | null;
  unitAmount: number | null;
  interval: TInterval | null;
  lookupKey: string | null;
  /** product.metadata.plan_key */
  productPlanKey: string | null;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** active | trialing | past_due | canceled | incomplete | incomplete_expired | unpaid | paused */
  status: string;
  price: ProviderPrice;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  trialStart: Date | null;
  trialEnd: Date | null;
  canceledAt: Date | null;
}

export interface ProviderInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  /** The price billed, when the provider says; otherwise the subscription's current price. */
  priceId: string | null;
  amountCents: number;
  currency: string;
  paidAt: Date;
}

export interface CheckoutRequest {
  customerId: string;
  userId: string;
  priceId: string;
  /** Only when greater than 0 (spec §5). */
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  kind: 'sandbox' | 'stripe';
  /** Active products' active recurring prices. */
  listPrices(): Promise<ProviderPrice[]>;
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Moves the subscription to another price now, prorating the difference. During a trial it ends
   * the trial and bills the new price now: the trial is Starter only (spec §9).
   */
  changePlan(input: { subscriptionId: string; priceId: string }): Promise<void>;
  /**
   * Closes the customer's open checkouts that would start a trial: once a customer has had a
   * subscription, an old trial link must not give a second trial.
   */
  expireTrialCheckouts(customerId: string): Promise<void>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** Ends a live subscription at once, without a refund (admin, account deletion). */
  cancelNow(subscriptionId: string): Promise<void>;
  /**
   * Removes the personal data the provider holds for a customer whose account is deleted. Paid
   * invoices stay with the provider (its own records); nothing of ours points at a person afterwards.
   */
  forgetCustomer(customerId: string): Promise<void>;
  /** Every subscription of the customer, whatever its status. */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  listPaidInvoices(customerId: string): Promise<ProviderInvoice[]>;
}
