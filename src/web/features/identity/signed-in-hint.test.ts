import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMe, maySignedIn } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('signed-out pages make no failing /api/auth/me call', () => {
  it('reads the hint cookie', () => {
    expect(maySignedIn('moonlit_signed_in=1')).toBe(true);
    expect(maySignedIn('a=b; moonlit_signed_in=1; c=d')).toBe(true);
    expect(maySignedIn('')).toBe(false);
    expect(maySignedIn('moonlit_signed_in=')).toBe(false);
    // Outside a browser there is no jar to read: ask.
    expect(maySignedIn(null)).toBe(true);
  });

  it('answers signed out without a request when there is no hint', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(fetchMe(undefined, '')).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks when the hint is there (a 401 still means signed out)', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: 'Please sign in', code: 'UNAUTHENTICATED' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(fetchMe(undefined, 'moonlit_signed_in=1')).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
  });
});
