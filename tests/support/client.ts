import type { App } from '../../src/server/app.js';
import { TEST_ORIGIN } from './test-app.js';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A tiny browser: keeps the session cookie, sends our Origin, speaks JSON. */
export class TestClient {
  cookie = '';
  constructor(private readonly app: App) {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const res = await this.app.request(path, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.keepCookies(res.headers);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      // non-JSON (HTML pages, redirects)
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get = <T = Record<string, unknown>>(path: string, headers?: Record<string, string>) =>
    this.request<T>('GET', path, undefined, headers);
  post = <T = Record<string, unknown>>(path: string, body: unknown = {}, headers?: Record<string, string>) =>
    this.request<T>('POST', path, body, headers);
  put = <T = Record<string, unknown>>(path: string, body: unknown = {}) => this.request<T>('PUT', path, body);
  delete = <T = Record<string, unknown>>(path: string, body?: unknown) =>
    this.request<T>('DELETE', path, body);

  private keepCookies(headers: Headers) {
    const jar = new Map(
      this.cookie ? this.cookie.split('; ').map((kv) => kv.split('=', 2) as [string, string]) : [],
    );
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      if (!pair) continue;
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    this.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export async function latestMail(client: TestClient, to: string) {
  const res = await client.get<{ messages: { subject: string; text: string }[] }>(
    `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
  );
  return res.body.messages;
}

export function firstLink(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

/**
 * Signs up as the web client does: sign-up opens no session (it answers the same for a new and a
 * taken address, issue 28), so the client then signs in with the new password. Answers the
 * sign-up's reply; the client holds the session (unverified) when the account was new.
 */
export async function signUp(
  client: TestClient,
  body: { name: string; email: string; password: string } & Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<Reply> {
  const res = await client.post('/api/identity/sign-up/email', body, headers);
  if (res.status === 200)
    await client.post('/api/identity/sign-in/email', { email: body.email, password: body.password }, headers);
  return res;
}

/** Signs up, follows the e-mailed verification link, and returns the signed-in client. */
export async function signUpVerified(
  app: App,
  email: string,
  password = 'secret123',
  name = 'Test Parent',
): Promise<TestClient> {
  const client = new TestClient(app);
  const res = await client.post('/api/identity/sign-up/email', { name, email, password });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const [mail] = await latestMail(client, email);
  if (!mail) throw new Error('no verification mail');
  const link = new URL(firstLink(mail.text));
  await client.get(link.pathname + link.search);
  return client;
}
