import type { APIRequestContext } from '@playwright/test';

/** One message of `GET /api/dev/mailbox?to=<email>` (newest first). */
export interface TMail {
  to: string[] | string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The first http(s) link in a text, without trailing punctuation. */
export function extractFirstLink(text: string): string | null {
  const match = /https?:\/\/[^\s<>"']+/.exec(text);
  return match ? match[0].replace(/[).,;:!?]+$/, '') : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the server's dev mailbox (kept when no SMTP is configured). */
export class Mailbox {
  private readonly request: APIRequestContext;
  private readonly baseURL: string;

  constructor(request: APIRequestContext, baseURL: string) {
    this.request = request;
    this.baseURL = baseURL;
  }

  async list(to: string): Promise<TMail[]> {
    const response = await this.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    if (!response.ok()) throw new Error(`dev mailbox answered ${response.status()}`);
    const body = (await response.json()) as { messages: TMail[] };
    return body.messages;
  }

  /** Polls until a message to `to` whose subject matches arrives (newest first). */
  async waitFor(to: string, subject: RegExp = /./, timeoutMs = 20_000): Promise<TMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.list(to)).find((mail) => subject.test(mail.subject));
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no mail to ${to} matching ${String(subject)} within ${timeoutMs} ms`);
      await sleep(250);
    }
  }

  /** The message's first link, moved onto the app under test (the server's PUBLIC_URL may differ). */
  appLink(mail: TMail): string {
    const link = extractFirstLink(mail.text) ?? extractFirstLink(mail.html);
    if (!link) throw new Error(`no link in mail "${mail.subject}"`);
    const url = new URL(link);
    return new URL(`${url.pathname}${url.search}`, this.baseURL).toString();
  }
}
