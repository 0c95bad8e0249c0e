// `npm test`: unit + integration (vitest), then the browser tests (Playwright in Debian's Chromium),
// then one closing line with the totals of both.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const UNIT_JSON = '.tmp/vitest-results.json';
const E2E_JSON = '.tmp/e2e-results.json';
mkdirSync('.tmp', { recursive: true });
rmSync(UNIT_JSON, { force: true });
rmSync(E2E_JSON, { force: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
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

const u = readJson(UNIT_JSON);
const e = readJson(E2E_JSON)?.stats;
const passed = (u?.numPassedTests ?? 0) + (e ? e.expected + e.flaky : 0);
const failed = (u?.numFailedTests ?? 0) + (e?.unexpected ?? 0);
const skipped = (u?.numPendingTests ?? 0) + (u?.numTodoTests ?? 0) + (e?.skipped ?? 0);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(unit || e2e);
