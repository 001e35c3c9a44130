export type Theme = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'dashboard-theme';

/** A saved choice wins; else the system preference; else dark (a trading screen's default). */
export function initialTheme(saved: string | null, systemPrefersLight: boolean): Theme {
  if (saved === 'dark' || saved === 'light') return saved;
  return systemPrefersLight ? 'light' : 'dark';
}

/** The theme stored in this browser, if any (storage may be unavailable, e.g. blocked). */
export function readSavedTheme(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}
