import { describe, expect, it } from 'vitest';
import { resolveTheme, THEME_CHOICES } from './theme';

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
