/** Server-rendered sandbox pages: no script at all (the CSP forbids inline script), plain forms. */
import { SANDBOX_PAGE_MESSAGES } from '../../../../../shared/design-messages.js';

export const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
export const perInterval = (cents: number, interval: 'month' | 'year') => `${money(cents)}/${interval}`;
export const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export const TEST_MODE_BANNER = 'Test mode — nothing is charged';

/**
 * The app's own look (src/web/styles/tokens.css, written out: this page loads no app CSS): night
 * navy, cream text, gold actions, large targets; and a banner that says plainly it is test mode.
 */
const STYLE = `
:root{color-scheme:dark;background:#080b22}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:radial-gradient(120% 60% at 50% 0%,#1b2358 0%,#0e1230 55%,#080b22 100%) fixed;color:#f8efdf;font:16px/1.55 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;overflow-wrap:anywhere}
.bar{display:flex;align-items:center;gap:8px;max-width:520px;margin:0 auto;padding:16px 16px 0;font-weight:750;font-size:1.1rem}
.moon{color:#f6c25b;font-size:1.4rem;line-height:1}
main{max-width:520px;margin:0 auto;padding:16px 16px 48px}
.banner{display:grid;gap:2px;margin:0 0 20px;padding:12px 16px;border-radius:16px;border:1px dashed rgba(246,194,91,.6);background:rgba(246,194,91,.12);color:#ffd584}
.banner strong{font-size:1rem}
.banner span{color:#cdc6e0;font-size:.93rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 16px}
h2{font-size:1.2rem;line-height:1.3;margin:0 0 8px}
.card{background:linear-gradient(180deg,rgba(37,46,108,.72),rgba(22,29,76,.78));border:1px solid rgba(248,239,223,.14);border-radius:24px;padding:20px;margin:0 0 16px;box-shadow:0 12px 32px rgba(3,5,20,.45)}
label{display:block;margin:12px 0 6px;font-weight:600}
input,select{width:100%;min-height:48px;padding:10px 14px;border:1px solid rgba(248,239,223,.28);border-radius:10px;background:rgba(8,11,34,.55);color:#f8efdf;font:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #ffe29a;outline-offset:2px}
button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:48px;margin-top:16px;padding:0 24px;border:0;border-radius:999px;background:linear-gradient(180deg,#ffd584,#f6c25b);color:#2a1c04;font:inherit;font-weight:700;cursor:pointer}
button.secondary{background:transparent;color:#f8efdf;border:1px solid rgba(248,239,223,.28)}
form+form button{margin-top:10px}
.error{background:rgba(255,128,112,.14);color:#ffb0a6;border:1px solid rgba(255,176,166,.4);padding:12px 14px;border-radius:10px}
.notice{background:rgba(120,220,170,.13);color:#a6e8c6;border:1px solid rgba(166,232,198,.4);padding:12px 14px;border-radius:10px}
.hint{font-size:.9rem;color:#cdc6e0}
fieldset{border:0;padding:0;margin:0 0 16px;min-width:0}
legend{font-size:1.1rem;font-weight:700;margin-bottom:2px;padding:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0}dt{font-weight:600;color:#cdc6e0}dd{margin:0}
a{color:#ffd584}
/* A link alone on its line (Cancel, Return) is a 44 px target, as the app's buttons are. */
p>a:only-child{display:inline-flex;align-items:center;min-height:44px}
p{margin:0 0 12px}
`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="theme-color" content="#0e1230"><title>${esc(title)} · Moonlit Tales</title><style>${STYLE}</style></head><body><header class="bar"><span class="moon" aria-hidden="true">&#9790;</span><span>Moonlit Tales</span></header><main><p class="banner" role="note"><strong>${TEST_MODE_BANNER}</strong><span>${esc(SANDBOX_PAGE_MESSAGES.testModeText)}</span></p><h1>${esc(title)}</h1>${body}</main></body></html>`;
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  const back = link ? `<p><a href="${esc(link.href)}">${esc(link.label)}</a></p>` : '';
  return page(title, `<p role="alert" class="error">${esc(message)}</p>${back}`);
}
