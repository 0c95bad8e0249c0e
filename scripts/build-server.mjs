// Bundles the server into dist/server (dependencies stay in node_modules) and copies the SQL migrations.
import { build } from 'esbuild';
import { cpSync, rmSync, writeFileSync } from 'node:fs';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts', worker: 'src/server/cli/worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// The narration worker thread runs unbundled, beside main.js (new URL('./flite-worker.mjs', import.meta.url)).
cpSync('src/server/features/narration/flite-worker.mjs', 'dist/server/flite-worker.mjs');
cpSync('src/server/platform/db/migrations', 'dist/server/migrations', { recursive: true });
// The safety classifier's weights, read beside the bundle (new URL('./model.json', import.meta.url)).
cpSync('src/server/features/stories/safety/model.json', 'dist/server/model.json');
writeFileSync('dist/.build-stamp', new Date().toISOString());
console.log('server built: dist/server/main.js');
