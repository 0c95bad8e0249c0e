import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, type ServerBundle } from '../support/server-bundle.js';

/** The server as a real process: boot, the data-directory lock, graceful shutdown, bad config. */
const children: ChildProcess[] = [];
// Eight starts and two CLI runs: bundled once, each starts without compiling the sources again.
let bundle: ServerBundle;
beforeAll(async () => {
  bundle = await bundleServer();
}, 60000);
afterAll(() => {
  children.forEach((c) => c.kill('SIGKILL'));
  bundle?.remove();
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [bundle.main], {
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
      const grant = spawn(process.execPath, [bundle.adminCli, 'grant', email], {
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

  // One server for both (each boot costs seconds): the 413 first, then the drain that stops it.
  describe('one running server', () => {
    const port = 3394;
    let server: ReturnType<typeof startServer>;
    beforeAll(async () => {
      server = startServer({
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'moonlit-drain-')),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SHUTDOWN_GRACE_MS: '6000',
        // The sign-ups come from 40 addresses through "our proxy", so the per-address limit holds.
        TRUST_PROXY: '1',
      });
      await waitHealthy(port);
    }, 120000);
    afterAll(() => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    });

    it('answers a chunked body over the limit with a JSON 413 instead of dropping the connection', async () => {
      // Like most HTTP clients: send the whole (8 MB) body first, then read the answer.
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('error', reject);
        const readAnswer = () => {
          let text = '';
          socket.on('data', (d: Buffer) => (text += d.toString()));
          socket.on('end', () => resolve(text));
        };
        socket.write(
          [
            'POST /api/identity/sign-in/email HTTP/1.1',
            `Host: 127.0.0.1:${port}`,
            `Origin: http://127.0.0.1:${port}`,
            'Content-Type: application/json',
            'Transfer-Encoding: chunked',
            '',
            '',
          ].join('\r\n'),
        );
        const chunk = 'x'.repeat(16 * 1024);
        const piece = `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
        let sent = 0;
        const pump = () => {
          while (sent < 512) {
            sent++;
            if (!socket.write(piece)) return void socket.once('drain', pump);
          }
          socket.write('0\r\n\r\n', () => readAnswer());
        };
        socket.write(`9\r\n{"email":\r\n`, pump);
      });
      expect(reply).toMatch(/^HTTP\/1\.1 413/);
      expect(reply).toContain('"code":"PAYLOAD_TOO_LARGE"');
    }, 120000);

    it('on SIGTERM drains: health says 503 and the 40 requests already sent all complete', async () => {
      // 40 sign-ups (slow: each hashes a password), each on its own connection, all fully sent.
      const written: Promise<void>[] = [];
      const answers = Array.from({ length: 40 }, (_, i) => {
        const body = JSON.stringify({ name: 'Drain', email: `drain${i}@example.com`, password: 'secret123' });
        return new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = http.request(
            {
              port,
              host: '127.0.0.1',
              method: 'POST',
              path: '/api/identity/sign-up/email',
              agent: false,
              headers: {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
                origin: `http://127.0.0.1:${port}`,
                'x-forwarded-for': `10.77.0.${i + 1}`,
              },
            },
            (res) => {
              let text = '';
              res.on('data', (d: Buffer) => (text += d.toString()));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
            },
          );
          req.on('error', reject);
          written.push(new Promise((done) => req.on('finish', () => done())));
          req.end(body);
        });
      });
      await Promise.all(written);
      server.child.kill('SIGTERM');
      while (!server.output().includes('shutting down: draining'))
        await new Promise((r) => setTimeout(r, 50));
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'draining' });

      const results = await Promise.all(answers);
      expect(results.map((r) => r.status)).toEqual(Array.from({ length: 40 }, () => 200));
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('stopped cleanly');
    }, 90000);
  });

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
