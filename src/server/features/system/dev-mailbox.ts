import { Hono } from 'hono';
import { z } from 'zod';
import { escapeHtml } from '../../../shared/html-escape.js';
import type { AppContext } from '../../context.js';
import type { AppEnv } from '../../platform/http/env.js';

const ZQuery = z.object({ to: z.string().trim().max(254).optional() });

const esc = escapeHtml;

/**
 * Without SMTP nothing leaves the machine: mails stay in the outbox and are read here.
 * Mounted only outside production (see app.ts).
 */
/** The development mailbox reads the mailer only. */
export type DevMailboxRoutesDeps = Pick<AppContext, 'mailer'>;

export function devMailboxRoutes(ctx: DevMailboxRoutesDeps) {
  const app = new Hono<AppEnv>();

  const read = async (to?: string) =>
    (await ctx.mailer.list(to || undefined, 100)).map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.message.subject,
      text: m.message.text,
      html: m.message.html,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
    }));

  app.get('/api/dev/mailbox', async (c) => {
    const { to } = ZQuery.parse(c.req.query());
    return c.json({ messages: await read(to) });
  });

  app.get('/dev/mailbox', async (c) => {
    const { to } = ZQuery.parse(c.req.query());
    return c.html(mailboxPage(await read(to), to));
  });

  return app;
}

interface MailboxItem {
  to: string[];
  subject: string;
  text: string;
  status: string;
  createdAt: string;
}

/**
 * Long links (a verification URL is one 200-character word) wrap on a phone instead of widening
 * the page: anywhere-wrapping on the text, the links and the pre blocks.
 */
const STYLE =
  'body{font-family:system-ui,sans-serif;background:#1d1a3a;color:#f6f1e7;margin:0;padding:24px 16px;max-width:760px;margin:auto;overflow-wrap:anywhere}' +
  'article{background:#2a2652;border-radius:14px;padding:16px 20px;margin:16px 0;min-width:0}' +
  'pre{white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-word;font-family:inherit;max-width:100%}' +
  'a{color:#f2b866;overflow-wrap:anywhere;word-break:break-all}.meta{color:#b9b4df;font-size:14px}' +
  'form{display:flex;flex-wrap:wrap;align-items:center;gap:8px}input{flex:1 1 12rem;min-width:0;padding:8px;border-radius:8px;border:0}' +
  'button{padding:8px 14px;border-radius:8px;border:0;background:#f2b866}';

/** The dev mailbox as one page: newest mail first, links clickable. */
export function mailboxPage(messages: readonly MailboxItem[], to?: string): string {
  const items = messages
    .map((m) => {
      const text = esc(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
      return `<article><h2>${esc(m.subject)}</h2><p class="meta">To ${esc(m.to.join(', '))} · ${esc(new Date(m.createdAt).toLocaleString('en-GB'))} · ${esc(m.status)}</p><pre>${text}</pre></article>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev mailbox · Moonlit Tales</title><style>${STYLE}</style></head><body><h1>Dev mailbox</h1><p>Mail is kept here because no SMTP_URL is set. Nothing leaves this machine.</p><form method="get"><label for="to">Recipient</label><input id="to" name="to" type="email" value="${esc(to ?? '')}"><button>Filter</button></form>${items || '<p>No mail yet.</p>'}</body></html>`;
}
