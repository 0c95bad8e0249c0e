import { describe, expect, it } from 'vitest';
import { mailboxPage } from './dev-mailbox.js';

const LONG_LINK = `http://127.0.0.1:3000/api/identity/verify-email?token=${'x'.repeat(220)}&callbackURL=%2F`;

describe('dev mailbox page', () => {
  const html = mailboxPage([
    {
      to: ['mia@example.com'],
      subject: 'Verify',
      text: `Open ${LONG_LINK}`,
      status: 'sent',
      createdAt: '2025-01-01T20:00:00Z',
    },
  ]);

  it('keeps links clickable', () => {
    expect(html).toContain(`<a href="${LONG_LINK.replace(/&/g, '&amp;')}">`);
  });

  it('wraps long links and text on a phone instead of widening the page', () => {
    expect(html).toMatch(/a\{[^}]*overflow-wrap:anywhere/);
    expect(html).toMatch(/pre\{[^}]*white-space:pre-wrap[^}]*overflow-wrap:anywhere/);
    expect(html).toContain('width=device-width');
  });

  it('says so when there is no mail', () => {
    expect(mailboxPage([])).toContain('No mail yet.');
  });
});
