import { useSyncExternalStore } from 'react';

// 'default' keeps the product's mix: English account and items screens, Chinese admin screens.
export type Language = 'en' | 'zh-CN';
export type LanguagePreference = 'default' | Language;

const LANGUAGE_KEY = 'language';
const listeners = new Set<() => void>();

export function getLanguagePreference(): LanguagePreference {
  const stored = window.localStorage.getItem(LANGUAGE_KEY);
  return stored === 'en' || stored === 'zh-CN' ? stored : 'default';
}

export function setLanguagePreference(preference: LanguagePreference): void {
  window.localStorage.setItem(LANGUAGE_KEY, preference);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguagePreference(): [LanguagePreference, (preference: LanguagePreference) => void] {
  return [useSyncExternalStore(subscribe, getLanguagePreference, () => 'default'), setLanguagePreference];
}
