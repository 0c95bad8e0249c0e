// The two ceilings every read is compared with, each run as its own process:
//   raw:  Node's http module answering "hello" (nothing can be faster in Node on this machine)
//   hono: a bare Hono app on @hono/node-server answering the same (the framework's own cost)
import http from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [kind, portArg] = process.argv.slice(2);
const port = Number(portArg);

if (kind === 'raw') {
  http
    .createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': 5 });
      res.end('hello');
    })
    .listen(port, '127.0.0.1', () => process.send?.('ready'));
} else if (kind === 'hono') {
  const app = new Hono();
  app.get('/', (c) => c.text('hello'));
  serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => process.send?.('ready'));
} else {
  throw new Error(`unknown ceiling ${kind}`);
}
