import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** Answers for the stubbed fetch, by path (query string included): a body, or a status and body. */
export type TRoutes = Record<string, unknown | { status: number; body: unknown }>;

/**
 * The real components against a stubbed fetch (the edge of the web client): each path answers
 * its JSON; a path with no answer fails the test loudly. Calls are recorded for assertions.
 */
export function stubApi(routes: TRoutes) {
  const calls: string[] = [];
  /** Each call's JSON body (undefined for none), in call order. */
  const bodies: unknown[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    calls.push(path);
    bodies.push(typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined);
    if (!(path in routes)) throw new Error(`no stubbed answer for ${path}`);
    const answer = routes[path];
    const shaped =
      typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer
        ? (answer as { status: number; body: unknown })
        : { status: 200, body: answer };
    return new Response(JSON.stringify(shaped.body), {
      status: shaped.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, bodies, routes };
}

/** A component inside the providers the app gives it: react-query (no retries) and a router. */
export function renderApp(ui: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
