import { describe, expect, it } from 'vitest';
import { resolveTheme, THEME_CHOICES, themeCookieLine } from './theme';

describe('resolveTheme', () => {
  it('keeps the night theme unless the parent or the device asks for light', () => {
    expect(resolveTheme('system', false)).toBe('dark');
    expect(resolveTheme('system', true)).toBe('light');
  });

  it('lets an explicit choice win over the device', () => {
    expect(resolveTheme('dark', true)).toBe('dark');
    expect(resolveTheme('light', false)).toBe('light');
  });

  it('offers System, Light and Night, System first', () => {
    expect(THEME_CHOICES).toEqual(['system', 'light', 'dark']);
  });
});

describe('themeCookieLine (the server-rendered pages read it)', () => {
  it('keeps Light and Night for a year, site-wide', () => {
    expect(themeCookieLine('light')).toBe('moonlit_theme=light; Path=/; SameSite=Lax; Max-Age=31536000');
    expect(themeCookieLine('dark')).toContain('moonlit_theme=dark;');
  });

  it('clears the cookie for System, so the pages follow the device', () => {
    expect(themeCookieLine('system')).toBe('moonlit_theme=; Path=/; SameSite=Lax; Max-Age=0');
  });
});
