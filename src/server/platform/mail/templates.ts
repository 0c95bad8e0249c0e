import { MAIL_LAYOUT_MESSAGES } from '../../../shared/design-messages.js';
import { escapeHtml } from '../../../shared/html-escape.js';
import type { TMailMessage } from '../db/schema/mail.js';

/** Mails are built as text: everything a user typed goes through the one escaper. */
export const escape = escapeHtml;

/**
 * A name as it may appear in a mail, also one sent to an address nobody has verified yet: one
 * line, at most 80 characters, plainly quoted so it reads as what someone typed, not as our words.
 */
export function quotedName(name: string): string {
  const plain = oneLine(name);
  return plain ? `“${plain}”` : '';
}

/** Typed text as one line of at most 80 characters (no control or format characters). */
export function oneLine(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029\s]+/gu, ' ')
    .trim()
    .slice(0, 80);
}

/**
 * The product's night-and-lamplight colours, written out for mail clients (no CSS variables):
 * a night-navy frame and header, a cream card that reads well in daylight, a gold button.
 */
const MAIL_COLOURS = {
  night: '#0e1230',
  nightSoft: '#1b2358',
  cream: '#f8efdf',
  card: '#fffaf1',
  ink: '#1d1a3a',
  muted: '#5b5780',
  gold: '#f6c25b',
  goldInk: '#2a1c04',
  link: '#3d3580',
} as const;

const SANS = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const SERIF = "Georgia,'Times New Roman',serif";

/**
 * The button is a one-cell table with inline styles (what Outlook, Gmail and Apple Mail all
 * render), and the fallback link wraps anywhere, so a long link never widens the mail on a phone.
 */
function actionHtml(action: { label: string; url: string }): string {
  const url = escape(action.url);
  const c = MAIL_COLOURS;
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:28px 0;border-collapse:separate">` +
    `<tr><td align="center" bgcolor="${c.gold}" style="border-radius:999px;background:${c.gold}">` +
    `<a href="${url}" target="_blank" style="display:inline-block;padding:14px 26px;font-family:${SANS};font-size:16px;font-weight:700;color:${c.goldInk};text-decoration:none;border-radius:999px">${escape(action.label)}</a>` +
    `</td></tr></table>` +
    `<p style="font-family:${SANS};font-size:13px;line-height:1.5;color:${c.muted};margin:0 0 8px">${escape(MAIL_LAYOUT_MESSAGES.fallbackIntro)}</p>` +
    `<p style="font-family:${SANS};font-size:13px;line-height:1.5;margin:0;word-break:break-all;overflow-wrap:anywhere;word-wrap:break-word"><a href="${url}" style="color:${c.link};word-break:break-all;overflow-wrap:anywhere">${url}</a></p>`
  );
}

/** One calm layout for every mail: a heading, a few lines, at most one button; HTML and plain text. */
export function layout(opts: {
  heading: string;
  lines: string[];
  action?: { label: string; url: string };
  footer?: string;
}): TMailMessage & { subject: '' } {
  const c = MAIL_COLOURS;
  const brand =
    `<p style="margin:0 0 16px;font-family:${SANS};font-size:15px;font-weight:700;letter-spacing:.04em;color:${c.cream}">` +
    `<span style="color:${c.gold};font-size:18px">&#9790;</span>&nbsp; Moonlit Tales</p>`;
  const body =
    `<h1 style="margin:0 0 16px;font-family:${SERIF};font-size:24px;line-height:1.3;font-weight:normal;color:${c.ink}">${escape(opts.heading)}</h1>` +
    opts.lines
      .map(
        (l) =>
          `<p style="margin:0 0 14px;font-family:${SANS};font-size:16px;line-height:1.6;color:${c.ink}">${escape(l)}</p>`,
      )
      .join('') +
    (opts.action ? actionHtml(opts.action) : '') +
    `<p style="font-family:${SANS};font-size:13px;line-height:1.5;color:${c.muted};margin:28px 0 0">${escape(opts.footer ?? 'Sleep well.')}</p>`;
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"></head>` +
    `<body style="margin:0;padding:0;background:${c.night};color:${c.ink}">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${c.night}" style="background:${c.night}"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:520px;table-layout:fixed"><tr><td style="padding:0 4px">${brand}</td></tr>` +
    `<tr><td bgcolor="${c.card}" style="background:${c.card};border-radius:16px;padding:28px 20px;word-break:break-word;overflow-wrap:anywhere">` +
    body +
    `</td></tr>` +
    `<tr><td style="padding:16px 4px 0;font-family:${SANS};font-size:12px;line-height:1.5;color:${c.cream}">${escape(MAIL_LAYOUT_MESSAGES.footer)}</td></tr>` +
    `</table></td></tr></table></body></html>`;
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
