import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // Each file gets its own database; two workers fit this 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
  },
});
