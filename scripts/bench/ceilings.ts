import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { load, type LoadResult } from './loadgen.js';

export interface Ceilings {
  raw: LoadResult;
  hono: LoadResult;
}

/** The raw Node http and bare Hono "hello" servers, each in its own process, kept up for the run. */
export interface CeilingServers {
  raw: string;
  hono: string;
  stop(): Promise<void>;
}

async function startOne(kind: 'raw' | 'hono', port: number): Promise<ChildProcess> {
  const file = fileURLToPath(new URL('./ceiling-server.ts', import.meta.url));
  const child = fork(file, [kind, String(port)], { execArgv: ['--import', 'tsx'], stdio: 'ignore' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${kind} ceiling server exited (${code})`)));
  });
  return child;
}

const stopped = (child: ChildProcess) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(null);
    child.once('exit', resolve);
    child.kill();
  });

export async function startCeilingServers(rawPort: number, honoPort: number): Promise<CeilingServers> {
  const raw = await startOne('raw', rawPort);
  const hono = await startOne('hono', honoPort).catch(async (err: unknown) => {
    await stopped(raw);
    throw err;
  });
  return {
    raw: `http://127.0.0.1:${rawPort}`,
    hono: `http://127.0.0.1:${honoPort}`,
    stop: async () => {
      await Promise.all([stopped(raw), stopped(hono)]);
    },
  };
}

/** The headline ceilings: each server warmed up, then loaded alone. */
export async function ceilings(servers: CeilingServers): Promise<Ceilings> {
  const out: Partial<Ceilings> = {};
  for (const kind of ['raw', 'hono'] as const) {
    await load(servers[kind], { path: '/' }, { seconds: 1 });
    out[kind] = await load(servers[kind], { path: '/' });
  }
  return out as Ceilings;
}
