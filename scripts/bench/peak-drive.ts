import autocannon from 'autocannon';
import type { LoadRequest } from './loadgen.js';
import type { Kind } from './peak-mix.js';

/** One answer as the load tool saw it: when it came back, how long it took, its status (0: none). */
export interface Sample {
  at: number;
  ms: number;
  status: number;
}

export interface KindRecord {
  samples: Sample[];
  /** Connection errors and timeouts (autocannon's `errors` counts timeouts too). */
  errors: number;
  /** Requests planned for this kind by the arrival profile. */
  planned: number;
}

/** Arrivals per second for each kind during one stage. */
export type StageRates = Partial<Record<Kind, number>>;

/** At most this many staggered autocannon instances per kind and stage (see runKind). */
const STAGGER = 8;
const TIMEOUT_S = 15;

/**
 * `count` requests of one kind spread over `seconds`, through autocannon.
 *
 * autocannon's rate limit is per connection and per second: with overallRate R it opens R
 * connections that each send one request at the start of every second, so all R arrive together.
 * To come closer to independent arrivals, the kind's requests are split over up to STAGGER
 * instances, each started at a random moment of its own 1/STAGGER s slot: bursts of R/STAGGER,
 * at phases no other kind shares. A connection whose
 * answer takes more than a second sends its next request late (the tool's coordinated omission);
 * the report flags a kind that sent fewer requests than planned, which is when that happened.
 */
async function runKind(
  base: string,
  count: number,
  seconds: number,
  next: () => LoadRequest,
  record: KindRecord,
): Promise<void> {
  if (count <= 0) return;
  const perSecond = Math.max(1, Math.ceil(count / seconds));
  const parts = Math.min(STAGGER, perSecond, count);
  const runs: Promise<void>[] = [];
  for (let p = 0; p < parts; p++) {
    const amount = Math.floor(count / parts) + (p < count % parts ? 1 : 0);
    const rate = Math.max(1, Math.floor(perSecond / parts) + (p < perSecond % parts ? 1 : 0));
    const connections = Math.min(rate, amount);
    runs.push(
      // Each instance starts at a random moment of its slot: kinds and instances never fire in
      // step (families arrive on their own), which a fixed grid made them do, every 1/8 s.
      new Promise<void>((resolve) => setTimeout(resolve, ((p + Math.random()) * 1000) / parts)).then(
        () =>
          new Promise<void>((resolve, reject) => {
            const instance = autocannon(
              {
                url: base,
                connections,
                overallRate: rate,
                amount,
                timeout: TIMEOUT_S,
                requests: [
                  {
                    setupRequest: (request) => {
                      const r = next();
                      return {
                        ...request,
                        method: (r.method ?? 'GET') as autocannon.Request['method'],
                        path: r.path,
                        headers: r.headers ?? {},
                        body: r.body,
                      };
                    },
                  },
                ],
              },
              (err: unknown, result: autocannon.Result) => {
                if (err) return reject(err instanceof Error ? err : new Error(String(err)));
                record.errors += result.errors;
                resolve();
              },
            );
            instance.on('response', (_client, statusCode, _bytes, responseTime) => {
              // No status: the answer ended without a parsable head (counted as an error).
              record.samples.push({ at: performance.now(), ms: responseTime, status: statusCode ?? 0 });
            });
          }),
      ),
    );
  }
  await Promise.all(runs);
}

/** Every kind of one stage at once, each at its own rate; resolves when all have answered. */
export async function runStage(
  base: string,
  seconds: number,
  rates: StageRates,
  next: (kind: Kind) => LoadRequest,
  records: Map<Kind, KindRecord>,
  carry: Map<Kind, number>,
): Promise<void> {
  const runs: Promise<void>[] = [];
  for (const [kind, rate] of Object.entries(rates) as [Kind, number][]) {
    // Fractions carry over to the next stage, so a kind at 0.2/s still arrives now and then.
    const exact = rate * seconds + (carry.get(kind) ?? 0);
    const count = Math.floor(exact);
    carry.set(kind, exact - count);
    const record = records.get(kind) ?? { samples: [], errors: 0, planned: 0 };
    records.set(kind, record);
    record.planned += count;
    runs.push(runKind(base, count, seconds, () => next(kind), record));
  }
  await Promise.all(runs);
}

/**
 * The evening's shape: `stages` equal stages whose family arrival rate rises from a fifth of
 * the peak to the peak (half-way) and falls back, along half a sine wave.
 */
export function eveningProfile(peak: number, stages: number): number[] {
  return Array.from(
    { length: stages },
    (_, i) => peak * (0.2 + 0.8 * Math.sin((Math.PI * (i + 0.5)) / stages)),
  );
}
