import type { TMailMessage } from '../db/schema/mail.js';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A name as it may appear in a mail, also one sent to an address nobody has verified yet: one
 * line, at most 80 characters, plainly quoted so it reads as what someone typed, not as our words.
 */
export function quotedName(name: string): string {
  const plain = name
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029\s]+/gu, ' ')
    .trim()
    .slice(0, 80);
  return plain ? `“${plain}”` : '';
}

/**
 * The button is a one-cell table with inline styles (what Outlook, Gmail and Apple Mail all
 * render), and the fallback link wraps anywhere, so a long link never widens the mail on a phone.
 */
function actionHtml(action: { label: string; url: string }): string {
  const url = escape(action.url);
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:28px 0;border-collapse:separate">` +
    `<tr><td align="center" bgcolor="#f2b866" style="border-radius:999px;background:#f2b866">` +
    `<a href="${url}" target="_blank" style="display:inline-block;padding:12px 22px;font-family:Georgia,serif;font-size:16px;font-weight:600;color:#1d1a3a;text-decoration:none;border-radius:999px">${escape(action.label)}</a>` +
    `</td></tr></table>` +
    `<p style="font-size:13px;line-height:1.5;color:#6b6890;margin:0 0 8px">Or paste this link into your browser:</p>` +
    `<p style="font-size:13px;line-height:1.5;margin:0;word-break:break-all;overflow-wrap:anywhere;word-wrap:break-word"><a href="${url}" style="color:#4b4790;word-break:break-all;overflow-wrap:anywhere">${url}</a></p>`
  );
}

/** One calm layout for every mail: a heading, a few lines, at most one button; HTML and plain text. */
export function layout(opts: {
  heading: string;
  lines: string[];
  action?: { label: string; url: string };
  footer?: string;
}): TMailMessage & { subject: '' } {
  const body =
    `<p style="font-size:14px;letter-spacing:.08em;text-transform:uppercase;color:#6b6890">Moonlit Tales</p>` +
    `<h1 style="font-size:24px;font-weight:normal">${escape(opts.heading)}</h1>` +
    opts.lines.map((l) => `<p style="font-size:16px;line-height:1.6">${escape(l)}</p>`).join('') +
    (opts.action ? actionHtml(opts.action) : '') +
    `<p style="font-size:13px;color:#6b6890;margin-top:32px">${escape(opts.footer ?? 'Sleep well.')}</p>`;
  const html =
    `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
    `<body style="margin:0;padding:0;background:#f6f1e7;font-family:Georgia,serif;color:#1d1a3a">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f6f1e7"><tr><td align="center" style="padding:32px 16px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:520px;table-layout:fixed"><tr><td style="padding:0 8px;word-break:break-word;overflow-wrap:anywhere">` +
    body +
    `</td></tr></table></td></tr></table></body></html>`;
  const text = [
    opts.heading,
    '',
    ...opts.lines,
    ...(opts.action ? ['', `${opts.action.label}:`, opts.action.url] : []),
    '',
    opts.footer ?? 'Sleep well.',
  ].join('\n');
  return { subject: '', html, text };
}

export function verificationMail(name: string, url: string): TMailMessage {
  return {
    ...layout({
      // Sent before anyone proved this address: the only user-chosen text is the quoted name.
      heading: 'Please confirm your e-mail address',
      lines: [
        ...(quotedName(name)
          ? [`A Moonlit Tales account named ${quotedName(name)} was created with this address.`]
          : []),
        'Please confirm your e-mail address so we can start writing bedtime stories for your family.',
      ],
      action: { label: 'Confirm my e-mail', url },
      footer: 'If you did not sign up, you can ignore this e-mail.',
    }),
    subject: 'Confirm your e-mail for Moonlit Tales',
  };
}

export function passwordResetMail(name: string, url: string): TMailMessage {
  return {
    ...layout({
      heading: 'Set a new password',
      lines: [
        `Someone (hopefully you) asked to reset the password of the Moonlit Tales account ${quotedName(name) ? `named ${quotedName(name)} ` : ''}for this address.`,
        'The link works for one hour.',
      ],
      action: { label: 'Choose a new password', url },
      footer: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
    }),
    subject: 'Reset your Moonlit Tales password',
  };
}

export function welcomeMail(name: string, appUrl: string): TMailMessage {
  return {
    ...layout({
      heading: quotedName(name) ? `Your storybook is open, ${quotedName(name)}` : 'Your storybook is open',
      lines: [
        'Your account is ready. Add a child profile, pick a theme, and we will write a bedtime story where your child is the hero.',
        'Every story ends calm and sleepy. Sweet dreams start tonight.',
      ],
      action: { label: 'Open Moonlit Tales', url: appUrl },
    }),
    subject: 'Welcome to Moonlit Tales',
  };
}
