/** Server-rendered sandbox pages: no script at all (the CSP forbids inline script), plain forms. */

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

const STYLE = `
body{margin:0;background:#f6f1e7;color:#1d1a3a;font-family:Georgia,serif}
main{max-width:520px;margin:0 auto;padding:24px}
.banner{background:#1d1a3a;color:#f2b866;padding:12px 16px;border-radius:10px;font-size:18px;margin:0 0 20px}
.card{background:#fff;border-radius:14px;padding:20px;margin:0 0 16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
label{display:block;margin:12px 0 4px;font-weight:600}
input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #b9b4d0;border-radius:8px;font-size:16px}
button{margin-top:18px;background:#f2b866;color:#1d1a3a;border:0;border-radius:999px;padding:12px 22px;font-size:16px;font-weight:600;cursor:pointer}
button.secondary{background:#e7e3f3}
.error{background:#fde8e8;color:#8a1c1c;padding:12px;border-radius:8px}
.notice{background:#e6f4ea;color:#1e5b2f;padding:12px;border-radius:8px}
.hint{font-size:14px;color:#6b6890}
fieldset{border:0;padding:0;margin:0 0 12px}
legend{font-size:20px;margin-bottom:4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{font-weight:600}dd{margin:0}
a{color:#3d3580}
`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main><h1 class="banner">${TEST_MODE_BANNER}</h1>${body}</main></body></html>`;
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  const back = link ? `<p><a href="${esc(link.href)}">${esc(link.label)}</a></p>` : '';
  return page(title, `<h2>${esc(title)}</h2><p role="alert" class="error">${esc(message)}</p>${back}`);
}
