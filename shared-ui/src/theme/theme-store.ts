import { useSyncExternalStore } from 'react';

// The theme choice is kept in localStorage under the key 'theme'; 'system' follows the OS.
export type ThemePreference = 'system' | 'light' | 'dark';
export type AppliedTheme = 'light' | 'dark';

export const THEME_KEY = 'theme';
const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

export function getThemePreference(): ThemePreference {
  const stored = window.localStorage.getItem(THEME_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function setThemePreference(preference: ThemePreference): void {
  window.localStorage.setItem(THEME_KEY, preference);
  for (const listener of listeners) listener();
}

function getAppliedTheme(): AppliedTheme {
  const preference = getThemePreference();
  if (preference !== 'system') return preference;
  return darkQuery()?.matches ? 'dark' : 'light';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = darkQuery();
  media?.addEventListener?.('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener?.('change', listener);
  };
}

export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  return [useSyncExternalStore(subscribe, getThemePreference, () => 'system'), setThemePreference];
}

export function useAppliedTheme(): AppliedTheme {
  return useSyncExternalStore(subscribe, getAppliedTheme, () => 'light');
}
