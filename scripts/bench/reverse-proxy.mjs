// A reverse proxy for the request-gate measurement (scripts/bench/request-gate.ts), standing in
// for nginx or Caddy (neither is installed on the bench host): it runs in its own process on the
// same host, keeps idle keep-alive connections to the app (as nginx's `keepalive` upstream
// setting does) and streams each answer back as it comes.
// Usage: node scripts/bench/reverse-proxy.mjs <listen port> <upstream port>
import http from 'node:http';

const [listenPort, upstreamPort] = process.argv.slice(2).map(Number);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 64 });

http
  .createServer((req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, connection: 'keep-alive', 'x-forwarded-for': req.socket.remoteAddress },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  })
  .listen(listenPort, '127.0.0.1', () => process.send?.('listening'));
