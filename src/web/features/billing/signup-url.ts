/** Links into /signup (spec §2 query: priceId, email, product, trialDays, error, checkoutCanceled). */
import type { TSignupQuery } from '../../app/route-chooser';
import { PATHS } from '../../lib/paths';

export type TSignupLink = Partial<TSignupQuery>;

export function signupUrl(link: TSignupLink): string {
  const params = new URLSearchParams();
  if (link.priceId) params.set('priceId', link.priceId);
  if (link.email) params.set('email', link.email);
  if (link.product) params.set('product', link.product);
  if (link.trialDays && link.trialDays > 0) params.set('trialDays', String(link.trialDays));
  if (link.error) params.set('error', link.error);
  if (link.checkoutCanceled) params.set('checkoutCanceled', 'true');
  const query = params.toString();
  return query ? `${PATHS.signup}?${query}` : PATHS.signup;
}

/** The page again after a failed sign-up: same plan and e-mail, the message in `error`. */
export function signupErrorUrl(query: TSignupQuery, email: string, error: string): string {
  return signupUrl({ ...query, email: email.trim() || query.email, error, checkoutCanceled: false });
}
