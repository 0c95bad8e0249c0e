import net from 'node:net';
import { summary } from './load.js';

/**
 * A closed-loop HTTP/1.1 keep-alive load generator on raw sockets: `connections` sockets, each
 * sending its next request as soon as the previous answer is complete, for `seconds`.
 *
 * Why not http.request: on this 2-core machine the load generator shares the CPU with the
 * server, and Node's http client spends several times more per request than this parser, so it
 * measured mostly itself (it tops out near 8,000 requests/s). wrk is not installed here. This one
 * reads only the status line, Content-Length or chunked framing, and counts body bytes.
 */
export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  connections: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Body bytes per response as sent on the wire (compressed when the server compressed). */
  bytesPerResponse: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
}

function requestBytes(host: string, req: LoadRequest): Buffer {
  const lines = [`${req.method ?? 'GET'} ${req.path} HTTP/1.1`, `host: ${host}`, 'connection: keep-alive'];
  for (const [k, v] of Object.entries(req.headers ?? {})) lines.push(`${k}: ${v}`);
  const body = req.body ? Buffer.from(req.body) : null;
  if (body) lines.push(`content-length: ${body.length}`);
  return Buffer.concat([Buffer.from(lines.join('\r\n') + '\r\n\r\n'), body ?? Buffer.alloc(0)]);
}

const CRLF2 = Buffer.from('\r\n\r\n');

/** Parses one response at the front of `buf`; null while incomplete. */
function parseResponse(buf: Buffer): { status: number; bodyBytes: number; used: number } | null {
  const headEnd = buf.indexOf(CRLF2);
  if (headEnd < 0) return null;
  const head = buf.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  const bodyStart = headEnd + 4;
  if (lengthMatch) {
    const length = Number(lengthMatch[1]);
    if (buf.length < bodyStart + length) return null;
    return { status, bodyBytes: length, used: bodyStart + length };
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    let at = bodyStart;
    let bodyBytes = 0;
    for (;;) {
      const lineEnd = buf.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = parseInt(buf.toString('latin1', at, lineEnd), 16);
      const next = lineEnd + 2 + size + 2;
      if (buf.length < next) return null;
      bodyBytes += size;
      at = next;
      if (size === 0) return { status, bodyBytes, used: at };
    }
  }
  // 204/304 or a HEAD answer: no body.
  return { status, bodyBytes: 0, used: bodyStart };
}

/** What one window of load saw, before it is summarised (windows can be merged). */
export interface LoadWindow {
  connections: number;
  seconds: number;
  elapsedSeconds: number;
  latencies: number[];
  statuses: Record<string, number>;
  bytes: number;
  errors: number;
}

async function loadWindow(
  base: string,
  request: LoadRequest | (() => LoadRequest),
  options: { connections?: number; seconds?: number } = {},
): Promise<LoadWindow> {
  const connections = options.connections ?? 32;
  const seconds = options.seconds ?? 4;
  const url = new URL(base);
  const port = Number(url.port);
  const make = typeof request === 'function' ? request : () => request;
  const fixed = typeof request === 'function' ? null : requestBytes(url.host, request);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let bytes = 0;
  let errors = 0;
  const end = performance.now() + seconds * 1000;

  const runConnection = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ host: url.hostname, port, noDelay: true });
      let pending: Buffer = Buffer.alloc(0);
      let sentAt = 0;
      const sendNext = () => {
        if (performance.now() >= end) {
          socket.end();
          return resolve();
        }
        sentAt = performance.now();
        socket.write(fixed ?? requestBytes(url.host, make()));
      };
      socket.on('connect', sendNext);
      socket.on('data', (chunk: Buffer) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        const res = parseResponse(pending);
        if (!res) return;
        latencies.push(performance.now() - sentAt);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        bytes += res.bodyBytes;
        pending = pending.subarray(res.used);
        sendNext();
      });
      socket.on('error', () => {
        errors++;
        resolve();
      });
      socket.on('close', () => resolve());
    });

  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, runConnection));
  const elapsedSeconds = (performance.now() - started) / 1000;
  return { connections, seconds, elapsedSeconds, latencies, statuses, bytes, errors };
}

/** Several windows of the same load as one result: responses over time, percentiles over all. */
export function mergeWindows(windows: LoadWindow[]): LoadResult {
  const latencies = windows.flatMap((w) => w.latencies);
  const statuses: Record<string, number> = {};
  for (const w of windows)
    for (const [code, n] of Object.entries(w.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
  const elapsed = windows.reduce((sum, w) => sum + w.elapsedSeconds, 0);
  const bytes = windows.reduce((sum, w) => sum + w.bytes, 0);
  const s = summary(latencies);
  const non2xx = Object.entries(statuses)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((n, [, count]) => n + count, 0);
  return {
    connections: windows[0]?.connections ?? 0,
    seconds: windows.reduce((sum, w) => sum + w.seconds, 0),
    rps: Math.round(latencies.length / elapsed),
    p50: s.p50,
    p99: s.p99,
    bytesPerResponse: latencies.length ? Math.round(bytes / latencies.length) : 0,
    non2xx,
    errors: windows.reduce((sum, w) => sum + w.errors, 0),
    statuses,
  };
}

export async function load(
  base: string,
  request: LoadRequest | (() => LoadRequest),
  options: { connections?: number; seconds?: number } = {},
): Promise<LoadResult> {
  return mergeWindows([await loadWindow(base, request, options)]);
}

/**
 * A read measured in `rounds` short windows, each right after a window of every ceiling server
 * (the raw Node and bare Hono "hello"), so the read and its ceilings share the host's moment: on
 * a shared virtual machine the raw ceiling itself moved from 65,000 to 40,000 requests/s within
 * half an hour, and a ratio of figures taken minutes apart measured the host more than the app.
 */
export async function loadBesideCeilings(
  base: string,
  request: LoadRequest,
  ceilings: { raw: string; hono: string },
  options: { rounds?: number; seconds?: number } = {},
): Promise<LoadResult & { rawRps: number; honoRps: number }> {
  const rounds = options.rounds ?? 3;
  const seconds = options.seconds ?? 1.5;
  const raw: LoadWindow[] = [];
  const hono: LoadWindow[] = [];
  const app: LoadWindow[] = [];
  for (let i = 0; i < rounds; i++) {
    raw.push(await loadWindow(ceilings.raw, { path: '/' }, { seconds }));
    hono.push(await loadWindow(ceilings.hono, { path: '/' }, { seconds }));
    app.push(await loadWindow(base, request, { seconds }));
  }
  return { ...mergeWindows(app), rawRps: mergeWindows(raw).rps, honoRps: mergeWindows(hono).rps };
}
