import { valueText } from '@video-admin/shared-ui/labels';
import { useMemo } from 'react';
import { useUsersTranslation } from '../../i18n';
import type { EntryWords } from '../model/entry-words';

/** An entry's words in the screen's language: its kind, and what its summary's fields and values read as. */
export function useEntryWords() {
  const { t, lng } = useUsersTranslation();
  return useMemo(() => {
    const language = lng === 'en' ? 'en' : 'zh-CN';
    const words: EntryWords = {
      field: (field) => t(`audit.fields.${field}`, { defaultValue: '' }) || undefined,
      role: (role) => t(`roles.${role}`, { defaultValue: '' }) || undefined,
      label: (kind, value) => valueText(kind, value, language),
      yes: t('audit.values.yes'),
      no: t('audit.values.no'),
      none: t('audit.values.none'),
      changed: t('audit.values.changed'),
      listSeparator: language === 'zh-CN' ? '、' : ', ',
    };
    /** A kind in words ('user.roles' → 修改角色), or as stored when it has none. */
    const kind = (code: string) => t(`audit.kindWords.${code}`, { defaultValue: code });
    return { words, kind };
  }, [t, lng]);
}
