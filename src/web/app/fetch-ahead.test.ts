// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_COOKIE } from '../../shared/front-door';
import { fetchAhead } from './fetch-ahead';
import { createQueryClient } from './providers';

/** The paths fetchAhead asks for, answered with an empty JSON body (nothing here renders them). */
function recordRequests(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(new URL(String(input), 'http://localhost').pathname);
      return new Response(JSON.stringify({ data: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

function setHint(on: boolean) {
  document.cookie = `${SIGNED_IN_COOKIE}=${on ? '1' : ''}; path=/`;
}

afterEach(() => {
  setHint(false);
  vi.unstubAllGlobals();
});

describe('the first screen’s requests leave before the first render', () => {
  it('a browser holding the signed-in hint, on /library, asks for everything the library shows', () => {
    setHint(true);
    const asked = recordRequests();
    fetchAhead(createQueryClient(), { pathname: '/library', search: '' });
    expect([...asked].sort()).toEqual(
      [
        '/api/auth/me',
        '/api/children',
        '/api/config',
        '/api/series',
        '/api/stories',
        '/api/stories/credits/status',
      ].sort(),
    );
  });

  it('on another signed-in tab, only the config and the session', () => {
    setHint(true);
    const asked = recordRequests();
    fetchAhead(createQueryClient(), { pathname: '/kids', search: '' });
    expect([...asked].sort()).toEqual(['/api/auth/me', '/api/config']);
  });

  it('a signed-out browser asks for the config alone (no session to read, no 401)', () => {
    setHint(false);
    const asked = recordRequests();
    fetchAhead(createQueryClient(), { pathname: '/library', search: '' });
    expect(asked).toEqual(['/api/config']);
  });
});
