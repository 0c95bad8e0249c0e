// `npx tsx scripts/bench/peak-profile.ts <file.cpuprofile> [stories] [last seconds]`: where a V8 CPU profile of
// the server (BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" npm run bench:peak -- --only
// "write story (stream)") spent its time, by function and by module, self time only. The server
// is one esbuild bundle (dist/server/main.js) whose modules each start with a `// src/…` comment,
// so a line of the bundle is credited to the source file above it; dependencies stay in
// node_modules and are credited to their package.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

const ZProfile = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }),
    }),
  ),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});

/** The story engine's own files: the issue asks for the time beyond the engine. */
const ENGINE = /src\/server\/features\/stories\/engine\//;

/** For each line of the bundle, the source file esbuild wrote it from. */
function bundleModules(bundlePath: string): (line: number) => string {
  const lines = readFileSync(bundlePath, 'utf8').split('\n');
  const starts: { line: number; file: string }[] = [];
  lines.forEach((text, i) => {
    const m = /^\/\/ ((?:src|scripts)\/\S+)$/.exec(text);
    if (m?.[1]) starts.push({ line: i, file: m[1] });
  });
  return (line) => {
    let lo = 0;
    let hi = starts.length - 1;
    let found = '(bundle prelude)';
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const s = starts[mid];
      if (!s) break;
      if (s.line <= line) {
        found = s.file;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

function moduleOf(url: string, line: number, inBundle: (line: number) => string): string {
  if (!url) return '(V8 / native)';
  if (url.startsWith('node:')) return 'node: built-ins';
  // PGlite's PostgreSQL compiled to WebAssembly (the only WebAssembly on the server's main thread).
  if (url.startsWith('wasm://')) return '(WebAssembly: PGlite)';
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm?.[1]) return nm[1];
  if (url.endsWith('dist/server/main.js')) return inBundle(line);
  return path.basename(url);
}

export interface ProfileSummary {
  totalMs: number;
  idleMs: number;
  busyMs: number;
  engineMs: number;
  gcMs: number;
  byModule: { name: string; ms: number }[];
  byFunction: { name: string; ms: number }[];
}

/**
 * `lastSeconds`: only the samples of the profile's last seconds (the load's own window), so the
 * server's start (compiling modules, loading the NLP lexicon, the seed phase) is not charged to
 * the stories.
 */
export function summariseProfile(
  file: string,
  bundlePath = 'dist/server/main.js',
  lastSeconds?: number,
): ProfileSummary {
  const profile = ZProfile.parse(JSON.parse(readFileSync(file, 'utf8')));
  const inBundle = bundleModules(bundlePath);
  const self = new Map<number, number>();
  const at: number[] = [];
  let clock = 0;
  for (const d of profile.timeDeltas) at.push((clock += d / 1000));
  const from = lastSeconds === undefined ? -Infinity : clock - lastSeconds * 1000;
  profile.samples.forEach((id, i) => {
    if ((at[i] ?? 0) < from) return;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  let idle = 0;
  let engine = 0;
  let gc = 0;
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (!ms) continue;
    total += ms;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') {
      idle += ms;
      continue;
    }
    if (functionName === '(garbage collector)') gc += ms;
    const mod = moduleOf(url, lineNumber, inBundle);
    if (ENGINE.test(mod)) {
      engine += ms;
      continue;
    }
    byModule.set(mod, (byModule.get(mod) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} ${mod}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({ name, ms: Math.round(ms) }));
  return {
    totalMs: Math.round(total),
    idleMs: Math.round(idle),
    busyMs: Math.round(total - idle),
    engineMs: Math.round(engine),
    gcMs: Math.round(gc),
    byModule: top(byModule, 25),
    byFunction: top(byFunction, 30),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [file, stories, last] = process.argv.slice(2);
  if (!file) throw new Error('usage: peak-profile.ts <file.cpuprofile> [stories written] [last seconds]');
  const s = summariseProfile(file, undefined, last === undefined ? undefined : Number(last));
  const per = (ms: number) =>
    stories ? ` (${Math.round((ms / Number(stories)) * 100) / 100} ms/story)` : '';
  console.log(
    `busy ${s.busyMs} ms of ${s.totalMs} ms${per(s.busyMs)}; story engine ${s.engineMs} ms${per(s.engineMs)}; GC ${s.gcMs} ms`,
  );
  console.log('\nself time by module (engine excluded):');
  for (const m of s.byModule) console.log(`  ${String(m.ms).padStart(7)} ms${per(m.ms)}  ${m.name}`);
  console.log('\nself time by function (engine excluded):');
  for (const f of s.byFunction) console.log(`  ${String(f.ms).padStart(7)} ms  ${f.name}`);
}
