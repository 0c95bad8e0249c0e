import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * better-auth keeps its request state in AsyncLocalStorage (endpoint context, request state, the
 * adapter's transaction). On Node 20 an AsyncLocalStorage that has run once leaves promise hooks
 * on for the whole process, so after the first sign-in every promise of every request paid for
 * them: about 30 µs of the 140 µs an authenticated read cost on the embedded database, though
 * the reads never call better-auth. The storages are needed only while better-auth work is in
 * flight, so they are disabled when the last call settles; better-auth's next `run()` enables
 * them again (Node turns the hooks on while any storage is enabled, off when none is).
 *
 * Every entry point the app uses goes through here: the HTTP handler and each `auth.api` call.
 * Other storages in the process (the test statement counter, outside production) are left
 * alone and keep the hooks on for as long as they need them.
 */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');

let inFlight = 0;

/** better-auth's storages, found where it keeps them (one object per process, on globalThis). */
function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const shared = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    BETTER_AUTH_GLOBAL
  ];
  return Object.values(shared?.context ?? {}).filter(
    (value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage,
  );
}

async function gated<T>(work: () => T): Promise<Awaited<T>> {
  inFlight++;
  try {
    return await work();
  } finally {
    // Only when nothing of better-auth's runs: a call in flight still reads its stores.
    if (--inFlight === 0) for (const storage of betterAuthStorages()) storage.disable();
  }
}

/** How many better-auth calls are in flight (tests). */
export const authCallsInFlight = () => inFlight;

interface AuthEntryPoints {
  handler: (request: Request) => Promise<Response>;
  api: object;
}

/** The same auth object, its handler and every `api` endpoint counted (see above). */
export function gateAuthStorage<A extends AuthEntryPoints>(auth: A): A {
  const wrapped = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      let endpoint = wrapped.get(property);
      if (endpoint === undefined) {
        // A proxy, not a new function, so the endpoint's own properties (path, options) stay.
        endpoint = new Proxy(value, {
          apply: (fn, thisArg, args) => gated(() => Reflect.apply(fn, thisArg, args) as unknown),
        });
        wrapped.set(property, endpoint);
      }
      return endpoint;
    },
  });
  const handler = auth.handler;
  return Object.assign(auth, { api, handler: (request: Request) => gated(() => handler(request)) });
}
