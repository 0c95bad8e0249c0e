// `npm test`: unit + integration (vitest), then the browser tests (Playwright in Debian's Chromium),
// then the fault tests (real servers killed, stopped under load, cut from PostgreSQL: issue 13),
// then one closing line with the totals of all three.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const UNIT_JSON = '.tmp/vitest-results.json';
const E2E_JSON = '.tmp/e2e-results.json';
const SLOW_JSON = '.tmp/slow-results.json';
mkdirSync('.tmp', { recursive: true });
rmSync(UNIT_JSON, { force: true });
rmSync(E2E_JSON, { force: true });
rmSync(SLOW_JSON, { force: true });

/** Runs one part and says how long it took, so a slow run shows which part to look at. */
const run = (cmd, args, env = {}) => {
  const started = Date.now();
  const status = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  console.log(
    `test-part: ${[cmd, ...args].slice(0, 4).join(' ')} took ${Math.round((Date.now() - started) / 1000)}s`,
  );
  return status;
};
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const unit = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${UNIT_JSON}`,
]);
const e2e =
  unit === 0 ? run(process.execPath, ['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_JSON }) : 1;

// Last: each starts several server processes and would slow the others down.
const slow =
  unit === 0 && e2e === 0
    ? run('npx', [
        'vitest',
        'run',
        '--config',
        'vitest.slow.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${SLOW_JSON}`,
      ])
    : 1;

const u = readJson(UNIT_JSON);
const s = readJson(SLOW_JSON);
const e = readJson(E2E_JSON)?.stats;
const vitestCount = (key) => (u?.[key] ?? 0) + (s?.[key] ?? 0);
const passed = vitestCount('numPassedTests') + (e ? e.expected + e.flaky : 0);
const failed = vitestCount('numFailedTests') + (e?.unexpected ?? 0);
const skipped = vitestCount('numPendingTests') + vitestCount('numTodoTests') + (e?.skipped ?? 0);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(unit || e2e || slow);
