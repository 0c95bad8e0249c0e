import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { trackConnections } from './connections.js';

async function listening() {
  const server = http.createServer((_req, res) => {
    res.setHeader('Connection', 'close');
    res.end('served');
  });
  const tracked = trackConnections(server);
  const connected = new Promise<void>((resolve) => server.once('connection', () => resolve()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  await connected;
  return { server, tracked, socket, port };
}

function answer(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('stopping the server', () => {
  it('serves a request that arrives on an open connection after it stopped accepting', async () => {
    const { tracked, socket, port } = await listening();
    const stopped = tracked.stop(60_000);
    // No new connections…
    const refused = await new Promise<boolean>((resolve) => {
      const late = net.connect(port, '127.0.0.1');
      late.on('error', () => resolve(true));
      late.on('connect', () => resolve(false));
    });
    expect(refused).toBe(true);
    // …but the open one, whose request comes now, is served.
    const reply = answer(socket);
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await reply).toMatch(/^HTTP\/1\.1 200[\s\S]*served$/);
    await stopped;
  });

  it('ends connections that stay idle, and then resolves', async () => {
    const { tracked, socket } = await listening();
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    await tracked.stop(10);
    await closed;
    expect(socket.destroyed).toBe(true);
  });
});
