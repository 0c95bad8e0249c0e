import { loadavg } from 'node:os';
import { send, summary } from './load.js';
import type { EveningSetup } from './peak-evening.js';
import { cpuSeconds, watchRss } from './peak-watch.js';
import { peakToken } from './peak-seed.js';

const POLL_MS = 1000;
const DEPTH_EVERY_MS = 10_000;

/**
 * Issue 31 part 5: `asks` families ask for narration, spread evenly over `windowSeconds` (the
 * last families of the seed, so an evening run before it never used their credit), each then
 * polling its status every second as the web client does, until the audio is ready. Reports the
 * parent's wait (ask → ready), the queue's depth over time, how long it took to drain, and the
 * server's CPU per narration (narrations per core-minute, all threads: the Flite workers run in
 * the server process, pinned with it). Stops waiting at `giveUpSeconds`, saying how many remain.
 */
export async function narrationDrain(
  setup: EveningSetup,
  asks: number,
  windowSeconds: number,
  giveUpSeconds: number,
) {
  const families = setup.families.slice(-asks);
  const started = performance.now();
  const cpuBefore = cpuSeconds(setup.app.pid);
  const rss = watchRss(setup.app.pid);
  const load = [loadavg()[0] ?? 0];
  const waits: number[] = [];
  let asked = 0;
  let failed = 0;
  const depth: { seconds: number; queued: number }[] = [];
  const depthTimer = setInterval(() => {
    depth.push({
      seconds: Math.round((performance.now() - started) / 1000),
      queued: asked - waits.length - failed,
    });
    load.push(loadavg()[0] ?? 0);
  }, DEPTH_EVERY_MS);
  const deadline = started + giveUpSeconds * 1000;

  const one = async (i: number) => {
    const f = families[i];
    if (!f) return;
    await new Promise((r) => setTimeout(r, (i * windowSeconds * 1000) / families.length));
    const headers = {
      authorization: `Bearer ${peakToken(f.g)}`,
      origin: setup.base,
      'content-type': 'application/json',
    };
    const askedAt = performance.now();
    asked++;
    const res = await send(setup.base, {
      method: 'POST',
      path: `/api/stories/generate-audio/${f.narrateStoryId}`,
      headers,
    }).catch(() => null);
    if (!res || (res.status !== 202 && res.status !== 200)) {
      failed++;
      return;
    }
    while (performance.now() < deadline) {
      const poll = await send(setup.base, {
        method: 'GET',
        path: `/api/stories/${f.narrateStoryId}/audio/status`,
        headers,
      }).catch(() => null);
      const status =
        poll?.status === 200 ? (JSON.parse(poll.body) as { data: { status: string } }).data.status : '';
      if (status === 'ready') return void waits.push(performance.now() - askedAt);
      if (status === 'failed') return void failed++;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  };
  await Promise.all(families.map((_, i) => one(i)));
  clearInterval(depthTimer);
  const cpu = cpuSeconds(setup.app.pid) - cpuBefore;
  const seconds = (performance.now() - started) / 1000;
  const done = waits.length;
  const cpuPerNarration = done ? cpu / done : Number.NaN;
  const w = summary(waits.map((ms) => ms / 1000));
  return {
    engine: setup.engine,
    placement: setup.placement,
    asks: families.length,
    windowSeconds,
    done,
    failed,
    unfinished: families.length - done - failed,
    seconds: Math.round(seconds),
    /** From the first ask until the last narration was ready (or we gave up). */
    drainedAfterSeconds: Math.round(seconds),
    waitSeconds: w,
    serverCpuSeconds: Math.round(cpu * 10) / 10,
    cpuSecondsPerNarration: Math.round(cpuPerNarration * 100) / 100,
    narrationsPerCoreMinute: Math.round((60 / cpuPerNarration) * 10) / 10,
    narrationsPerMinuteSeen: Math.round((done / seconds) * 60 * 10) / 10,
    depth,
    rssMb: rss.stop().map((p) => p.rssMb),
    load1: load.map((n) => Math.round(n * 100) / 100),
  };
}
