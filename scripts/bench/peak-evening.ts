import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { eveningProfile, runStage, type KindRecord, type StageRates } from './peak-drive.js';
import { FIXED_RATE, KINDS, PER_FAMILY, peakMix, type Kind } from './peak-mix.js';
import { firstTextFigures, kindFigures, verdictOf, type PeakRun } from './peak-report.js';
import type { PeakFamily } from './peak-seed.js';
import { backendCpuSeconds, cpuSeconds, probeStreams, watchRss, type StreamTiming } from './peak-watch.js';
import type { RunningApp } from './server.js';

export interface EveningSetup {
  base: string;
  app: RunningApp;
  engine: 'pglite' | 'postgres';
  families: PeakFamily[];
  adminHeaders: Record<string, string>;
  minutes: number;
  stageSeconds: number;
  /** Only this kind (the write-path profile runs only the streamed story). */
  only?: Kind;
  /** Kinds left out of the evening (a voice that runs elsewhere: --skip "ask narration"). */
  skip?: readonly Kind[];
  placement: string;
}

/** A streamed story is timed by fetch this often (ms), besides autocannon's writes. */
const PROBE_EVERY_MS = 2000;
const loads = () => loadavg().map((n) => Math.round(n * 100) / 100);

/** One mix per server: its once-a-night cursors go on from run to run (a search's steps). */
const mixes = new WeakMap<EveningSetup, ReturnType<typeof peakMix>>();
function mixOf(setup: EveningSetup) {
  const mix = mixes.get(setup) ?? peakMix(setup.base, setup.families, setup.adminHeaders);
  mixes.set(setup, mix);
  return mix;
}

/** One evening at `peakRate` families/s: stages of rising then falling arrivals, all kinds at once. */
export async function runEvening(setup: EveningSetup, peakRate: number): Promise<PeakRun> {
  const mix = mixOf(setup);
  const stages = Math.max(1, Math.round((setup.minutes * 60) / setup.stageSeconds));
  const records = new Map<Kind, KindRecord>();
  const carry = new Map<Kind, number>();
  const loadBefore = loads();
  const rss = watchRss(setup.app.pid);
  // The load generator's own lag: a late timer here is counted as the server's latency.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const started = performance.now();
  const cpuBefore = cpuSeconds(setup.app.pid);
  const pgBefore = setup.engine === 'postgres' ? backendCpuSeconds('moonlit_peak') : 0;
  let arrived = 0;
  const timings: StreamTiming[] = [];
  for (const familyRate of eveningProfile(peakRate, stages)) {
    arrived += familyRate * setup.stageSeconds;
    const rates: StageRates = {};
    for (const kind of KINDS) {
      if (setup.only && kind !== setup.only) continue;
      if (setup.skip?.includes(kind)) continue;
      const rate = setup.only ? familyRate : (PER_FAMILY[kind] ?? 0) * familyRate + (FIXED_RATE[kind] ?? 0);
      if (rate > 0) rates[kind] = rate;
    }
    // The fetch probe writes part of the stage's stories (at most one every PROBE_EVERY_MS):
    // they are the same arrivals, only timed event by event, not extra load.
    const writes = rates['write story (stream)'] ?? 0;
    const probeRate = Math.min(writes, 1000 / PROBE_EVERY_MS);
    if (probeRate > 0) rates['write story (stream)'] = writes - probeRate;
    const probe = probeRate
      ? probeStreams(setup.base, () => mix.next('write story (stream)'), 1000 / probeRate)
      : null;
    await runStage(setup.base, setup.stageSeconds, rates, (kind) => mix.next(kind), records, carry);
    timings.push(...((await probe?.stop()) ?? []));
  }
  const serverCpu = cpuSeconds(setup.app.pid) - cpuBefore;
  const pgCpu = setup.engine === 'postgres' ? backendCpuSeconds('moonlit_peak') - pgBefore : 0;
  const points = rss.stop();
  lag.disable();
  const kinds = kindFigures(records);
  const firstText = firstTextFigures(timings);
  for (const kind of ['write story (stream)', 'ask narration', 'plan change'] as const)
    if (mix.used(kind) > setup.families.length)
      console.error(`peak: ${kind} wrapped past ${setup.families.length} families: refusals expected`);
  return {
    engine: setup.engine,
    families: setup.families.length,
    peakRate,
    minutes: setup.minutes,
    seconds: Math.round((performance.now() - started) / 1000),
    kinds,
    firstText,
    rss: points,
    cpu: {
      serverSeconds: Math.round(serverCpu * 10) / 10,
      postgresSeconds: Math.round(pgCpu * 10) / 10,
      families: Math.round(arrived),
      serverMsPerFamily: arrived ? Math.round((serverCpu * 1000) / arrived) : 0,
    },
    placement: setup.placement,
    generatorLagMs: {
      p99: Math.round(lag.percentile(99) / 1e5) / 10,
      max: Math.round(lag.max / 1e5) / 10,
    },
    ...(setup.skip?.length ? { skipped: [...setup.skip] } : {}),
    loadBefore,
    loadAfter: loads(),
    verdict: verdictOf(kinds, firstText, points),
  };
}

const perStory = (cpuSeconds: number, stories: number) =>
  stories > 0 ? Math.round((cpuSeconds * 1000 * 10) / stories) / 10 : null;

/**
 * The write figure: streamed stories through autocannon at 32 connections, closed loop
 * (each connection sends its next as soon as the last answer ends), for `seconds`.
 */
export async function closed32(setup: EveningSetup, seconds: number) {
  const mix = mixOf(setup);
  const loadBefore = loads();
  // CPU of the whole server process (every thread: GC, libuv, the voice's workers) and of the
  // PostgreSQL backends, per story: the "server CPU per story", independent of how much
  // of the core the machine left the server.
  const database = setup.engine === 'postgres' ? 'moonlit_peak' : undefined;
  const serverCpuBefore = cpuSeconds(setup.app.pid);
  const backendCpuBefore = database ? backendCpuSeconds(database) : 0;
  const result = await autocannon({
    url: setup.base,
    connections: 32,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const r = mix.next('write story (stream)');
          return {
            ...request,
            method: 'POST',
            path: r.path,
            headers: r.headers ?? {},
            body: r.body,
          };
        },
      },
    ],
  });
  return {
    engine: setup.engine,
    placement: setup.placement,
    loadBefore,
    loadAfter: loads(),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
    serverCpuMsPerStory: perStory(cpuSeconds(setup.app.pid) - serverCpuBefore, result.requests.total),
    ...(database
      ? {
          postgresCpuMsPerStory: perStory(
            backendCpuSeconds(database) - backendCpuBefore,
            result.requests.total,
          ),
        }
      : {}),
  };
}
