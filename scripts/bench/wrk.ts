import { spawnSync } from 'node:child_process';

/**
 * Throughput with wrk (Debian's `wrk`), a C load generator: on a 2-core machine a Node client
 * would spend half the CPU itself and measure mostly its own speed. Null when wrk is missing.
 */
export function wrkThroughput(url: string, headers: Record<string, string>, seconds = 8, connections = 16) {
  if (spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).status !== 0) return null;
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  const out = spawnSync('wrk', [...args, url], { encoding: 'utf8' }).stdout;
  const num = (re: RegExp) => Number(out.match(re)?.[1] ?? NaN);
  const ms = (re: RegExp) => {
    const m = out.match(re);
    if (!m) return NaN;
    const value = Number(m[1]);
    return m[2] === 'us' ? value / 1000 : m[2] === 's' ? value * 1000 : value;
  };
  return {
    tool: 'wrk',
    connections,
    rps: Math.round(num(/Requests\/sec:\s+([\d.]+)/)),
    p50: ms(/50%\s+([\d.]+)(us|ms|s)/),
    p99: ms(/99%\s+([\d.]+)(us|ms|s)/),
    non2xx: num(/Non-2xx or 3xx responses:\s+(\d+)/) || 0,
  };
}
