import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { authCallsInFlight, gateAuthStorage } from './auth-storage-gate.js';

// Where better-auth keeps its storages (see auth-storage-gate.ts); a stand-in one here.
const GLOBAL = Symbol.for('better-auth:global');
const storage = new AsyncLocalStorage<string>();
const shared = globalThis as Record<symbol, unknown>;
shared[GLOBAL] = { version: 'test', epoch: 1, context: { endpointContextAsyncStorage: storage } };

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A stand-in auth: each call runs in the storage, awaits `until`, and reports what it saw. */
function fakeAuth() {
  const call = (name: string, until: Promise<void>) =>
    storage.run(name, async () => {
      await until;
      return storage.getStore();
    });
  return gateAuthStorage({
    handler: async (request: Request) => new Response(await call(new URL(request.url).pathname, tick())),
    api: { signIn: (name: string, until: Promise<void>) => call(name, until), version: 'v1' },
  });
}

describe('better-auth storage gate', () => {
  afterEach(() => storage.disable());

  it('keeps the storage on while any call is in flight, and off once the last one settles', async () => {
    const auth = fakeAuth();
    let release!: () => void;
    const slow = auth.api.signIn('slow', new Promise<void>((resolve) => (release = resolve)));
    // A call that begins and ends while the slow one waits must not switch its storage off.
    expect(await auth.api.signIn('quick', tick())).toBe('quick');
    expect(authCallsInFlight()).toBe(1);
    release();
    // The slow call still reads its own store after its await.
    expect(await slow).toBe('slow');
    expect(authCallsInFlight()).toBe(0);
    // Once the last call settled, work still running in the storage no longer finds its store:
    // the storage is disabled (and with no storage enabled, Node turns its promise hooks off).
    let seenAfter: string | undefined = 'unset';
    const lingering = storage.run('late', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seenAfter = storage.getStore();
    });
    await auth.api.signIn('last', tick());
    await lingering;
    expect(seenAfter).toBeUndefined();
  });

  it('counts the HTTP handler too, and a failing call as settled', async () => {
    const auth = fakeAuth();
    expect(await (await auth.handler(new Request('http://x/sign-in'))).text()).toBe('/sign-in');
    const failing = gateAuthStorage({
      handler: (_request: Request) => Promise.reject(new Error('boom')),
      api: {},
    });
    await expect(failing.handler(new Request('http://x/'))).rejects.toThrow('boom');
    expect(authCallsInFlight()).toBe(0);
  });

  it('leaves values that are not endpoints as they are', () => {
    expect(fakeAuth().api.version).toBe('v1');
  });
});
