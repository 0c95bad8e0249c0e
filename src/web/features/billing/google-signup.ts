/** Google sign-up from /signup: returns to the same page (plan kept) so checkout can start. */
import { apiSend } from '../../lib/api';
import { redirectTo } from './api';

export async function startGoogleSignup(returnTo: string, errorUrl: string): Promise<void> {
  const { url } = await apiSend<{ url?: string }>('POST', '/api/identity/sign-in/social', {
    provider: 'google',
    callbackURL: returnTo,
    newUserCallbackURL: returnTo,
    errorCallbackURL: errorUrl,
  });
  if (!url) throw new Error('No redirect URL from the sign-in service');
  redirectTo(url);
}
