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
    // A worker keeps the modules it has loaded from one file to the next: the server's module graph
    // took 3-4 s to load for each of the ~60 files that build an app (about a third of the run).
    // Each file still opens its own database and app, so no test shares state through a module.
    isolate: false,
    // …and a file's stubbed fetch (component tests) must not reach the next file's real requests.
    unstubGlobals: true,
  },
});
