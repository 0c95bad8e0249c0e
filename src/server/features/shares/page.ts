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
:root{color-scheme:dark;--bg:#080b22;--mid:#0e1230;--glow:#1b2358;--ink:#f6ead2;--title:#fff3da;--muted:#cdc6e0;--moon:#f6c25b;--amber:#ffd584;--card:rgba(27,35,88,.72);--line:rgba(248,239,223,.14);--ui:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;--serif:'Iowan Old Style','Palatino Linotype',Palatino,'Book Antiqua',Georgia,'DejaVu Serif',serif}
@media (prefers-color-scheme:light){:root{color-scheme:light;--bg:#ece4d4;--mid:#f6f1e7;--glow:rgba(246,194,91,.22);--ink:#2a2540;--title:#231f3a;--muted:#50536e;--moon:#8a4b00;--amber:#7a4300;--card:#fffdf8;--line:rgba(30,33,64,.13)}}
*{box-sizing:border-box}
html{background:var(--bg)}
body{margin:0;min-height:100vh;background:radial-gradient(120% 60% at 50% 0%,var(--glow) 0%,var(--mid) 55%,var(--bg) 100%) fixed;color:var(--ink);font:19px/1.85 var(--serif);overflow-wrap:anywhere}
.bar{max-width:680px;margin:0 auto;padding:12px 20px 0;font:750 1.1rem/1.4 var(--ui);letter-spacing:.01em;color:var(--title);display:flex;gap:8px;align-items:center;min-height:56px}
.moon{width:26px;height:26px;color:var(--moon);filter:drop-shadow(0 0 10px rgba(246,194,91,.45));flex:none}
main{max-width:680px;margin:0 auto;padding:8px 20px 40px}
.card{background:var(--card);border:1px solid var(--line);border-radius:24px;padding:24px;box-shadow:0 10px 30px rgba(3,5,20,.25)}
.head{text-align:center;padding:0 0 20px;margin:0 0 24px;border-bottom:1px solid var(--line)}
.cover{display:block;max-width:30rem;border-radius:14px;overflow:hidden;margin:0 auto 20px}
.cover svg{display:block;width:100%;height:auto}
h1{font:600 1.9rem/1.2 var(--serif);color:var(--title);margin:0 0 8px;text-wrap:balance}
.for{margin:0;color:var(--amber);font:italic 1.1rem/1.5 var(--serif)}
.gone{text-align:center}
.gone .for{color:var(--muted);font:1rem/1.6 var(--ui);font-style:normal}
audio{display:block;width:100%;margin:0 0 24px}
.listen{margin:0 0 8px;font:650 .95rem/1.4 var(--ui)}
.story{text-wrap:pretty;hyphens:auto}
.story p{margin:0 0 1.1em}
.end{margin:8px 0 0;text-align:center;color:var(--moon);letter-spacing:.1em}
footer{max-width:680px;margin:0 auto;padding:0 20px 32px;text-align:center;color:var(--muted);font:.9rem/1.5 var(--ui)}
@media (max-width:420px){body{font-size:18px}.bar{padding:8px 16px 0}main{padding:4px 12px 32px}.card{padding:20px 16px;border-radius:20px}h1{font-size:1.6rem}footer{padding:0 16px 28px}}
`;

// The app's brand moon (src/web/components/icons.tsx), drawn inline: the page loads nothing else.
const MOON =
  '<svg class="moon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">' +
  '<path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" fill="currentColor"/></svg>';

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
    `<header class="bar">${MOON}<span>${escape(SHARE_PAGE.siteName)}</span></header>` +
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
      `<header class="head"><div class="cover">${cover.svg}</div>` +
      `<h1>${escape(story.title)}</h1>` +
      (name ? `<p class="for">${escape(SHARE_PAGE.madeFor(name))}</p>` : '') +
      `</header>` +
      audio +
      `<div class="story">${text}</div>` +
      `<p class="end" aria-hidden="true">☾ The End ☾</p>` +
      `</article></main>` +
      `<footer>${escape(SHARE_PAGE.footer)}</footer>`,
  );
}

/** Unknown, expired or revoked: one page for all three, so a link says nothing about which. */
export function renderGonePage(): string {
  return layout(
    `<main><article class="card gone"><h1>${escape(SHARE_PAGE.goneTitle)}</h1>` +
      `<p class="for">${escape(SHARE_PAGE.goneBody)}</p></article></main>`,
  );
}
