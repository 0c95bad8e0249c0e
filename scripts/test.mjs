// `npm test`: unit + integration (vitest), then the browser tests (Playwright in Debian's Chromium).
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;

const unit = run('npx', ['vitest', 'run']);
if (unit !== 0) process.exit(unit);
process.exit(run(process.execPath, ['scripts/e2e.mjs']));
