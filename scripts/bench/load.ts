import http from 'node:http';

/** Latency percentiles in ms. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? NaN;
}

export function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    n: sorted.length,
    p50: r(percentile(sorted, 50)),
    p95: r(percentile(sorted, 95)),
    p99: r(percentile(sorted, 99)),
    max: r(sorted[sorted.length - 1] ?? NaN),
  };
}

// A new connection per request: the bench's control requests come seconds apart, longer than
// the server keeps an idle connection (5 s), and a reused dead socket fails with ECONNRESET.
const agent = new http.Agent({ keepAlive: false, maxSockets: 64 });

export interface Req {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

type Reply = { status: number; ms: number; body: string; headers: http.IncomingHttpHeaders };

export function send(base: string, req: Req): Promise<Reply> {
  const url = new URL(req.path, base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const r = http.request(url, { method: req.method, headers: req.headers, agent }, (res) => {
      // Bytes are kept as they come; only a plain (not gzipped) body is decoded as text.
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        const body = res.headers['content-encoding'] ? '' : Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body, headers: res.headers });
      });
    });
    r.on('error', reject);
    if (req.body) r.write(req.body);
    r.end();
  });
}

/** Closed loop: `concurrency` clients for `seconds`; throughput and latency. */
export async function closedLoop(base: string, req: Req, concurrency: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const res = await send(base, req).catch(() => null);
        if (!res || res.status !== 200) errors++;
        if (res) latencies.push(res.ms);
      }
    }),
  );
  return { rps: Math.round(latencies.length / seconds), errors, ...summary(latencies) };
}

/** Open loop: a fixed arrival rate (requests per second) for `seconds`, whatever the latency. */
export async function openLoop(base: string, makeReq: (i: number) => Req, rate: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const total = rate * seconds;
  const start = performance.now();
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inflight.push(
      send(base, makeReq(i)).then(
        (res) => {
          if (res.status !== 200) errors++;
          latencies.push(res.ms);
        },
        () => void errors++,
      ),
    );
  }
  await Promise.all(inflight);
  return { rate, errors, ...summary(latencies) };
}
