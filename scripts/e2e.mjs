// Browser tests: builds the app, starts it on a free port with a fresh data directory and a local
// OpenID Connect provider standing in for Google, then runs Playwright in Debian's Chromium.
// Without Chromium the run is skipped LOUDLY, unless REQUIRE_E2E=1, where that is a failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
    encoding: 'utf8',
  });
  return which.status === 0 ? which.stdout.trim() : null;
}

const chromium = findChromium();
if (!chromium) {
  const banner = '!'.repeat(72);
  console.error(
    `\n${banner}\n  BROWSER TESTS SKIPPED: no Chromium found (set CHROME_PATH or apt-get install chromium)\n${banner}\n`,
  );
  process.exit(process.env.REQUIRE_E2E === '1' ? 1 : 0);
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

if (spawnSync('node', ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' }).status !== 0)
  process.exit(1);

const children = [];
const cleanup = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', cleanup);

const oidcPort = await freePort();
const oidc = spawn(
  process.execPath,
  ['--import', 'tsx', 'tests/support/fake-oidc-server.ts', String(oidcPort)],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
children.push(oidc);
const oidcInfo = await new Promise((resolve) =>
  oidc.stdout.once('data', (d) => resolve(JSON.parse(d.toString()))),
);

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'moonlit-e2e-'));

// A family with a long library (library-pages.spec.ts), written before the server owns the data.
const seeded = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'src/server/cli/seed.ts',
    '--families',
    '1',
    '--stories-per-family',
    '120',
    '--email-prefix',
    'e2e-library',
  ],
  { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' } },
);
if (seeded.status !== 0) process.exit(1);
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    GOOGLE_CLIENT_ID: oidcInfo.clientId,
    GOOGLE_CLIENT_SECRET: oidcInfo.clientSecret,
    GOOGLE_ISSUER: oidcInfo.issuer,
    ADMIN_EMAILS: 'admin@moonlit.test',
    // Every browser test signs up from 127.0.0.1: more accounts than one household makes.
    RATE_LIMIT_SIGNUPS_PER_ADDRESS: '1000',
  },
});
children.push(server);

const deadline = Date.now() + 60000;
for (;;) {
  try {
    if ((await fetch(`${baseUrl}/api/health`)).ok) break;
  } catch {
    // not up yet
  }
  if (Date.now() > deadline) {
    console.error('e2e: the server never became healthy');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 200));
}

// One spec named on the command line runs alone, without the specs its project waits for.
const args = process.argv.slice(2);
const result = spawnSync('npx', ['playwright', 'test', ...(args.length ? ['--no-deps', ...args] : [])], {
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: baseUrl, CHROME_PATH: chromium, OIDC_ISSUER: oidcInfo.issuer },
});
cleanup();
process.exit(result.status ?? 1);
