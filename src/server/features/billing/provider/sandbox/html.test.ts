import { describe, expect, it } from 'vitest';
import { messagePage, page, themeFromCookie, withTheme } from './html.js';

describe('sandbox pages follow the app theme', () => {
  it('read the kept choice from the theme cookie, anything else follows the device', () => {
    expect(themeFromCookie('a=1; moonlit_theme=light; b=2')).toBe('light');
    expect(themeFromCookie('moonlit_theme=dark')).toBe('dark');
    expect(themeFromCookie('moonlit_theme=sepia')).toBeNull();
    expect(themeFromCookie(undefined)).toBeNull();
  });

  it('give the day colours to a light device unless Night was chosen, and to a Light choice', () => {
    const html = page('Checkout', '<p>x</p>');
    expect(html).toContain('@media (prefers-color-scheme:light){:root:not([data-theme=dark])');
    expect(html).toContain(':root[data-theme=light]{color-scheme:light');
    expect(html).toContain('<html lang="en">');
  });

  it('pin a page to the chosen theme', () => {
    const html = messagePage('Billing portal', 'Gone');
    expect(withTheme(html, 'light')).toContain('<html lang="en" data-theme="light">');
    expect(withTheme(html, 'dark')).toContain('<html lang="en" data-theme="dark">');
    expect(withTheme(html, null)).toBe(html);
  });
});
