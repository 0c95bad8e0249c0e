// Ad-hoc: idle and after-load memory of the built server on a copy of a seeded bench data dir.
import { cpSync, mkdtempSync } from 'node:fs';
import { send } from './load.ts';
import { load } from './loadgen.ts';
import { startApp, residentMb } from './server.ts';
const src = process.argv[2]!;
const dir = mkdtempSync('/tmp/perfx/mem-');
cpSync(src, dir, { recursive: true });
const base = 'http://127.0.0.1:3397';
const app = await startApp({ engine: 'pglite', dataDir: dir }, base, {});
const signIn = async (email: string) => {
  const r = await send(base, { method: 'POST', path: '/api/identity/sign-in/email', headers: { origin: base, 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'bench-pass-1' }) });
  return (r.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
};
const admin = await signIn('bench-admin@example.com');
const mem = async () => ({ rss: residentMb(app.pid), ...(JSON.parse((await send(base, { method: 'GET', path: '/api/admin/health', headers: { cookie: admin } })).body).memory) });
await new Promise((r) => setTimeout(r, 3000));
console.log('idle', JSON.stringify(await mem()));
const c1000 = await signIn('bench-1000@example.com');
const c200 = await signIn('bench-200@example.com');
for (const [path, cookie] of [['/api/stories/all', c1000], ['/api/stories/all', c200], ['/api/auth/me', c200], ['/api/stories/credits/status', c200]] as const) {
  const r = await load(base, { path, headers: { cookie, 'accept-encoding': 'gzip' } }, { seconds: 3 });
  console.log(path, r.rps, r.p99, r.non2xx);
}
await new Promise((r) => setTimeout(r, 2000));
console.log('after', JSON.stringify(await mem()));
await app.stop();
