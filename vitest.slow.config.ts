import { defineConfig } from 'vitest/config';

/**
 * `npm run test:slow`: the fault tests (issue 13) that start real server processes, kill them and
 * cut their database. One file at a time: each already runs several servers on this 2-core machine.
 */
export default defineConfig({
  test: {
    include: ['tests/slow/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
