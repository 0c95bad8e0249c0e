import { bundleServer, type ServerBundle } from '../../support/server-bundle.js';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** The real server (src/server/main.ts, bundled as the build bundles it) as a child process, as an operator runs it. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output(): string;
}

const started: ChildProcess[] = [];

/** For afterAll: whatever a failed test left running. */
export function killAllServers() {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Bundled once per test file, so each of its many starts runs without compiling the sources again.
let bundle: Promise<ServerBundle> | undefined;
function serverMain(): Promise<string> {
  bundle ??= bundleServer().then((b) => {
    process.once('exit', () => b.remove());
    return b;
  });
  return bundle.then((b) => b.main);
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [await serverMain()], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // The fault tests generate far more stories per parent than a family ever would.
      RATE_LIMIT_GENERATIONS: '100000',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: '',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, url, exited, output: () => output };
}

/** Polls /api/health until it answers 200; fails with the server's output if it exits first. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server never became healthy:\n${server.output()}`);
}

export async function startHealthy(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(env);
  await waitHealthy(server);
  return server;
}
