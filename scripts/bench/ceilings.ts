import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { load, type LoadResult } from './loadgen.js';

export interface Ceilings {
  raw: LoadResult;
  hono: LoadResult;
}

/** The raw Node http and bare Hono "hello" servers, each in its own process, under the same load. */
export async function ceilings(port: number): Promise<Ceilings> {
  const file = fileURLToPath(new URL('./ceiling-server.ts', import.meta.url));
  const base = `http://127.0.0.1:${port}`;
  const out: Partial<Ceilings> = {};
  for (const kind of ['raw', 'hono'] as const) {
    const child = fork(file, [kind, String(port)], { execArgv: ['--import', 'tsx'], stdio: 'ignore' });
    try {
      await new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('exit', (code) => reject(new Error(`${kind} ceiling server exited (${code})`)));
      });
      await load(base, { path: '/' }, { seconds: 1 });
      out[kind] = await load(base, { path: '/' });
    } finally {
      child.kill();
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    }
  }
  return out as Ceilings;
}
