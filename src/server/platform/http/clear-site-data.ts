/**
 * `Clear-Site-Data: "cache"` on an answer that ends a session (decision 032): the browser drops its
 * HTTP cache for this site, so a narration cached with `max-age` (or any other answer) cannot be
 * read on this browser, offline, after the family signed out. Cookies are cleared by their own
 * Set-Cookie lines and the app's own caches by the page; only the HTTP cache is out of its reach.
 */
export const CLEAR_SITE_DATA = 'Clear-Site-Data';
export const CLEAR_BROWSER_CACHE = '"cache"';
