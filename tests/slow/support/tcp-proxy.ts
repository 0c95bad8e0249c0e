import net from 'node:net';

/**
 * A TCP proxy between the server and PostgreSQL that the test can cut: `cut('reset')` drops every
 * connection and refuses new ones (a database restarting), `cut('silent')` drops them and holds
 * new ones without a byte (a network that stopped answering); `restore()` forwards again.
 */
export interface TcpProxy {
  port: number;
  cut(mode: 'reset' | 'silent'): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'reset' | 'silent' = 'open';
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => undefined);
    if (mode === 'reset') return void client.resetAndDestroy();
    if (mode === 'silent') return; // accepted, never answered
    const upstream = net.connect(target.port, target.host);
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut(next) {
      mode = next;
      for (const socket of open) socket.resetAndDestroy();
    },
    restore() {
      mode = 'open';
      // Whatever is open now was held during the outage and never worked: end it.
      for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
