// `npm start`: builds once if the build is missing or older than the sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const stamp = 'dist/.build-stamp';
const stale =
  !existsSync(stamp) || !existsSync('dist/web/index.html') || newestMtime('src') > statSync(stamp).mtimeMs;
if (stale) {
  console.log('Building the app (first start or sources changed)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv.includes('--build-only')) process.exit(0);

// The process settings the server runs with (see docs/decisions/012-memory.md); the operator's own win.
const serverEnv = JSON.parse(readFileSync('scripts/server-env.json', 'utf8'));
const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { ...serverEnv, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
