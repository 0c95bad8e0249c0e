import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { LoadRequest } from './loadgen.js';
import { residentMb } from './server.js';

export interface RssPoint {
  seconds: number;
  rssMb: number;
  /** The machine's 1-minute load average then (other agents share these two cores). */
  load1: number;
}

/** The server's resident memory every `everyMs`, until stopped. */
export function watchRss(pid: number, everyMs = 10_000) {
  const points: RssPoint[] = [];
  const started = performance.now();
  const sample = () => {
    try {
      points.push({
        seconds: Math.round((performance.now() - started) / 1000),
        rssMb: residentMb(pid),
        load1: Math.round((loadavg()[0] ?? 0) * 100) / 100,
      });
    } catch {
      // the server has exited: the run reports its failure elsewhere
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    points,
    stop() {
      clearInterval(timer);
      sample();
      return points;
    },
  };
}

export interface StreamTiming {
  /** From sending to the first `text` event: the first paragraph on the parent's screen. */
  firstTextMs: number;
  totalMs: number;
  status: number;
}

/**
 * One streamed story as the web client reads it (fetch, event by event), timing the first `text`
 * event. autocannon times the whole answer only, so a few requests of the write kind go through
 * here instead, spread over the run.
 */
export async function timeStream(base: string, req: LoadRequest): Promise<StreamTiming> {
  const started = performance.now();
  const res = await fetch(new URL(req.path, base), {
    method: req.method ?? 'GET',
    headers: req.headers,
    body: req.body,
  });
  let firstTextMs = Number.NaN;
  if (res.body) {
    const decoder = new TextDecoder();
    let seen = '';
    const reader = res.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      if (Number.isNaN(firstTextMs)) {
        seen += decoder.decode(part.value, { stream: true });
        if (seen.includes('event: text')) firstTextMs = performance.now() - started;
      }
    }
  }
  return { firstTextMs, totalMs: performance.now() - started, status: res.status };
}

/** Every `everyMs`, one streamed story through timeStream, until stopped. */
export function probeStreams(base: string, next: () => LoadRequest, everyMs: number) {
  const timings: StreamTiming[] = [];
  const inflight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const run = timeStream(base, next()).then(
      (t) => void timings.push(t),
      () => void timings.push({ firstTextMs: Number.NaN, totalMs: Number.NaN, status: 0 }),
    );
    inflight.add(run);
    void run.finally(() => inflight.delete(run));
  }, everyMs);
  return {
    timings,
    async stop() {
      clearInterval(timer);
      await Promise.all(inflight);
      return timings;
    },
  };
}

/** Which CPUs a process (all its threads, -a) may run on; null when taskset is missing or refused. */
export function pin(pid: number, cpus: string): string | null {
  try {
    execFileSync('taskset', ['-a', '-cp', cpus, String(pid)], { stdio: 'ignore' });
    return affinityOf(pid);
  } catch {
    return null;
  }
}

export function affinityOf(pid: number): string | null {
  try {
    const out = execFileSync('taskset', ['-cp', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split(':').at(-1)?.trim() ?? null;
  } catch {
    return null;
  }
}

/** The PostgreSQL server's processes on this machine (postmaster and backends), by name. */
export function postgresPids(): number[] {
  try {
    return execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system, all threads) a process has used so far; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") ".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of the PostgreSQL backends serving `database` (their title names it). */
export function backendCpuSeconds(database: string): number {
  let total = 0;
  for (const pid of postgresPids()) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) total += cpuSeconds(pid);
    } catch {
      // a backend that ended meanwhile
    }
  }
  return total;
}
