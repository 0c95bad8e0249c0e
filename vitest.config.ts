import { defineConfig } from 'vitest/config';

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
  },
});
