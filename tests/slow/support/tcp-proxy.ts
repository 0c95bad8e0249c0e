import net from 'node:net';

/**
 * A TCP proxy between the server and PostgreSQL that the test can cut:
 * - `cut('reset')` drops every connection and refuses new ones (a database restarting);
 * - `cut('silent')` drops them and holds new ones without a byte (a network that stopped answering);
 * - `cut('blackhole')` drops nothing: established connections stay open but nothing crosses them
 *   either way (no reset, no FIN: the bytes wait, as on a network that silently stopped
 *   forwarding), and new ones are accepted and never answered.
 * `restore()` forwards again: the bytes a blackhole held go through (as TCP would retransmit
 * them), and the connections held without an upstream are ended.
 */
export type CutMode = 'reset' | 'silent' | 'blackhole';

export interface TcpProxy {
  port: number;
  cut(mode: CutMode): void;
  restore(): void;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | CutMode = 'open';
  const open = new Set<net.Socket>();
  const pairs = new Set<Pair>();
  const forward = ({ client, upstream }: Pair) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ({ client, upstream }: Pair) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => undefined);
    if (mode === 'reset') return void client.resetAndDestroy();
    if (mode !== 'open') return; // accepted, never answered
    const upstream = net.connect(target.port, target.host);
    open.add(upstream);
    const pair = { client, upstream };
    pairs.add(pair);
    upstream.on('close', () => open.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    forward(pair);
    client.on('close', () => {
      pairs.delete(pair);
      upstream.destroy();
    });
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut(next) {
      mode = next;
      if (next === 'blackhole') for (const pair of pairs) hold(pair);
      else for (const socket of open) socket.resetAndDestroy();
    },
    restore() {
      const held = mode === 'blackhole';
      mode = 'open';
      const paired = new Set<net.Socket>();
      for (const pair of pairs) {
        paired.add(pair.client).add(pair.upstream);
        if (held) forward(pair);
      }
      // Whatever else is open now was accepted during the outage and never worked: end it.
      for (const socket of open) if (!paired.has(socket)) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
