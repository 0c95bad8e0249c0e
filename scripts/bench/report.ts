import type { Ceilings } from './ceilings.js';
import type { EngineFigures, MemoryFigures, ReadFigures } from './engine-run.js';

/** Issue 14's budgets, as printed beside each figure. */
export const BUDGETS = {
  /** Authenticated reads, as a share of the raw Node ceiling. */
  authenticatedShare: { pglite: 0.25, postgres: 0.15 },
  libraryP99Ms: 50,
  /** The public plans list, as a share of the bare Hono ceiling. */
  plansShareOfHono: 0.4,
  firstPageGzipKB: 170,
  pgliteIdleMb: 300,
  pgliteAfterLoadMb: 450,
};

const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');
const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;

/** A read's share of the raw ceiling measured beside it (the headline ceiling for the writes). */
const rawShare = (read: ReadFigures, c: Ceilings) => read.rps / (read.rawRps ?? c.raw.rps);

function budgetOf(read: ReadFigures, engine: EngineFigures['engine'], c: Ceilings): string {
  const notes: string[] = [];
  if (read.authenticated) {
    const min = BUDGETS.authenticatedShare[engine];
    notes.push(`≥${pct(min)} raw ${mark(rawShare(read, c) >= min)}`);
  }
  if (read.library) notes.push(`p99≤${BUDGETS.libraryP99Ms} ms ${mark(read.p99 <= BUDGETS.libraryP99Ms)}`);
  if (read.name === 'public plans list') {
    const share = read.rps / (read.honoRps ?? c.hono.rps);
    notes.push(
      `≥${pct(BUDGETS.plansShareOfHono)} Hono (${pct(share)}) ${mark(share >= BUDGETS.plansShareOfHono)}`,
    );
  }
  if (read.non2xx || read.errors) notes.push(`! ${read.non2xx} non-2xx, ${read.errors} errors`);
  return notes.join('; ');
}

const row = (cells: (string | number)[], widths: number[]) =>
  cells
    .map((c, i) => (i === 0 ? String(c).padEnd(widths[i] ?? 0) : String(c).padStart(widths[i] ?? 0)))
    .join('  ');

function memoryLine(label: string, m: MemoryFigures, budget?: number) {
  const parts = [`RSS ${m.rssMb} MB`];
  if (m.heapUsedMb !== undefined) parts.push(`heap ${m.heapUsedMb}`);
  if (m.externalMb !== undefined) parts.push(`external ${m.externalMb}`);
  if (m.arrayBuffersMb !== undefined) parts.push(`arrayBuffers ${m.arrayBuffersMb}`);
  if (m.pgliteWasmMb !== undefined) parts.push(`PGlite WASM memory ${m.pgliteWasmMb}`);
  const verdict = budget === undefined ? '' : `   (budget < ${budget} MB: ${mark(m.rssMb < budget)})`;
  return `  ${label.padEnd(11)} ${parts.join(', ')}${verdict}`;
}

export function printReport(r: {
  bundle: { firstPageGzipKB: number; firstPageFiles: number; totalChunks: number };
  ceiling: Ceilings;
  engines: EngineFigures[];
  pgSkipped: boolean;
  seconds: number;
}) {
  const { ceiling: c } = r;
  const widths = [28, 8, 8, 8, 10, 8, 8, 0];
  console.log('\n== Ceilings (32 connections, this machine, shared with whatever else runs on it)');
  console.log(
    '  each read below is measured in three 1.5 s windows, each right after 1.5 s of raw Node and of\n' +
      '  bare Hono; its ratios are to those (raw/s), taken in the same moments',
  );
  console.log(`  raw Node http: ${c.raw.rps}/s, p50 ${c.raw.p50} ms, p99 ${c.raw.p99} ms`);
  console.log(
    `  bare Hono:     ${c.hono.rps}/s, p50 ${c.hono.p50} ms, p99 ${c.hono.p99} ms (${pct(c.hono.rps / c.raw.rps)} of raw)`,
  );
  console.log(
    `\n== First page JS: ${r.bundle.firstPageGzipKB} KB gzipped in ${r.bundle.firstPageFiles} file(s) of ${r.bundle.totalChunks} chunks (budget ≤ ${BUDGETS.firstPageGzipKB} KB: ${mark(r.bundle.firstPageGzipKB <= BUDGETS.firstPageGzipKB)})`,
  );
  for (const e of r.engines) {
    console.log(`\n== ${e.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}`);
    console.log(
      `  start: new ${e.startupNewMs} ms${e.startupExistingMs ? `, existing median ${e.startupExistingMs.median} ms` : ''}; sign-in at 20/s: p50 ${e.signInAt20PerSecond.p50} ms, p99 ${e.signInAt20PerSecond.p99} ms`,
    );
    console.log(row(['  read', 'req/s', 'p50 ms', 'p99 ms', 'bytes', 'raw/s', '×raw', 'budget'], widths));
    for (const read of e.reads)
      console.log(
        row(
          [
            `  ${read.name}`,
            read.rps,
            read.p50,
            read.p99,
            read.bytesPerResponse,
            read.rawRps ?? '',
            pct(rawShare(read, c)),
            budgetOf(read, e.engine, c),
          ],
          widths,
        ),
      );
    console.log('  memory:');
    const pglite = e.engine === 'pglite';
    console.log(memoryLine('idle', e.memory.idle, pglite ? BUDGETS.pgliteIdleMb : undefined));
    console.log(memoryLine('after load', e.memory.afterLoad, pglite ? BUDGETS.pgliteAfterLoadMb : undefined));
    if (e.pages) {
      console.log('  pages (Chromium, 412x823 phone, 4x CPU, 150 ms RTT 1.6 Mbps; not a Lighthouse score):');
      for (const p of e.pages)
        console.log(
          `    ${p.path.padEnd(18)} LCP ${p.lcpMs} ms, FCP ${p.fcpMs} ms, TBT ${p.tbtMs} ms, JS ${p.jsTransferKB} KB on the wire (${p.jsDecodedKB} KB parsed, ${p.jsFiles} files), ${p.domNodes} DOM nodes`,
        );
    }
  }
  if (r.pgSkipped)
    console.log('\n== PostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL to postgres://…)');
  console.log(`\nbench took ${r.seconds} s`);
}
