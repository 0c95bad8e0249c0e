import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eveningProfile, runStage, type KindRecord } from './peak-drive.js';
import { peakMix, type Kind } from './peak-mix.js';
import { summariseProfile } from './peak-profile.js';
import { verdictOf, type KindFigures } from './peak-report.js';
import type { PeakFamily } from './peak-seed.js';

const families: PeakFamily[] = [1, 2, 3].map((g) => ({
  g,
  childId: `child-${g}`,
  playStoryId: `play-${g}`,
  narrateStoryId: `narrate-${g}`,
}));

describe('bench:peak arrivals', () => {
  it('rises from a fifth of the peak to the peak and falls back the same way', () => {
    const p = eveningProfile(10, 8);
    expect(p).toHaveLength(8);
    expect(Math.max(...p)).toBeLessThanOrEqual(10);
    expect(p[3]).toBeGreaterThan(9.5);
    expect(p[0]).toBeGreaterThanOrEqual(2);
    expect(p[0]).toBeLessThan(4);
    p.forEach((rate, i) => expect(rate).toBeCloseTo(p[p.length - 1 - i] ?? NaN, 9));
  });

  it('gives each once-a-night action its own family, and plan changes from the other end', () => {
    const mix = peakMix('http://x', families, { authorization: 'Bearer admin' });
    const writes = [0, 1, 2].map(() => mix.next('write story (stream)'));
    expect(writes.map((w) => JSON.parse(w.body ?? '{}') as { childId: string })).toEqual([
      { childId: 'child-1', storyLength: 'medium' },
      { childId: 'child-2', storyLength: 'medium' },
      { childId: 'child-3', storyLength: 'medium' },
    ]);
    expect(writes[0]?.headers?.accept).toBe('text/event-stream');
    expect(writes[0]?.headers?.authorization).toBe('Bearer peak-t-1');
    expect(mix.next('ask narration').path).toBe('/api/stories/generate-audio/narrate-1');
    expect(mix.next('plan change').headers?.authorization).toBe('Bearer peak-t-3');
    expect(mix.used('write story (stream)')).toBe(3);
    expect(mix.next('admin users').headers?.authorization).toBe('Bearer admin');
    const signIn = JSON.parse(mix.next('sign-in').body ?? '{}') as { email: string };
    expect(signIn.email).toMatch(/^peak-[123]@peak\.test$/);
  });
});

describe('bench:peak verdict', () => {
  const figures = (kind: Kind, p99: number, errors = 0): KindFigures => ({
    kind,
    planned: 100,
    answered: 100,
    p50: 1,
    p95: 1,
    p99,
    max: p99,
    errors,
    statuses: { 200: 100 - errors },
  });
  const first = { n: 10, p50: 10, p95: 10, p99: 900, max: 900, failed: 0 };
  const rss = [{ seconds: 0, rssMb: 300, load1: 1 }];

  it('holds when every budget holds, and names each one that breaks', () => {
    expect(verdictOf([figures('library', 100)], first, rss).ok).toBe(true);
    // A write is not held to the read budget.
    expect(verdictOf([figures('write story (stream)', 5000)], first, rss).ok).toBe(true);
    const broken = verdictOf([figures('library', 101), figures('sign-in', 5, 1)], { ...first, p99: 1001 }, [
      { seconds: 0, rssMb: 512, load1: 1 },
    ]);
    expect(broken.ok).toBe(false);
    expect(broken.reasons.join('\n')).toMatch(/library: p99 101/);
    expect(broken.reasons.join('\n')).toMatch(/sign-in: 1 errors/);
    expect(broken.reasons.join('\n')).toMatch(/first streamed paragraph p99 1001/);
    expect(broken.reasons.join('\n')).toMatch(/RSS 512/);
    expect(verdictOf([{ ...figures('library', 5), answered: 90 }], first, rss).reasons).toEqual([
      'library: 90 of 100 sent',
    ]);
  });
});

describe('bench:peak stages through autocannon', () => {
  let server: http.Server;
  let base = '';
  const seen: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends each kind its planned count with its own requests, carrying fractions over', async () => {
    const records = new Map<Kind, KindRecord>();
    const carry = new Map<Kind, number>();
    let n = 0;
    const next = (kind: Kind) =>
      kind === 'library'
        ? { path: `/library/${n++}`, headers: { authorization: 'Bearer t' } }
        : { path: '/missing' };
    await runStage(base, 1, { library: 4, 'read story': 0.5 }, next, records, carry);
    await runStage(base, 1, { library: 4, 'read story': 0.5 }, next, records, carry);
    const library = records.get('library');
    expect(library?.planned).toBe(8);
    expect(library?.samples.map((s) => s.status)).toEqual(Array(8).fill(200));
    // Half a request a second: none in the first stage, one in the second.
    expect(records.get('read story')?.planned).toBe(1);
    expect(records.get('read story')?.samples.map((s) => s.status)).toEqual([404]);
    const paths = seen.filter((s) => s.startsWith('GET /library/'));
    expect(new Set(paths).size).toBe(8);
    expect(paths.every((p) => p.endsWith('Bearer t'))).toBe(true);
  });
});

describe('bench:peak profile summary', () => {
  it('credits bundle lines to their source module, packages by name, and leaves the engine out', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'peak-prof-'));
    const bundle = path.join(dir, 'main.js');
    writeFileSync(
      bundle,
      [
        '// src/server/app.ts',
        'a();',
        '// src/server/features/stories/engine/template.ts',
        'b();',
        '// src/server/features/stories/service.ts',
        'c();',
      ].join('\n'),
    );
    const url = `file://${bundle.replace(/main\.js$/, '')}dist/server/main.js`;
    const frame = (id: number, functionName: string, u: string, lineNumber: number) => ({
      id,
      callFrame: { functionName, url: u, lineNumber },
    });
    const profile = {
      nodes: [
        frame(1, '(idle)', '', -1),
        frame(2, 'render', url, 3),
        frame(3, 'save', url, 5),
        frame(4, 'parse', 'file:///app/node_modules/zod/index.js', 10),
        frame(5, 'hash', 'file:///app/node_modules/@node-rs/argon2/index.js', 1),
      ],
      samples: [1, 2, 3, 3, 4, 5],
      timeDeltas: [1000, 2000, 3000, 3000, 4000, 5000],
    };
    const file = path.join(dir, 'p.cpuprofile');
    writeFileSync(file, JSON.stringify(profile));
    const s = summariseProfile(file, bundle);
    expect(s.idleMs).toBe(1);
    expect(s.engineMs).toBe(2);
    expect(s.busyMs).toBe(17);
    expect(s.byModule).toEqual([
      { name: 'src/server/features/stories/service.ts', ms: 6 },
      { name: '@node-rs/argon2', ms: 5 },
      { name: 'zod', ms: 4 },
    ]);
  });
});
