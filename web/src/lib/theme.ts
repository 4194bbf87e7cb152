import { THEMES, type Theme } from './constants';
import { readString, STORAGE_KEYS, writeString } from './storage';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function storedTheme(): Theme {
  const value = readString(STORAGE_KEYS.theme);
  return isTheme(value) ? value : 'light';
}

/** Puts the `dark` class on <html> for the dark theme (Tailwind's `dark:` variant keys off it). */
export function applyTheme(theme: Theme = storedTheme()): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

export function saveTheme(theme: Theme): void {
  writeString(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
}
