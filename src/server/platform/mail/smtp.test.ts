import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient } from '../../../../tests/support/client.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
const inbox: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  // A real SMTP peer: nodemailer speaks the protocol to it exactly as to a provider.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { workers: true });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('delivers the verification mail through SMTP and marks the outbox row sent', async () => {
  const client = new TestClient(t.app);
  await client.post('/api/identity/sign-up/email', {
    name: 'Smith',
    email: 'smtp@example.com',
    password: 'secret123',
  });
  const deadline = Date.now() + 20000;
  while (!inbox.some((m) => m.to.includes('smtp@example.com')) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200));
  const mail = inbox.find((m) => m.to.includes('smtp@example.com'));
  expect(mail?.raw).toContain('Subject: Confirm your e-mail for Moonlit Tales');
  expect(mail?.raw).toContain('verify-email?token=');
  let status = '';
  while (status !== 'sent' && Date.now() < deadline) {
    const [row] = await t.ctx.mailer.list('smtp@example.com');
    status = row?.status ?? '';
    if (status !== 'sent') await new Promise((r) => setTimeout(r, 100));
  }
  expect(status).toBe('sent');
});
