/**
 * A signed-in session's cookie header (as `signIn` returns it) as cookies for a browser's own jar,
 * for the page runs (lighthouse.ts, pages.ts). Sent as an extra request header instead, the page's
 * script, which reads the readable signed-in hint, saw a signed-out browser and showed the login
 * screen: the "/library" figures measured the login page.
 */
export interface BrowserCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  secure: boolean;
}

export function browserCookies(base: string, cookieHeader: string): BrowserCookie[] {
  const domain = new URL(base).hostname;
  return cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      // A __Secure- cookie is only taken with Secure (Chromium treats 127.0.0.1 as a secure origin).
      const secure = name.startsWith('__Secure-');
      return { name, value: pair.slice(eq + 1), domain, path: '/', secure };
    });
}
