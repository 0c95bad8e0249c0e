import Stripe from 'stripe';
import type { Config } from '../../../../platform/config.js';

/** The real SDK; STRIPE_API_URL points it at another host (the local fake in tests). */
export function createStripeClient(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL' | 'STRIPE_TIMEOUT_MS'>,
): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set');
  // A hung or failing Stripe is retried twice by the SDK (POSTs with an idempotency key it adds),
  // then the caller answers the spec's message; the user never waits much past 3x the timeout.
  const options: Stripe.StripeConfig = {
    maxNetworkRetries: 2,
    timeout: config.STRIPE_TIMEOUT_MS,
    telemetry: false,
  };
  if (config.STRIPE_API_URL) {
    const url = new URL(config.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    options.port = url.port || (protocol === 'http' ? 80 : 443);
    options.protocol = protocol;
  }
  return new Stripe(config.STRIPE_SECRET_KEY, options);
}
