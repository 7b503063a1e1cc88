import { useSyncExternalStore } from 'react';

// 'default' keeps the product's mix: English account and items screens, Chinese admin screens.
export type Language = 'en' | 'zh-CN';
export type LanguagePreference = 'default' | Language;

/** Where the language preference is kept; the page's boot script reads it there too. */
export const LANGUAGE_KEY = 'language';
const listeners = new Set<() => void>();

export function getLanguagePreference(): LanguagePreference {
  const stored = window.localStorage.getItem(LANGUAGE_KEY);
  return stored === 'en' || stored === 'zh-CN' ? stored : 'default';
}

export function setLanguagePreference(preference: LanguagePreference): void {
  window.localStorage.setItem(LANGUAGE_KEY, preference);
  for (const listener of listeners) listener();
}

type Preparation = (preference: LanguagePreference) => Promise<unknown>;
let prepare: Preparation = () => Promise.resolve();

/** i18n registers here how to fetch a language's texts ahead of a switch. */
export function setLanguagePreparation(preparation: Preparation): void {
  prepare = preparation;
}

/**
 * Fetches the texts the screens on show need in the new language, then switches. Switching
 * first would suspend them while their texts load: the layout would blink to a loader and the
 * open screen lose its state (the settings page its tab). A failed fetch still switches.
 */
export function changeLanguagePreference(preference: LanguagePreference): Promise<void> {
  return prepare(preference)
    .catch(() => undefined)
    .then(() => setLanguagePreference(preference));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's language for assistive technology: the chosen one, or English for the default mix. */
export function documentLanguage(preference: LanguagePreference): Language {
  return preference === 'default' ? 'en' : preference;
}

export function useLanguagePreference(): [LanguagePreference, (preference: LanguagePreference) => Promise<void>] {
  return [useSyncExternalStore(subscribe, getLanguagePreference, () => 'default'), changeLanguagePreference];
}
