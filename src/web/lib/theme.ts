import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_THEME, STORAGE_KEYS } from '@core/limits';

// The theme lives in localStorage under 'theme' (default light) and as the 'dark' class on <html>.
// index.html applies it before the first paint; this module keeps it in sync afterwards.

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.theme);
    if (stored === 'dark' || stored === 'light') return stored;
  } catch {
    // storage unavailable (private mode): fall back to the default
  }
  return DEFAULT_THEME as Theme;
}

let current: Theme = typeof window === 'undefined' ? 'light' : readStoredTheme();

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export function setTheme(theme: Theme): void {
  current = theme;
  try {
    window.localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // not persisted; still applied for this page
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.theme) return;
    current = readStoredTheme();
    applyTheme(current);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, () => current, () => 'light' as Theme);
  const toggleTheme = useCallback(() => setTheme(current === 'dark' ? 'light' : 'dark'), []);
  return { theme, setTheme, toggleTheme };
}
