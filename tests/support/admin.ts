import { eq } from 'drizzle-orm';
import type { App } from '../../src/server/app.js';
import type { AppContext } from '../../src/server/context.js';
import { users } from '../../src/server/platform/db/schema/identity.js';
import type { TAdminSession } from '../../src/shared/daily.js';
import { signUpVerified, TestClient, type Reply } from './client.js';

/**
 * A signed-in admin whose /api/admin requests carry the admin bearer token (as the Admin Panel
 * sends it). The account is made admin the way `npm run admin -- grant` does: verified first.
 */
export class AdminClient extends TestClient {
  token = '';

  override request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    // Only admin routes get the token, as in the Admin Panel (better-auth would read it as a session).
    const wanted = this.token && path.startsWith('/api/admin/') && !('authorization' in headers);
    const auth: Record<string, string> = wanted ? { authorization: `Bearer ${this.token}` } : {};
    return super.request<T>(method, path, body, { ...auth, ...headers });
  }

  /** POST /api/admin/session with the session cookie; keeps the token for later requests. */
  async openAdminSession(): Promise<TAdminSession> {
    this.token = '';
    const res = await this.post<TAdminSession>('/api/admin/session');
    if (res.status !== 201)
      throw new Error(`admin session refused: ${res.status} ${JSON.stringify(res.body)}`);
    this.token = res.body.token;
    return res.body;
  }
}

export async function signUpAdmin(
  app: App,
  ctx: AppContext,
  email: string,
  password?: string,
  name?: string,
): Promise<AdminClient> {
  const signedIn = await signUpVerified(app, email, password, name);
  await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.email, email.toLowerCase()));
  const admin = new AdminClient(app);
  admin.cookie = signedIn.cookie;
  await admin.openAdminSession();
  return admin;
}
