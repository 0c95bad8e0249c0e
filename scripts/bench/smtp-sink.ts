import net from 'node:net';

/**
 * A mail server that accepts every message and keeps none: the bench runs the app as production
 * does (NODE_ENV=production requires SMTP_URL), and sign-ups send a verification mail.
 * Speaks just enough SMTP for nodemailer: greeting, EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
 */
export async function startSmtpSink(): Promise<{ url: string; close(): Promise<void> }> {
  const server = net.createServer((socket) => {
    let inData = false;
    let pending = '';
    socket.write('220 bench-sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = pending.indexOf('\r\n.\r\n');
          if (end < 0) return;
          pending = pending.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = pending.indexOf('\r\n');
        if (eol < 0) return;
        const verb = pending.slice(0, eol).split(' ')[0]?.toUpperCase() ?? '';
        pending = pending.slice(eol + 2);
        if (verb === 'EHLO') socket.write('250-bench-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
