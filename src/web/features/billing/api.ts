/** The billing calls of spec §7 (same origin, cookies), typed by the shared zod shapes. */
import type {
  TCurrentSubscription,
  TPlansResponse,
  TSubscriptionStatus,
  TUrlResponse,
} from '../../../shared/billing';
import { apiGet, apiSend } from '../../lib/api';

/** GET /api/public/subscriptions/plans: the public plan map (no auth). */
export function fetchPublicPlans(signal?: AbortSignal): Promise<Partial<TPlansResponse>> {
  return apiGet<Partial<TPlansResponse>>('/api/public/subscriptions/plans', { signal });
}

/** GET /api/subscriptions/plans: the product catalogue (the same map; used by signed-in pages). */
export function fetchCataloguePlans(signal?: AbortSignal): Promise<Partial<TPlansResponse>> {
  return apiGet<Partial<TPlansResponse>>('/api/subscriptions/plans', { signal });
}

/** GET /api/subscriptions/status; with the checkout session id the server refreshes from the provider. */
export function fetchSubscriptionStatus(sessionId?: string | null, signal?: AbortSignal) {
  const query = sessionId ? `?session_id=${encodeURIComponent(sessionId)}` : '';
  return apiGet<TSubscriptionStatus>(`/api/subscriptions/status${query}`, { signal });
}

/** GET /api/subscriptions/current: the second form (plan and usage limits). */
export function fetchCurrentSubscription(signal?: AbortSignal): Promise<TCurrentSubscription> {
  return apiGet<TCurrentSubscription>('/api/subscriptions/current', { signal });
}

/** POST /api/subscriptions/checkout: a checkout session for the signed-in user; answers its URL. */
export function createCheckout(priceId: string): Promise<TUrlResponse> {
  return apiSend<TUrlResponse>('POST', '/api/subscriptions/checkout', { priceId });
}

/** POST /api/subscriptions/create-portal-link; the portal comes back to `returnUrl` (our own page). */
export function createPortalLink(returnUrl: string): Promise<TUrlResponse> {
  return apiSend<TUrlResponse>('POST', '/api/subscriptions/create-portal-link', { returnUrl });
}

/** Leaves the app for the payment provider's page. */
export function redirectTo(url: string): void {
  window.location.href = url;
}
