import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The server as a real process: boot, the data-directory lock, graceful shutdown, bad config. */
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitHealthy(port: number, timeoutMs = 90000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('server never became healthy');
}

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'moonlit-proc-'));

  it('boots on PGlite, refuses a second process on the same data directory, and stops cleanly on SIGTERM', async () => {
    const first = startServer({ PORT: '3291', DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1:3291' });
    const health = await waitHealthy(3291);
    expect(health).toMatchObject({ status: 'ok', database: true, queue: true, engine: 'pglite' });
    const signUp = await fetch('http://127.0.0.1:3291/api/identity/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3291' },
      body: JSON.stringify({ name: 'Keeper', email: 'keeper@example.com', password: 'secret123' }),
    });
    expect(signUp.status).toBe(200);
    const drifter = await fetch('http://127.0.0.1:3291/api/identity/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3291' },
      body: JSON.stringify({ name: 'Drifter', email: 'drifter@example.com', password: 'secret123' }),
    });
    expect(drifter.status).toBe(200);
    // The admin role needs a verified address: open the e-mailed link before granting it.
    const mailbox = await fetch('http://127.0.0.1:3291/api/dev/mailbox?to=keeper@example.com');
    const [mail] = ((await mailbox.json()) as { messages: { text: string }[] }).messages;
    const verifyLink = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(verifyLink).toContain('/api/identity/verify-email');
    const verified = await fetch(verifyLink as string, { redirect: 'manual' });
    expect(verified.status).toBe(302);

    const second = startServer({ PORT: '3292', DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is in use by process ${first.child.pid}`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped cleanly');
    expect(first.output()).toContain('(payments: sandbox)');

    // The lock is released: a CLI may change data while the server is stopped.
    const grantRun = async (email: string) => {
      const grant = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', 'grant', email], {
        env: { ...process.env, DATA_DIR: dataDir },
      });
      let out = '';
      grant.stdout.on('data', (d: Buffer) => (out += d.toString()));
      grant.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const code = await new Promise((resolve) => grant.on('exit', resolve));
      return { code, out };
    };
    const refused = await grantRun('drifter@example.com');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('drifter@example.com has not verified its e-mail address yet');
    const granted = await grantRun('keeper@example.com');
    expect(granted.code).toBe(0);
    expect(granted.out).toContain('keeper@example.com is now an admin.');

    // After a restart the account is still there, now an admin.
    const third = startServer({ PORT: '3293', DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1:3293' });
    await waitHealthy(3293);
    const signIn = await fetch('http://127.0.0.1:3293/api/identity/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3293' },
      body: JSON.stringify({ email: 'keeper@example.com', password: 'secret123' }),
    });
    expect(signIn.status).toBe(200);
    const token = ((await signIn.json()) as { token: string }).token;
    const me = await fetch('http://127.0.0.1:3293/api/auth/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await me.json()).toMatchObject({ email: 'keeper@example.com', role: 'admin' });
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  }, 240000);

  it('stops at boot with a message naming every bad variable', async () => {
    const bad = startServer({ PORT: 'not-a-port', DATABASE_URL: 'mysql://nope', DATA_DIR: dataDir });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT');
    expect(bad.output()).toContain('DATABASE_URL');
  });

  it('requires SMTP_URL in production', async () => {
    const prod = startServer({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      DATA_DIR: dataDir,
      SMTP_URL: '',
    });
    expect(await prod.exited).toBe(1);
    expect(prod.output()).toContain('SMTP_URL is required in production');
  });

  it('requires Stripe or an explicit PAYMENTS=sandbox in production', async () => {
    const prod = startServer({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      STRIPE_SECRET_KEY: '',
      PAYMENTS: '',
    });
    expect(await prod.exited).toBe(1);
    expect(prod.output()).toContain('PAYMENTS is required in production');
    expect(prod.output()).toContain('STRIPE_SECRET_KEY');
  });
});
