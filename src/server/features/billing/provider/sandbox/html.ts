/** Server-rendered sandbox pages: no script at all (the CSP forbids inline script), plain forms. */
import { escapeHtml } from '../../../../../shared/html-escape.js';
import { SANDBOX_PAGE_MESSAGES } from '../../../../../shared/design-messages.js';
import {
  isThemeCookie,
  readCookie,
  THEME_COOKIE,
  type TThemeCookie,
} from '../../../../../shared/front-door.js';

export const esc = escapeHtml;

export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
export const perInterval = (cents: number, interval: 'month' | 'year') => `${money(cents)}/${interval}`;
export const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export const TEST_MODE_BANNER = 'Test mode — nothing is charged';

/**
 * The app's own look (src/web/styles/tokens.css, written out: this page loads no app CSS): night
 * navy, cream text, gold actions, large targets; and a banner that says plainly it is test mode.
 * Night is the default; the day colours apply when the parent chose Light in the app (the theme
 * cookie, see themeFromCookie) or, with no choice kept, when the device prefers light.
 */
const NIGHT = `color-scheme:dark;--bg:#080b22;--glow:#1b2358;--mid:#0e1230;--ink:#f8efdf;--muted:#cdc6e0;--accent:#ffd584;--moon:#f6c25b;--line:rgba(248,239,223,.14);--line-strong:rgba(248,239,223,.28);--field:rgba(8,11,34,.55);--card-top:rgba(37,46,108,.72);--card-bottom:rgba(22,29,76,.78);--shadow:rgba(3,5,20,.45);--banner:rgba(246,194,91,.12);--banner-line:rgba(246,194,91,.6);--focus:#ffe29a;--error:#ffb0a6;--error-bg:rgba(255,128,112,.14);--error-line:rgba(255,176,166,.4);--ok:#a6e8c6;--ok-bg:rgba(120,220,170,.13);--ok-line:rgba(166,232,198,.4)`;
const DAY = `color-scheme:light;--bg:#ece4d4;--glow:rgba(246,194,91,.22);--mid:#f6f1e7;--ink:#1e2140;--muted:#50536e;--accent:#7a4300;--moon:#8a4b00;--line:rgba(30,33,64,.13);--line-strong:rgba(30,33,64,.3);--field:rgba(255,255,255,.85);--card-top:#fffdf8;--card-bottom:#fcf7ee;--shadow:rgba(70,55,30,.1);--banner:rgba(230,160,40,.16);--banner-line:rgba(160,92,0,.5);--focus:#a65400;--error:#8c1d15;--error-bg:rgba(200,60,50,.09);--error-line:rgba(179,38,30,.4);--ok:#145c38;--ok-bg:rgba(40,160,100,.11);--ok-line:rgba(29,107,67,.4)`;

const STYLE = `
:root{${NIGHT}}
@media (prefers-color-scheme:light){:root:not([data-theme=dark]){${DAY}}}
:root[data-theme=light]{${DAY}}
:root{background:var(--bg)}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:radial-gradient(120% 60% at 50% 0%,var(--glow) 0%,var(--mid) 55%,var(--bg) 100%) fixed;color:var(--ink);font:16px/1.55 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;overflow-wrap:anywhere}
.bar{display:flex;align-items:center;gap:8px;max-width:520px;margin:0 auto;padding:16px 16px 0;font-weight:750;font-size:1.1rem}
.moon{color:var(--moon);font-size:1.4rem;line-height:1}
main{max-width:520px;margin:0 auto;padding:16px 16px 48px}
.banner{display:grid;gap:2px;margin:0 0 20px;padding:12px 16px;border-radius:16px;border:1px dashed var(--banner-line);background:var(--banner);color:var(--accent)}
.banner strong{font-size:1rem}
.banner span{color:var(--muted);font-size:.93rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 16px}
h2{font-size:1.2rem;line-height:1.3;margin:0 0 8px}
.card{background:linear-gradient(180deg,var(--card-top),var(--card-bottom));border:1px solid var(--line);border-radius:24px;padding:20px;margin:0 0 16px;box-shadow:0 12px 32px var(--shadow)}
label{display:block;margin:12px 0 6px;font-weight:600}
input,select{width:100%;min-height:48px;padding:10px 14px;border:1px solid var(--line-strong);border-radius:10px;background:var(--field);color:var(--ink);font:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:48px;margin-top:16px;padding:0 24px;border:0;border-radius:999px;background:linear-gradient(180deg,#ffd584,#f6c25b);color:#2a1c04;font:inherit;font-weight:700;cursor:pointer}
button.secondary{background:transparent;color:var(--ink);border:1px solid var(--line-strong)}
form+form button{margin-top:10px}
.error{background:var(--error-bg);color:var(--error);border:1px solid var(--error-line);padding:12px 14px;border-radius:10px}
.notice{background:var(--ok-bg);color:var(--ok);border:1px solid var(--ok-line);padding:12px 14px;border-radius:10px}
.hint{font-size:.9rem;color:var(--muted)}
fieldset{border:0;padding:0;margin:0 0 16px;min-width:0}
legend{font-size:1.1rem;font-weight:700;margin-bottom:2px;padding:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0}dt{font-weight:600;color:var(--muted)}dd{margin:0}
a{color:var(--accent)}
/* A link alone on its line (Cancel, Return) is a 44 px target, as the app's buttons are. */
p>a:only-child{display:inline-flex;align-items:center;min-height:44px}
p{margin:0 0 12px}
`;

/** The parent's kept appearance from the request's Cookie header; null follows the device. */
export function themeFromCookie(cookieHeader: string | null | undefined): TThemeCookie | null {
  const value = readCookie(cookieHeader, THEME_COOKIE);
  return isThemeCookie(value) ? value : null;
}

const HTML_OPEN = '<html lang="en">';

/** Pins a rendered page to the parent's kept theme (no choice kept: the device decides). */
export function withTheme(html: string, theme: TThemeCookie | null): string {
  return theme ? html.replace(HTML_OPEN, `<html lang="en" data-theme="${theme}">`) : html;
}

export function page(title: string, body: string): string {
  return `<!doctype html>${HTML_OPEN}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="dark light"><meta name="theme-color" content="#0e1230" media="(prefers-color-scheme: dark)"><meta name="theme-color" content="#f6f1e7" media="(prefers-color-scheme: light)"><title>${esc(title)} · Moonlit Tales</title><style>${STYLE}</style></head><body><header class="bar"><span class="moon" aria-hidden="true">&#9790;</span><span>Moonlit Tales</span></header><main><p class="banner" role="note"><strong>${TEST_MODE_BANNER}</strong><span>${esc(SANDBOX_PAGE_MESSAGES.testModeText)}</span></p><h1>${esc(title)}</h1>${body}</main></body></html>`;
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  const back = link ? `<p><a href="${esc(link.href)}">${esc(link.label)}</a></p>` : '';
  return page(title, `<p role="alert" class="error">${esc(message)}</p>${back}`);
}
