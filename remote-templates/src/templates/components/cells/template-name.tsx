import { useTemplatesTranslation } from '../../../i18n';

/** The template's name, or 未命名. */
export function TemplateName({ name }: { name: string | null }) {
  const { t } = useTemplatesTranslation();
  return <>{name?.trim() || t('values.unnamed')}</>;
}
