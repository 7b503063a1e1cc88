import type { Language } from './language-store';

/**
 * The language of the screen an element is on, as its nearest `lang` attribute names it (a screen
 * whose language differs from the page's marks its root), for a shared piece that appears only
 * after the screen rendered and was not told the screen's language.
 */
export function screenLanguageOf(element: Element | null): Language | undefined {
  const lang = element?.closest('[lang]')?.getAttribute('lang')?.toLowerCase();
  if (!lang) return undefined;
  if (lang.startsWith('zh')) return 'zh-CN';
  if (lang.startsWith('en')) return 'en';
  return undefined;
}
