import type { ExportLanguage } from '../../schemas/backend.js';

/** The longest name the API stores (template_name's maxLength). */
export const TEMPLATE_NAME_MAX = 255;

const COPY_SUFFIX: Record<ExportLanguage, string> = { 'zh-CN': '（副本）', en: ' (copy)' };

/**
 * A copy's name: the source's with a suffix in the screen's language, so the two can be told apart
 * in a list. A nameless source (null or blank) gives a nameless copy: the pipeline names it later.
 * A long name is shortened (by characters, never splitting one) so the copy's still fits the
 * stored maximum.
 */
export function copyName(name: string | null, language: ExportLanguage): string | null {
  if (name === null || name.trim() === '') return name;
  const suffix = COPY_SUFFIX[language];
  const room = TEMPLATE_NAME_MAX - [...suffix].length;
  const characters = [...name];
  return (characters.length > room ? characters.slice(0, room).join('') : name) + suffix;
}
