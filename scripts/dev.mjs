// `npm run dev`: the API with watch (tsx) on PORT (3000) and Vite with hot reload on WEB_PORT (5173).
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const webUrl = `http://localhost:${webPort}`;
const env = {
  ...process.env,
  PORT: apiPort,
  WEB_PORT: webPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? webUrl,
};

// The tools' own entry points, not npx: npx does not pass our SIGTERM on, and would leave them running.
const children = [
  spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'src/server/main.ts'],
    {
      stdio: 'inherit',
      env,
    },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', webPort, '--strictPort'], {
    stdio: 'inherit',
    env,
  }),
];
console.log(`\n  Moonlit Tales dev: open ${webUrl} (API on :${apiPort}, proxied)\n`);
const stop = (signal) => {
  for (const c of children) c.kill(signal);
  process.exit(0);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children) c.on('exit', (code) => code && stop('SIGTERM'));
