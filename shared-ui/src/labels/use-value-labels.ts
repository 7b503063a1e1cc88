import { useMemo } from 'react';
import { useLanguagePreference, type Language } from '@video-admin/shared-ui';
import { valueText, type ValueKind } from './value-labels';

export interface ValueLabels {
  /** The language the labels are in. */
  language: Language;
  /** The label of a stored value, or the value as stored when it has none. */
  label: (kind: ValueKind, value: string | number) => string;
}

/**
 * Labels in the language the person chose; with the 'Default' preference, in `defaultLanguage`:
 * the back office's values read in Chinese by default wherever they show (the dashboard too).
 */
export function useValueLabels(defaultLanguage: Language = 'zh-CN'): ValueLabels {
  const [preference] = useLanguagePreference();
  const language = preference === 'default' ? defaultLanguage : preference;
  return useMemo(() => ({ language, label: (kind, value) => valueText(kind, value, language) }), [language]);
}
