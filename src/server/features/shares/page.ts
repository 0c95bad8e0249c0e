import { firstName } from '../../../shared/children.js';
import { storyCover } from '../../../shared/cover-art.js';
import { SHARE_PAGE } from '../../../shared/shares.js';
import type { TStory } from '../../../shared/stories.js';
import { escape } from '../../platform/mail/templates.js';

/**
 * The public page of a share link: plain HTML with its styles inline and no script, so it works
 * on any phone without the app. Nothing private reaches the tags a link preview reads (Open Graph,
 * the tab title): a chat app that unfurls the link shows a generic card. Every text is escaped.
 */

// The product's night-and-lamplight colours (src/web/styles/tokens.css), light when the device asks.
const STYLE = `
:root{color-scheme:dark;--bg:#080b22;--mid:#0e1230;--glow:#1b2358;--ink:#f8efdf;--muted:#cdc6e0;--moon:#f6c25b;--card:rgba(27,35,88,.72);--line:rgba(248,239,223,.14)}
@media (prefers-color-scheme:light){:root{color-scheme:light;--bg:#ece4d4;--mid:#f6f1e7;--glow:rgba(246,194,91,.22);--ink:#1e2140;--muted:#50536e;--moon:#8a4b00;--card:#fffdf8;--line:rgba(30,33,64,.13)}}
*{box-sizing:border-box}
html{background:var(--bg)}
body{margin:0;min-height:100vh;background:radial-gradient(120% 60% at 50% 0%,var(--glow) 0%,var(--mid) 55%,var(--bg) 100%) fixed;color:var(--ink);font:18px/1.7 Georgia,'Iowan Old Style','Times New Roman',serif;overflow-wrap:anywhere}
.bar{max-width:680px;margin:0 auto;padding:16px 20px 0;font:700 1rem/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;display:flex;gap:8px;align-items:center}
.moon{color:var(--moon);font-size:1.3rem}
main{max-width:680px;margin:0 auto;padding:12px 20px 40px}
.card{background:var(--card);border:1px solid var(--line);border-radius:20px;padding:20px;box-shadow:0 10px 30px rgba(3,5,20,.25)}
.cover{display:block;max-width:30rem;border-radius:14px;overflow:hidden;margin:0 auto 18px}
.cover svg{display:block;width:100%;height:auto}
h1{font-size:1.7rem;line-height:1.25;margin:0 0 6px;font-weight:normal}
.for{margin:0 0 18px;color:var(--muted);font:1rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
audio{display:block;width:100%;margin:0 0 18px}
.listen{margin:0 0 6px;font:600 .95rem/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
.story p{margin:0 0 1em}
footer{max-width:680px;margin:0 auto;padding:0 20px 32px;color:var(--muted);font:.9rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
@media (max-width:420px){body{font-size:17px}main{padding:8px 12px 32px}.card{padding:16px;border-radius:16px}h1{font-size:1.45rem}}
`;

function layout(body: string): string {
  const title = escape(SHARE_PAGE.ogTitle);
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">` +
    `<meta name="robots" content="noindex">` +
    `<meta name="referrer" content="no-referrer">` +
    `<meta name="color-scheme" content="dark light"><meta name="theme-color" content="#0e1230">` +
    `<title>${title}</title>` +
    `<meta property="og:type" content="website"><meta property="og:site_name" content="${escape(SHARE_PAGE.siteName)}">` +
    `<meta property="og:title" content="${title}">` +
    `<meta property="og:description" content="${escape(SHARE_PAGE.ogDescription)}">` +
    `<link rel="manifest" href="/manifest.webmanifest"><link rel="icon" type="image/svg+xml" href="/favicon.svg">` +
    `<style>${STYLE}</style></head><body>` +
    `<header class="bar"><span class="moon" aria-hidden="true">☾</span><span>${escape(SHARE_PAGE.siteName)}</span></header>` +
    body +
    `</body></html>`
  );
}

/** The story's paragraphs (blank lines apart in the text). */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The page of a live link: cover, title, the child's first name, narration when it exists, the text. */
export function renderSharePage(story: TStory, audioUrl: string | null): string {
  const cover = storyCover(story);
  const name = firstName(story.childName);
  const audio = audioUrl
    ? `<p class="listen" id="listen">${escape(SHARE_PAGE.listen)}</p>` +
      `<audio controls preload="none" src="${escape(audioUrl)}" aria-labelledby="listen"></audio>`
    : '';
  const text = paragraphsOf(story.content)
    .map((p) => `<p>${escape(p)}</p>`)
    .join('');
  return layout(
    `<main><article class="card">` +
      `<div class="cover">${cover.svg}</div>` +
      `<h1>${escape(story.title)}</h1>` +
      (name ? `<p class="for">${escape(SHARE_PAGE.madeFor(name))}</p>` : '') +
      audio +
      `<div class="story">${text}</div>` +
      `</article></main>` +
      `<footer>${escape(SHARE_PAGE.footer)}</footer>`,
  );
}

/** Unknown, expired or revoked: one page for all three, so a link says nothing about which. */
export function renderGonePage(): string {
  return layout(
    `<main><article class="card"><h1>${escape(SHARE_PAGE.goneTitle)}</h1>` +
      `<p class="for">${escape(SHARE_PAGE.goneBody)}</p></article></main>`,
  );
}
