import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 for a provider in trouble: each request is recorded (when it
 * arrived, what it carried) and then either never answered ('hang': the client's own timeout
 * must end it) or answered with an error status in the OpenAI error shape.
 */
export type Fault = 'hang' | number;

export interface FaultRequest {
  /** When it arrived (ms since the epoch): retries and their backoff show here. */
  at: number;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** A hung request whose client gave up (closed the connection): its own timeout worked. */
  abandoned: boolean;
}

export interface FaultServer {
  baseUrl: string;
  requests: FaultRequest[];
  close(): Promise<void>;
}

/** `faultFor` decides each request's fate; `requests` holds the ones before it. */
export async function startFaultServer(
  faultFor: (request: FaultRequest) => Fault,
  basePath = '/v1',
): Promise<FaultServer> {
  const requests: FaultRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const at = Date.now();
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        // recorded as empty: the test decides whether that matters
      }
      const request: FaultRequest = {
        at,
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        abandoned: false,
      };
      const fault = faultFor(request);
      requests.push(request);
      if (fault === 'hang') {
        hanging.add(res);
        res.on('close', () => {
          if (hanging.delete(res)) request.abandoned = true;
        });
        return;
      }
      res.writeHead(fault, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: `fault server answers ${fault}`, type: 'server_error', param: null, code: null },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${basePath}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        const open = [...hanging];
        hanging.clear();
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
