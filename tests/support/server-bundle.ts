import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export interface ServerBundle {
  /** The server's entry, as `node <main>` runs it. */
  main: string;
  /** The admin CLI (src/server/cli/admin.ts). */
  adminCli: string;
  remove(): void;
}

/**
 * The server bundled as `npm run build` bundles it (scripts/build-server.mjs), from the current
 * sources into a scratch folder under .tmp: a test that starts the server as a process many times
 * then pays for one esbuild run instead of tsx compiling the whole source tree at every start.
 * The folder sits two levels under the checkout, as dist/server does, so the bundle finds
 * package.json and node_modules the same way.
 */
export async function bundleServer(): Promise<ServerBundle> {
  const outdir = path.resolve('.tmp', `server-bundle-${process.pid}`);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: { main: 'src/server/main.ts', admin: 'src/server/cli/admin.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  cpSync('src/server/features/narration/flite-worker.mjs', path.join(outdir, 'flite-worker.mjs'));
  cpSync('src/server/platform/db/migrations', path.join(outdir, 'migrations'), { recursive: true });
  // The safety classifier's weights, beside the bundle as scripts/build-server.mjs puts them (an
  // LLM's streamed paragraphs are checked by meaning with it).
  cpSync('src/server/features/stories/safety/model.json', path.join(outdir, 'model.json'));
  return {
    main: path.join(outdir, 'main.js'),
    adminCli: path.join(outdir, 'admin.js'),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
