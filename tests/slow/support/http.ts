import { createHmac } from 'node:crypto';
import type { TStory } from '../../../src/shared/stories.js';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A seeded session as the browser's signed session cookie (what better-auth sets at sign-in):
 * admin routes take the admin token with the very session that issued it, from the cookie.
 */
export const sessionCookie = (token: string, secret: string) => {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return { cookie: `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}` };
};

/** Runs fn over items with at most `concurrency` at once; stops starting new ones when stop() says so. */
export async function inParallel<T>(
  items: T[],
  concurrency: number,
  fn: (item: T) => Promise<void>,
  stop: () => boolean = () => false,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !stop()) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}

export interface Generated {
  status: number;
  body: { data?: TStory; error?: string; code?: string };
}

export async function generateStory(
  baseUrl: string,
  token: string,
  childId: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Generated> {
  const res = await fetch(`${baseUrl}/api/stories/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token), ...headers },
    body: JSON.stringify({ childId, storyType: 'personalized_text', storyLength: 'short', ...extra }),
  });
  return { status: res.status, body: (await res.json()) as Generated['body'] };
}
