import { closeSync, openSync, readSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that take longest, heaviest first (measured on the 2-core CI machine: the time of the
 * file's tests plus its import, where language.test.ts and personal.test.ts tell their 5,000 and
 * 1,000 stories). Started first, they run beside the many short files instead of after them, so
 * the two workers finish together. Vitest's own order (file size, or last run's test time when
 * its cache is there) does not see the import time and, on a clean clone, has no cache at all.
 */
const HEAVIEST_FIRST = [
  'src/server/features/stories/engine/language.test.ts',
  'src/server/features/stories/engine/coherence.test.ts',
  'tests/integration/process.test.ts',
  'src/server/features/stories/engine/personal.test.ts',
  'src/server/features/stories/engine/pack/pack.test.ts',
  'src/server/features/stories/safety/safety-net.test.ts',
  'tests/integration/backup.test.ts',
  'src/server/features/stories/engine/twist-things.test.ts',
  'src/server/features/stories/personalized-audio.test.ts',
  'src/server/features/narration/generate-audio.test.ts',
  'src/server/features/stories/engine/tell/steps.test.ts',
  'tests/integration/attacks/access-matrix.test.ts',
  'tests/integration/provider-faults/llm.test.ts',
  'src/server/features/stories/engine/siblings.test.ts',
];

/** The environment a file asks for in its first lines (`// @vitest-environment jsdom`), else node. */
function environmentOf(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(512);
    const read = readSync(fd, head, 0, head.length, 0);
    return /@vitest-environment\s+(\S+)/.exec(head.subarray(0, read).toString('utf8'))?.[1] ?? 'node';
  } finally {
    closeSync(fd);
  }
}

/**
 * Heaviest first, then the rest in Vitest's order, with the jsdom files (component tests) all
 * last: a worker keeps its loaded modules only while the next file has the same environment, so
 * each jsdom file met between two server files cost a new worker that loaded the server's module
 * graph again. The set of files is unchanged; only their order is.
 */
class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = HEAVIEST_FIRST.indexOf(relative(this.ctx.config.root, spec.moduleId));
      const heavy = at === -1 ? HEAVIEST_FIRST.length : at;
      return (environmentOf(spec.moduleId) === 'node' ? 0 : 1000) + heavy;
    };
    const ranks = new Map(sorted.map((spec) => [spec, rank(spec)]));
    // Array.prototype.sort is stable: files of one rank keep Vitest's order.
    return sorted.sort((a, b) => (ranks.get(a) ?? 0) - (ranks.get(b) ?? 0));
  }
}

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      // Component tests: each file runs in jsdom (its first line says so).
      'src/**/*.test.tsx',
      'tests/integration/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['src/web/test/dom-setup.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // Each file gets its own database; two workers fit this 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps the modules it has loaded from one file to the next: the server's module graph
    // took 3-4 s to load for each of the ~60 files that build an app (about a third of the run).
    // Each file still opens its own database and app, so no test shares state through a module.
    isolate: false,
    // …and a file's stubbed fetch (component tests) must not reach the next file's real requests.
    unstubGlobals: true,
    sequence: { sequencer: HeavyFirstSequencer },
  },
});
