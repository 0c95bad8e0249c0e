import { useCallback, useSyncExternalStore } from 'react';
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE } from '../../shared/front-door';
import { STORAGE_KEYS } from './storage-keys';

/** What the parent chose in Account Settings; 'system' follows prefers-color-scheme. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type TThemeChoice = (typeof THEME_CHOICES)[number];
export type TTheme = 'light' | 'dark';

/** The browser bar's colour per theme (the page background of tokens.css). */
const THEME_COLOR: Record<TTheme, string> = { dark: '#0e1230', light: '#f6f1e7' };
const LIGHT_QUERY = '(prefers-color-scheme: light)';

function isChoice(value: unknown): value is TThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

export function readThemeChoice(): TThemeChoice {
  try {
    const kept = localStorage.getItem(STORAGE_KEYS.theme);
    return isChoice(kept) ? kept : 'system';
  } catch {
    // Storage can be unavailable (private mode): follow the system.
    return 'system';
  }
}

/** Night is the default: only an explicit Light, or System on a light device, gives the day theme. */
export function resolveTheme(choice: TThemeChoice, systemPrefersLight: boolean): TTheme {
  if (choice === 'system') return systemPrefersLight ? 'light' : 'dark';
  return choice;
}

function systemPrefersLight(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(LIGHT_QUERY).matches;
}

/** Puts the theme on <html data-theme> (tokens.css reads it) and on the browser's theme-color. */
export function applyTheme(choice: TThemeChoice = readThemeChoice()): TTheme {
  const theme = resolveTheme(choice, systemPrefersLight());
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
  return theme;
}

/**
 * Mirrors the choice into a cookie the server-rendered pages (sandbox checkout and billing portal)
 * read, since they cannot see localStorage. System clears it: those pages then follow the device.
 */
export function themeCookieLine(choice: TThemeChoice): string {
  const base = `${THEME_COOKIE}=${choice === 'system' ? '' : choice}; Path=/; SameSite=Lax`;
  return `${base}; Max-Age=${choice === 'system' ? 0 : THEME_COOKIE_MAX_AGE}`;
}

function keepThemeCookie(choice: TThemeChoice): void {
  try {
    document.cookie = themeCookieLine(choice);
  } catch {
    // Cookies can be off; the app itself still follows localStorage.
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Applies the kept choice now and again whenever the system setting changes. Call once at boot. */
export function startTheme(): void {
  const choice = readThemeChoice();
  applyTheme(choice);
  // A choice kept before the cookie existed (or by another tab) reaches the server pages too.
  keepThemeCookie(choice);
  if (typeof window.matchMedia !== 'function') return;
  window.matchMedia(LIGHT_QUERY).addEventListener('change', () => applyTheme());
}

export function saveThemeChoice(choice: TThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEYS.theme);
    else localStorage.setItem(STORAGE_KEYS.theme, choice);
  } catch {
    // Not kept across visits then; this visit still changes.
  }
  keepThemeCookie(choice);
  applyTheme(choice);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the setting changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.theme) return;
    applyTheme();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The parent's theme choice and a setter that applies and keeps it. */
export function useThemeChoice(): [TThemeChoice, (choice: TThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, readThemeChoice, () => 'system' as const);
  const set = useCallback((next: TThemeChoice) => saveThemeChoice(next), []);
  return [choice, set];
}
