import type { TMailMessage } from '../db/schema/mail.js';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** One calm layout for every mail: a heading, a few lines, at most one button. */
export function layout(opts: {
  heading: string;
  lines: string[];
  action?: { label: string; url: string };
  footer?: string;
}): TMailMessage & { subject: '' } {
  const button = opts.action
    ? `<p style="margin:28px 0"><a href="${escape(opts.action.url)}" style="background:#f2b866;color:#1d1a3a;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:600">${escape(opts.action.label)}</a></p><p style="font-size:13px;color:#6b6890">Or paste this link into your browser:<br>${escape(opts.action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f6f1e7;font-family:Georgia,serif;color:#1d1a3a"><div style="max-width:520px;margin:0 auto;padding:32px 24px"><p style="font-size:14px;letter-spacing:.08em;text-transform:uppercase;color:#6b6890">Moonlit Tales</p><h1 style="font-size:24px;font-weight:normal">${escape(opts.heading)}</h1>${opts.lines.map((l) => `<p style="font-size:16px;line-height:1.6">${escape(l)}</p>`).join('')}${button}<p style="font-size:13px;color:#6b6890;margin-top:32px">${escape(opts.footer ?? 'Sleep well.')}</p></div></body></html>`;
  const text = [
    opts.heading,
    '',
    ...opts.lines,
    ...(opts.action ? ['', `${opts.action.label}: ${opts.action.url}`] : []),
    '',
    opts.footer ?? 'Sleep well.',
  ].join('\n');
  return { subject: '', html, text };
}

export function verificationMail(name: string, url: string): TMailMessage {
  return {
    ...layout({
      heading: `Welcome, ${name}!`,
      lines: ['Please confirm your e-mail address so we can start writing bedtime stories for your family.'],
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
        `Hello ${name}, someone (hopefully you) asked to reset the password of your Moonlit Tales account.`,
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
      heading: `Your storybook is open, ${name}`,
      lines: [
        'Your account is ready. Add a child profile, pick a theme, and we will write a bedtime story where your child is the hero.',
        'Every story ends calm and sleepy. Sweet dreams start tonight.',
      ],
      action: { label: 'Open Moonlit Tales', url: appUrl },
    }),
    subject: 'Welcome to Moonlit Tales',
  };
}
