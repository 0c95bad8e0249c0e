import { summary } from './load.js';
import type { KindRecord } from './peak-drive.js';
import { READS, type Kind } from './peak-mix.js';
import type { RssPoint, StreamTiming } from './peak-watch.js';

/** Issue 31's budgets for the evening peak. */
export const PEAK_BUDGETS = { readP99Ms: 100, firstTextP99Ms: 1000, rssMb: 512 };

export interface KindFigures {
  kind: Kind;
  planned: number;
  answered: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Non-2xx answers plus connection errors and timeouts. */
  errors: number;
  statuses: Record<string, number>;
}

export interface PeakRun {
  engine: 'pglite' | 'postgres';
  families: number;
  peakRate: number;
  minutes: number;
  seconds: number;
  kinds: KindFigures[];
  firstText: ReturnType<typeof summary> & { failed: number };
  rss: RssPoint[];
  /**
   * CPU the server process used during the run (all threads: HTTP, database, narration), per
   * family that arrived: the cost per family whatever share of the core the host left us.
   */
  cpu: { serverSeconds: number; postgresSeconds: number; families: number; serverMsPerFamily: number };
  placement: string;
  /** The load generator's event-loop lag during the run: its share of every latency's tail. */
  generatorLagMs?: { p99: number; max: number };
  /** Kinds left out of this evening (--skip), said in the report. */
  skipped?: string[];
  loadBefore: number[];
  loadAfter: number[];
  verdict: { ok: boolean; reasons: string[] };
}

export function kindFigures(records: Map<Kind, KindRecord>): KindFigures[] {
  return [...records.entries()].map(([kind, r]) => {
    const ok = r.samples.filter((s) => s.status >= 200 && s.status < 400);
    const statuses: Record<string, number> = {};
    for (const s of r.samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
    const s = summary(ok.map((x) => x.ms));
    return {
      kind,
      planned: r.planned,
      answered: r.samples.length,
      p50: s.p50,
      p95: s.p95,
      p99: s.p99,
      max: s.max,
      errors: r.samples.length - ok.length + r.errors,
      statuses,
    };
  });
}

export function firstTextFigures(timings: StreamTiming[]) {
  const good = timings.filter((t) => t.status >= 200 && t.status < 300 && !Number.isNaN(t.firstTextMs));
  return { ...summary(good.map((t) => t.firstTextMs)), failed: timings.length - good.length };
}

/** Whether a run met every budget, and if not, which one broke first in the table's order. */
export function verdictOf(
  kinds: KindFigures[],
  firstText: PeakRun['firstText'],
  rss: RssPoint[],
): PeakRun['verdict'] {
  const reasons: string[] = [];
  for (const k of kinds) {
    if (k.errors > 0) reasons.push(`${k.kind}: ${k.errors} errors (${JSON.stringify(k.statuses)})`);
    if (READS.has(k.kind) && k.p99 > PEAK_BUDGETS.readP99Ms)
      reasons.push(`${k.kind}: p99 ${k.p99} ms > ${PEAK_BUDGETS.readP99Ms}`);
    // Fewer sent than planned: the tool held arrivals back behind slow answers.
    if (k.answered < k.planned * 0.98) reasons.push(`${k.kind}: ${k.answered} of ${k.planned} sent`);
  }
  if (firstText.failed > 0) reasons.push(`streamed story: ${firstText.failed} failed`);
  if (!(firstText.p99 <= PEAK_BUDGETS.firstTextP99Ms))
    reasons.push(`first streamed paragraph p99 ${firstText.p99} ms > ${PEAK_BUDGETS.firstTextP99Ms}`);
  const peakRss = Math.max(...rss.map((p) => p.rssMb));
  if (peakRss >= PEAK_BUDGETS.rssMb) reasons.push(`RSS ${peakRss} MB ≥ ${PEAK_BUDGETS.rssMb}`);
  return { ok: reasons.length === 0, reasons };
}

const ok = (good: boolean) => (good ? 'ok' : '**over**');

/** The run as markdown: the per-kind table, the streamed first paragraph, RSS over time, placement. */
export function peakMarkdown(run: PeakRun): string {
  const lines = [
    `### ${run.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${run.families.toLocaleString('en')} families, peak ${run.peakRate} families/s, ${run.minutes} min (took ${run.seconds} s)`,
    '',
    ...(run.skipped?.length ? [`Left out of this evening: ${run.skipped.join(', ')}.`, ''] : []),
    `Placement: ${run.placement}. Load average (1/5/15 min) before ${run.loadBefore.join(' / ')}, after ${run.loadAfter.join(' / ')}: other work shares these cores, so figures are noisy.`,
    '',
    '| request | planned | answered | p50 ms | p95 ms | p99 ms | max ms | errors | budget |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const k of run.kinds) {
    const budget = READS.has(k.kind)
      ? `p99 ≤ ${PEAK_BUDGETS.readP99Ms}: ${ok(k.p99 <= PEAK_BUDGETS.readP99Ms)}`
      : '';
    lines.push(
      `| ${k.kind} | ${k.planned} | ${k.answered} | ${k.p50} | ${k.p95} | ${k.p99} | ${k.max} | ${k.errors} | ${budget} |`,
    );
  }
  const f = run.firstText;
  lines.push(
    `| write story: first streamed paragraph (fetch, one write in every 2 s) | ${f.n + f.failed} | ${f.n} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.max} | ${f.failed} | p99 ≤ ${PEAK_BUDGETS.firstTextP99Ms}: ${ok(f.p99 <= PEAK_BUDGETS.firstTextP99Ms)} |`,
  );
  lines.push(
    '',
    `RSS of the server (MB) every ${run.rss[1]?.seconds ?? 10} s, with the 1-min load average:`,
    '',
  );
  lines.push(run.rss.map((p) => `${p.seconds}s ${p.rssMb} (${p.load1})`).join(' · '));
  const peakRss = Math.max(...run.rss.map((p) => p.rssMb));
  lines.push(
    '',
    `Peak RSS ${peakRss} MB (budget < ${PEAK_BUDGETS.rssMb}: ${ok(peakRss < PEAK_BUDGETS.rssMb)}).`,
  );
  const c = run.cpu;
  lines.push(
    '',
    `CPU: the server used ${c.serverSeconds} s of CPU in ${run.seconds} s for ${c.families} families (${c.serverMsPerFamily} ms per family's evening)${run.engine === 'postgres' ? `; PostgreSQL's backends for it ${c.postgresSeconds} s` : ''}. At that cost one whole core serves at most ${c.serverMsPerFamily ? Math.round((1000 / c.serverMsPerFamily) * 10) / 10 : '∞'} families/s.`,
  );
  if (run.generatorLagMs)
    lines.push(
      '',
      `The load generator's own event-loop lag: p99 ${run.generatorLagMs.p99} ms, max ${run.generatorLagMs.max} ms (a late timer there reads as the server's latency).`,
    );
  lines.push(
    '',
    run.verdict.ok ? '**Within every budget.**' : `**Over budget:** ${run.verdict.reasons.join('; ')}`,
  );
  return lines.join('\n');
}
